/**
 * Credits (BCUs) as every layer sees them: statuses and event kinds of spec 2 §2.12 and §4, and the exact
 * conversion between the stored integers (kilograms, whole MJ) and the displayed decimals (tonnes with 3 decimals).
 * The database schema is migrations/1763760000500_credits.sql.
 */
import { z } from 'zod';

/** Credit status values of spec 2 §4, in the spec's order. */
export const CREDIT_STATUSES = [
  'Active',
  'Deposited',
  'Retired',
  'Removed',
  'Inactive',
  'Expired',
  'Suspended',
  'Closed',
  'Withdrawn',
  'Disconnected',
  'Pending',
  'Approved',
  'Denied',
  'Transit',
  'Merged',
  'Transcribed',
  'Failed',
  'Split',
  'Locked',
] as const;
export const CreditStatus = z.enum(CREDIT_STATUSES);
export type CreditStatus = z.infer<typeof CreditStatus>;

/** Labels where the spec shows a status under another name (spec 2 §4). */
export const CREDIT_STATUS_LABELS: Partial<Record<CreditStatus, string>> = {
  Expired: 'Inactive',
  Withdrawn: 'Closed',
};

/**
 * Validity (spec 1 §5, spec 2 §4: a BCU expires 24 months after issuance). The clock decides, not the hourly job: a
 * BCU whose `expires_at` has passed is expired whatever its status says, so no step moves, retires or assigns it,
 * and no status change brings it back.
 */
export const isPastValidity = (expiresAt: Date | string | null | undefined, now: Date): boolean =>
  expiresAt !== null && expiresAt !== undefined && new Date(expiresAt).getTime() <= now.getTime();

/**
 * The statuses the validity job expires (every status in which a BCU can still be held); the others are final —
 * retired, expired, closed, removed, withdrawn, denied or failed — or only records of their parts (Split, Merged).
 * A BCU in Transit first goes back to its sender, its open request cancelled.
 */
export const EXPIRING_STATUSES = [
  'Active',
  'Transit',
  'Suspended',
  'Inactive',
  'Deposited',
  'Locked',
  'Disconnected',
] as const satisfies readonly CreditStatus[];

/**
 * One definition of a balance (spec 2 §2.2; issue 10 point 4): a company's balance counts the credits it holds in
 * these statuses and no other — never Retired or Expired, nor a status an admin sets to take a credit out of
 * circulation (Withdrawn, Deposited, Inactive …). The balance list and total of the portal, the admin's Balance tab
 * and the API default to them, the total never counts anything else, and the KPI's holdings and the transaction
 * history (a Withdrawal whenever a credit stops or starts counting) follow the same rule.
 */
export const BALANCE_COUNTED_STATUSES = ['Active', 'Suspended', 'Transit'] as const;
export const countsInBalance = (status: string): boolean =>
  (BALANCE_COUNTED_STATUSES as readonly string[]).includes(status);

/** The statuses the balance filter offers, and its default selection: the counted ones (spec 2 §2.2). */
export const BALANCE_STATUSES = ['Active', 'Suspended', 'Transit', 'Inactive'] as const;
export const BALANCE_DEFAULT_STATUSES = BALANCE_COUNTED_STATUSES;

/**
 * BCU event kinds of spec 2 §2.12, plus four the registry also records so that every change of a credit is
 * explained by its history: Expired (the 24-month validity ended), Edited (an admin corrected its data) and the
 * facilitator assignment pair.
 */
export const CREDIT_EVENTS = [
  'Registration Submitted',
  'Registration Approved',
  'Registration Rejected',
  'Transfer Submitted',
  'Transfer Approved',
  'Transfer Rejected',
  'Deposit Approved',
  'Deposit Rejected',
  'Deposit Expired',
  'Retirement Submitted',
  'Retirement Approved',
  'Retirement Rejected',
  'Scope 1 Request Submitted',
  'Scope 1 Request Approved',
  'Scope 1 Request Rejected',
  'Scope 1 Request Expired',
  'Split',
  'Merge',
  'Copy',
  'Expired',
  'Edited',
  'Facilitator Assigned',
  'Facilitator Unassigned',
] as const;
export const CreditEventKind = z.enum(CREDIT_EVENTS);
export type CreditEventKind = z.infer<typeof CreditEventKind>;

/** A BCU is valid for 24 months after issuance (spec 2 §4). */
export const CREDIT_VALIDITY_MONTHS = 24;

/** Amount units of spec 2 §3. */
export const AMOUNT_TYPES = ['BCU', 'CO2eq', 'MJ'] as const;
export const AmountType = z.enum(AMOUNT_TYPES);
export type AmountType = z.infer<typeof AmountType>;

/** Kilograms (stored) → tonnes with exactly 3 decimals ('1234.500'). Exact for any safe integer or bigint. */
export function kgToTonnes(kg: number | bigint | string): string {
  const value = BigInt(kg);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
  return negative ? `-${text}` : text;
}

const TONNES = /^\s*(\d{1,12})(?:\.(\d{1,3}))?\s*$/;

/**
 * Tonnes as typed ('12', '12.5', '1,234.125' — thousands commas stripped, spec 2 §5) → kilograms as a bigint;
 * undefined when not a non-negative number with at most 3 decimals.
 */
export function tonnesToKg(tonnes: string): bigint | undefined {
  const match = TONNES.exec(tonnes.replace(/,/g, ''));
  if (!match) return undefined;
  return BigInt(match[1]) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}
