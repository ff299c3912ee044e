/**
 * BCU registration (spec 2 §2.13, §3, §5 "Registration wizard" and "Submit checks", §9): the payload the wizard,
 * the Excel parser and the API share, with every rule and message of the spec, the date windows as pure functions
 * of `today`, and the computed figures (energy, GHG reduction, totals) built on bcu-formulas.ts.
 *
 * Shape. One flat object with the wizard's field names (general, site, product, CORSIA fields) plus `batches`, a
 * list of batch objects. Each step has its own schema factory for the wizard (`generalInfoSchema(o)`, …);
 * `creditRegistrationSchema(o)` checks the whole payload. The factories take `{ today }` (yyyy-MM-dd, UTC) because
 * issue and delivery dates are judged against the current day; the server passes its clock's day.
 *
 * Values. Decimal quantities travel as exact decimal strings ('12.5', '43.15'; no thousands commas — the Excel
 * parser strips them); dates as yyyy-MM-dd; countries as names of `COUNTRIES` (contracts/geo.ts, as companies store
 * them); the certification scheme and the raw material/feedstock as reference ids; the other selects as the
 * reference names (feedstock certification, product type, end product, chain of custody) or the conversion
 * process code ('HEFA'). The server checks every reference value exists and recomputes every figure: energyMJ,
 * GHG reduction and totals sent by a client are ignored. Empty optional values may be left out (spec 2 §3).
 *
 * Batches: at most 20. Spec 2 §9 says the wizard disables adding beyond index 18 (19 batches) and that "another
 * reading gives a maximum of 20"; issue 3 asks for 20, the Excel template holds 20, so the registry accepts 20.
 */
import { z } from 'zod';
import { energyMJ, ghgReductionPercent, batchCo2eqTonnes, registrationTotals, type RegistrationTotals } from './bcu-formulas';
import { COUNTRY_NAMES, COUNTRIES } from './geo';
import { LIMITS } from './limits';
import { text } from './common';
import { MSG } from './messages';
import { AIRPORT_EXCEPTED_COUNTRIES } from './reference';

/** API paths of the registration (under /api). */
export const CREDIT_REGISTRATION_API = {
  /** POST multipart: `payload` (JSON string of CreditRegistrationPayload), `posFile` (PDF), optional `supplierFile` (PDF) → 201 CreditRegistrationResult. */
  register: '/credits/register',
  /** POST { number } → { exists } */
  checkPosNumber: '/credits/check-pos-number',
  /** GET → attachment pos_{id}.pdf */
  posFile: (creditId: string) => `/credits/${creditId}/pos-file`,
  /** GET → attachment supplier_{id}.pdf */
  supplierFile: (creditId: string) => `/credits/${creditId}/supplier-file`,
} as const;

/** Spec 2 §9: at most 20 batches (see the file comment for the reading), batch ID up to 100 characters. */
export const MAX_REGISTRATION_BATCHES = 20;
export const BATCH_ID_MAX = 100;
/** Spec 2 §5: the product delivery date lies within the last 90 days. */
export const DELIVERY_WINDOW_DAYS = 90;
/** Spec 2 §5 "Other": a custom incentive tag has 3 to 10 characters, at most 3 of them. */
export const INCENTIVE_CUSTOM_MIN = 3;
export const INCENTIVE_CUSTOM_MAX = 10;
export const INCENTIVE_CUSTOM_COUNT = 3;
/** The four known incentives (spec 2 §2.13), as ref_incentives names them. */
export const KNOWN_INCENTIVES = ['California LCFS', 'US RFS (RIN)', 'US IRS BTC', 'NL HBE Scheme'] as const;
/** Spec 2 §2.13: the summary treats certification ids 3 (RSB CORSIA) and 5 (ISCC CORSIA) as CORSIA. */
export const CORSIA_SCHEME_IDS = [3, 5] as const;
/** Post code 3 to 10 characters (spec 2 §5). */
export const POST_CODE_MIN = 3;
export const POST_CODE_MAX = 10;

/** Product source: Acquired is stored as 'Supplier', Produced as 'Self-production' (spec 2 §2.13). */
export const PRODUCT_SOURCES = ['Supplier', 'Self-production'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];
export const PRODUCT_SOURCE_LABELS: Record<ProductSource, string> = { Supplier: 'Acquired', 'Self-production': 'Produced' };
export const REGISTRATION_FLOWS = ['Manual form', 'Excel file'] as const;
export type RegistrationFlow = (typeof REGISTRATION_FLOWS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Dates: pure functions of `today` (yyyy-MM-dd), shared by the wizard and the server.

/** Today's date in UTC as yyyy-MM-dd. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** True for a real calendar date written yyyy-MM-dd ('2025-02-30' is false). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** `day` shifted by `days` (negative: earlier), yyyy-MM-dd. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An issue date (PoS, supplier PoS, CORSIA date) is valid when it is not after today. */
export const isNotFutureDay = (day: string, today: string): boolean => isIsoDay(day) && day <= today;

/** Spec 2 §5: the product delivery date lies within the last 90 days from today (today − 90 … today). */
export const isWithinDeliveryWindow = (day: string, today: string): boolean =>
  isIsoDay(day) && day <= today && day >= addDays(today, -DELIVERY_WINDOW_DAYS);

// ---------------------------------------------------------------------------------------------------------------
// Field helpers

const countrySet = new Set(COUNTRY_NAMES);
const countryCodeByName = new Map(COUNTRIES.map((c) => [c.name, c.code]));
/** The ISO code of a `COUNTRIES` name. */
export const countryCodeOf = (name: string): string | undefined => countryCodeByName.get(name);
/** Spec 2 §5: Andorra, Liechtenstein, Monaco and Taiwan are excepted delivery countries ('Airport not found'). */
export const isExceptedDeliveryCountry = (countryName: string): boolean =>
  (AIRPORT_EXCEPTED_COUNTRIES as readonly string[]).includes(countryCodeOf(countryName) ?? '');

/** A required text with the spec's message, trimmed, at most 255 characters. */
const required = (message: string, min = 1, minMessage = message) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: min > 1 ? minMessage : message })
    .max(LIMITS.textMax, { error: MSG.textTooLong });
const optional = () => z.string().trim().max(LIMITS.textMax, { error: MSG.textTooLong }).optional();
const country = (message: string) => z.string({ error: message }).refine((c) => countrySet.has(c), { error: message });
const postCode = () =>
  z
    .string({ error: MSG.postCodeLength })
    .trim()
    .min(POST_CODE_MIN, { error: MSG.postCodeLength })
    .max(POST_CODE_MAX, { error: MSG.postCodeLength });
const refId = (message: string) => z.number({ error: message }).int({ error: MSG.referenceUnknown }).positive({ error: MSG.referenceUnknown });

/** A non-negative decimal with up to 3 decimals and no thousands separators ('43.15', '1000'). */
export const DECIMAL_3 = /^\d{1,12}(\.\d{1,3})?$/;
/** A signed decimal with up to 3 decimals (LCA and CORSIA values may be negative, e.g. a landfill credit). */
export const SIGNED_DECIMAL_3 = /^-?\d{1,12}(\.\d{1,3})?$/;
/** Spec 2 §5 CORSIA input: optional thousands commas, up to 3 decimals ('1,234.5'). */
export const CORSIA_INPUT = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,3})?$/;
/** A typed CORSIA value without its thousands commas, as it is sent. */
export const stripThousands = (value: string): string => value.replace(/,/g, '');

const positiveDecimal = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .regex(DECIMAL_3, { error: MSG.corsiaNumber })
    .refine((v) => !DECIMAL_3.test(v) || /[1-9]/.test(v), { error: MSG.positiveNumber });
const signedDecimal = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage }).regex(SIGNED_DECIMAL_3, { error: MSG.corsiaNumber });
const day = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).refine((d) => d === '' || isIsoDay(d), { error: MSG.invalidDate });
// (no `abort: true` in this file: an aborting issue inside would stop the payload's cross-field rules from running)
const pastDay = (requiredMessage: string, futureMessage: string, today: string) =>
  day(requiredMessage).refine((d) => !isIsoDay(d) || d <= today, { error: futureMessage });

/** What the rules need to know beyond the payload. */
export interface RegistrationRuleOptions {
  /** The current day, yyyy-MM-dd (UTC): `isoDay(clock.now())` on the server. */
  today: string;
  /** Known feedstock certification names; when given, another name is 'Feedstock certification was incorrect'. */
  feedstockCertifications?: readonly string[];
  /** Known incentive names (ref_incentives; default the four of spec 2 §2.13); any other entry is a manual one. */
  incentives?: readonly string[];
  /** Whether a certification scheme id is a CORSIA scheme (default: ids 3 and 5, spec 2 §2.13). */
  isCorsiaScheme?: (schemeId: number) => boolean;
}

const defaultIsCorsia = (id: number) => (CORSIA_SCHEME_IDS as readonly number[]).includes(id);

// ---------------------------------------------------------------------------------------------------------------
// Step 1: General information

const generalShape = (o: RegistrationRuleOptions) => ({
  endProductType: required(MSG.productTypeRequired),
  sustainabilityCertification: refId(MSG.sustainabilityCertificationRequired),
  sustainabilityCertificationNumber: required(MSG.sustainabilityCertificationNumberRequired),
  /** Certification body. */
  fieldCertif: required(MSG.certificationBodyMin, 3),
  feedstockCertification: required(MSG.feedstockCertificationRequired).refine(
    (name) => !o.feedstockCertifications || o.feedstockCertifications.some((k) => k.toLowerCase() === name.toLowerCase()),
    { error: MSG.feedstockCertificationIncorrect },
  ),
  /** The feedstock (ref_feedstocks id); its raw material follows from it. */
  rawMaterialFeedstock: refId(MSG.rawMaterialRequired),
  /** Country of feedstock origin. */
  fieldBatchCountry: country(MSG.feedstockOriginRequired),
  /** Conversion process code (ref_conversion_processes.code, e.g. 'HEFA'). */
  conversionProcess: required(MSG.conversionProcessRequired),
  /** MJ/kg. */
  lowerHeatingValue: positiveDecimal(MSG.lowerHeatingValueRequired),
  /** PoS number of the end product: unique in the registry, whatever the case. */
  fieldPoSNumber: required(MSG.posNumberMin, 3),
  posIssueDate: pastDay(MSG.posIssueDateRequired, MSG.issueDateFuture, o.today),
});

export const generalInfoSchema = (o: RegistrationRuleOptions) => z.object(generalShape(o));
export type GeneralInfo = z.infer<ReturnType<typeof generalInfoSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Step 2: Site information

const siteShape = () => ({
  /** 'Same as account address' (the wizard copies the company address). */
  sameAddress: z.boolean().optional(),
  fieldName: required(MSG.siteNameRequired, 2, MSG.siteNameMin),
  fieldStreet1: required(MSG.siteStreet1Required),
  fieldStreet2: optional(),
  fieldPost: postCode(),
  fieldCity: required(MSG.siteCityRequired),
  fieldCountry: country(MSG.siteCountryRequired),
  doesThirdPartyManage: z.enum(['Yes', 'No'], { error: MSG.thirdPartyRequired }),
  /** The third party managing the site; required when doesThirdPartyManage is 'Yes'. */
  companyName: optional(),
  /** Chain of custody model (ref_chain_of_custody_models name, 'Mass Balance'). */
  fieldChain: required(MSG.chainOfCustodyRequired),
});

type Ctx = z.RefinementCtx;
/** Cross-field rules run even when single fields failed, so every message shows at once (values may be any type). */
const ALWAYS = { when: () => true };
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
function siteRules(v: Record<string, unknown>, ctx: Ctx) {
  if (v.doesThirdPartyManage === 'Yes' && !str(v.companyName))
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: MSG.thirdPartyCompanyNameRequired });
}

export const siteInfoSchema = () => z.object(siteShape()).superRefine((v, ctx) => siteRules(v, ctx), ALWAYS);
export type SiteInfo = z.infer<ReturnType<typeof siteInfoSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Step 3: Product information (Supplier information or Final Production Site Information)

const productShape = () => ({
  /** End product (ref_end_products name: Blended, Unblended, Co-processed). */
  endProduct: required(MSG.endProductRequired),
  /** Product source: 'Supplier' (Acquired) or 'Self-production' (Produced). */
  radioButton: z.enum(PRODUCT_SOURCES, { error: MSG.productSourceRequired }),
  /** Supplier's PoS ID (Acquired): at least 3 characters. */
  fieldPoS: optional(),
  /** Supplier's PoS issue date (Acquired): not later than today. */
  supPosIssueDate: z.string().optional(),
  /** Final production site address (Produced). */
  blendFieldName: optional(),
  blendFieldStreet1: optional(),
  blendFieldStreet2: optional(),
  blendFieldPost: optional(),
  blendFieldCity: optional(),
  blendFieldCountry: z.string().optional(),
});

function productRules(v: Record<string, unknown>, ctx: Ctx, today: string) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.radioButton === 'Supplier') {
    if (str(v.fieldPoS).length < 3) issue('fieldPoS', MSG.supplierPosIdMin);
    if (!isNotFutureDay(str(v.supPosIssueDate), today)) issue('supPosIssueDate', MSG.supplierIssueDateRequired);
  } else if (v.radioButton === 'Self-production') {
    const name = str(v.blendFieldName);
    if (!name) issue('blendFieldName', MSG.siteNameRequired);
    else if (name.length < 2) issue('blendFieldName', MSG.siteNameMin);
    if (!str(v.blendFieldStreet1)) issue('blendFieldStreet1', MSG.blendStreetRequired);
    if (!countrySet.has(str(v.blendFieldCountry))) issue('blendFieldCountry', MSG.blendCountryRequired);
    const post = str(v.blendFieldPost);
    if (post.length < POST_CODE_MIN || post.length > POST_CODE_MAX) issue('blendFieldPost', MSG.postCodeLength);
    if (!str(v.blendFieldCity)) issue('blendFieldCity', MSG.blendCityRequired);
  }
}

export const productInfoSchema = (o: RegistrationRuleOptions) =>
  z.object(productShape()).superRefine((v, ctx) => productRules(v, ctx, o.today), ALWAYS);
export type ProductInfo = z.infer<ReturnType<typeof productInfoSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Step 4: Batch information

/** Splits the incentives into the known ones (the reference list; default the four of the spec) and the custom entries. */
export function splitIncentives(values: readonly string[], knownList: readonly string[] = KNOWN_INCENTIVES): { known: string[]; custom: string[] } {
  const known = values.filter((v) => knownList.includes(v));
  return { known, custom: values.filter((v) => !known.includes(v)) };
}
/** Spec 2 §5: custom entries 3 to 10 characters, at most 3. */
export function incentivesValid(values: readonly string[], knownList: readonly string[] = KNOWN_INCENTIVES): boolean {
  const { custom } = splitIncentives(values, knownList);
  return custom.length <= INCENTIVE_CUSTOM_COUNT && custom.every((c) => c.trim().length >= INCENTIVE_CUSTOM_MIN && c.length <= INCENTIVE_CUSTOM_MAX);
}

const batchShape = (o: RegistrationRuleOptions) => ({
  /** Batch ID: unique within the registration, at most 100 characters. */
  fieldID: z
    .string({ error: MSG.fieldRequired })
    .trim()
    .min(1, { error: MSG.fieldRequired })
    .max(BATCH_ID_MAX, { error: MSG.batchIdTooLong }),
  /** Mass in tonnes (1 BCU = 1 t), up to 3 decimals. */
  fieldTonnes: positiveDecimal(MSG.fieldRequired),
  /** Energy in MJ: computed (LHV × tonnes × 1000, rounded); a sent value is ignored by the server. */
  fieldMJ: z.string().optional(),
  /** Production date. */
  dateProd: day(MSG.fieldRequired),
  /** Date of entry into the PoS chain / blending. */
  entryBlendDate: day(MSG.fieldRequired),
  /** Blending date: required only for a Blended product from Self-production. */
  dateBlend: z.string().optional(),
  /** LCA GHG value (gCO2e/MJ), up to 3 decimals. */
  fieldCO2: signedDecimal(MSG.fieldRequired),
  /** GHG reduction in %: computed; a sent value is ignored by the server. */
  fieldGHG: z.string().optional(),
  productDeliveryDate: day(MSG.fieldRequired).refine((d) => !isIsoDay(d) || isWithinDeliveryWindow(d, o.today), {
    error: MSG.deliveryDateWindow,
  }),
  /** Country of physical end product delivery. */
  fieldBatchCountryOf: country(MSG.fieldRequired),
  /** Airport of delivery: IATA code, must lie in fieldBatchCountryOf (checked by the server against the dataset). */
  fieldSaf: z.string().trim().max(3, { error: MSG.airportNotFound }).optional(),
  /** Additional claim as allowed under RSB. */
  fieldRsb: optional(),
  /** Incentives / SAF declaration and tax credits: known names and up to 3 custom entries of 3 to 10 characters. */
  fieldDec: z
    .array(z.string().trim())
    .max((o.incentives ?? KNOWN_INCENTIVES).length + INCENTIVE_CUSTOM_COUNT, { error: MSG.incentiveManualEntries })
    .refine((v) => incentivesValid(v, o.incentives), { error: MSG.incentiveManualEntries })
    .optional(),
  /** Set by the wizard when the delivery country is excepted; the server derives it from the country. */
  isExceptedCountry: z.boolean().optional(),
});

function batchRules(b: Record<string, unknown>, ctx: Ctx, path: (string | number)[], needsBlendDate: boolean) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [...path, field], message });
  const deliveryCountry = str(b.fieldBatchCountryOf);
  if (!countrySet.has(deliveryCountry)) issue('fieldSaf', MSG.deliveryCountryRequiredForAirport);
  else if (isExceptedDeliveryCountry(deliveryCountry)) issue('fieldSaf', MSG.airportNotFound);
  else if (!str(b.fieldSaf)) issue('fieldSaf', MSG.fieldRequired);
  const blendDate = str(b.dateBlend);
  if (needsBlendDate && !blendDate) issue('dateBlend', MSG.fieldRequired);
  else if (blendDate && !isIsoDay(blendDate)) issue('dateBlend', MSG.invalidDate);
}

/** True when the batches need a blending date: a Blended product from Self-production (spec 2 §5). */
export const needsBlendDate = (p: { endProduct?: unknown; radioButton?: unknown }): boolean =>
  p.endProduct === 'Blended' && p.radioButton === 'Self-production';

function batchListRules(batches: unknown, ctx: Ctx, blend: boolean, prefix: (string | number)[]) {
  if (!Array.isArray(batches) || batches.length > MAX_REGISTRATION_BATCHES) return;
  const seen = new Map<string, number>();
  batches.forEach((b: unknown, i) => {
    if (!b || typeof b !== 'object') return;
    const batch = b as Record<string, unknown>;
    batchRules(batch, ctx, [...prefix, i], blend);
    const id = str(batch.fieldID).toLowerCase();
    if (!id) return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [...prefix, i, 'fieldID'], message: MSG.batchIdUnique });
    else seen.set(id, i);
  });
}

/** One batch (the wizard validates a batch row with it; the product's `needsBlendDate` decides dateBlend). */
export const batchSchema = (o: RegistrationRuleOptions, product: { endProduct?: string; radioButton?: string } = {}) =>
  z.object(batchShape(o)).superRefine((b, ctx) => batchRules(b, ctx, [], needsBlendDate(product)), ALWAYS);
export type Batch = z.infer<ReturnType<typeof batchSchema>>;

const batchList = (o: RegistrationRuleOptions) =>
  z
    .array(z.object(batchShape(o)), { error: MSG.batchesMin })
    .min(1, { error: MSG.batchesMin })
    .max(MAX_REGISTRATION_BATCHES, { error: MSG.batchesMax });

/** The batch step: the list with unique batch IDs. */
export const batchListSchema = (o: RegistrationRuleOptions, product: { endProduct?: string; radioButton?: string } = {}) =>
  z.object({ batches: batchList(o) }).superRefine((v, ctx) => batchListRules(v.batches, ctx, needsBlendDate(product), ['batches']), ALWAYS);

// ---------------------------------------------------------------------------------------------------------------
// Step 5: ICAO CORSIA information (only with a CORSIA scheme)

const corsiaValue = () =>
  z.string({ error: MSG.corsiaNumber }).trim().regex(CORSIA_INPUT, { error: MSG.corsiaNumber });

const corsiaShape = (o: RegistrationRuleOptions) => ({
  /** Default ILUC value. */
  fieldSustainabilityCO2: corsiaValue(),
  /** Direct land use change disaggregated value. */
  fieldSustainabilityLand: corsiaValue(),
  /** Landfill emission credit disaggregated value. */
  fieldSustainabilityLandfill: corsiaValue(),
  /** Recycling emission credit disaggregated value. */
  fieldSustainabilityRecycling: corsiaValue(),
  /** Date of the SAF's CORSIA sustainability declaration: not in the future. */
  dateSustainabilitySAF: pastDay(MSG.fieldRequired, MSG.issueDateFuture, o.today),
});
const CORSIA_FIELDS = ['fieldSustainabilityCO2', 'fieldSustainabilityLand', 'fieldSustainabilityLandfill', 'fieldSustainabilityRecycling', 'dateSustainabilitySAF'] as const;

export const corsiaSchema = (o: RegistrationRuleOptions) => z.object(corsiaShape(o));
export type CorsiaValues = z.infer<ReturnType<typeof corsiaSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// The whole payload

const optionalShape = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

/** The registration submit payload: every step, the batches, CORSIA values when the scheme is CORSIA. */
export const creditRegistrationSchema = (o: RegistrationRuleOptions) =>
  z
    .object({
      ...generalShape(o),
      ...siteShape(),
      ...productShape(),
      batches: batchList(o),
      ...optionalShape(corsiaShape(o)),
      registrationFlow: z.enum(REGISTRATION_FLOWS, { error: MSG.registrationFlowRequired }),
    })
    .superRefine((value, ctx) => {
      const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      siteRules(v, ctx);
      productRules(v, ctx, o.today);
      batchListRules(v.batches, ctx, needsBlendDate(v), ['batches']);
      const scheme = v.sustainabilityCertification;
      if (typeof scheme === 'number' && (o.isCorsiaScheme ?? defaultIsCorsia)(scheme))
        for (const f of CORSIA_FIELDS)
          if (v[f] === undefined || v[f] === '')
            ctx.addIssue({ code: 'custom', path: [f], message: f === 'dateSustainabilitySAF' ? MSG.fieldRequired : MSG.corsiaNumber });
    }, ALWAYS);
export type CreditRegistrationPayload = z.infer<ReturnType<typeof creditRegistrationSchema>>;

/** POST check-pos-number body and answer. */
export const PosNumberCheck = z.strictObject({ number: text(MSG.posNumberMin).trim().min(1, { error: MSG.posNumberMin }).max(LIMITS.textMax, { error: MSG.textTooLong }) });
export type PosNumberCheck = z.infer<typeof PosNumberCheck>;
export const PosNumberExists = z.object({ exists: z.boolean() });

/** The 201 answer of a registration. */
export const CreditRegistrationResult = z.object({ id: z.string(), submissionId: z.string(), message: z.string() });
export type CreditRegistrationResult = z.infer<typeof CreditRegistrationResult>;

// ---------------------------------------------------------------------------------------------------------------
// Computed figures (spec 2 §9), the same in the wizard's summary and on the server

export interface BatchComputed {
  fieldID: string;
  /** Energy in whole MJ = LHV × tonnes × 1000, rounded. */
  energyMJ: string;
  /** GHG reduction in percent, 5 decimals. */
  ghgReduction: string;
  /** CO2eq reduction of the batch in tonnes, 3 decimals. */
  co2eqTonnes: string;
}
export interface RegistrationFigures {
  baselineValue: string;
  batches: BatchComputed[];
  totals: RegistrationTotals;
}

/** Every computed figure of a registration from its LHV, batches and the scheme's baseline (gCO2e/MJ). */
export function computeRegistrationFigures(
  lowerHeatingValue: string,
  batches: readonly { fieldID: string; fieldTonnes: string; fieldCO2: string }[],
  baselineValue: string,
): RegistrationFigures {
  const computed = batches.map((b) => {
    const mj = energyMJ(lowerHeatingValue, b.fieldTonnes);
    return { fieldID: b.fieldID, energyMJ: mj, ghgReduction: ghgReductionPercent(b.fieldCO2, baselineValue), co2eqTonnes: batchCo2eqTonnes(mj, b.fieldCO2, baselineValue) };
  });
  const totals = registrationTotals(
    batches.map((b, i) => ({ tonnes: b.fieldTonnes, energyMJ: computed[i].energyMJ, lcaValue: b.fieldCO2 })),
    baselineValue,
  );
  return { baselineValue, batches: computed, totals };
}
