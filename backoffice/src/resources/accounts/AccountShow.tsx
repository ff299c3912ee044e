/**
 * An account (spec 3 §2.3) with the tabs Company Info (signed letter download), User Info, Transactions, Balance,
 * Fees, Contacts (hidden for the Admin role), API keys and Notes. The note
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
import { AccountApiKeysTab } from '../api-keys/AccountApiKeysTab';

const AccountTitle = () => <span>{useRecordContext<AdminAccountDetail>()?.name ?? ''}</span>;

const AccountShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
};

export const AccountShow = () => (
  <Show title={<AccountTitle />} actions={<AccountShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.accounts.labels.companyInfo">
        <TextField source="name" label="resources.accounts.fields.name" />
        <FunctionField<AdminAccountDetail>
          label="resources.accounts.labels.type"
          render={(r) => companyTypeLabel(r.type)}
        />
        <TextField source="status" label="resources.accounts.fields.status" />
        <TextField source="registrationIdentification" label="resources.accounts.fields.registrationIdentification" />
        <TextField source="registrationNumber" label="resources.accounts.fields.registrationNumber" />
        <TextField source="streetAddress" label="resources.accounts.fields.streetAddress" />
        <TextField source="streetAddressLineTwo" label="resources.accounts.fields.streetAddressLineTwo" emptyText="—" />
        <TextField source="zip" label="resources.accounts.fields.zip" />
        <TextField source="city" label="resources.accounts.fields.city" />
        <TextField source="country" label="resources.accounts.fields.country" />
        <PhoneField source="phone" label="resources.accounts.fields.phone" />
        <TextField source="website" label="resources.accounts.fields.website" emptyText="—" />
        <TextField source="rsb" label="resources.accounts.fields.rsb" emptyText="—" />
        <CalendarDateField source="certificateStartDate" label="resources.accounts.fields.certificateStartDate" />
        <CalendarDateField source="certificateEndDate" label="resources.accounts.fields.certificateEndDate" />
        <DateField source="createdAt" label="resources.accounts.labels.created" />
        <DateField source="approvedAt" label="resources.accounts.fields.approvedAt" />
        <AccountLetterButton />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.labels.userInfo" path="user-info">
        <ArrayField source="users" label={false}>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/users/${id}/show`}>
            <TextField source="SUID" label="resources.accounts.fields.SUID" />
            <TextField source="firstName" label="resources.accounts.fields.firstName" />
            <TextField source="lastName" label="resources.accounts.fields.lastName" />
            <TextField source="email" label="resources.accounts.fields.email" />
            <FunctionField<AdminUser> label="resources.accounts.labels.type" render={(r) => userTypeLabel(r.type)} />
            <TextField source="role" label="resources.accounts.fields.role" />
            <FunctionField label="resources.accounts.labels.status" render={() => <UserStatusChip />} />
          </Datagrid>
        </ArrayField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.labels.transactions" path="account-history">
        <AccountTransactionsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.labels.balance" path="balance">
        <AccountBalanceTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.labels.fees" path="fee-information">
        <FeesTab />
      </TabbedShowLayout.Tab>
      {showsContactsTab(session.getUser()?.role) && (
        <TabbedShowLayout.Tab label="resources.accounts.labels.contacts" path="contacts">
          <AccountContactsTab />
        </TabbedShowLayout.Tab>
      )}
      <TabbedShowLayout.Tab label="resources.accounts.labels.apiKeys" path="api-keys">
        <AccountApiKeysTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.labels.notes" path="notes">
        <NoteEditor />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
