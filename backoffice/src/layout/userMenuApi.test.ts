import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { MSG } from '@bcu/api/contracts';
import { failureMessage, passwordProblems } from './userMenuApi';

describe('change password checks (spec 1 §5)', () => {
  it('asks for the old password and applies the password rule', () => {
    expect(passwordProblems({ oldPassword: '', password: 'weak', confirmPassword: 'weak' })).toEqual({
      oldPassword: MSG.oldPasswordRequired,
      password: MSG.passwordRule,
    });
  });

  it('requires the confirmation to be the same as above', () => {
    expect(passwordProblems({ oldPassword: 'Old1234!', password: 'New1234!x', confirmPassword: 'New1234!y' })).toEqual({
      confirmPassword: MSG.passwordSameAsAbove,
    });
  });

  it('accepts a valid change', () => {
    expect(passwordProblems({ oldPassword: 'Old1234!', password: 'New1234!x', confirmPassword: 'New1234!x' })).toEqual(
      {},
    );
  });

  it("shows the server's message, else the fallback", () => {
    expect(failureMessage(new HttpError('Invalid email or password.', 422, { details: [] }))).toBe(
      'Invalid email or password.',
    );
    expect(failureMessage(undefined)).toBe(MSG.unknownError);
  });
});
