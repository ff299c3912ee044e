/** Shared pieces of the PDF templates: HTML escaping, dates and amounts as the spec shows them, the page shell. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values; null and undefined show as an em dash. */
export const esc = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '—' : String(v).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** dd.MM.yyyy in UTC (spec 2 §9). */
export function dateText(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** A tonne amount already given with 3 decimals, with thousands separators: 12345.678 → 12,345.678 t. */
export function tonnes(amount: string, unit = 't'): string {
  const [int, frac = '000'] = amount.split('.');
  const neg = int.startsWith('-');
  const digits = neg ? int.slice(1) : int;
  return `${neg ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(3, '0').slice(0, 3)} ${unit}`;
}

export const row = (label: string, value: unknown) =>
  `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1f2933; font-size: 11pt; margin: 0; }
  header { border-bottom: 3px solid #0b6e4f; padding-bottom: 10px; margin-bottom: 18px; display: flex; justify-content: space-between; align-items: flex-end; }
  header .brand { font-size: 10pt; letter-spacing: 0.08em; text-transform: uppercase; color: #0b6e4f; font-weight: bold; }
  h1 { font-size: 20pt; margin: 4px 0 0; }
  .id { font-size: 13pt; font-weight: bold; text-align: right; }
  .id small { display: block; font-size: 9pt; font-weight: normal; color: #52606d; }
  .totals { display: flex; gap: 12px; margin: 0 0 18px; }
  .totals div { flex: 1; background: #eef7f3; border: 1px solid #b7dfcf; border-radius: 6px; padding: 10px 12px; }
  .totals b { display: block; font-size: 15pt; margin-top: 4px; }
  h2 { font-size: 12pt; margin: 18px 0 6px; color: #0b6e4f; }
  table { border-collapse: collapse; width: 100%; }
  table.facts th { text-align: left; width: 38%; font-weight: normal; color: #52606d; padding: 5px 8px 5px 0; vertical-align: top; }
  table.facts td { padding: 5px 0; border-bottom: 1px solid #e4e7eb; }
  table.list th, table.list td { border: 1px solid #cbd2d9; padding: 5px 7px; font-size: 10pt; text-align: left; }
  table.list th { background: #f5f7fa; }
  table.list td.num, table.list th.num { text-align: right; white-space: nowrap; }
  table.list tr { page-break-inside: avoid; }
  .verify { margin-top: 22px; font-size: 9.5pt; color: #52606d; border-top: 1px solid #e4e7eb; padding-top: 10px; }
  .verify a { white-space: nowrap; }
  .verify a { color: #0b4f8a; }
</style></head>
<body>${body}</body></html>`;
}
