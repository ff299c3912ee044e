/**
 * Reference values in the backoffice (spec 3 §2.6, §3, §5 "Reference values", §7 "Reference values", §8):
 * certification schemes (name, baseline value with 2 decimals, fuel emission factor), feedstock certifications
 * and incentives (id, name). Admins list, create, change and delete them; auditors only read. The portal's wizard
 * reads the same rows through GET /api/reference/*, so a change shows there at once.
 *
 * The admin answers carry the decimals as JSON numbers (at most 7 and 10 significant digits, exact through a
 * double) so the backoffice's number inputs edit them directly; storage stays NUMERIC.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { decimalPlaces } from './fees';
import { text } from './common';

/** The admin paths (under /api); each is a react-admin simple-rest resource with GET|PATCH|DELETE /{id}. */
export const REFERENCE_ADMIN_API = {
  certificationSchemes: '/admin/certification-schemes',
  feedstockCertifications: '/admin/feedstock-certifications',
  incentives: '/admin/incentives',
} as const;

/** The backoffice resource names, one per list (the tabs of spec 3 §2.6). */
export const REFERENCE_RESOURCES = ['certification-schemes', 'feedstock-certifications', 'incentives'] as const;
export type ReferenceResource = (typeof REFERENCE_RESOURCES)[number];

/** spec 3 §9: admin lists 50 a page. */
export const REFERENCE_PAGE_SIZE = 50;
export const SCHEME_SORT_FIELDS = ['id', 'name', 'baselineValue', 'fuelEmissionFactor'] as const;
export type SchemeSortField = (typeof SCHEME_SORT_FIELDS)[number];
export const NAMED_REFERENCE_SORT_FIELDS = ['id', 'name'] as const;
export type NamedReferenceSortField = (typeof NAMED_REFERENCE_SORT_FIELDS)[number];

const BASELINE_MAX = 99_999.99; // numeric(7, 2)
const FACTOR_MAX = 999_999.9999; // numeric(10, 4)

const Name = text(MSG.nameRequired).trim().min(1, { error: MSG.nameRequired }).max(255, { error: MSG.textTooLong });

/** spec 3 §5: the baseline value is required on create; 2 decimals (spec 3 §9), a positive gCO2e/MJ figure. */
const BaselineValue = z
  .number({ error: MSG.baselineValueRequired })
  .gt(0, { error: MSG.baselineValueInvalid })
  .max(BASELINE_MAX, { error: MSG.baselineValueInvalid })
  .refine((v) => decimalPlaces(v) <= 2, { error: MSG.feeTwoDecimals });

const FuelEmissionFactor = z
  .number({ error: MSG.fuelEmissionFactorInvalid })
  .min(0, { error: MSG.fuelEmissionFactorInvalid })
  .max(FACTOR_MAX, { error: MSG.fuelEmissionFactorInvalid })
  .refine((v) => decimalPlaces(v) <= 4, { error: MSG.fuelEmissionFactorInvalid });

/** Each field's rule, for the forms' validators (same texts as the API). */
export const REFERENCE_FIELD_SCHEMAS = {
  name: Name,
  baselineValue: BaselineValue,
  fuelEmissionFactor: FuelEmissionFactor,
};

/** POST /admin/certification-schemes — spec 3 §7: {name, baselineValue, fuelEmissionFactor (0 on create)}. */
export const SchemeCreate = z
  .object({ name: Name, baselineValue: BaselineValue, fuelEmissionFactor: FuelEmissionFactor.default(0) })
  .strict();
export type SchemeCreate = z.infer<typeof SchemeCreate>;

/** PATCH /admin/certification-schemes/{id}: the changed fields. */
export const SchemeUpdate = z
  .object({ name: Name, baselineValue: BaselineValue, fuelEmissionFactor: FuelEmissionFactor })
  .partial()
  .strict();
export type SchemeUpdate = z.infer<typeof SchemeUpdate>;

/** POST and PATCH of a feedstock certification or an incentive. */
export const NamedReferenceInput = z.object({ name: Name }).strict();
export type NamedReferenceInput = z.infer<typeof NamedReferenceInput>;

/** The fields each resource's PATCH accepts (the backoffice sends only the changed ones). */
export const SCHEME_EDIT_FIELDS = ['name', 'baselineValue', 'fuelEmissionFactor'] as const;
export const NAMED_REFERENCE_EDIT_FIELDS = ['name'] as const;

export const AdminCertificationScheme = z.object({
  id: z.number().int(),
  name: z.string(),
  baselineValue: z.number(),
  fuelEmissionFactor: z.number(),
  /** Credits whose registration data names this scheme: such a scheme cannot be deleted (one row only, not in lists). */
  inUse: z.boolean().optional(),
});
export type AdminCertificationScheme = z.infer<typeof AdminCertificationScheme>;

export const AdminNamedReference = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Credits whose registration data names it (feedstock certifications only; one row only, not in lists). */
  inUse: z.boolean().optional(),
});
export type AdminNamedReference = z.infer<typeof AdminNamedReference>;

/** List filter: `q` searches the name; `id` serves react-admin's getMany. */
export const ReferenceFilter = z
  .object({
    q: z.string().trim().max(255, { error: MSG.textTooLong }).optional(),
    id: z.array(z.coerce.number().int().positive()).max(1000).optional(),
  })
  .strict();
export type ReferenceFilter = z.infer<typeof ReferenceFilter>;

/**
 * Where a credit's registration data (credits.details) names a scheme or a feedstock certification. The scheme is
 * stored by id (number or numeric string), the feedstock certification by name; both may sit at the top level or
 * inside a batch. Used by the delete refusal; kept here so the registration contract and this check agree.
 */
export const SCHEME_DETAIL_KEYS = [
  'certificationScheme',
  'certificationSchemeId',
  'sustainabilityCertification',
  'abatementBaselineScheme',
] as const;
export const FEEDSTOCK_CERTIFICATION_DETAIL_KEYS = ['feedstockCertification'] as const;
