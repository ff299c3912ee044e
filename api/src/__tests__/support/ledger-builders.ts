/**
 * Builders for the ledger and trading tests: companies of any type with an owner (Primary) and a user (Secondary)
 * who can sign in, contact-list rows, and Active credits inserted with their 'Registration Approved' event (what
 * an approved BCU registration leaves behind), so every credit's history explains its volume from the start.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { CompanyType } from '../../contracts';
import type { TradingActor } from '../../services/credits/trading/trading-support';
import type { TestRegistry } from './test-registry';
import { PASSWORD } from './builders';
import { ledgerFixtureSql } from './ledger-fixture';

export interface TradingCompany {
  companyId: string;
  type: CompanyType;
  name: string;
  ownerId: string;
  ownerEmail: string;
  userId: string;
  userEmail: string;
  /** The Secondary user as the services see it. */
  actor: TradingActor;
}

let hash: Promise<string> | undefined;

export async function givenTradingCompany(
  t: TestRegistry,
  type: CompanyType,
  opts: { status?: string } = {},
): Promise<TradingCompany> {
  hash ??= bcrypt.hash(PASSWORD, 4);
  const tag = crypto.randomBytes(4).toString('hex');
  const name = `${type} ${tag}`;
  const db = t.registry.db;
  const company = (await db.one<{ id: string }>(
    `INSERT INTO companies (name, type, status, registration_number, registration_identification, street_address, zip, city, country,
       phone_code, phone_number, rsb, certificate_start_date, certificate_end_date, approved_at, expires_at)
     VALUES ($1, $2, $3, $4, 'Registration number', '1 Test Street', '10001', 'Zurich', 'Switzerland', '+41', '441234567', $5, $6, $7,
       now(), now() + interval '12 months')
     RETURNING id`,
    [
      name,
      type,
      opts.status ?? 'Active',
      `REG-${tag}`,
      type === 'Supplier' ? 'PO-TEST-1' : null,
      type === 'Supplier' ? '2026-01-01' : null,
      type === 'Supplier' ? '2030-12-31' : null,
    ],
  ))!;
  const user = async (kind: 'Primary' | 'Secondary') => {
    const email = `${kind === 'Primary' ? 'owner' : 'user'}.${tag}@trading.test`;
    await db.rows('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [email, await hash]);
    const row = (await db.one<{ id: string }>(
      `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number, is_email_confirmed, is_admin_approved)
       VALUES ($1, $2, 'SystemUser', $3, 'Active', $4, $5, 'Manager', '+41', '791234567', true, true) RETURNING id`,
      [email, company.id, kind, type, kind === 'Primary' ? 'Owner' : 'User'],
    ))!;
    return { id: row.id, email };
  };
  const owner = await user('Primary');
  const secondary = await user('Secondary');
  return {
    companyId: company.id,
    type,
    name,
    ownerId: owner.id,
    ownerEmail: owner.email,
    userId: secondary.id,
    userEmail: secondary.email,
    actor: { userId: secondary.id, companyId: company.id, companyType: type },
  };
}

/** `from` has `to` in its contact list (company_contacts). */
export async function givenContact(
  t: TestRegistry,
  from: TradingCompany,
  to: TradingCompany,
  opts: { allowOnBehalf?: boolean; createdByFacilitator?: boolean } = {},
) {
  await t.registry.db.rows(
    `INSERT INTO company_contacts (from_company_id, to_company_id, is_allow_on_behalf, is_created_by_facilitator) VALUES ($1, $2, $3, $4)
     ON CONFLICT (from_company_id, to_company_id) DO UPDATE SET is_allow_on_behalf = EXCLUDED.is_allow_on_behalf, is_created_by_facilitator = EXCLUDED.is_created_by_facilitator`,
    [from.companyId, to.companyId, opts.allowOnBehalf ?? false, opts.createdByFacilitator ?? false],
  );
}

export interface ActiveCreditInput {
  holder: TradingCompany;
  issuer?: TradingCompany;
  volumeKg?: bigint | number;
  co2eqKg?: bigint | number;
  energyMj?: bigint | number;
  expiresAt?: Date;
  scope1CompanyId?: string | null;
  facilitator?: { companyId: string; amountKg: bigint | number };
}

/** An Active registered credit (BCUID BCU-yyyy-nnnnnn) with its 'Registration Approved' event. */
export async function givenActiveCredit(
  t: TestRegistry,
  input: ActiveCreditInput,
): Promise<{ id: string; bcuid: string }> {
  const db = t.registry.db;
  const now = t.clock.now();
  const volume = BigInt(input.volumeKg ?? 10_000);
  const seq = (await db.one<{ n: string }>("SELECT nextval('credit_bcuid_seq')::text AS n"))!.n;
  const bcuid = `BCU-${now.getUTCFullYear()}-${seq.padStart(6, '0')}`;
  const expires = input.expiresAt ?? new Date(now.getTime() + 700 * 86_400_000);
  const [row] = await ledgerFixtureSql<{ id: string }>(
    db,
    `INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, details, scope1_company_id,
       facilitator_company_id, facilitator_amount_kg, registration_approved_at, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'Active', $4, $5, $6, $7, $8, $9, $10, $11, $12, $11, $11) RETURNING id`,
    [
      bcuid,
      input.holder.companyId,
      (input.issuer ?? input.holder).companyId,
      volume.toString(),
      BigInt(input.co2eqKg ?? (volume * 3n) / 4n).toString(),
      BigInt(input.energyMj ?? volume * 43n).toString(),
      JSON.stringify({ productType: 'SAF' }),
      input.scope1CompanyId ?? null,
      input.facilitator?.companyId ?? null,
      input.facilitator ? BigInt(input.facilitator.amountKg).toString() : null,
      now,
      expires,
    ],
  );
  await db.rows('UPDATE credits SET root_id = id WHERE id = $1', [row.id]);
  await ledgerFixtureSql(
    db,
    `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, holder_company_id, created_at)
     VALUES ($1, 'Registration Approved', $2, 'Pending', 'Active', $3, 'User', $4, $5)`,
    [row.id, bcuid, volume.toString(), input.holder.companyId, now],
  );
  return { id: row.id, bcuid };
}
