/**
 * The Contacts tab of an account (spec 3 §2.3): the account's contact list as the company reads it (spec 2 §2.11),
 * read-only. The tab is hidden for the Admin role (`showsContactsTab`).
 */
import { BooleanField, TextField } from 'react-admin';
import { ACCOUNT_ACTIVITY_API, ADMIN_CONTACTS_ROLES, CONTACT_PAGE_SIZE, type Role } from '@bcu/api/contracts';
import { DateField } from '../submissions/fields';
import { AccountActivityList } from './AccountActivityList';

export const ACCOUNT_CONTACTS_TEXT = { empty: 'No contacts' };

/** spec 3 §2.3: 'The Contacts tab is hidden for Admin role' (SuperAdmin and auditors see it). */
export const showsContactsTab = (role: Role | undefined) => !!role && ADMIN_CONTACTS_ROLES.includes(role);

export const AccountContactsTab = () => (
  <AccountActivityList
    path={ACCOUNT_ACTIVITY_API.contacts}
    perPage={CONTACT_PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
    empty={ACCOUNT_CONTACTS_TEXT.empty}
  >
    <TextField source="to.name" label="resources.accounts.fields.to.name" sortBy="name" />
    <TextField source="to.country" label="resources.accounts.fields.to.country" sortable={false} />
    <TextField source="to.type" label="resources.accounts.fields.to.type" sortable={false} emptyText="—" />
    <TextField source="to.status" label="resources.accounts.fields.to.status" sortable={false} emptyText="—" />
    <BooleanField source="isAllowOnBehalf" label="resources.accounts.fields.isAllowOnBehalf" sortable={false} />
    <BooleanField source="isPublicAnonymity" label="resources.accounts.fields.isPublicAnonymity" sortable={false} />
    <DateField source="createdAt" label="resources.accounts.fields.createdAt" />
  </AccountActivityList>
);
