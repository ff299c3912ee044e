/** Accounts and balance list (spec 3 §2.3): filters Type, Status, dates and search; accounts.csv of the same selection. */
import {
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ADMIN_RESOURCE_API, type AdminAccount } from '@bcu/api/contracts';
import { ServerExportButton } from '../../csv/ServerExportButton';
import { AdminList } from '../../lists/AdminList';
import { DateTextInput } from '../../lists/DateTextInput';
import { DateField } from '../submissions/fields';
import { AddressEditButton } from './AddressEditButton';
import { COMPANY_STATUS_CHOICES, COMPANY_TYPE_CHOICES, companyTypeLabel } from './accountFields';

const accountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.accounts.fields.type"
    choices={COMPANY_TYPE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.accounts.fields.status"
    choices={COMPANY_STATUS_CHOICES}
    alwaysOn
  />,
  <DateTextInput key="from" source="from" label="resources.accounts.fields.from" alwaysOn />,
  <DateTextInput key="to" source="to" label="resources.accounts.fields.to" alwaysOn />,
];

const AccountActions = () => (
  <TopToolbar>
    <ServerExportButton path={ADMIN_RESOURCE_API.accountsCsv} filename="accounts.csv" />
  </TopToolbar>
);

/** On a phone: name, type and status, country. */
const SmallAccountList = () => (
  <SimpleList<AdminAccount>
    rowClick="show"
    primaryText={(r) => r.name}
    secondaryText={(r) => `${companyTypeLabel(r.type)} · ${r.status}`}
    tertiaryText={(r) => r.country ?? ''}
  />
);

export const AccountList = () => (
  <AdminList
    small={<SmallAccountList />}
    title="Accounts and balance"
    filters={accountFilters}
    actions={<AccountActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={50}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" label="resources.accounts.fields.name" />
      <FunctionField<AdminAccount>
        source="type"
        label="resources.accounts.fields.type"
        render={(r) => companyTypeLabel(r.type)}
      />
      <TextField source="status" label="resources.accounts.fields.status" />
      <TextField source="country" label="resources.accounts.fields.country" />
      <TextField source="city" label="resources.accounts.fields.city" sortable={false} />
      <TextField source="address" label="resources.accounts.fields.address" sortable={false} />
      <NumberField source="usersCount" label="resources.accounts.fields.usersCount" sortable={false} />
      <DateField source="createdAt" label="resources.accounts.labels.created" />
      <DateField source="approvedAt" label="resources.accounts.fields.approvedAt" />
      <AddressEditButton />
    </Datagrid>
  </AdminList>
);
