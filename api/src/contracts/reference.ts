/**
 * Reference data of BCU registration (spec 2 §2.13, §3, §7, §9; spec 3 §2.6, §3): certification schemes with
 * baselines, feedstock certifications, incentives, conversion processes, raw materials and feedstocks, product
 * types, end products, chain of custody models, and airports. Served to signed-in users (spec 2 §7: every call
 * but refresh and login carries the bearer token); the wizard and the backoffice read the same lists.
 */
import { z } from 'zod';
import { MSG } from './messages';

/** The API paths of this area (under /api). Every GET needs a signed-in user. */
export const REFERENCE_API = {
  certificationSchemes: '/reference/certification-schemes', // GET → CertificationScheme[]
  feedstockCertifications: '/reference/feedstock-certifications', // GET → ReferenceItem[]
  incentives: '/reference/incentives', // GET → ReferenceItem[]
  conversionProcesses: '/reference/conversion-processes', // GET → ConversionProcess[]
  rawMaterials: '/reference/raw-materials', // GET → ReferenceItem[]
  feedstocks: '/reference/feedstocks', // GET ?rawMaterialId= → Feedstock[]
  productTypes: '/reference/product-types', // GET → ReferenceItem[]
  endProducts: '/reference/end-products', // GET → ReferenceItem[]
  chainOfCustodyModels: '/reference/chain-of-custody-models', // GET → ReferenceItem[]
  airports: '/reference/airports', // GET AirportQuery → AirportPage
  airport: (code: string) => `/reference/airports/${code}`, // GET ?country= → Airport
} as const;

/** An id and a name: feedstock certifications, incentives, raw materials, product types, end products, chains. */
export const ReferenceItem = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof ReferenceItem>;

/**
 * A certification scheme (spec 3 §3). `baselineValue` (gCO2e/MJ, 2 decimals) and `fuelEmissionFactor` are exact
 * decimal strings as PostgreSQL's NUMERIC gives them, never floats. `isCorsia` follows spec 2 §2.13: the name
 * contains CORSIA (the sixth wizard step applies).
 */
export const CertificationScheme = z.object({
  id: z.number().int(),
  name: z.string(),
  baselineValue: z.string(),
  fuelEmissionFactor: z.string(),
  isCorsia: z.boolean(),
});
export type CertificationScheme = z.infer<typeof CertificationScheme>;

/** True when the scheme is a CORSIA scheme (spec 2 §2.13: RSB CORSIA and ISCC CORSIA). */
export const isCorsiaScheme = (name: string): boolean => /corsia/i.test(name);

/** A conversion process: the stored code (spec 2 §9), the pathway's name and its ASTM D7566 annex. */
export const ConversionProcess = z.object({ id: z.number().int(), code: z.string(), name: z.string(), astmAnnex: z.string() });
export type ConversionProcess = z.infer<typeof ConversionProcess>;

export const Feedstock = z.object({ id: z.number().int(), name: z.string(), rawMaterialId: z.number().int(), rawMaterial: z.string() });
export type Feedstock = z.infer<typeof Feedstock>;

export const FeedstockQuery = z.strictObject({
  rawMaterialId: z.coerce.number({ error: MSG.referenceBadId }).int({ error: MSG.referenceBadId }).positive({ error: MSG.referenceBadId }).optional(),
});

/** Airports (spec 2 §3 "Airport: code, name, country"); `country` is the name used by `COUNTRIES`. */
export const Airport = z.object({ code: z.string(), name: z.string(), country: z.string(), countryCode: z.string() });
export type Airport = z.infer<typeof Airport>;

/** Spec 2 §9: airport page size 50; search starts after more than 2 characters. */
export const AIRPORT_PAGE_SIZE = 50;
export const AIRPORT_SEARCH_MIN = 3;
export const AIRPORT_SEARCH_MAX = 100;

/**
 * The airport select's query. `country` is an ISO 3166 alpha-2 code or a country name of `COUNTRIES` (checked by
 * the server); `search` shorter than 3 characters is ignored, as the select only searches from the third
 * character on (spec 2 §9), so typing 'Fr' still lists the country's airports; `page` counts from 1.
 */
export const AirportQuery = z.strictObject({
  country: z.string().trim().min(1, { error: MSG.airportCountryUnknown }).max(255, { error: MSG.airportCountryUnknown }).optional(),
  search: z.string().max(AIRPORT_SEARCH_MAX, { error: MSG.airportSearchTooLong }).optional(),
  page: z.coerce.number({ error: MSG.pageInvalid }).int({ error: MSG.pageInvalid }).min(1, { error: MSG.pageInvalid }).max(10_000, { error: MSG.pageInvalid }).optional(),
});
export type AirportQuery = z.infer<typeof AirportQuery>;

export const AirportPage = z.object({
  data: z.array(Airport),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AirportPage = z.infer<typeof AirportPage>;

/** Andorra, Liechtenstein, Monaco and Taiwan: the excepted delivery countries of spec 2 §5 ('Airport not found'). */
export const AIRPORT_EXCEPTED_COUNTRIES = ['AD', 'LI', 'MC', 'TW'] as const;

/** The registration formulas (spec 2 §9) travel with the reference data, so one index line exports both. */
export * from './bcu-formulas';
