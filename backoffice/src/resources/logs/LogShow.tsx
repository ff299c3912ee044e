/** One action-log row with its full details in words. The log is append-only: there is nothing to edit. */
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { LogEntry } from '@bcu/api/contracts';
import { detailLines, formatDateTime } from './logFormat';

export const LogShow = () => (
  <Show title="Logs List">
    <SimpleShowLayout>
      <TextField source="id" label="ID" />
      <FunctionField<LogEntry> label="Date & time" render={(r) => formatDateTime(r.createdAt)} />
      <TextField source="kind" label="Event type" />
      <TextField source="action" label="Action" />
      <TextField source="SUID" label="SU ID" emptyText="—" />
      <TextField source="userName" label="User name" emptyText="—" />
      <TextField source="companyName" label="Account" emptyText="—" />
      <FunctionField<LogEntry>
        label="Subject"
        render={(r) => (r.subjectType ? `${r.subjectType} ${r.subjectId ?? ''}` : '—')}
      />
      <FunctionField<LogEntry>
        label="Details"
        render={(r) => {
          const lines = detailLines(r.details);
          return lines.length ? (
            <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{lines.join('\n')}</span>
          ) : (
            '—'
          );
        }}
      />
    </SimpleShowLayout>
  </Show>
);
