import { describe, expect, it } from 'vitest';
import type { Actor } from '@bcu/api/contracts';
import { userMenuKeys } from './user-menu';

const actor = (over: Partial<Actor> = {}): Actor => ({
  role: 'SystemUser',
  type: 'Primary',
  companyType: 'Airline',
  status: 'Active',
  ...over,
});
const served = new Set(['/profile', '/contact-list', '/auditor/contact-list']);

describe('user menu by role (spec 1 §2)', () => {
  it("offers 'Generate token' only to Admin, SuperAdmin and Auditor", () => {
    for (const role of ['Admin', 'SuperAdmin', 'Auditor'] as const)
      expect(userMenuKeys(actor({ role, companyType: role === 'Auditor' ? 'Auditor' : 'Admin' }), served)).toContain(
        'generate-token',
      );
    expect(userMenuKeys(actor(), served)).not.toContain('generate-token');
  });

  it("offers 'Contact list' to every role but Admin and SuperAdmin", () => {
    expect(userMenuKeys(actor(), served)).toContain('contact-list');
    expect(userMenuKeys(actor({ role: 'Auditor', companyType: 'Auditor' }), served)).toContain('contact-list');
    expect(userMenuKeys(actor({ role: 'Admin', companyType: 'Admin' }), served)).not.toContain('contact-list');
    expect(userMenuKeys(actor({ role: 'SuperAdmin', companyType: 'Admin' }), served)).not.toContain('contact-list');
  });

  it('leaves out an entry whose page is not served', () => {
    expect(userMenuKeys(actor(), new Set(['/profile']))).not.toContain('contact-list');
  });

  it('hides change password from a Suspended user and always ends with Log Out', () => {
    expect(userMenuKeys(actor({ status: 'Suspended' }), served)).toEqual(['profile', 'contact-list', 'logout']);
    expect(userMenuKeys(actor(), served)).toEqual(['profile', 'contact-list', 'change-password', 'logout']);
  });
});
