import { describe, expect, it } from 'vitest';
import { auditorAccountOf, clearAuditorAccount, setAuditorAccount } from './use-auditor-account';

describe('auditor account store', () => {
  it('keeps the selection per user and clears it', () => {
    setAuditorAccount('u1', 'c1');
    expect(auditorAccountOf('u1')).toBe('c1');
    expect(auditorAccountOf('u2')).toBeUndefined();
    setAuditorAccount('u1', undefined);
    expect(auditorAccountOf('u1')).toBeUndefined();
    setAuditorAccount('u2', 'c9');
    clearAuditorAccount();
    expect(auditorAccountOf('u2')).toBeUndefined();
  });
});
