/** Reads a CSV download back with an independent parser (fast-csv), the way a spreadsheet import would. */
import { parseString } from '@fast-csv/parse';

export function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text.replace(/^\uFEFF/, ''), { headers: false })
      .on('error', reject)
      .on('data', (r: string[]) => rows.push(r))
      .on('end', () => resolve(rows));
  });
}

/** supertest: collect a text/csv body as a string. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superagent's parser hands over the raw response stream
export const textBody = (res: any, cb: (err: Error | null, body: string) => void) => {
  let s = '';
  res.setEncoding('utf8');
  res.on('data', (c: string) => (s += c));
  res.on('end', () => cb(null, s));
};
