import { describe, expect, it } from 'vitest';
import { canDo, mayUseBackoffice, permissionsOf } from './access';
import { givenUser } from './test/builders';

describe('backoffice access from the contract matrix', () => {
  it('lets an active admin read, write and review', () => {
    expect(permissionsOf(givenUser({ role: 'Admin' }))).toEqual({
      'admin.read': true,
      'admin.write': true,
      'submissions.review': true,
    });
    expect(permissionsOf(givenUser({ role: 'SuperAdmin' }))['submissions.review']).toBe(true);
  });

  it('lets an auditor read everything and change nothing', () => {
    const auditor = permissionsOf(givenUser({ role: 'Auditor', companyType: 'Auditor' }));
    expect(canDo(auditor, 'list')).toBe(true);
    expect(canDo(auditor, 'show')).toBe(true);
    expect(canDo(auditor, 'approve')).toBe(false);
    expect(canDo(auditor, 'reject')).toBe(false);
    expect(canDo(auditor, 'note')).toBe(false);
    expect(canDo(auditor, 'edit')).toBe(false);
  });

  it('keeps the submissions from an auditor: no list, no detail (spec 3: Admin and SuperAdmin pages)', () => {
    const auditor = permissionsOf(givenUser({ role: 'Auditor', companyType: 'Auditor' }));
    expect(canDo(auditor, 'list', 'submissions')).toBe(false);
    expect(canDo(auditor, 'show', 'submissions')).toBe(false);
    expect(canDo(auditor, 'list', 'credits')).toBe(true);
    expect(canDo(auditor, 'list', 'logs')).toBe(true);
    const admin = permissionsOf(givenUser({ role: 'Admin' }));
    expect(canDo(admin, 'list', 'submissions')).toBe(true);
    expect(canDo(admin, 'approve', 'submissions')).toBe(true);
  });

  it('keeps company users out of the backoffice', () => {
    expect(mayUseBackoffice(givenUser({ role: 'SystemUser', companyType: 'Supplier' }))).toBe(false);
    expect(mayUseBackoffice(givenUser({ role: 'Auditor', companyType: 'Auditor' }))).toBe(true);
    expect(mayUseBackoffice(givenUser({ role: 'Admin' }))).toBe(true);
  });

  it('lets a suspended admin only read', () => {
    const suspended = permissionsOf(givenUser({ role: 'Admin', status: 'Suspended' }));
    expect(canDo(suspended, 'approve')).toBe(false);
    expect(canDo(suspended, 'note')).toBe(false);
  });

  it('grants nothing without a user', () => {
    expect(canDo(permissionsOf(null), 'list')).toBe(false);
    expect(canDo(undefined, 'list')).toBe(false);
  });
});
