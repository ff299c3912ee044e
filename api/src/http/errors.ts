/** API errors in the shape of DESIGN §3: `{ error: { statusCode, name, message, details: [{ path, message }] } }`. */
import { HttpErrors } from '@loopback/rest';
import { z } from 'zod';
import { MSG, unstorableTextPath } from '../contracts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export function apiError(statusCode: number, message: string, details: ErrorDetail[] = []): HttpErrors.HttpError {
  return HttpErrors(statusCode, message, { details });
}

export const badRequest = (message: string, details?: ErrorDetail[]) => apiError(400, message, details);
export const unauthorized = (message: string = MSG.unauthorized) => apiError(401, message);
export const forbidden = (message: string = MSG.forbidden) => apiError(403, message);
export const notFound = (message: string = MSG.notFound) => apiError(404, message);
export const conflict = (message: string, details?: ErrorDetail[]) => apiError(409, message, details);

const CATALOGUE = new Set<string>(Object.values(MSG));

/**
 * Parses `value` with a contract schema; failures become a 422 whose message is the first spec text. A text that
 * cannot be stored (contracts `isStorableText`) is refused first, wherever it is, with its field's message: the
 * one the schema gives for a value of the wrong kind in that place, else the catalogue's text for such input.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = unstorableTextPath(value);
  if (unstorable) {
    const message = fieldMessage(schema, value, unstorable) ?? MSG.textUnstorable;
    throw apiError(422, message, [{ path: unstorable.join('.'), message }]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: i.path.length ? i.path.join('.') : '',
    message: i.message,
  }));
  throw apiError(422, details[0]?.message ?? MSG.validationError, details);
}

/** The catalogue message `schema` gives at `at` when a value of no valid kind stands there. */
function fieldMessage(schema: z.ZodType, value: unknown, at: (string | number)[]): string | undefined {
  if (!at.length) return messageAt(schema.safeParse(Symbol('unstorable')), at);
  const probe = structuredClone(value) as Record<string | number, unknown>;
  let node = probe;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[at[at.length - 1]] = Symbol('unstorable');
  return messageAt(schema.safeParse(probe), at);
}

function messageAt(result: { error?: z.ZodError }, at: (string | number)[]): string | undefined {
  const key = at.join('.');
  const issue = result.error?.issues.find((i) => i.path.join('.') === key);
  return issue && CATALOGUE.has(issue.message) ? issue.message : undefined;
}
