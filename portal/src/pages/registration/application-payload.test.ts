import { describe, expect, it } from 'vitest';
import { CompanyApplication, MSG } from '@bcu/api/contracts';
import { buildApplication, type ApplicationValues } from './application-payload';

const day = (iso: string) => ({ format: () => iso });
const base: ApplicationValues = {
  companyName: ' Acme Air ',
  accountType: 'Airline',
  registrationIdentification: 'VAT identification number',
  registrationNumber: 'DE123456',
  streetAddress: 'Main street 1',
  zip: '10115',
  city: 'Berlin',
  country: 'Germany',
  companyPhone: { code: '+49', number: '301234567' },
  website: '  ',
  name: 'Anna',
  surname: 'Smith',
  email: 'anna@acme.test',
  position: 'CEO',
  userPhone: { code: '+49', number: '1701234' },
  password: 'Secret123',
  agreement: true,
};

describe('buildApplication', () => {
  it('builds a valid airline application with the captcha and no supplier fields', () => {
    const p = buildApplication({ ...base, rsb: 'PO1', certificateStartDate: day('2026-01-01') }, 'captcha');
    expect(p).not.toHaveProperty('rsb');
    expect(p).not.toHaveProperty('certificateStartDate');
    expect(p).not.toHaveProperty('website');
    expect(p.companyName).toBe('Acme Air');
    expect(CompanyApplication.safeParse(p).success).toBe(true);
  });

  it('sends supplier dates as yyyy-MM-dd and refuses a start after the end', () => {
    const p = buildApplication(
      {
        ...base,
        accountType: 'Supplier',
        rsb: 'PO-7',
        certificateStartDate: day('2026-05-01'),
        certificateEndDate: day('2026-01-01'),
      },
      'captcha',
    );
    expect(p.certificateStartDate).toBe('2026-05-01');
    const r = CompanyApplication.safeParse(p);
    expect(r.success).toBe(false);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toContain(MSG.startAfterEnd);
  });

  it('sends the token instead of the captcha for a corporate applicant', () => {
    const p = buildApplication({ ...base, accountType: 'Corporate', token: ' abc ' }, 'captcha');
    expect(p.token).toBe('abc');
    expect(p).not.toHaveProperty('captchaToken');
    expect(CompanyApplication.safeParse(p).success).toBe(true);
  });

  it('drops a token typed for a type that accepts none', () => {
    const p = buildApplication({ ...base, token: 'abc' }, 'captcha');
    expect(p).not.toHaveProperty('token');
  });

  it('requires the corporate token', () => {
    const r = CompanyApplication.safeParse(buildApplication({ ...base, accountType: 'Corporate' }, 'captcha'));
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toContain(MSG.tokenRequired);
  });
});
