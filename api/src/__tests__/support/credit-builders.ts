/**
 * Credits inserted directly with SQL for the read-side tests (the registration and the ledger have their own
 * tests): a registered root credit with registration details in the wizard's shape, and its events.
 */
import crypto from 'node:crypto';
import { addDays, isoDay } from '../../contracts';
import type { Database } from '../../db/database';
import { ledgerFixtureSql } from './ledger-fixture';

let serial = 0;

export interface GivenCredit {
  companyId: string;
  issuerCompanyId?: string;
  status?: string;
  volumeKg?: number;
  co2eqKg?: number;
  energyMj?: number;
  bcuid?: string | null;
  posNumber?: string;
  facilitatorCompanyId?: string | null;
  facilitatorAmountKg?: number | null;
  parentId?: string | null;
  approvedAt?: Date | null;
  expiresAt?: Date | null;
  createdAt?: Date;
  details?: Record<string, unknown>;
}

/** Registration details as the wizard submits them (contracts/credit-registration.ts), with two batches. */
export function givenRegistrationDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    endProductType: 'SAF',
    sustainabilityCertification: 1,
    sustainabilityCertificationNumber: 'SCN-001',
    fieldCertif: 'Control Union',
    feedstockCertification: 'ISCC EU',
    rawMaterialFeedstock: 1,
    fieldBatchCountry: 'Netherlands',
    conversionProcess: 'HEFA',
    lowerHeatingValue: '43.15',
    fieldPoSNumber: 'POS-1',
    posIssueDate: '2025-01-10',
    fieldName: 'Rotterdam Site',
    fieldStreet1: 'Harbour 1',
    fieldStreet2: '12',
    fieldPost: '30110',
    fieldCity: 'Rotterdam',
    fieldCountry: 'Netherlands',
    doesThirdPartyManage: 'No',
    fieldChain: 'Mass Balance',
    endProduct: 'Blended',
    radioButton: 'Supplier',
    fieldPoS: 'SUP-123',
    supPosIssueDate: '2025-01-05',
    registrationFlow: 'Manual form',
    batches: [
      {
        fieldID: 'B-1',
        fieldTonnes: '10',
        dateProd: '2025-01-01',
        entryBlendDate: '2025-01-02',
        fieldCO2: '20',
        productDeliveryDate: '2025-01-03',
        fieldBatchCountryOf: 'Netherlands',
        fieldSaf: 'AMS',
        fieldDec: [],
      },
      {
        fieldID: 'B-2',
        fieldTonnes: '2.5',
        dateProd: '2025-01-01',
        entryBlendDate: '2025-01-02',
        fieldCO2: '25',
        productDeliveryDate: '2025-01-03',
        fieldBatchCountryOf: 'Netherlands',
        fieldSaf: 'AMS',
        fieldDec: [],
      },
    ],
    figures: { totals: { averageLcaValue: '22.50', weightedGhgReduction: '74.71910' } },
    ...overrides,
  };
}

/** Inserts a credit (an Active registered root unless told otherwise) with its Registration Approved event. */
export async function givenCredit(db: Database, c: GivenCredit): Promise<{ id: string; bcuid: string | null }> {
  serial += 1;
  const status = c.status ?? 'Active';
  const bcuid =
    c.bcuid !== undefined
      ? c.bcuid
      : status === 'Pending'
        ? null
        : `BCU-2025-${String(crypto.randomInt(100000, 999999)).padStart(6, '0')}`;
  const approvedAt = c.approvedAt !== undefined ? c.approvedAt : new Date('2025-03-01T10:00:00Z');
  const [row] = await ledgerFixtureSql<{ id: string; bcuid: string | null }>(
    db,
    `INSERT INTO credits (bcuid, parent_id, root_id, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj,
       details, pos_number, registration_flow, facilitator_company_id, facilitator_amount_kg, registration_approved_at,
       expires_at, created_at, updated_at)
     VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, $8, $9, $10, 'Manual form', $11, $12, $13, $14, $15, $15)
     RETURNING id, bcuid`,
    [
      bcuid,
      c.parentId ?? null,
      c.companyId,
      c.issuerCompanyId ?? c.companyId,
      status,
      c.volumeKg ?? 12_500,
      c.co2eqKg ?? 34_250,
      c.energyMj ?? 539_375,
      JSON.stringify(c.details ?? givenRegistrationDetails()),
      c.parentId ? null : (c.posNumber ?? `POS-${serial}-${crypto.randomBytes(3).toString('hex')}`),
      c.facilitatorCompanyId ?? null,
      c.facilitatorAmountKg ?? null,
      approvedAt,
      c.expiresAt !== undefined ? c.expiresAt : new Date('2028-09-01T10:00:00Z'),
      c.createdAt ?? new Date(),
    ],
  );
  await db.pool.query('UPDATE credits SET root_id = coalesce($2, id) WHERE id = $1', [row!.id, c.parentId ?? null]);
  await ledgerFixtureSql(
    db,
    `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, initiator_name,
       account_company_id, account_name, holder_company_id, holder_name)
     SELECT c.id, 'Registration Approved', c.bcuid, 'Pending', c.status, c.volume_kg, 'User', 'Admin Demo', h.id, h.name, h.id, h.name
     FROM credits c JOIN companies h ON h.id = c.company_id WHERE c.id = $1`,
    [row!.id],
  );
  return row!;
}

export async function companyIdByEmail(db: Database, email: string): Promise<string> {
  return (await db.one<{ company_id: string }>('SELECT company_id FROM users WHERE email = $1 LIMIT 1', [email]))!
    .company_id;
}

/** One batch of a registration, dated from `today`: produced 40 days before, delivered to Paris CDG 10 days before. */
export function registrationBatch(today: string, id = 'B-1', tonnes = '10.5', lca = '20', schemes: string[] = []) {
  return {
    fieldID: id,
    fieldTonnes: tonnes,
    fieldMJ: '1', // ignored: the server computes it
    dateProd: addDays(today, -40),
    entryBlendDate: addDays(today, -35),
    fieldCO2: lca,
    fieldGHG: '99', // ignored
    productDeliveryDate: addDays(today, -10),
    fieldBatchCountryOf: 'France',
    fieldSaf: 'CDG',
    fieldDec: schemes,
  };
}

/**
 * A valid BCU registration: RSB Global (baseline 89), LHV 44, one batch delivered to Paris CDG unless `overrides`
 * says otherwise; dates are counted from `today` (the registry's clock in tests that move it).
 */
export function registrationPayload(
  overrides: Record<string, unknown> = {},
  today = isoDay(new Date()),
): Record<string, unknown> {
  return {
    endProductType: 'SAF',
    sustainabilityCertification: 1,
    sustainabilityCertificationNumber: 'RSB-CERT-0042',
    fieldCertif: 'SGS Nederland',
    feedstockCertification: 'RSB Global',
    rawMaterialFeedstock: 1,
    fieldBatchCountry: 'Netherlands',
    conversionProcess: 'HEFA',
    lowerHeatingValue: '44',
    fieldPoSNumber: `PoS-${crypto.randomBytes(5).toString('hex')}`,
    posIssueDate: addDays(today, -5),
    sameAddress: false,
    fieldName: 'Rotterdam Biorefinery',
    fieldStreet1: 'Europaweg 10',
    fieldPost: '3199',
    fieldCity: 'Rotterdam',
    fieldCountry: 'Netherlands',
    doesThirdPartyManage: 'No',
    fieldChain: 'Mass Balance',
    endProduct: 'Unblended',
    radioButton: 'Supplier',
    fieldPoS: '2025/118',
    supPosIssueDate: addDays(today, -20),
    batches: [registrationBatch(today)],
    registrationFlow: 'Manual form',
    ...overrides,
  };
}
