import { describe, expect, it } from 'vitest';
import { showsContactsTab } from './AccountContactsTab';
import { adminResource } from './AccountActivityList';
import { ACCOUNT_ACTIVITY_API } from '@bcu/api/contracts';

describe('account activity tabs (spec 3 §2.3)', () => {
  it('hides the Contacts tab for the Admin role only', () => {
    expect(showsContactsTab('Admin')).toBe(false);
    expect(showsContactsTab('SuperAdmin')).toBe(true);
    expect(showsContactsTab('Auditor')).toBe(true);
    expect(showsContactsTab(undefined)).toBe(false);
  });

  it('reads each tab from its path under /api/admin', () => {
    expect(adminResource(ACCOUNT_ACTIVITY_API.credits('a1'))).toBe('accounts/a1/credits');
    expect(adminResource(ACCOUNT_ACTIVITY_API.transactions('a1'))).toBe('accounts/a1/transactions');
    expect(adminResource(ACCOUNT_ACTIVITY_API.contacts('a1'))).toBe('accounts/a1/contacts');
  });
});
