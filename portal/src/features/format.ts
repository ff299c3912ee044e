/** Number and date formats of the specs: volumes with 3 decimals, MJ whole with separators, dates as dd.MM.yyyy. */
import dayjs from 'dayjs';

/**
 * A number format made when first used: the first Intl object a page makes loads the locale's data (about 8 ms of the
 * main thread on this machine), which a page that shows no number need not pay while it starts (docs/performance.md).
 */
function onFirstUse(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}

const tonnes = onFirstUse({ minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A volume in tonnes with 3 decimals; numbers may arrive as strings (PostgreSQL NUMERIC). */
export function formatTonnes(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? tonnes().format(n) : '—';
}

const whole = onFirstUse({ maximumFractionDigits: 0 });

/** Energy in whole MJ with thousands separators ('860,000'). */
export function formatMj(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? whole().format(n) : '—';
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY') : '—';
}

/** dd.MM.yyyy HH:mm in UTC, where a reviewer needs the time (spec 2 §9: dates dd.MM.yyyy, time variants exist). */
export const formatDateTime = (v: string | null | undefined): string => {
  if (!v) return '—';
  const d = dayjs(v);
  return d.isValid()
    ? d
        .toISOString()
        .slice(0, 16)
        .replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3.$2.$1 ')
    : '—';
};
