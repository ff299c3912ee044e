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
  <SelectInput key="type" source="type" label="Type" choices={COMPANY_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={COMPANY_STATUS_CHOICES} alwaysOn />,
  <DateTextInput key="from" source="from" label="From" alwaysOn />,
  <DateTextInput key="to" source="to" label="To" alwaysOn />,
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
      <TextField source="name" label="Name" />
      <FunctionField<AdminAccount> source="type" label="Type" render={(r) => companyTypeLabel(r.type)} />
      <TextField source="status" label="Status" />
      <TextField source="country" label="Country" />
      <TextField source="city" label="City" sortable={false} />
      <TextField source="address" label="Address" sortable={false} />
      <NumberField source="usersCount" label="Users" sortable={false} />
      <DateField source="createdAt" label="Created" />
      <DateField source="approvedAt" label="Approved" />
      <AddressEditButton />
    </Datagrid>
  </AdminList>
);
