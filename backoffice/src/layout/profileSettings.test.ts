import { describe, expect, it } from 'vitest';
import { profileChanges } from './profileSettings';

const before = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'a@x.org',
  position: 'Director',
  cellPhone: { code: '+41', number: '79' },
};

describe('profile settings', () => {
  it('sends only the changed fields, trimmed', () => {
    expect(profileChanges(before, { ...before, firstName: ' Eda ' })).toEqual({ firstName: 'Eda' });
    expect(profileChanges(before, { ...before })).toEqual({});
    expect(profileChanges(before, { ...before, cellPhone: { code: '+41', number: '80' } })).toEqual({
      cellPhone: { code: '+41', number: '80' },
    });
  });
});
