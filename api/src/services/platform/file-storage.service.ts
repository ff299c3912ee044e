/** Files (letters, PDFs, logos) in PostgreSQL behind a small interface, each checked by content and size. */
import { PDFDocument } from 'pdf-lib';
import type { Tx } from '../../datasources';
import type { FileRepository } from '../../repositories';
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
  constructor(private readonly files: FileRepository) {}

  /** Stores a checked file in the caller's transaction; its id. */
  store(tx: Tx, kind: FileKind, file: UploadedFile, mimeType: string): Promise<string> {
    const filename = (file.originalname ?? 'file').replace(/[^\w.\- ]+/g, '_').slice(0, 255);
    return this.files.storeFile(
      { kind, filename, mimeType, size: file.size, sha256: sha256(file.buffer), content: file.buffer },
      tx,
    );
  }

  /** A stored file's name, type and bytes, if it exists. */
  async read(id: string, tx?: Tx): Promise<{ filename: string; mimeType: string; content: Buffer } | undefined> {
    const row = await this.files.findFileContent(id, tx);
    return row && { filename: row.filename, mimeType: row.mime_type, content: row.content };
  }

  /** Deletes a file nothing links to any more. */
  remove(id: string, tx?: Tx): Promise<void> {
    return this.files.deleteFile(id, tx);
  }
}
