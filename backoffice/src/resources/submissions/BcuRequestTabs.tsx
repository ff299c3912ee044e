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
    <TextField source="transferInfo.sender.name" label="Sender" />
    <TextField source="transferInfo.senderUser" label="Sender user" emptyText="—" />
    <TextField source="transferInfo.receiver.name" label="Receiver" emptyText="—" />
    <TextField source="transferInfo.heldBcuid" label="BCU ID" />
    <TextField source="transferInfo.amount" label="Amount (BCU)" />
    <TextField source="transferInfo.amountType" label="Unit" />
    <TextField source="transferInfo.amountInput" label="Amount entered" />
    <TextField source="transferInfo.tonnesOfCO2eq" label="CO2eq reduction (t)" />
    <FunctionField<WithTransfer> label="Scope 1 provider" render={(r) => yesNo(r.transferInfo?.isScope1Provider)} />
    <FunctionField<WithTransfer> label="Scope 3 provider" render={(r) => yesNo(r.transferInfo?.isScope3Provider)} />
    <TextField source="transferInfo.onBehalfBy.name" label="On behalf by facilitator" emptyText="—" />
    <TextField source="transferInfo.status" label="Status" />
    <DateTimeField source="transferInfo.createdAt" label="Submitted" />
    <DateTimeField source="transferInfo.decidedAt" label="Decided" />
    <DateTimeField source="transferInfo.completedAt" label="Completed" />
    <DateField source="transferInfo.expiresAt" label="Expires" />
  </TabbedShowLayout.Tab>
);

const retirementInfoTab = () => (
  <TabbedShowLayout.Tab key="bcu-retirement-info" label={BCU_REQUEST_TEXT.retirementTab} path="bcu-retirement-info">
    <TextField source="retirementInfo.sender.name" label="BCU holder" />
    <TextField source="retirementInfo.senderUser" label="Submitted by" emptyText="—" />
    <TextField source="retirementInfo.heldBcuid" label="BCU ID" />
    <TextField source="retirementInfo.amount" label="Amount (BCU)" />
    <TextField source="retirementInfo.amountType" label="Unit" />
    <TextField source="retirementInfo.amountInput" label="Amount entered" />
    <TextField source="retirementInfo.tonnesOfCO2eq" label="CO2eq reduction (t)" />
    <TextField source="retirementInfo.creditClaimCountry" label="Claim country" emptyText="—" />
    <TextField source="retirementInfo.reporting" label="Reporting" emptyText="—" />
    <FunctionField<WithRetirement> label="Scope 1 provider" render={(r) => yesNo(r.retirementInfo?.isScope1Provider)} />
    <FunctionField<WithRetirement> label="Scope 3 provider" render={(r) => yesNo(r.retirementInfo?.isScope3Provider)} />
    <TextField source="retirementInfo.scope3Company.name" label="Scope 3 company" emptyText="—" />
    <FunctionField<WithRetirement> label="Anonymity" render={(r) => yesNo(r.retirementInfo?.scope3Anonymity)} />
    <TextField source="retirementInfo.onBehalfBy.name" label="On behalf by facilitator" emptyText="—" />
    <TextField source="retirementInfo.status" label="Status" />
    <FunctionField<WithRetirement> label="Statement RSID" render={(r) => statementOf(r.retirementInfo)} />
    <DateTimeField source="retirementInfo.createdAt" label="Submitted" />
    <DateTimeField source="retirementInfo.decidedAt" label="Decided" />
  </TabbedShowLayout.Tab>
);

/** Registered in BCU_EXTRA_TABS (BcuSubmissionTabs.tsx). */
export const BCU_REQUEST_TABS = {
  BCUTransfer: () => [transferInfoTab()],
  BCURetirement: () => [retirementInfoTab()],
};
