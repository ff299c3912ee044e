/**
 * How credits (BCUs) are read: the portal balance (spec 2 §2.2, §7 'GET credits'), the BCU detail with its tabs
 * (spec 2 §2.12), the BCU events, the backoffice BCUs list, detail and download (spec 3 §2.2) and the admin edit
 * of a BCU's descriptive data (spec 2 §5 "BCU edit", spec 3 §5 "Admin BCU edit").
 *
 * Amounts are strings with exactly 3 decimals (tonnes of fuel, tonnes of CO2eq) or whole numbers (MJ), made from
 * the stored integers by kgToTonnes — never floats.
 */
import { z } from 'zod';
import { IsoDate } from './common';
import { MSG } from './messages';
import { LIMITS } from './limits';
import { yearsFrom } from './years';
import { CreditEventKind, CreditStatus } from './credits';
import { isWellPlacedThousands } from './amounts';
import { CREDIT_TABS } from './credit-tabs';

/** The paths under /api. */
export const CREDIT_VIEW_API = {
  /** GET: the signed-in company's balance (simple-rest list: filter, range, sort; Content-Range). */
  balance: '/credits',
  /** GET: { total } — the volume sum (3 decimals) of the balance under the same filter. */
  balanceTotal: '/credits/balance-total',
  /** GET /{id}: CreditDetail; GET /{id}/events: CreditEventRow[]. */
  credit: (id: string) => `/credits/${id}`,
  events: (id: string) => `/credits/${id}/events`,
  /** Backoffice: GET list (simple-rest), GET /{id}, PATCH /{id} CreditEdit, GET/PUT /{id}/note. */
  admin: '/admin/credits',
  /** GET: BCU_download_{timestamp}.xlsx under the list's filter and sort. */
  adminDownload: '/admin/credits/download',
  /** Attachments of a credit: GET list, POST multipart 'file'; GET/DELETE /{attachmentId}. */
  adminAttachments: (id: string) => `/admin/credits/${id}/attachments`,
} as const;

const oneOrMany = <T extends z.ZodType>(s: T) => z.union([s, z.array(s).max(50)]);
const search = z.string().trim().max(LIMITS.textMax).optional();
const startNotAfterEnd = (f: { startDate?: string; endDate?: string }) =>
  !f.startDate || !f.endDate || f.startDate <= f.endDate;
const rangeRule = { error: MSG.startRangeAfterEnd, path: ['startDate'] };

// ---- portal balance (spec 2 §2.2) ----

/** All / assigned / unassigned BCUs (facilitator assignment). */
export const ASSIGN_FILTERS = ['all', 'assigned', 'unassigned'] as const;
/** Expiry presets: expire within 3 months, 6 months, 1 year. */
export const EXPIRY_PRESETS = { '3m': 3, '6m': 6, '1y': 12 } as const;
export const EXPIRY_PRESET_LABELS: Record<keyof typeof EXPIRY_PRESETS, string> = {
  '3m': 'Expire within 3 months',
  '6m': 'Expire within 6 months',
  '1y': 'Expire within 1 year',
};
/** Registration year filter options (spec 2 §9: from 2021; see years.ts for the current year). */
export const FIRST_REGISTRATION_YEAR = 2021;
export const registrationYears = (now?: Date) => yearsFrom(FIRST_REGISTRATION_YEAR, now);

export const BalanceFilter = z
  .object({
    /**
     * Statuses listed: the filter offers BALANCE_STATUSES, any credit status (e.g. Retired) is answered; 'Inactive'
     * also selects Expired credits (shown as inactive). Default: the counted statuses.
     */
    status: oneOrMany(CreditStatus).optional(),
    assign: z.enum(ASSIGN_FILTERS).optional(),
    /** Expiry date range (yyyy-MM-dd, both days included) … */
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    /** … or a preset: expires from today up to 3, 6 or 12 months ahead. */
    expiresWithin: z.enum(Object.keys(EXPIRY_PRESETS) as ['3m', '6m', '1y']).optional(),
    registrationYear: z.coerce
      .number()
      .int()
      .refine((y) => registrationYears().includes(y), {
        error: `Registration year must be between ${FIRST_REGISTRATION_YEAR} and the current year`,
      })
      .optional(),
    search,
    /** An Auditor names the company it views (the auditor header's selector); others may name only their own. */
    accountId: z.uuid().optional(),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type BalanceFilter = z.infer<typeof BalanceFilter>;

export const BALANCE_SORT_FIELDS = [
  'updatedAt',
  'BCUID',
  'registrationApproveDate',
  'volume',
  'tonnesOfCO2eq',
  'status',
  'expiresAt',
] as const;
export type BalanceSortField = (typeof BALANCE_SORT_FIELDS)[number];
/** spec 2 §7: the credits fetch defaults to 10; §9: page-size options 10, 20, 50, 100; updatedAt descending. */
export const BALANCE_PAGE_SIZE = 10;
export const CREDIT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** One balance row: the columns of spec 2 §2.2. */
export const CreditListRow = z.object({
  id: z.string(),
  BCUID: z.string().nullable(),
  productType: z.string().nullable(),
  /** Feedstock. */
  rawMaterial: z.string().nullable(),
  /** Scheme. */
  certificationScheme: z.string().nullable(),
  /** Date of registration (approval). */
  registrationApproveDate: z.string().nullable(),
  /** CO2eq reduction (t), 3 decimals. */
  tonnesOfCO2eq: z.string(),
  /** Volume in BCU (t), 3 decimals. */
  volume: z.string(),
  /** Energy in whole MJ. */
  neatAmountInMJ: z.string(),
  status: CreditStatus,
  /** The label shown for the status (Expired → Inactive, Withdrawn → Closed). */
  statusLabel: z.string(),
  expiresAt: z.string().nullable(),
  companyId: z.string(),
  /** BCU Holder. */
  bcuHolder: z.string(),
  companyType: z.string(),
  /** Assigned to Facilitator: the facilitator's name, or null. */
  facilitatorId: z.string().nullable(),
  facilitatorName: z.string().nullable(),
  facilitatorAmount: z.string().nullable(),
  posNumber: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type CreditListRow = z.infer<typeof CreditListRow>;

/** The volume (3 decimals) of the listed credits the balance counts (BALANCE_COUNTED_STATUSES), and their number. */
export const BalanceTotal = z.object({ total: z.string(), count: z.number().int() });
export type BalanceTotal = z.infer<typeof BalanceTotal>;

// ---- BCU detail (spec 2 §2.12, spec 3 §2.2) ----

const CompanyRef = z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable();

/** One batch as stored with the registration (spec 2 §2.13 batch fields). */
export const CreditBatch = z.record(z.string(), z.unknown());

/** BCU Values: the figures of the unit and the registration's computation inputs. */
export const CreditValues = z.object({
  volume: z.string(),
  tonnesOfCO2eq: z.string(),
  neatAmountInMJ: z.string(),
  lowerHeatingValue: z.unknown().nullable(),
  LCAGHGValue: z.unknown().nullable(),
  GHGEmissionReduction: z.unknown().nullable(),
  abatementBaseline: z.unknown().nullable(),
  defaultILUCValue: z.unknown().nullable(),
  directLandUseChangeDisaggregatedValue: z.unknown().nullable(),
  landfillDirectionCreditDisaggregatedValue: z.unknown().nullable(),
  recyclingEmissionCreditDisaggregatedValue: z.unknown().nullable(),
  batchNumber: z.number().int(),
  batches: z.array(CreditBatch),
});

export const CreditScope1 = z.object({
  scope1Company: CompanyRef,
  creditClaimCountry: z.string().nullable(),
  reporting: z.string().nullable(),
  hasPendingRequests: z.boolean(),
});
export const CreditScope3 = z.object({
  scope3Company: CompanyRef,
  scope3LogisticCompany: CompanyRef,
  scope3Anonymity: z.boolean(),
});
export const CreditFacilitator = z.object({
  facilitatorId: z.string().nullable(),
  facilitatorName: z.string().nullable(),
  facilitatorAmount: z.string().nullable(),
  transferedByFacilitator: z.boolean(),
});

/** One BCU event row (spec 2 §2.12, spec 3 §3). amount has 3 decimals. */
export const CreditEventRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  triggeredBy: z.enum(['User', 'System']),
  initiatorName: z.string().nullable(),
  accountName: z.string().nullable(),
  creditEvent: CreditEventKind,
  BCUID: z.string().nullable(),
  preEventStatus: z.string().nullable(),
  postEventStatus: z.string().nullable(),
  amount: z.string().nullable(),
  bcuHolder: z.string().nullable(),
});
export type CreditEventRow = z.infer<typeof CreditEventRow>;

export const CreditAttachment = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type CreditAttachment = z.infer<typeof CreditAttachment>;

export const CreditDetail = CreditListRow.extend({
  rootId: z.string().nullable(),
  parentId: z.string().nullable(),
  /** The parent record's BCUID (spec 3 §3 'origin'). */
  origin: z.string().nullable(),
  issuer: CompanyRef,
  registrationFlow: z.string().nullable(),
  registrationDenyDate: z.string().nullable(),
  hasPosFile: z.boolean(),
  hasSupplierFile: z.boolean(),
  /** The registration data (spec 2 §3) as stored: product, scheme, addresses, dates, CORSIA values … */
  info: z.record(z.string(), z.unknown()),
  values: CreditValues,
  scope1: CreditScope1,
  scope3: CreditScope3,
  facilitator: CreditFacilitator,
  /** Only when the viewer sees the BCU Events tab. */
  events: z.array(CreditEventRow),
  /** The tabs the viewer sees (portal; the backoffice shows them all). */
  tabs: z.array(z.enum(CREDIT_TABS)),
  /** Whether the holder's (issuer's for a registration) certificate validity has ended ('Certification expired'). */
  certificationExpired: z.boolean(),
});
export type CreditDetail = z.infer<typeof CreditDetail>;

/** The backoffice detail adds the admin note and the attachments. */
export const AdminCreditDetail = CreditDetail.extend({
  note: z.string().nullable(),
  attachments: z.array(CreditAttachment),
});
export type AdminCreditDetail = z.infer<typeof AdminCreditDetail>;

// ---- backoffice list (spec 3 §2.2) ----

export const AdminCreditFilter = z
  .object({
    /** Trimmed search on BCUID, holder company name and PoS number. */
    q: search,
    status: oneOrMany(CreditStatus).optional(),
    /** Created between (yyyy-MM-dd, both days included). */
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    companyId: z.uuid().optional(),
    id: z.array(z.uuid()).max(1000).optional(),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type AdminCreditFilter = z.infer<typeof AdminCreditFilter>;
export const ADMIN_CREDIT_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'BCUID',
  'status',
  'volume',
  'tonnesOfCO2eq',
  'bcuHolder',
  'registrationApproveDate',
] as const;
export type AdminCreditSortField = (typeof ADMIN_CREDIT_SORT_FIELDS)[number];
export const ADMIN_CREDIT_PAGE_SIZE = 50;

/** Columns of the list and of BCU_download_{timestamp}.xlsx, in order: [key of CreditListRow, heading]. */
export const ADMIN_CREDIT_COLUMNS = [
  ['BCUID', 'BCU ID'],
  ['bcuHolder', 'BCU Holder'],
  ['productType', 'Product'],
  ['rawMaterial', 'Feedstock'],
  ['certificationScheme', 'Scheme'],
  ['posNumber', 'PoS number'],
  ['registrationApproveDate', 'Date of registration'],
  ['volume', 'Volume (BCU)'],
  ['tonnesOfCO2eq', 'CO2eq reduction (t)'],
  ['neatAmountInMJ', 'Energy (MJ)'],
  ['facilitatorName', 'Assigned to Facilitator'],
  ['statusLabel', 'Status'],
  ['expiresAt', 'Expiry date'],
  ['updatedAt', 'Updated'],
] as const satisfies readonly (readonly [keyof CreditListRow, string])[];

/** BCU_download_{timestamp}.xlsx, the timestamp as yyyyMMdd_HHmmss in UTC. */
export const creditDownloadName = (now: Date) =>
  `BCU_download_${now.toISOString().slice(0, 19).replace(/-/g, '').replace('T', '_').replace(/:/g, '')}.xlsx`;

// ---- admin edit (spec 2 §5 "BCU edit", spec 3 §5) ----

/** Credit statuses an admin may pick (spec 3 §4 'editable by admin from the full list'). */
export const ADMIN_EDITABLE_STATUSES = [
  'Active',
  'Deposited',
  'Transit',
  'Merged',
  'Retired',
  'Transcribed',
  'Failed',
  'Split',
  'Suspended',
  'Inactive',
  'Expired',
  'Withdrawn',
] as const;

const required = z
  .string({ error: MSG.fieldRequired })
  .trim()
  .min(1, { error: MSG.fieldRequired })
  .max(LIMITS.textMax, { error: MSG.textTooLong });
const NUMBER = /^-?\d{1,12}(\.\d{1,12})?$/;
/**
 * A non-empty number, typed as a number or a numeric string (thousands commas stripped) — except a ledger amount
 * (volume, energy), whose commas are stripped only where they are well placed: '5,5' is refused, never read as 55
 * (issue 10.7).
 */
const requiredNumber = (message: string = MSG.fieldRequired, opts: { amount?: boolean } = {}) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    const raw = v === null ? '' : String(v).trim();
    const text = opts.amount && !isWellPlacedThousands(raw) ? raw : raw.replace(/,/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (!NUMBER.test(text)) {
      ctx.addIssue({ code: 'custom', message: message === MSG.fieldRequired ? MSG.creditEditNumber : message });
      return z.NEVER;
    }
    return text;
  });
const optionalNumber = z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
  const text = v === null ? '' : String(v).replace(/,/g, '').trim();
  if (text === '') return null;
  if (!NUMBER.test(text)) {
    ctx.addIssue({ code: 'custom', message: MSG.creditEditNumber });
    return z.NEVER;
  }
  return text;
});
const optionalText = z.string().trim().max(LIMITS.textMax, { error: MSG.textTooLong }).nullable();

/**
 * The changed fields of an admin BCU edit plus its id (only changed fields are sent; an undefined value arrives as
 * null). Each rule of spec 2 §5 / spec 3 §5 with its text. The ICAO_CORSIA rule needs the scheme, which may be
 * unchanged and so absent: the service checks the merged record with `checkCorsiaIluc`.
 */
/** Each editable field with its rule (an emptied field arrives as null and fails a required rule). */
export const CREDIT_EDIT_SHAPE = {
  productType: z
    .string({ error: MSG.productTypeRequiredDot })
    .trim()
    .min(1, { error: MSG.productTypeRequiredDot })
    .max(LIMITS.textMax),
  neatAmountInMJ: requiredNumber(MSG.fieldRequired, { amount: true }),
  batchNumber: requiredNumber(),
  volume: requiredNumber(MSG.fieldRequired, { amount: true }),
  LCAGHGValue: requiredNumber(),
  rawMaterial: required,
  deliveryCountry: required,
  certificationScheme: required,
  acquisitionDate: required,
  entryInPOChainDate: required,
  supplierName: required,
  lastProductionCountry: required,
  chainCustodyModel: required,
  supplierAddress: z
    .string({ error: MSG.supplierAddressMin })
    .trim()
    .min(3, { error: MSG.supplierAddressMin })
    .max(LIMITS.textMax),
  supplierAddressNumber: required,
  supplierCity: required,
  supplierCountry: required,
  supplierZip: z.string({ error: MSG.zipMoreThan4 }).trim().min(5, { error: MSG.zipMoreThan4 }).max(LIMITS.textMax),
  status: z.enum(ADMIN_EDITABLE_STATUSES, { error: MSG.creditEditStatus }),
  abatementBaselineScheme: z.union([z.number().int(), z.string().trim().max(LIMITS.textMax)]).nullable(),
  additionalClaimAsAllowedUnderRsb: optionalText,
  additionalRSBClaim: optionalText,
  directLandUseChangeDisaggregatedValue: optionalNumber,
  landfillDirectionCreditDisaggregatedValue: optionalNumber,
  recyclingEmissionCreditDisaggregatedValue: optionalNumber,
  batches: z.array(z.record(z.string(), z.unknown())).max(20).nullable(),
};
export const CREDIT_EDIT_FIELDS = Object.keys(CREDIT_EDIT_SHAPE) as (keyof typeof CREDIT_EDIT_SHAPE)[];

/** The edit request: the changed fields, and the BCU's id (optional in the body; it must match the path). */
export const CreditEdit = z
  .object({ id: z.uuid(), ...CREDIT_EDIT_SHAPE })
  .partial()
  .strict();
export type CreditEdit = z.infer<typeof CreditEdit>;

/** The scheme whose edits need the ILUC value (spec 2 §5). */
export const ICAO_CORSIA = 'ICAO_CORSIA';

/**
 * The ICAO_CORSIA rule on the record as it will be after the edit: the scheme is ICAO_CORSIA (or a CORSIA scheme
 * name) and the direct land use change value is empty or not a number → the spec's message.
 */
export function checkCorsiaIluc(merged: {
  certificationScheme?: unknown;
  directLandUseChangeDisaggregatedValue?: unknown;
}): string | undefined {
  if (String(merged.certificationScheme ?? '') !== ICAO_CORSIA) return undefined;
  const value = merged.directLandUseChangeDisaggregatedValue;
  const text = value === null || value === undefined ? '' : String(value).replace(/,/g, '').trim();
  return text !== '' && NUMBER.test(text) ? undefined : MSG.defaultIlucRequired;
}

/**
 * The changed fields of an edit form, as the edit request sends them (spec 3 §4 'Save sends only changed fields
 * plus id; an undefined changed value is sent as null'); batches are included whenever they changed. Empty when
 * nothing changed (the form then leaves editing without a call).
 */
export function changedCreditFields(
  saved: Record<string, unknown>,
  edited: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(edited)) {
    if (key === 'id' || key === 'company' || key === 'supplierFilePath') continue;
    if (JSON.stringify(saved[key] ?? null) !== JSON.stringify(edited[key] ?? null))
      out[key] = edited[key] === undefined ? null : edited[key];
  }
  return out;
}
