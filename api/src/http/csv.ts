/**
 * CSV downloads (DESIGN §3: accounts, users, logs as csv, streamed). RFC 4180 quoting, CRLF line ends, a UTF-8
 * byte-order mark so spreadsheet programs read accents correctly, and cells that would start a formula
 * (=, +, -, @, tab, CR) prefixed with an apostrophe (OWASP "CSV injection").
 */
import { once } from 'node:events';
import type { Response } from '@loopback/rest';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: null/undefined → empty; objects → JSON; dates → ISO; formula starts neutralised; quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (value instanceof Date) s = value.toISOString();
  else if (typeof value === 'object') s = JSON.stringify(value);
  else s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line, CRLF-terminated. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_BOM = '\uFEFF';

/**
 * Streams a CSV download: the header line, then each batch of rows as one chunk, waiting for the socket to
 * drain between chunks so memory stays bounded whatever the row count. Stops early when the client goes away.
 */
export async function streamCsv(
  res: Response,
  filename: string,
  columns: readonly string[],
  batches: AsyncIterable<unknown[][]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  let gone = false;
  const onClose = () => (gone = true);
  res.on('close', onClose);
  try {
    await write(res, CSV_BOM + csvLine(columns));
    for await (const rows of batches) {
      if (gone) break;
      await write(res, rows.map(csvLine).join(''));
    }
    if (!gone) res.end();
  } catch (e) {
    // Headers are out: the only honest signal left is a broken download.
    res.destroy(e as Error);
  } finally {
    res.off('close', onClose);
  }
}

async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  // wait for drain (or the client leaving), then remove the loser's listeners so long exports do not pile them up
  const done = new AbortController();
  const wait = (event: string) => once(res, event, { signal: done.signal }).catch(() => undefined);
  await Promise.race([wait('drain'), wait('close')]);
  done.abort();
}
