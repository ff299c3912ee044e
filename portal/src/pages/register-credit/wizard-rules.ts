/**
 * The registration wizard's rules as pure functions (spec 2 §2.13, §8, §9), kept apart from React so that unit tests
 * pin them: which steps exist, which may be clicked, the batch step's button, what a changed field clears, the
 * summary's numbering, the batch limit and the failure texts. Validation rules and messages are the contract's.
 */
import {
  CORSIA_SCHEME_IDS,
  MAX_REGISTRATION_BATCHES,
  MSG,
  isCorsiaScheme,
  isExceptedDeliveryCountry,
  stripThousands,
  type CertificationScheme,
} from '@bcu/api/contracts';
import { WIZARD_TEXT } from './texts';

export type WizardMode = 'manual' | 'excel';
export type StepKey = 'general' | 'site' | 'product' | 'batches' | 'corsia' | 'upload' | 'summary';
export type Values = Record<string, unknown>;

/** Spec 2 §2.13: the sixth step shows when the chosen certification's name contains CORSIA. */
export function schemeIsCorsia(schemes: readonly CertificationScheme[], id: unknown): boolean {
  const scheme = schemes.find((s) => s.id === id);
  return !!scheme && isCorsiaScheme(scheme.name);
}

/** Spec 2 §2.13: the summary treats certification ids 3 or 5 as CORSIA. */
export const summaryIsCorsia = (id: unknown): boolean => (CORSIA_SCHEME_IDS as readonly unknown[]).includes(id);

/** Spec 2 §2.13: CORSIA step errors show only when the certification is 5. */
export const corsiaErrorsShown = (id: unknown): boolean => id === 5;

/** Manual: 5 steps, 6 with CORSIA; Excel: the upload step, then the summary. */
export function stepsFor(mode: WizardMode, corsia: boolean): StepKey[] {
  if (mode === 'excel') return ['upload', 'summary'];
  return ['general', 'site', 'product', 'batches', ...(corsia ? (['corsia'] as StepKey[]) : []), 'summary'];
}

/** A step can be clicked only once visited (and never the one shown). */
export const canOpenStep = (step: StepKey, current: StepKey, visited: ReadonlySet<StepKey>): boolean =>
  step !== current && visited.has(step);

/** The batch step's button: 'Next step' when CORSIA applies, otherwise 'Preview'. */
export const batchStepButton = (corsia: boolean): string => (corsia ? WIZARD_TEXT.nextStep : WIZARD_TEXT.preview);

/** Spec 2 §9: at most 20 batches (the reading the registry follows); adding is disabled at the maximum. */
export const canAddBatch = (count: number): boolean => count < MAX_REGISTRATION_BATCHES;

export interface CompanyAddress {
  name: string;
  streetAddress: string;
  streetAddressLineTwo: string | null;
  zip: string;
  city: string;
  country: string;
}

const SITE_FIELDS = ['fieldName', 'fieldStreet1', 'fieldStreet2', 'fieldPost', 'fieldCity', 'fieldCountry'] as const;
const BLEND_FIELDS = ['blendFieldName', 'blendFieldStreet1', 'blendFieldStreet2', 'blendFieldPost', 'blendFieldCity', 'blendFieldCountry'] as const;

function address(fields: readonly string[], a: CompanyAddress | undefined): Values {
  const from = a ? [a.name, a.streetAddress, a.streetAddressLineTwo ?? undefined, a.zip, a.city, a.country] : [];
  return Object.fromEntries(fields.map((f, i) => [f, from[i] || undefined]));
}

/** 'Same as account address' on the site step: copies the company's address, or clears it when unticked. */
export const siteAddressPatch = (checked: boolean, company: CompanyAddress | undefined): Values =>
  address(SITE_FIELDS, checked ? company : undefined);

export type BlendAddressOption = 'account' | 'site' | 'new';

/** Final production site: same as the account address, same as the production site, or a new (cleared) address. */
export function blendAddressPatch(option: BlendAddressOption, company: CompanyAddress | undefined, values: Values): Values {
  if (option === 'account') return address(BLEND_FIELDS, company);
  if (option === 'new') return address(BLEND_FIELDS, undefined);
  return Object.fromEntries(BLEND_FIELDS.map((f, i) => [f, values[SITE_FIELDS[i]] || undefined]));
}

/**
 * What a change clears (spec 2 §2.13): third party 'No' clears the company name; a changed delivery country
 * clears the batch's airport (and sets the excepted-country flag).
 */
export function changePatch(changed: Values): Values {
  const patch: Values = {};
  if (changed.doesThirdPartyManage === 'No') patch.companyName = undefined;
  return patch;
}

/** A batch after its delivery country changed: airport cleared, excepted flag set from the country. */
export function batchCountryPatch(country: string | undefined): Values {
  return { fieldSaf: undefined, isExceptedCountry: country ? isExceptedDeliveryCountry(country) : false };
}

/** Switching to Produced clears the second PoS upload (the supplier's PDF). */
export const clearsSupplierFile = (radioButton: unknown): boolean => radioButton === 'Self-production';

export interface SummarySection {
  key: 'general' | 'site' | 'product' | 'batches' | 'corsia' | 'totals';
  number: number;
  title: string;
}

/** The summary's numbered sections: 1–4, 5 ICAO CORSIA (CORSIA only), Total values 6 with CORSIA else 5. */
export function summarySections(corsia: boolean, radioButton: unknown): SummarySection[] {
  const keys: SummarySection['key'][] = ['general', 'site', 'product', 'batches', ...(corsia ? (['corsia'] as const) : []), 'totals'];
  const titles: Record<SummarySection['key'], string> = {
    general: WIZARD_TEXT.steps.general,
    site: WIZARD_TEXT.steps.site,
    product: radioButton === 'Self-production' ? WIZARD_TEXT.finalProductionSite : WIZARD_TEXT.supplierInformation,
    batches: WIZARD_TEXT.steps.batches,
    corsia: WIZARD_TEXT.steps.corsia,
    totals: WIZARD_TEXT.totalValues,
  };
  return keys.map((key, i) => ({ key, number: i + 1, title: titles[key] }));
}

/** Spec 2 §9: a GHG reduction above 100 is divided by 100000 for display. */
export function displayReduction(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) && n > 100 ? String(n / 100000) : value;
}

const UI_ONLY = new Set(['blendAddressOption']);

/** The submit payload: empty values dropped (spec 2 §3), CORSIA commas stripped, the flow named. */
export function toPayload(values: Values, mode: WizardMode, corsia: boolean): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(values)) {
    if (UI_ONLY.has(k) || v === undefined || v === null || v === '') continue;
    if (k === 'batches' && Array.isArray(v)) {
      out.batches = v.map((b) =>
        Object.fromEntries(
          Object.entries(b as Values).filter(([, x]) => x !== undefined && x !== null && x !== '' && !(Array.isArray(x) && x.length === 0)),
        ),
      );
      continue;
    }
    if (k.startsWith('fieldSustainability')) {
      if (!corsia) continue;
      out[k] = typeof v === 'string' ? stripThousands(v) : v;
      continue;
    }
    if (k === 'dateSustainabilitySAF' && !corsia) continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  out.registrationFlow = mode === 'excel' ? 'Excel file' : 'Manual form';
  return out;
}

export interface FailureText {
  title: string;
  message: string;
  items: string[];
}

const FILE_MESSAGES = new Set<string>([
  MSG.posFileRequired,
  MSG.posFileInvalid,
  MSG.supplierFileInvalid,
  MSG.posFileCorrupted,
  MSG.supplierFileCorrupted,
]);

/**
 * Spec 2 §8 registration failure: a string message as is; an array: 'Validation error. Please make sure the
 * fields are filled out correctly:' followed by the list; anything else the same sentence without the list; an
 * unexpected exception 'Something went wrong'. File check failures are titled 'File Validation Error'.
 */
export function registrationFailure(err: unknown): FailureText {
  const e = err as { statusCode?: unknown; message?: unknown; details?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.statusCode !== 'number') {
    return { title: MSG.error, message: MSG.somethingWentWrong, items: [] };
  }
  const details = Array.isArray(e.details)
    ? [...new Set((e.details as { message?: unknown }[]).map((d) => d?.message).filter((m): m is string => typeof m === 'string'))]
    : [];
  const message = typeof e.message === 'string' ? e.message : '';
  const title = FILE_MESSAGES.has(message) ? MSG.fileValidationError : MSG.error;
  if (details.length > 1) return { title, message: MSG.registrationValidationList, items: details };
  if (message) return { title, message, items: [] };
  if (details.length === 1) return { title, message: details[0], items: [] };
  return { title, message: MSG.registrationValidation, items: [] };
}
