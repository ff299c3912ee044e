/**
 * The tabs BCUTransfer and BCURetirement submissions add to the BCU tabs (spec 3 §2.1): 'BCU Transfer Info' and
 * 'BCU Retirement Info', read from the submission detail's `transferInfo` / `retirementInfo` (the request as its
 * sender sees it: amounts in BCU with 3 decimals, the unit the sender chose, dates as dd.MM.yyyy).
 */
import { FunctionField, TabbedShowLayout, TextField } from 'react-admin';
import type { CreditRequestView } from '@bcu/api/contracts';
import { DateField, DateTimeField } from './fields';

type RequestInfo = CreditRequestView & { statementRSID?: string | null };
type WithTransfer = { transferInfo?: RequestInfo };
type WithRetirement = { retirementInfo?: RequestInfo };

export const BCU_REQUEST_TEXT = {
  transferTab: 'BCU Transfer Info',
  retirementTab: 'BCU Retirement Info',
  yes: 'Yes',
  no: 'No',
  none: '—',
};

/** A yes/no answer; '—' when the question was not asked. */
export const yesNo = (v: boolean | null | undefined) =>
  v === true ? BCU_REQUEST_TEXT.yes : v === false ? BCU_REQUEST_TEXT.no : BCU_REQUEST_TEXT.none;

/** The statement's RSID, shown once the retirement is approved. */
export const statementOf = (r: RequestInfo | undefined) =>
  r && r.status === 'Approved' && r.statementRSID ? r.statementRSID : BCU_REQUEST_TEXT.none;

/** Tabs are returned as elements (not wrapped in a component): TabbedShowLayout reads each child's label and path. */
const transferInfoTab = () => (
  <TabbedShowLayout.Tab key="bcu-transfer-info" label={BCU_REQUEST_TEXT.transferTab} path="bcu-transfer-info">
    <TextField source="transferInfo.sender.name" />
    <TextField source="transferInfo.senderUser" emptyText="—" />
    <TextField source="transferInfo.receiver.name" emptyText="—" />
    <TextField source="transferInfo.heldBcuid" />
    <TextField source="transferInfo.amount" />
    <TextField source="transferInfo.amountType" />
    <TextField source="transferInfo.amountInput" />
    <TextField source="transferInfo.tonnesOfCO2eq" />
    <FunctionField<WithTransfer>
      label="resources.submissions.labels.scope1Provider"
      render={(r) => yesNo(r.transferInfo?.isScope1Provider)}
    />
    <FunctionField<WithTransfer>
      label="resources.submissions.labels.scope3Provider"
      render={(r) => yesNo(r.transferInfo?.isScope3Provider)}
    />
    <TextField source="transferInfo.onBehalfBy.name" emptyText="—" />
    <TextField source="transferInfo.status" />
    <DateTimeField source="transferInfo.createdAt" />
    <DateTimeField source="transferInfo.decidedAt" />
    <DateTimeField source="transferInfo.completedAt" />
    <DateField source="transferInfo.expiresAt" />
  </TabbedShowLayout.Tab>
);

const retirementInfoTab = () => (
  <TabbedShowLayout.Tab key="bcu-retirement-info" label={BCU_REQUEST_TEXT.retirementTab} path="bcu-retirement-info">
    <TextField source="retirementInfo.sender.name" />
    <TextField source="retirementInfo.senderUser" emptyText="—" />
    <TextField source="retirementInfo.heldBcuid" />
    <TextField source="retirementInfo.amount" />
    <TextField source="retirementInfo.amountType" />
    <TextField source="retirementInfo.amountInput" />
    <TextField source="retirementInfo.tonnesOfCO2eq" />
    <TextField source="retirementInfo.creditClaimCountry" emptyText="—" />
    <TextField source="retirementInfo.reporting" emptyText="—" />
    <FunctionField<WithRetirement>
      label="resources.submissions.labels.scope1Provider"
      render={(r) => yesNo(r.retirementInfo?.isScope1Provider)}
    />
    <FunctionField<WithRetirement>
      label="resources.submissions.labels.scope3Provider"
      render={(r) => yesNo(r.retirementInfo?.isScope3Provider)}
    />
    <TextField source="retirementInfo.scope3Company.name" emptyText="—" />
    <FunctionField<WithRetirement>
      label="resources.submissions.labels.anonymity"
      render={(r) => yesNo(r.retirementInfo?.scope3Anonymity)}
    />
    <TextField source="retirementInfo.onBehalfBy.name" emptyText="—" />
    <TextField source="retirementInfo.status" />
    <FunctionField<WithRetirement>
      label="resources.submissions.labels.statementRSID"
      render={(r) => statementOf(r.retirementInfo)}
    />
    <DateTimeField source="retirementInfo.createdAt" />
    <DateTimeField source="retirementInfo.decidedAt" />
  </TabbedShowLayout.Tab>
);

/** Registered in BCU_EXTRA_TABS (BcuSubmissionTabs.tsx). */
export const BCU_REQUEST_TABS = {
  BCUTransfer: () => [transferInfoTab()],
  BCURetirement: () => [retirementInfoTab()],
};
