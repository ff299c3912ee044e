/**
 * The BCU Info tab of an incoming transaction (spec 2 §2.10) as a reviewer reads it (issue 10 §12): labelled in
 * words as on the BCU's own page, tonnes with 3 decimals, MJ with thousands separators, dates dd.MM.yyyy, the
 * status by its label — never a field name or an id.
 */
import { CREDIT_STATUS_LABELS, type CreditStatus } from '@bcu/api/contracts';
import { formatDate, formatMj, formatTonnes } from '../../../features/format';

const text = (v: unknown): string => (typeof v === 'string' && v !== '' ? v : '—');

export function bcuInfoItems(info: Record<string, unknown>): [string, string][] {
  const status =
    typeof info.status === 'string' ? (CREDIT_STATUS_LABELS[info.status as CreditStatus] ?? info.status) : undefined;
  return [
    ['BCU ID', text(info.BCUID)],
    ['Parent BCU ID', text(info.parentBcuid)],
    ['Status', text(status)],
    ['Registered by', text(info.issuerName)],
    ['Date of registration', formatDate(info.registrationApproveDate as string | null | undefined)],
    ['Expiry date', formatDate(info.expiresAt as string | null | undefined)],
    ['Volume (BCU)', formatTonnes(info.volume as string | undefined)],
    ['CO2eq reduction (t)', formatTonnes(info.tonnesOfCO2eq as string | undefined)],
    ['Energy content (MJ)', formatMj(info.neatAmountInMJ as string | undefined)],
  ];
}
