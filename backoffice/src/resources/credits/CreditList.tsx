/**
 * BCUs (spec 3 §2.2): Statuses (multi), created date range and a trimmed search; 50 a page; the
 * BCU_download_{timestamp}.xlsx of the same selection. Reads only: auditors see it too.
 */
import { Datagrid, FunctionField, SearchInput, SelectArrayInput, SimpleList, TextField, TopToolbar } from 'react-admin';
import { ADMIN_CREDIT_PAGE_SIZE, CREDIT_VIEW_API, creditDownloadName, type CreditListRow } from '@bcu/api/contracts';
import { ServerExportButton } from '../../csv/ServerExportButton';
import { AdminList } from '../../lists/AdminList';
import { DateTextInput } from '../../lists/DateTextInput';
import { formatTonnes } from '../../format';
import { DateField } from '../submissions/fields';
import { STATUS_FILTER_CHOICES, statusLabel } from './creditFormat';

const creditFilters = [
  <SearchInput key="q" source="q" alwaysOn parse={(v: string) => v} />,
  <SelectArrayInput
    key="status"
    source="status"
    label="Statuses"
    choices={STATUS_FILTER_CHOICES}
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
  <DateTextInput key="startDate" source="startDate" label="From" alwaysOn />,
  <DateTextInput key="endDate" source="endDate" label="To" alwaysOn />,
];

const CreditActions = () => (
  <TopToolbar>
    <ServerExportButton
      path={CREDIT_VIEW_API.adminDownload}
      filename={creditDownloadName(new Date())}
      label="Download Excel"
    />
  </TopToolbar>
);

/** On a phone: BCU ID, holder and volume, status. */
const SmallCreditList = () => (
  <SimpleList<CreditListRow>
    rowClick="show"
    primaryText={(r) => r.BCUID ?? '—'}
    secondaryText={(r) => `${r.bcuHolder} · ${formatTonnes(r.volume)} BCU`}
    tertiaryText={(r) => statusLabel(r.status)}
  />
);

export const CreditList = () => (
  <AdminList
    small={<SmallCreditList />}
    title="BCUs"
    filters={creditFilters}
    actions={<CreditActions />}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={ADMIN_CREDIT_PAGE_SIZE}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="BCUID" label="BCU ID" emptyText="—" />
      <TextField source="bcuHolder" label="BCU Holder" />
      <TextField source="productType" label="Product" sortable={false} emptyText="—" />
      <TextField source="rawMaterial" label="Feedstock" sortable={false} emptyText="—" />
      <TextField source="certificationScheme" label="Scheme" sortable={false} emptyText="—" />
      <TextField source="posNumber" label="PoS number" sortable={false} emptyText="—" />
      <DateField source="registrationApproveDate" label="Date of registration" />
      <TextField source="volume" label="Volume (BCU)" textAlign="right" />
      <TextField source="tonnesOfCO2eq" label="CO2eq reduction (t)" textAlign="right" />
      <TextField source="facilitatorName" label="Assigned to Facilitator" sortable={false} emptyText="—" />
      <FunctionField<CreditListRow> source="status" label="Status" render={(r) => statusLabel(r.status)} />
      <DateField source="updatedAt" label="Updated" />
    </Datagrid>
  </AdminList>
);
