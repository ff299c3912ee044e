/**
 * Display of action-log rows (spec 3 §2.5): the details in words — labels instead of field names, kilograms as
 * tonnes with 3 decimals, changes as 'before → after' — so a reviewer reads 'Amount: 5.000 t', not 'amountKg: 5000'.
 * Internal ids (UUIDs) are left out of the list's short text; the detail page shows them, labelled.
 */
import type { LogEntry } from '@bcu/api/contracts';
import { kgToTonnes } from '@bcu/api/contracts';
import { formatMJ, formatTonnes } from '../../format';

export { formatDateTime } from '../../format';

/** Labels of the detail keys the API writes; other keys are put into words by `detailLabel`. */
const DETAIL_LABELS: Record<string, string> = {
  bcuid: 'BCU ID',
  BCUID: 'BCU ID',
  parentBcuid: 'Parent BCU ID',
  intoBcuid: 'Merged into',
  preStatus: 'Status before',
  postStatus: 'Status after',
  amountKg: 'Amount',
  volumeKg: 'Volume',
  co2eqKg: 'CO2eq reduction',
  energyMj: 'Energy',
  totalTonnes: 'Total volume',
  tonnesOfCO2eq: 'CO2eq reduction',
  neatAmountInMJ: 'Energy',
  posNumber: 'PoS number',
  SUID: 'SU ID',
  email: 'E-mail',
  accountType: 'Account type',
  companyName: 'Company',
  mimeType: 'File type',
  bytes: 'Size (bytes)',
  statusChange: 'Status changed',
  isAllowOnBehalf: 'Retire on behalf',
  isPublicAnonymity: 'Public anonymity',
  byFacilitator: 'By facilitator',
  connectTourCompleted: 'Connect tour completed',
};

const ACRONYMS: Record<string, string> = {
  bcuid: 'BCU ID',
  bcu: 'BCU',
  id: 'ID',
  url: 'URL',
  mj: 'MJ',
  pos: 'PoS',
  ip: 'IP',
};

/** A detail key in words: the known label, else the camelCase split into a sentence ('feeScheduleURL' → 'Fee schedule URL'). */
export function detailLabel(key: string): string {
  if (DETAIL_LABELS[key]) return DETAIL_LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map(
      (w, i) =>
        ACRONYMS[w.toLowerCase()] ??
        (/^[A-Z0-9]{2,}$/.test(w) ? w : i === 0 ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()),
    );
  return words.join(' ');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value in words for its key; undefined when there is nothing to show (empty, or an id hidden in the list). */
function valueText(key: string, value: unknown, showIds: boolean): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (/Kg$/.test(key) && /^-?\d+$/.test(String(value))) return `${kgToTonnes(String(value))} t`;
  if (/Tonnes|CO2eq$/i.test(key) && /^-?\d+(\.\d+)?$/.test(String(value))) return `${formatTonnes(String(value))} t`;
  if (/M[Jj]$/.test(key) && /^-?\d+(\.\d+)?$/.test(String(value))) return `${formatMJ(String(value))} MJ`;
  if (typeof value === 'string') return UUID.test(value) && !showIds ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map((v) => valueText(key, v, showIds)).filter((v): v is string => !!v);
    return items.length ? items.join(', ') : undefined;
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('from' in o && 'to' in o)
      return `${valueText(key, o.from, showIds) ?? '—'} → ${valueText(key, o.to, showIds) ?? '—'}`;
    const parts = entriesText(o, showIds);
    return parts.length ? parts.join(', ') : undefined;
  }
  return String(value);
}

function entriesText(details: Record<string, unknown>, showIds: boolean): string[] {
  return Object.entries(details)
    .map(([k, v]) => {
      const text = valueText(k, v, showIds);
      return text === undefined ? undefined : `${detailLabel(k)}: ${text}`;
    })
    .filter((t): t is string => !!t);
}

/** The details line by line in words, ids included (the detail page). */
export const detailLines = (details: LogEntry['details'] | null | undefined): string[] =>
  details ? entriesText(details, true) : [];

/** The details in words as 'Label: value; …' without internal ids, cut at `max` characters with an ellipsis. */
export function detailsText(details: LogEntry['details'] | null | undefined, max = 120): string {
  if (!details) return '';
  const text = entriesText(details, false).join('; ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
