import { describe, expect, it } from 'vitest';
import { COMPANY_TYPE_CHOICES, companyTypeLabel, signedLetterFileName } from './accountFields';

describe('account screens', () => {
  it('labels company types as the spec does', () => {
    expect(companyTypeLabel('Airline')).toBe('Transport Service Provider (TSP)');
    expect(COMPANY_TYPE_CHOICES.find((c) => c.id === 'Forwarder')?.name).toBe('Logistics Service Provider (LSP)');
  });

  it('names the signed letter after the account id', () => {
    expect(signedLetterFileName('c-1')).toBe('signed_letter_c-1.pdf');
  });
});

describe('account edit validators', () => {
  it('gives the spec messages', async () => {
    const { MSG } = await import('@bcu/api/contracts');
    const { validateAccount } = await import('./accountFields');
    expect(validateAccount.streetAddress('')).toBe(MSG.addressRequired);
    expect(validateAccount.zip('12')).toBe(MSG.zipLength);
    expect(validateAccount.name('ab')).toBe(MSG.companyNameLength);
    expect(validateAccount.country('Atlantis')).toBe(MSG.countryRequired);
    expect(validateAccount.country('Norway')).toBeUndefined();
    expect(validateAccount.website('')).toBeUndefined();
  });
});
