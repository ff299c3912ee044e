import { describe, expect, it } from 'vitest';
import { canAddUser, userRowAction } from '@bcu/api/contracts';
import { STATUS_COLORS } from './user-info';

const row = (
  status: string,
  over: Partial<{ isEmailConfirmed: boolean; isAdminApproved: boolean; type: 'Primary' | 'Secondary' | null }> = {},
) =>
  ({ status, isEmailConfirmed: true, isAdminApproved: true, type: 'Secondary', ...over }) as Parameters<
    typeof userRowAction
  >[0];

describe('user row actions (spec 1 §4)', () => {
  it("offers 'Cancel invite' for a Pending row with neither e-mail confirmed nor admin approval", () => {
    expect(userRowAction(row('Pending', { isEmailConfirmed: false, isAdminApproved: false, type: null }), false)).toBe(
      'cancelInvite',
    );
    expect(userRowAction(row('Pending'), false)).toBe('remove');
  });
  it("offers 'Remove user' for Active, none for Inactive, Suspended, Removed, Locked and the owner's own row", () => {
    expect(userRowAction(row('Active'), false)).toBe('remove');
    for (const s of ['Inactive', 'Suspended', 'Removed', 'Locked']) expect(userRowAction(row(s), false)).toBe('none');
    expect(userRowAction(row('Active'), true)).toBe('none');
    expect(userRowAction(row('Active', { type: 'Primary' }), false)).toBe('none');
  });
  it('disables Add at 10 Active or Pending users or while the owner is Suspended', () => {
    const nine = Array.from(
      { length: 9 },
      (_, i) => ({ status: i % 2 ? 'Active' : 'Pending' }) as { status: 'Active' | 'Pending' },
    );
    expect(canAddUser(nine, 'Active')).toBe(true);
    expect(canAddUser([...nine, { status: 'Active' }], 'Active')).toBe(false);
    expect(canAddUser([...nine, { status: 'Removed' }], 'Active')).toBe(true);
    expect(canAddUser([], 'Suspended')).toBe(false);
  });
  it('colours the status tags as the spec says', () => {
    expect(STATUS_COLORS).toMatchObject({ Active: 'green', Pending: 'gold', Suspended: 'red', Locked: 'default' });
  });
});
