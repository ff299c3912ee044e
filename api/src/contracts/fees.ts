/**
 * Account fees (spec 3 §3 "Account fee", §5 "Account fee", §8; spec 1 §3 "Account fee row", §9): one row per
 * billing period of a company. Money has 2 decimals and BCU issued 3, stored as NUMERIC (never float); the volume
 * fee is derived (issue rate × BCU issued, rounded to 2 decimals) and never written by a client.
 */
import { z } from 'zod';
import { MSG } from './messages';
import type { CompanyType } from './enums';

/** The paths of this area (under /api). */
export const FEE_API = {
  adminFees: '/admin/fees', // GET list (simple-rest, filter {companyId}), POST FeeCreate; GET|PATCH|DELETE /{id}
  profileFees: '/profile/fees', // GET the signed-in company's fees (simple-rest list, read-only)
} as const;

/** spec 3 §9: the fee list shows 50 a page. */
export const FEE_PAGE_SIZE = 50;
export const FEE_SORT_FIELDS = ['period', 'start', 'end', 'createdAt'] as const;
export type FeeSortField = (typeof FEE_SORT_FIELDS)[number];

/** Columns only Supplier accounts show (spec 3 §6: volume paid, volume fee, BCU issued, issue rate). */
export const SUPPLIER_FEE_FIELDS = ['bcuIssued', 'issueRate', 'volumeFee', 'volumeFeePaid'] as const;
export const showsSupplierFeeColumns = (companyType: CompanyType | undefined | null): boolean =>
  companyType === 'Supplier';

const MONEY_MAX = 9_999_999_999.99;
const BCU_MAX = 999_999_999_999.999;

/** Decimal places of a finite number as written (1e-7 style included). */
export function decimalPlaces(v: number): number {
  if (!Number.isFinite(v)) return Infinity;
  const [mantissa, exp] = String(v).toLowerCase().split('e');
  const places = (mantissa.split('.')[1] ?? '').length - Number(exp ?? 0);
  return Math.max(0, places);
}

/** Volume fee = issue rate × BCU issued, 2 decimals (half away from zero, as NUMERIC rounds); null without BCU issued. */
export function volumeFeeOf(issueRate: number, bcuIssued: number | null | undefined): number | null {
  if (bcuIssued === null || bcuIssued === undefined) return null;
  // integer arithmetic: rate in cents × BCU in kg, so no binary fraction creeps in
  const cents = Math.round(issueRate * 100);
  const kg = Math.round(bcuIssued * 1000);
  const product = cents * kg; // in 1/100 000 of a currency unit
  return Math.round(product / 1000) / 100;
}

const amount = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(MONEY_MAX, { error: message })
    .refine((v) => decimalPlaces(v) <= 2, { error: MSG.feeTwoDecimals });

const Day = z.iso.date({ error: MSG.invalidDate });

const FeeFields = {
  period: z
    .number({ error: MSG.feePeriodMin })
    .int({ error: MSG.feePeriodMin })
    .min(1, { error: MSG.feePeriodMin })
    .max(10_000, { error: MSG.feePeriodMin }),
  start: Day,
  end: Day,
  accountFee: amount(MSG.feeAccountFeeMin),
  accountFeePaid: z.boolean(),
  /** Blank: calculated from the period dates once BCUs are issued (see FeeService). */
  bcuIssued: z
    .number({ error: MSG.feeBcuIssuedMin })
    .min(0, { error: MSG.feeBcuIssuedMin })
    .max(BCU_MAX, { error: MSG.feeBcuIssuedMin })
    .refine((v) => decimalPlaces(v) <= 3, { error: MSG.feeThreeDecimals })
    .nullable(),
  issueRate: amount(MSG.feeIssueRateMin),
  volumeFeePaid: z.boolean(),
};

/** Each writable field's rule, for the forms' per-field validators (same texts as the API). */
export const FEE_FIELD_SCHEMAS = FeeFields;

const startNotAfterEnd = (f: { start?: string; end?: string }) => !f.start || !f.end || f.start <= f.end;
const rangeRule = { error: MSG.startAfterEnd, path: ['start'] };

/** A new fee row; defaults of spec 3 §5: period 1, fees 0, unpaid (start and end from the date helper in the UI). */
export const FeeCreate = z
  .object({
    companyId: z.uuid({ error: MSG.companyRequired }),
    period: FeeFields.period.default(1),
    start: FeeFields.start,
    end: FeeFields.end,
    accountFee: FeeFields.accountFee.default(0),
    accountFeePaid: FeeFields.accountFeePaid.default(false),
    bcuIssued: FeeFields.bcuIssued.default(null),
    issueRate: FeeFields.issueRate.default(0),
    volumeFeePaid: FeeFields.volumeFeePaid.default(false),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type FeeCreate = z.infer<typeof FeeCreate>;

/** The changed fields of a fee row (PATCH); volumeFee, companyId and createdAt are not writable. */
export const FeeUpdate = z.object(FeeFields).partial().strict().refine(startNotAfterEnd, rangeRule);
export type FeeUpdate = z.infer<typeof FeeUpdate>;

/** The fields FeeUpdate accepts, in form order (the backoffice PATCHes only these, and only when changed). */
export const FEE_EDIT_FIELDS = Object.keys(FeeFields) as (keyof typeof FeeFields)[];

export const FeeFilter = z
  .object({ companyId: z.uuid().optional(), id: z.array(z.uuid()).max(1000).optional() })
  .strict();
export type FeeFilter = z.infer<typeof FeeFilter>;

/** A fee row as the API answers it (spec 1 §3 "Account fee row", spec 3 §3). */
export const AccountFee = z.object({
  id: z.string(),
  companyId: z.string(),
  period: z.number().int(),
  start: z.string(),
  end: z.string(),
  accountFee: z.number(),
  accountFeePaid: z.boolean(),
  bcuIssued: z.number().nullable(),
  issueRate: z.number(),
  volumeFee: z.number().nullable(),
  volumeFeePaid: z.boolean(),
  createdAt: z.string(),
});
export type AccountFee = z.infer<typeof AccountFee>;
