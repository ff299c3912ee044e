/** Files (letters, PDFs, logos) in PostgreSQL behind a small interface, each checked by content and size. */
import { PDFDocument } from 'pdf-lib';
import type { Queryable } from '../../db/database';
import { LIMITS, MSG } from '../../contracts';
import { invalid } from '../errors';
import { sha256 } from './crypto';

export interface UploadedFile {
  originalname?: string;
  mimetype?: string;
  size: number;
  buffer: Buffer;
}

export type FileKind = 'signed_letter' | 'logo' | 'pos' | 'supplier' | 'attachment' | 'statement' | 'certificate';

/**
 * Refuses anything that is not a readable PDF within the limit, whatever its name or declared type says:
 * the bytes must start with the PDF signature and parse as a document with at least one page.
 */
export async function assertPdf(file: UploadedFile | undefined, field: string): Promise<void> {
  if (!file) throw invalid(MSG.fieldRequired, [{ path: field, message: MSG.fieldRequired }]);
  const notPdf = () => invalid(MSG.invalidPdf, [{ path: field, message: MSG.invalidPdf }]);
  if (!file.originalname?.trim()) throw invalid(MSG.fileNameMissing, [{ path: field, message: MSG.fileNameMissing }]);
  if (!file.size || file.size > LIMITS.pdfMaxBytes) throw notPdf();
  if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw notPdf();
  try {
    const doc = await PDFDocument.load(file.buffer, { updateMetadata: false, ignoreEncryption: true });
    if (doc.getPageCount() < 1) throw notPdf();
  } catch {
    throw notPdf();
  }
}

export class FileStorageService {
  async store(db: Queryable, kind: FileKind, file: UploadedFile, mimeType: string): Promise<string> {
    const name = (file.originalname ?? 'file').replace(/[^\w.\- ]+/g, '_').slice(0, 255);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO files (kind, filename, mime_type, size_bytes, sha256, content) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [kind, name, mimeType, file.size, sha256(file.buffer), file.buffer],
    );
    return rows[0].id;
  }

  async read(db: Queryable, id: string): Promise<{ filename: string; mimeType: string; content: Buffer } | undefined> {
    const { rows } = await db.query<{ filename: string; mime_type: string; content: Buffer }>(
      'SELECT filename, mime_type, content FROM files WHERE id = $1',
      [id],
    );
    return rows[0] && { filename: rows[0].filename, mimeType: rows[0].mime_type, content: rows[0].content };
  }
}
