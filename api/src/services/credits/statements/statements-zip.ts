/** statements.zip: the selected statement PDFs in one archive (archiver 8 is ESM-only; loaded through require(esm)). */
import type { Writable } from 'node:stream';
import type { PdfDocument } from './statement-documents.service';

export const STATEMENTS_ZIP = 'statements.zip';

interface ZipArchiveLike {
  pipe(to: Writable): Writable;
  append(source: Buffer, data: { name: string; date?: Date }): this;
  finalize(): Promise<void>;
  on(event: 'error' | 'warning', cb: (e: Error) => void): this;
}
type ZipArchiveCtor = new (options?: { store?: boolean; zlib?: { level?: number } }) => ZipArchiveLike;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadZip = (): ZipArchiveCtor => (require('archiver') as { ZipArchive: ZipArchiveCtor }).ZipArchive;

/** Writes the PDFs as a zip to `out` (a response or a file); names are unique within the archive. */
export async function writeStatementsZip(docs: PdfDocument[], out: Writable): Promise<void> {
  const ZipArchive = loadZip();
  // PDF streams are already compressed: deflating them again costs time and saves next to nothing
  const zip = new ZipArchive({ store: true });
  const done = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    out.on('error', reject);
    out.on('finish', () => resolve());
    out.on('close', () => resolve());
  });
  zip.pipe(out);
  const seen = new Set<string>();
  for (const d of docs) {
    let name = d.filename;
    for (let i = 2; seen.has(name); i++) name = d.filename.replace(/\.pdf$/, `_${i}.pdf`);
    seen.add(name);
    zip.append(d.content, { name });
  }
  await zip.finalize();
  await done;
}
