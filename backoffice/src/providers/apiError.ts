/**
 * Translation of the API's error envelope (DESIGN §3)
 * `{ error: { statusCode, name, message, details: [{ path, message }] } }`
 * into what react-admin understands: an `HttpError` whose body carries `errors: { field: message }`
 * (shown beside the inputs of a pessimistic form) and `root.serverError` (the overall message).
 */
import { HttpError } from 'react-admin';
import { MSG } from '@bcu/api/contracts';

export interface ApiErrorDetail {
  path?: string | (string | number)[];
  message: string;
}

export interface ApiErrorEnvelope {
  error?: {
    statusCode?: number;
    name?: string;
    message?: string;
    details?: ApiErrorDetail[];
  };
}

/** The body react-admin reads from a rejected data provider call. */
export interface ValidationErrorBody {
  errors: Record<string, string | { serverError: string }>;
  message: string;
  details: ApiErrorDetail[];
}

/**
 * A detail path as a form field name: JSON pointers ('/phone/code'), dotted paths with a request prefix
 * ('body.note') and arrays (['users', 0, 'email']) all become react-hook-form names ('phone.code', 'note',
 * 'users.0.email'). An empty path names the whole request and yields ''.
 */
export function fieldName(path: ApiErrorDetail['path']): string {
  const parts = Array.isArray(path)
    ? path.map(String)
    : String(path ?? '')
        .split(/[./]/)
        .filter((p) => p !== '');
  const [first, ...rest] = parts;
  return (first === 'body' || first === 'requestBody' || first === 'payload' ? rest : parts).join('.');
}

/** The messages of an error answer: the details when there are any, else the overall message. */
export function errorMessages(body: unknown): string[] {
  const error = (body as ApiErrorEnvelope | null | undefined)?.error;
  const details = (error?.details ?? []).map((d) => d.message).filter(Boolean);
  if (details.length) return details;
  return error?.message ? [error.message] : [];
}

/** The overall message of an error answer, falling back to the status text and then 'Unknown error'. */
export function errorMessage(body: unknown, statusText?: string): string {
  const error = (body as ApiErrorEnvelope | null | undefined)?.error;
  return error?.message || statusText || MSG.unknownError;
}

/** `{ field: message }` for every detail with a path (first message per field wins), plus `root.serverError`. */
export function toValidationErrors(body: unknown, statusText?: string): ValidationErrorBody {
  const message = errorMessage(body, statusText);
  const details = (body as ApiErrorEnvelope | null | undefined)?.error?.details ?? [];
  const errors: ValidationErrorBody['errors'] = {};
  for (const d of details) {
    const name = fieldName(d.path);
    if (name && !(name in errors)) errors[name] = d.message;
  }
  errors.root = { serverError: message };
  return { errors, message, details };
}

/**
 * The HttpError react-admin expects. When the answer has field details its message is the joined field
 * messages, so the notification of a failed save says what is wrong, not only 'Validation Error'.
 */
export function toHttpError(status: number, statusText: string, body: unknown): HttpError {
  const translated = toValidationErrors(body, statusText);
  const fieldMessages = translated.details.map((d) => d.message).filter(Boolean);
  const message = fieldMessages.length ? fieldMessages.join('\n') : translated.message;
  return new HttpError(message, status, translated);
}
