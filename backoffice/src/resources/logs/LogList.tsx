/**
 * Logs List (spec 3 §2.5): filter by action, event type, date range and search; Date & time sortable, newest
 * first by default; filter, sort and page live in the URL (react-admin's list state); CSV logs.csv of the
 * same selection, streamed by the server.
 */
import type { ReactElement } from 'react';
import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, TopToolbar } from 'react-admin';
import { ADMIN_RESOURCE_API, LOG_KINDS, type LogEntry } from '@bcu/api/contracts';
import { ServerExportButton } from '../../csv/ServerExportButton';
import { AdminList } from '../../lists/AdminList';
import { DateTextInput } from '../../lists/DateTextInput';
import { formatDateTime } from '../../format';
import { detailsText } from './logFormat';
import { useLogActions } from './useLogActions';

const KIND_CHOICES = LOG_KINDS.map((k) => ({ id: k, name: k }));

/** The filters; the action choices come from the log itself. */
const useLogFilters = () => {
  const actions = useLogActions();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="action" source="action" label="resources.logs.fields.action" choices={actions} alwaysOn />,
    <SelectInput key="kind" source="kind" label="resources.logs.fields.kind" choices={KIND_CHOICES} alwaysOn />,
    <DateTextInput key="from" source="from" label="resources.logs.fields.from" alwaysOn />,
    <DateTextInput key="to" source="to" label="resources.logs.fields.to" alwaysOn />,
  ];
};

const LogActions = () => (
  <TopToolbar>
    <ServerExportButton path={ADMIN_RESOURCE_API.logsCsv} filename="logs.csv" />
  </TopToolbar>
);

export const LogList = () => <LogListView filters={useLogFilters()} />;

/** On a phone: the action, date and time with the event type, and the details. */
const SmallLogList = () => (
  <SimpleList<LogEntry>
    rowClick="show"
    primaryText={(r) => r.action}
    secondaryText={(r) => `${formatDateTime(r.createdAt)} · ${r.kind}${r.companyName ? ` · ${r.companyName}` : ''}`}
    tertiaryText={(r) => detailsText(r.details, 60)}
    rowSx={() => ({ overflowWrap: 'anywhere' })}
  />
);

const LogListView = ({ filters }: { filters: ReactElement[] }) => (
  <AdminList
    small={<SmallLogList />}
    title="Logs List"
    filters={filters}
    actions={<LogActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={50}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <FunctionField<LogEntry>
        source="createdAt"
        label="resources.logs.fields.createdAt"
        render={(r) => formatDateTime(r.createdAt)}
      />
      <TextField source="kind" label="resources.logs.fields.kind" />
      <TextField source="action" label="resources.logs.fields.action" />
      <TextField source="SUID" label="resources.logs.fields.SUID" sortable={false} emptyText="—" />
      <TextField source="companyName" label="resources.logs.fields.companyName" sortable={false} emptyText="—" />
      <TextField source="userName" label="resources.logs.fields.userName" sortable={false} emptyText="—" />
      <FunctionField<LogEntry>
        source="details"
        label="resources.logs.fields.details"
        sortable={false}
        render={(r) => detailsText(r.details)}
      />
    </Datagrid>
  </AdminList>
);
