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
