/**
 * Demo data for development (README lists the logins): an Admin company with an Admin and a SuperAdmin, and
 * one approved company of every other type with an owner and a user. Only written into an empty database.
 */
import bcrypt from 'bcrypt';
import type { CompanyType } from './contracts';
import type { Database } from './db/database';
import { seedDemoConnect } from './seed-connect';
import { seedDemoContacts } from './seed-contacts';
import { seedDemoCredits } from './seed-credits';

export const DEMO_PASSWORD = 'Demo1234!';

interface DemoCompany {
  type: CompanyType;
  name: string;
  slug: string;
  country: string;
  city: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  { type: 'Admin', name: 'BCU Registry Administration', slug: 'admin', country: 'Switzerland', city: 'Geneva' },
  { type: 'Supplier', name: 'Nordic SAF Producers AS', slug: 'supplier', country: 'Norway', city: 'Oslo' },
  { type: 'Intermediary', name: 'GreenFuel Trading BV', slug: 'intermediary', country: 'Netherlands', city: 'Rotterdam' },
  { type: 'Airline', name: 'Alpine Airways AG', slug: 'airline', country: 'Switzerland', city: 'Zurich' },
  { type: 'Forwarder', name: 'Blue Cargo Logistics GmbH', slug: 'forwarder', country: 'Germany', city: 'Hamburg' },
  { type: 'Corporate', name: 'Acme Travel Corporation', slug: 'corporate', country: 'United States', city: 'Chicago' },
  { type: 'Facilitator', name: 'SkyProcure Advisory Ltd', slug: 'facilitator', country: 'United Kingdom', city: 'London' },
  { type: 'Auditor', name: 'Verity Sustainability Audit SA', slug: 'auditor', country: 'France', city: 'Paris' },
];

/** The demo logins: `<slug>.owner@demo.bcu` and `<slug>.user@demo.bcu`, plus admin@ and superadmin@. */
export function demoUsers(c: DemoCompany) {
  if (c.type === 'Admin')
    return [
      { email: 'admin@demo.bcu', role: 'Admin', type: 'Primary', first: 'Ada', last: 'Admin' },
      { email: 'superadmin@demo.bcu', role: 'SuperAdmin', type: 'Secondary', first: 'Sam', last: 'Super' },
    ];
  const role = c.type === 'Auditor' ? 'Auditor' : 'SystemUser';
  const label = c.slug[0].toUpperCase() + c.slug.slice(1);
  return [
    { email: `${c.slug}.owner@demo.bcu`, role, type: 'Primary', first: label, last: 'Owner' },
    { email: `${c.slug}.user@demo.bcu`, role, type: 'Secondary', first: label, last: 'User' },
  ];
}

export async function seedDemoData(db: Database): Promise<boolean> {
  const written = await seedDemoAccounts(db);
  if (written) await seedDemoCredits(db);
  return written;
}

function seedDemoAccounts(db: Database): Promise<boolean> {
  return db.tx(async (tx) => {
    await tx.query('LOCK TABLE companies IN EXCLUSIVE MODE');
    const { rows } = await tx.query('SELECT 1 FROM companies LIMIT 1');
    if (rows.length) return false;
    const hash = await bcrypt.hash(DEMO_PASSWORD, 10);
    for (const c of DEMO_COMPANIES) {
      const supplier = c.type === 'Supplier';
      const { rows: [company] } = await tx.query<{ id: string }>(
        `INSERT INTO companies (name, type, status, registration_number, registration_identification, street_address, zip, city,
           country, phone_code, phone_number, website, rsb, certificate_start_date, certificate_end_date, approved_at, expires_at)
         VALUES ($1, $2, 'Active', $3, 'Registration number', $4, '10001', $5, $6, '+41', '441234567', $7, $8, $9, $10, now(),
           CASE WHEN $2 = 'Admin' THEN NULL ELSE now() + interval '12 months' END)
         RETURNING id`,
        [c.name, c.type, `REG-${c.slug.toUpperCase()}-001`, `1 ${c.city} Street`, c.city, c.country,
          `https://${c.slug}.example.com`, supplier ? 'PO-2026-0001' : null, supplier ? '2026-01-01' : null, supplier ? '2027-12-31' : null],
      );
      for (const u of demoUsers(c)) {
        await tx.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [u.email, hash]);
        await tx.query(
          `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number,
             is_email_confirmed, is_admin_approved)
           VALUES ($1, $2, $3, $4, 'Active', $5, $6, $7, '+41', '791234567', true, true)`,
          [u.email, company.id, u.role, u.type, u.first, u.last, u.type === 'Primary' ? 'Managing Director' : 'Sustainability Manager'],
        );
      }
    }
    await seedDemoContacts(tx);
    await seedDemoConnect(tx);
    await tx.query(
      `INSERT INTO action_logs (kind, action, details) VALUES ('System', 'Demo data seeded', $1)`,
      [JSON.stringify({ companies: DEMO_COMPANIES.length })],
    );
    return true;
  });
}
