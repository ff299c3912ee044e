/** API errors in the shape of DESIGN §3: `{ error: { statusCode, name, message, details: [{ path, message }] } }`. */
import { HttpErrors } from '@loopback/rest';
import { z } from 'zod';
import { MSG } from '../contracts';

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

/** Parses `value` with a contract schema; failures become a 422 whose message is the first spec text. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: i.path.length ? i.path.join('.') : '',
    message: i.message,
  }));
  throw apiError(422, details[0]?.message ?? MSG.validationError, details);
}
