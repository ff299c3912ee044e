/** Display of action-log rows (spec 3 §2.5): date and time, and the details as short text. */
import type { LogEntry } from '@bcu/api/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy HH:mm:ss' in the viewer's time zone (spec 3 §9 dates, with the time the log needs). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The details as 'key: value; …' (nested values as JSON), cut at `max` characters with an ellipsis. */
export function detailsText(details: LogEntry['details'] | null | undefined, max = 120): string {
  if (!details) return '';
  const text = Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
