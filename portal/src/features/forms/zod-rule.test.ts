import { describe, expect, it } from 'vitest';
import { CompanyApplication, LoginRequest, MSG, Phone, Password } from '@bcu/api/contracts';
import { firstIssue, issuesToFields, sameAs, zodRule } from './zod-rule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('zodRule', () => {
  it('rejects a short company name with the spec message', async () => {
    await expect(run(zodRule(CompanyApplication.shape.companyName), 'ab')).rejects.toThrow(MSG.companyNameLength);
  });

  it('accepts a valid company name', async () => {
    await expect(run(zodRule(CompanyApplication.shape.companyName), 'Acme Air')).resolves.toBeUndefined();
  });

  it('treats an emptied input as missing and shows the required message', async () => {
    await expect(run(zodRule(CompanyApplication.shape.city), '')).rejects.toThrow(MSG.cityRequired);
  });

  it('shows the phone messages for a bad code and a bad number', async () => {
    await expect(run(zodRule(Phone.shape.code), '+0000')).rejects.toThrow(MSG.phoneCodeFormat);
    await expect(run(zodRule(Phone.shape.number), '12a45')).rejects.toThrow(MSG.phoneFormat);
    await expect(run(zodRule(Phone.shape.number), '123456789012')).rejects.toThrow(MSG.phoneFormat);
    await expect(run(zodRule(Phone.shape.number), '1234')).resolves.toBeUndefined();
  });

  it('uses the login e-mail message on the login form', async () => {
    await expect(run(zodRule(LoginRequest.shape.email), 'not-an-email')).rejects.toThrow(MSG.emailFormat);
  });

  it('explains the password rule', () => {
    expect(firstIssue(Password, 'short')).toBe(MSG.passwordRule);
    expect(firstIssue(Password, 'Longer1pass')).toBeUndefined();
  });
});

describe('sameAs', () => {
  it('fails when the confirmation differs', async () => {
    const values: Record<string, string> = { password: 'Abcdefg1' };
    const rule = (sameAs('password', MSG.passwordSameAsAbove) as (f: unknown) => unknown)({
      getFieldValue: (n: string) => values[n],
    });
    await expect(run(rule, 'Abcdefg2')).rejects.toThrow(MSG.passwordSameAsAbove);
    await expect(run(rule, 'Abcdefg1')).resolves.toBeUndefined();
  });
});

describe('issuesToFields', () => {
  it('maps whole-application issues onto the Supplier fields', () => {
    const r = CompanyApplication.safeParse({ accountType: 'Supplier' });
    expect(r.success).toBe(false);
    const fields = issuesToFields(r.success ? [] : r.error.issues);
    const rsb = fields.find((f) => f.name.join('.') === 'companyName');
    expect(rsb?.errors[0]).toBe(MSG.companyNameLength);
    expect(fields.some((f) => f.name.join('.') === 'companyPhone')).toBe(true);
  });

  it('groups several messages of one field', () => {
    const fields = issuesToFields([
      { path: ['a'], message: 'one' },
      { path: ['a'], message: 'two' },
      { path: ['b', 0], message: 'three' },
      { path: [], message: 'ignored' },
    ]);
    expect(fields).toEqual([
      { name: ['a'], errors: ['one', 'two'] },
      { name: ['b', 0], errors: ['three'] },
    ]);
  });
});

describe('zodField', () => {
  it('marks required fields and leaves optional ones unmarked', async () => {
    const { zodField } = await import('./zod-rule');
    expect(zodField(CompanyApplication.shape.city).required).toBe(true);
    expect(zodField(CompanyApplication.shape.website).required).toBe(false);
    expect(zodField(CompanyApplication.shape.city).rules).toHaveLength(1);
  });
});
