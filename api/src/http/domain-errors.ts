/**
 * The one place where the domain's refusals become HTTP answers: each kind of `DomainError` has its status code,
 * and the catalogue message and field details travel unchanged in the error envelope (DESIGN §3).
 */
import { inject } from '@loopback/core';
import { HttpErrors, type LogError, type Reject, RejectProvider, RestBindings } from '@loopback/rest';
import type { ErrorWriterOptions } from 'strong-error-handler';
import { DomainError, type DomainErrorKind } from '../services/errors';

const STATUS: Record<DomainErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  preconditionFailed: 412,
  invalid: 422,
  unavailable: 503,
};

/** The HTTP error a domain error answers with; any other error unchanged. */
export function httpErrorOf(e: unknown): unknown {
  if (!(e instanceof DomainError)) return e;
  // the message is the catalogue's, meant for the client: shown for a 503 too (the error writer hides 5xx messages)
  return HttpErrors(STATUS[e.kind], e.message, { details: e.details, expose: true });
}

/** LoopBack's reject action, after turning a domain error into its HTTP error. */
export class DomainRejectProvider {
  static value(
    @inject(RestBindings.SequenceActions.LOG_ERROR) logError: LogError,
    @inject(RestBindings.ERROR_WRITER_OPTIONS, { optional: true }) errorWriterOptions?: ErrorWriterOptions,
  ): Reject {
    const reject = RejectProvider.value(logError, errorWriterOptions);
    return (context, error) => reject(context, httpErrorOf(error) as Error);
  }
}
