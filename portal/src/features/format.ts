/** Number and date formats of the specs: volumes with 3 decimals, dates as dd.MM.yyyy. */
import dayjs from 'dayjs';

const tonnes = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A volume in tonnes with 3 decimals; numbers may arrive as strings (PostgreSQL NUMERIC). */
export function formatTonnes(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? tonnes.format(n) : '—';
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY') : '—';
}
