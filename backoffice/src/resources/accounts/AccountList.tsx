/** Accounts and balance list (spec 3 §2.3): filters Type, Status, dates and search; accounts.csv of the same selection. */
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ADMIN_RESOURCE_API, type AdminAccount } from '@bcu/api/contracts';
import { ServerExportButton } from '../../csv/ServerExportButton';
import { DateField } from '../submissions/fields';
import { AddressEditButton } from './AddressEditButton';
import { COMPANY_STATUS_CHOICES, COMPANY_TYPE_CHOICES, companyTypeLabel } from './accountFields';

const accountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" label="Type" choices={COMPANY_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={COMPANY_STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

const AccountActions = () => (
  <TopToolbar>
    <ServerExportButton path={ADMIN_RESOURCE_API.accountsCsv} filename="accounts.csv" />
  </TopToolbar>
);

export const AccountList = () => (
  <List
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
  </List>
);
