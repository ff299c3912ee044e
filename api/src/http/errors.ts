/**
 * API errors in the shape of DESIGN §3: `{ error: { statusCode, name, message, details: [{ path, message }] } }`.
 * The HTTP layer throws the domain's errors too (`services/errors.ts`); `http/domain-errors.ts` gives them their
 * status. `apiError` stays for what only HTTP knows (an upload's size or type).
 */
import { HttpErrors } from '@loopback/rest';
import type { ErrorDetail } from '../services/errors';

export {
  badRequest,
  conflict,
  forbidden,
  invalid,
  invalidField,
  notFound,
  parse,
  preconditionFailed,
  unauthorized,
  type ErrorDetail,
} from '../services/errors';

export function apiError(statusCode: number, message: string, details: ErrorDetail[] = []): HttpErrors.HttpError {
  return HttpErrors(statusCode, message, { details });
}
