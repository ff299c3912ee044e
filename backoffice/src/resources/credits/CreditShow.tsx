/**
 * A BCU (spec 3 §2.2): tabs BCU Values (index), BCU Info, Scope 1 Info, Scope 3 Info, BCU Events (history), Note,
 * Facilitator; the attachments listed with BCU Info. Edit only where the access matrix grants 'admin.write'.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  EditButton,
  ListButton,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { AdminCreditDetail } from '@bcu/api/contracts';
import { NoteEditor } from '../submissions/NoteEditor';
import { TEXT } from '../../texts';
import { CreditEventsTab, CreditInfoTab, CreditValuesTab, FacilitatorTab, Scope1Tab, Scope3Tab } from './CreditTabs';
import { CreditAttachments } from './CreditAttachments';

const CreditTitle = () => {
  const r = useRecordContext<AdminCreditDetail>();
  return <span>{r ? `BCU ${r.BCUID ?? '(pending)'}` : ''}</span>;
};

const CreditShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'credits', action: 'edit' });
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <ListButton label="resources.credits.labels.bcus" icon={<ArrowBackIcon />} />
      {canAccess && <EditButton />}
    </TopToolbar>
  );
};

export const CreditShow = () => (
  <Show title={<CreditTitle />} actions={<CreditShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.credits.labels.bcuValues">
        <CreditValuesTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.credits.labels.bcuInfo" path="bcu-info">
        <CreditInfoTab />
        <CreditAttachments editable={false} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.credits.labels.scope1Info" path="scope1">
        <Scope1Tab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.credits.labels.scope3Info" path="scope3">
        <Scope3Tab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.credits.labels.bcuEvents" path="history">
        <CreditEventsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={TEXT.note} path="note">
        <NoteEditor />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.credits.labels.facilitator" path="facilitator">
        <FacilitatorTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
