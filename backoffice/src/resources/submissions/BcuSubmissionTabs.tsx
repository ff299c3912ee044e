/**
 * The tabs of a BCU submission (spec 3 §2.1): Company Info, Users, BCU Values, BCU Info, Scope 1, Scope 3,
 * BCU Events (history), Note, with the red 'Certification expired' warning on BCU Values and BCU Info.
 * BCUTransfer and BCURetirement add their own tab ('BCU Transfer Info', 'BCU Retirement Info') through `extraTabs`,
 * placed after BCU Info.
 */
import type { ReactElement } from 'react';
import { TabbedShowLayout } from 'react-admin';
import type { SubmissionType } from '@bcu/api/contracts';
import { TEXT } from '../../texts';
import { CreditEventsTab, CreditInfoTab, CreditValuesTab, Scope1Tab, Scope3Tab } from '../credits/CreditTabs';
import { CompanyInfoContent, UsersContent } from './CompanyTabs';
import { NoteEditor } from './NoteEditor';
import { BCU_REQUEST_TABS } from './BcuRequestTabs';

export const BCU_SUBMISSION_TYPES: SubmissionType[] = ['BCURegistration', 'BCUTransfer', 'BCURetirement'];
export const isBcuSubmission = (type: SubmissionType) => BCU_SUBMISSION_TYPES.includes(type);

/** Extra tabs per type, added by the owners of those types ({ BCUTransfer: [<TabbedShowLayout.Tab …/>] }). */
export const BCU_EXTRA_TABS: Partial<Record<SubmissionType, () => ReactElement[]>> = { ...BCU_REQUEST_TABS };

export const BcuSubmissionTabs = ({ type }: { type?: SubmissionType }) => (
  <TabbedShowLayout>
    <TabbedShowLayout.Tab label={TEXT.companyInfo}>
      <CompanyInfoContent />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="resources.submissions.labels.users" path="users">
      <UsersContent />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="resources.submissions.labels.bcuValues" path="bcu-values">
      <CreditValuesTab />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="resources.submissions.labels.bcuInfo" path="bcu-info">
      <CreditInfoTab prefix="credit." />
    </TabbedShowLayout.Tab>
    {(type && BCU_EXTRA_TABS[type]?.()) ?? null}
    <TabbedShowLayout.Tab label="resources.submissions.labels.scope1" path="scope1">
      <Scope1Tab />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="resources.submissions.labels.scope3" path="scope3">
      <Scope3Tab />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="resources.submissions.labels.bcuEvents" path="history">
      <CreditEventsTab />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label={TEXT.note} path="note">
      <NoteEditor />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);
