/**
 * Admin users list (spec 3 §2.4): filter Status, dates and search; users.csv of the same selection; status
 * tags in the contract's colours. Admins open a user to edit it, auditors to read it.
 */
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { ADMIN_RESOURCE_API, type AdminUser } from '@bcu/api/contracts';
import { ServerExportButton } from '../../csv/ServerExportButton';
import { AdminList } from '../../lists/AdminList';
import { DateTextInput } from '../../lists/DateTextInput';
import { DateField, UserStatusChip } from '../submissions/fields';
import { USER_STATUS_CHOICES, userTypeLabel } from './userFields';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.users.fields.status"
    choices={USER_STATUS_CHOICES}
    alwaysOn
  />,
  <DateTextInput key="from" source="from" label="resources.users.fields.from" alwaysOn />,
  <DateTextInput key="to" source="to" label="resources.users.fields.to" alwaysOn />,
];

const UserActions = () => (
  <TopToolbar>
    <ServerExportButton path={ADMIN_RESOURCE_API.usersCsv} filename="users.csv" />
  </TopToolbar>
);

export const UserList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  return (
    <AdminList
      small={
        <SimpleList<AdminUser>
          rowClick={canEdit ? 'edit' : 'show'}
          primaryText={(r) => `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email}
          secondaryText={(r) => `${r.email} · ${r.companyName ?? ''}`}
          tertiaryText={(r) => r.status}
          rowSx={() => ({ overflowWrap: 'anywhere' })}
        />
      }
      title="Users"
      filters={userFilters}
      actions={<UserActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      <Datagrid rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="SUID" label="resources.users.fields.SUID" />
        <TextField source="firstName" label="resources.users.fields.firstName" />
        <TextField source="lastName" label="resources.users.fields.lastName" />
        <TextField source="email" label="resources.users.fields.email" />
        <TextField source="companyName" label="resources.users.fields.companyName" />
        <FunctionField<AdminUser>
          source="type"
          label="resources.users.fields.type"
          sortable={false}
          render={(r) => userTypeLabel(r.type)}
        />
        <TextField source="role" label="resources.users.fields.role" sortable={false} />
        <FunctionField source="status" label="resources.users.fields.status" render={() => <UserStatusChip />} />
        <DateField source="createdAt" label="resources.users.fields.createdAt" />
      </Datagrid>
    </AdminList>
  );
};
