/**
 * Multipart uploads (multer, in memory, under the route's limits). Multer's own refusals — a part too large, a
 * file under another name, too many parts, a malformed body — become the route's error in the catalogue's words
 * (a 4xx, never a 500); the files and text fields come back by name.
 */
import type { Request, Response } from '@loopback/rest';
import multer from 'multer';
import type { UploadedFile } from '../services/platform/file-storage.service';
import { MSG } from '../contracts';
import { badRequest } from './errors';

/** What multer reports when it refuses a body: its code (e.g. LIMIT_FILE_SIZE) and the field concerned. */
export interface UploadRefusal {
  code?: string;
  field?: string;
}

/** A multipart body read into memory: the text fields and, per file field, its files. */
export interface Multipart<F extends UploadedFile = UploadedFile> {
  fields: Record<string, unknown>;
  files: Partial<Record<string, F[]>>;
}

/**
 * A reader of multipart bodies with the given file fields (each at most `maxCount` files) and limits; `refuse`
 * turns a refusal of multer's into the error the route answers with.
 */
export function multipartReader<F extends UploadedFile = UploadedFile>(
  options: { files: readonly multer.Field[]; limits: multer.Options['limits'] },
  refuse: (refusal: UploadRefusal) => Error,
): (req: Request, res: Response) => Promise<Multipart<F>> {
  const handler = multer({ storage: multer.memoryStorage(), limits: options.limits }).fields([...options.files]);
  return (req, res) =>
    new Promise((resolve, reject) =>
      handler(req as never, res as never, (err: unknown) => {
        if (err) return reject(refuse(err as UploadRefusal));
        const files = (req as unknown as { files?: Partial<Record<string, F[]>> }).files ?? {};
        resolve({ fields: (req.body ?? {}) as Record<string, unknown>, files });
      }),
    );
}

/** The JSON text field `name` of a multipart body, parsed; missing or not JSON is a 400 in the catalogue's words. */
export function jsonField(fields: Record<string, unknown>, name: string): unknown {
  const raw = fields[name];
  if (typeof raw !== 'string') throw badRequest(MSG.validationError, [{ path: name, message: MSG.fieldRequired }]);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(MSG.validationError, [{ path: name, message: `${name} must be JSON` }]);
  }
}
