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
