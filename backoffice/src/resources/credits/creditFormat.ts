/**
 * Pure helpers of the BCUs resource: the edit form's record (the detail flattened to the edit fields), the
 * field validators from the contract's CREDIT_EDIT_SHAPE, the ICAO_CORSIA form rule, and status labels.
 */
import {
  ADMIN_EDITABLE_STATUSES,
  CREDIT_EDIT_FIELDS,
  CREDIT_EDIT_SHAPE,
  CREDIT_STATUSES,
  CREDIT_STATUS_LABELS,
  checkCorsiaIluc,
  type AdminCreditDetail,
  type CreditStatus,
} from '@bcu/api/contracts';

export type CreditEditField = (typeof CREDIT_EDIT_FIELDS)[number];

/** The record the edit form works on: the BCU's id and each editable field's current value. */
export function editRecord(d: AdminCreditDetail): Record<string, unknown> & { id: string } {
  const out: Record<string, unknown> & { id: string } = { id: d.id };
  for (const f of CREDIT_EDIT_FIELDS) {
    if (f === 'volume') out.volume = d.volume;
    else if (f === 'neatAmountInMJ') out.neatAmountInMJ = d.neatAmountInMJ;
    else if (f === 'status') out.status = d.status;
    else out[f] = d.info[f] ?? null;
  }
  return out;
}

/** A react-admin validator of one edit field: an emptied field counts as null (spec 3 §4 'undefined → null'). */
export const editValidator = (field: CreditEditField) => (value: unknown) => {
  const r = CREDIT_EDIT_SHAPE[field].safeParse(value === '' || value === undefined ? null : value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** The form-level rule: with the ICAO_CORSIA scheme the Default ILUC value is required and numeric. */
export function validateCreditForm(values: Record<string, unknown>): Record<string, string> {
  const message = checkCorsiaIluc(values);
  return message ? { directLandUseChangeDisaggregatedValue: message } : {};
}

export const statusLabel = (s: CreditStatus | string) => CREDIT_STATUS_LABELS[s as CreditStatus] ?? s;

/** Filter choices: every credit status (spec 3 §2.2 'Statuses (multi)'). */
export const STATUS_FILTER_CHOICES = CREDIT_STATUSES.map((s) => ({
  id: s,
  name: statusLabel(s) === s ? s : `${s} (${statusLabel(s)})`,
}));
/** Edit choices: the full list an admin may set (spec 3 §4). */
export const STATUS_EDIT_CHOICES = ADMIN_EDITABLE_STATUSES.map((s) => ({ id: s, name: s }));

/** 3 decimals for BCU and CO2eq, whole MJ (spec 2 §9); the API already sends them so, this only guards display. */
export const tonnes = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
