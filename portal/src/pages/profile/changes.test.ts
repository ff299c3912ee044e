import { describe, expect, it } from 'vitest';
import { ProfileUpdateRequest } from '@bcu/api/contracts';
import { changedFields } from './changes';

describe('changed fields', () => {
  it('keeps only what differs, comparing phones by value and strings trimmed', () => {
    const before = { firstName: 'Olga', position: 'CEO', cellPhone: { code: '+41', number: '791234567' } };
    expect(
      changedFields(before, { firstName: 'Olga ', position: 'CFO', cellPhone: { code: '+41', number: '791234567' } }),
    ).toEqual({
      position: 'CFO',
    });
    expect(changedFields(before, { cellPhone: { code: '+49', number: '791234567' } })).toEqual({
      cellPhone: { code: '+49', number: '791234567' },
    });
  });

  it('gives nothing to send when nothing changed, which the contract refuses', () => {
    const none = changedFields({ position: 'CEO' }, { position: 'CEO' });
    expect(none).toEqual({});
    expect(ProfileUpdateRequest.safeParse(none).success).toBe(false);
  });
});
