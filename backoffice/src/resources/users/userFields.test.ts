import { describe, expect, it } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { editStatusChoices, userDisplayName, userTypeLabel, validateUser } from './userFields';

describe('user screens', () => {
  it('offers a Locked user only its previous status, and Locked to nobody else', () => {
    expect(editStatusChoices('Locked', 'Suspended').map((c) => c.id)).toEqual(['Locked', 'Suspended']);
    expect(editStatusChoices('Active', null).map((c) => c.id)).not.toContain('Locked');
  });

  it('labels types and names as the spec does', () => {
    expect(userTypeLabel('Primary')).toBe('Account owner');
    expect(userTypeLabel('Secondary')).toBe('User');
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Admin' })).toBe('Ada Admin');
    expect(userDisplayName({ firstName: ' ', lastName: null })).toBe('Unknown');
  });

  it('validates with the spec messages of the user edit', () => {
    expect(validateUser.firstName('')).toBe(MSG.nameRequired);
    expect(validateUser.lastName('')).toBe(MSG.surnameRequired);
    expect(validateUser.position('')).toBe(MSG.surnameRequired);
    expect(validateUser.email('nope')).toBe(MSG.emailFormat);
    expect(validateUser.email('a@b.co')).toBeUndefined();
    expect(validateUser.phoneNumber('12')).toBe(MSG.phoneFormat);
  });
});
