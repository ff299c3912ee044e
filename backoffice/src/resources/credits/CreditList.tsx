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
    label="resources.credits.fields.status"
    choices={STATUS_FILTER_CHOICES}
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
  <DateTextInput key="startDate" source="startDate" label="resources.credits.fields.startDate" alwaysOn />,
  <DateTextInput key="endDate" source="endDate" label="resources.credits.fields.endDate" alwaysOn />,
];

const CreditActions = () => (
  <TopToolbar>
    <ServerExportButton
      path={CREDIT_VIEW_API.adminDownload}
      filename={creditDownloadName(new Date())}
      label="resources.credits.labels.downloadExcel"
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
      <TextField source="BCUID" label="resources.credits.fields.BCUID" emptyText="—" />
      <TextField source="bcuHolder" label="resources.credits.fields.bcuHolder" />
      <TextField source="productType" label="resources.credits.fields.productType" sortable={false} emptyText="—" />
      <TextField source="rawMaterial" label="resources.credits.fields.rawMaterial" sortable={false} emptyText="—" />
      <TextField
        source="certificationScheme"
        label="resources.credits.fields.certificationScheme"
        sortable={false}
        emptyText="—"
      />
      <TextField source="posNumber" label="resources.credits.fields.posNumber" sortable={false} emptyText="—" />
      <DateField source="registrationApproveDate" label="resources.credits.fields.registrationApproveDate" />
      <TextField source="volume" label="resources.credits.fields.volume" textAlign="right" />
      <TextField source="tonnesOfCO2eq" label="resources.credits.fields.tonnesOfCO2eq" textAlign="right" />
      <TextField
        source="facilitatorName"
        label="resources.credits.fields.facilitatorName"
        sortable={false}
        emptyText="—"
      />
      <FunctionField<CreditListRow>
        source="status"
        label="resources.credits.labels.status"
        render={(r) => statusLabel(r.status)}
      />
      <DateField source="updatedAt" label="resources.credits.fields.updatedAt" />
    </Datagrid>
  </AdminList>
);
