/** Display formats of the specs (spec 3 §9: dates dd.MM.yyyy). */

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as dd.MM.yyyy in the viewer's time zone; '' for a missing or unreadable value. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** A calendar date 'yyyy-MM-dd' (no time zone) as dd.MM.yyyy, without shifting it through UTC. */
export function formatCalendarDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : formatDate(value);
}

/** A phone as '+49 1701234567'. */
export function formatPhone(phone: { code?: string | null; number?: string | null } | null | undefined): string {
  if (!phone) return '';
  return [phone.code, phone.number].filter(Boolean).join(' ');
}

/** A timestamp as 'dd.MM.yyyy HH:mm:ss' in the viewer's time zone (events, submissions and logs need the time). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = formatDate(value);
  if (!date) return '';
  const d = value instanceof Date ? value : new Date(value as string | number);
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** A decimal (number or exact string) rounded half up to `digits` decimals, exactly; undefined when not a number. */
function roundDecimal(
  value: string | number,
  digits: number,
): { negative: boolean; int: string; frac: string } | undefined {
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return undefined;
  const [, sign, intPart, fracPart = ''] = m;
  const scaled = BigInt(intPart + fracPart.padEnd(digits, '0').slice(0, digits));
  const rounded = scaled + (Number(fracPart[digits] ?? '0') >= 5 ? 1n : 0n);
  const text = rounded.toString().padStart(digits + 1, '0');
  const int = text.slice(0, text.length - digits);
  return { negative: sign === '-' && rounded !== 0n, int, frac: text.slice(text.length - digits) };
}

const groupThousands = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Energy in MJ: whole MJ with thousands separators (spec 3 §9 'MJ 0'): '4512345.6' → '4,512,346'. */
export function formatMJ(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const r = roundDecimal(value, 0);
  return r ? `${r.negative ? '-' : ''}${groupThousands(r.int)}` : String(value);
}

/** Tonnes (BCU, CO2eq) with exactly 3 decimals (spec 3 §9): '120.5' → '120.500'. */
export function formatTonnes(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const r = roundDecimal(value, 3);
  return r ? `${r.negative ? '-' : ''}${r.int}.${r.frac}` : String(value);
}

/** What a date input shows and takes: dd.MM.yyyy (spec 3 §9). */
export const DATE_INPUT_FORMAT = 'dd.MM.yyyy';

/** A stored calendar date 'yyyy-MM-dd' as typed text 'dd.MM.yyyy'; anything else (text being typed) unchanged. */
export function isoToDisplayDate(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : text;
}

/**
 * Typed 'dd.MM.yyyy' (single-digit day and month allowed) as the calendar date 'yyyy-MM-dd' the API takes; '' for
 * an empty field; text that is not (yet) a real date stays as typed, so the field keeps it and validation says so.
 */
export function displayDateToIso(text: string): string {
  const trimmed = text.trim();
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  if (!m) return trimmed === '' ? '' : text;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return text;
  return `${m[3]}-${pad(month)}-${pad(day)}`;
}

/** True for an empty value or a complete calendar date (what `displayDateToIso` makes of a valid entry). */
export const isDateInputValid = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || /^\d{4}-\d{2}-\d{2}$/.test(String(value));
