/** A ready company of any type straight in the database (Corporate and Intermediary need a referral to apply). */
import bcrypt from 'bcrypt';
import { PASSWORD, signIn, uniqueEmail, uniqueName } from './builders';
import type { TestRegistry } from './test-registry';

let hash: Promise<string> | undefined;

export async function givenActiveCompany(
  t: TestRegistry,
  type: string,
  opts: { country?: string; userType?: 'Primary' | 'Secondary' } = {},
) {
  hash ??= bcrypt.hash(PASSWORD, 4);
  const name = uniqueName(type);
  const email = uniqueEmail(type.toLowerCase());
  const supplier = type === 'Supplier';
  const company = await t.registry.db.one<{ id: string }>(
    `INSERT INTO companies (name, type, status, registration_number, registration_identification, street_address, zip, city,
       country, phone_code, phone_number, rsb, certificate_start_date, certificate_end_date, approved_at, expires_at)
     VALUES ($1, $2, 'Active', 'REG-1', 'Registration number', '1 Main Street', '10001', 'Zurich', $3, '+41', '441234567',
       $4, $5, $6, now(), now() + interval '12 months') RETURNING id`,
    [
      name,
      type,
      opts.country ?? 'Switzerland',
      supplier ? 'RSB-1' : null,
      supplier ? '2026-01-01' : null,
      supplier ? '2027-12-31' : null,
    ],
  );
  await t.registry.db.pool.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [email, await hash]);
  await t.registry.db.pool.query(
    `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, is_email_confirmed, is_admin_approved)
     VALUES ($1, $2, $3, $4, 'Active', 'Test', 'User', true, true)`,
    [email, company!.id, type === 'Auditor' ? 'Auditor' : 'SystemUser', opts.userType ?? 'Secondary'],
  );
  const s = await signIn(t, email);
  return { token: s.token, companyId: company!.id, userId: s.user.id as string, name, email };
}
