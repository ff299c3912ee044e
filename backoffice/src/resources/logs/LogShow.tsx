/** One action-log row with its full details in words. The log is append-only: there is nothing to edit. */
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { LogEntry } from '@bcu/api/contracts';
import { detailLines, formatDateTime } from './logFormat';

export const LogShow = () => (
  <Show title="Logs List">
    <SimpleShowLayout>
      <TextField source="id" label="resources.logs.fields.id" />
      <FunctionField<LogEntry> label="resources.logs.labels.dateTime" render={(r) => formatDateTime(r.createdAt)} />
      <TextField source="kind" label="resources.logs.fields.kind" />
      <TextField source="action" label="resources.logs.fields.action" />
      <TextField source="SUID" label="resources.logs.fields.SUID" emptyText="—" />
      <TextField source="userName" label="resources.logs.fields.userName" emptyText="—" />
      <TextField source="companyName" label="resources.logs.labels.account" emptyText="—" />
      <FunctionField<LogEntry>
        label="resources.logs.labels.subject"
        render={(r) => (r.subjectType ? `${r.subjectType} ${r.subjectId ?? ''}` : '—')}
      />
      <FunctionField<LogEntry>
        label="resources.logs.labels.details"
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
