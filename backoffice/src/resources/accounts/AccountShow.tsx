/**
 * An account (spec 3 §2.3) with the tabs Company Info (signed letter download), User Info, Transactions, Balance,
 * Fees, Contacts (hidden for the Admin role) and Notes. The note
 * editor is the shared one: editable only where the access matrix grants 'admin.write' (never auditors).
 */
import {
  ArrayField,
  Datagrid,
  EditButton,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { AdminAccountDetail, AdminUser } from '@bcu/api/contracts';
import { CalendarDateField, DateField, PhoneField, UserStatusChip } from '../submissions/fields';
import { NoteEditor } from '../submissions/NoteEditor';
import { userTypeLabel } from '../users/userFields';
import { AccountLetterButton } from './AccountLetterButton';
import { companyTypeLabel } from './accountFields';
import { FeesTab } from '../fees/FeesTab';
import { session } from '../../providers/session';
import { AccountTransactionsTab } from './AccountTransactionsTab';
import { AccountBalanceTab } from './AccountBalanceTab';
import { AccountContactsTab, showsContactsTab } from './AccountContactsTab';

const AccountTitle = () => <span>{useRecordContext<AdminAccountDetail>()?.name ?? ''}</span>;

const AccountShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
};

export const AccountShow = () => (
  <Show title={<AccountTitle />} actions={<AccountShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Company Info">
        <TextField source="name" label="Name" />
        <FunctionField<AdminAccountDetail> label="Type" render={(r) => companyTypeLabel(r.type)} />
        <TextField source="status" label="Status" />
        <TextField source="registrationIdentification" label="Registration identification" />
        <TextField source="registrationNumber" label="Registration number" />
        <TextField source="streetAddress" label="Street address" />
        <TextField source="streetAddressLineTwo" label="Street address line 2" emptyText="—" />
        <TextField source="zip" label="ZIP" />
        <TextField source="city" label="City" />
        <TextField source="country" label="Country" />
        <PhoneField source="phone" label="Phone" />
        <TextField source="website" label="Website" emptyText="—" />
        <TextField source="rsb" label="PO number" emptyText="—" />
        <CalendarDateField source="certificateStartDate" label="Certificate start" />
        <CalendarDateField source="certificateEndDate" label="Certificate validity end" />
        <DateField source="createdAt" label="Created" />
        <DateField source="approvedAt" label="Approved" />
        <AccountLetterButton />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="User Info" path="user-info">
        <ArrayField source="users" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/users/${id}/show`}>
            <TextField source="SUID" label="SU ID" />
            <TextField source="firstName" label="First name" />
            <TextField source="lastName" label="Last name" />
            <TextField source="email" label="Email" />
            <FunctionField<AdminUser> label="Type" render={(r) => userTypeLabel(r.type)} />
            <TextField source="role" label="Role" />
            <FunctionField label="Status" render={() => <UserStatusChip />} />
          </Datagrid>
        </ArrayField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Transactions" path="account-history">
        <AccountTransactionsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Balance" path="balance">
        <AccountBalanceTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Fees" path="fee-information">
        <FeesTab />
      </TabbedShowLayout.Tab>
      {showsContactsTab(session.getUser()?.role) && (
        <TabbedShowLayout.Tab label="Contacts" path="contacts">
          <AccountContactsTab />
        </TabbedShowLayout.Tab>
      )}
      <TabbedShowLayout.Tab label="Notes" path="notes">
        <NoteEditor />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
