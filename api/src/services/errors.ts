/**
 * What the domain refuses, in the registry's words: each error names its kind (not found, invalid, in conflict…),
 * the catalogue message and the fields concerned. The HTTP layer alone turns a kind into a status code
 * (`http/domain-errors.ts`); nothing here knows of HTTP.
 */
import { z } from 'zod';
import { MSG, unstorableTextPath } from '../contracts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export type DomainErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'preconditionFailed'
  | 'invalid'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown, kind?: DomainErrorKind): e is DomainError =>
  e instanceof DomainError && (kind === undefined || e.kind === kind);

/** The request itself is malformed (not a rule of the registry: JSON that does not parse, a bad cursor). */
export const badRequest = (message: string, details?: ErrorDetail[]) => new DomainError('badRequest', message, details);
/** Who is asking is not known (no session, a wrong code, a revoked key). */
export const unauthorized = (message: string = MSG.unauthorized) => new DomainError('unauthorized', message);
/** The actor is known and may not do this. */
export const forbidden = (message: string = MSG.forbidden, details?: ErrorDetail[]) =>
  new DomainError('forbidden', message, details);
/** The thing does not exist, or the actor may not know that it does. */
export const notFound = (message: string = MSG.notFound, details?: ErrorDetail[]) =>
  new DomainError('notFound', message, details);
/** The thing's present state forbids the step (already decided, taken by a concurrent write). */
export const conflict = (message: string, details?: ErrorDetail[]) => new DomainError('conflict', message, details);
/** A condition the client must meet first (e.g. a confirmation) is not met. */
export const preconditionFailed = (message: string, details?: ErrorDetail[]) =>
  new DomainError('preconditionFailed', message, details);
/** Input breaks a rule of the specs; the message is the catalogue's, the details name the fields. */
export const invalid = (message: string, details?: ErrorDetail[]) => new DomainError('invalid', message, details);
/** This instance cannot serve the request now (it is stopping); another instance, or a later try, can. */
export const unavailable = (message: string = MSG.tryAgainLater) => new DomainError('unavailable', message);
/** `invalid` for one field. */
export const invalidField = (path: string, message: string) => invalid(message, [{ path, message }]);

const CATALOGUE = new Set<string>(Object.values(MSG));

/**
 * Parses `value` with a contract schema; failures are `invalid` with the first spec text as message. A text that
 * cannot be stored (contracts `isStorableText`) is refused first, wherever it is, with its field's message: the
 * one the schema gives for a value of the wrong kind in that place, else the catalogue's text for such input.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = unstorableTextPath(value);
  if (unstorable) {
    const message = fieldMessage(schema, value, unstorable) ?? MSG.textUnstorable;
    throw invalidField(unstorable.join('.'), message);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: i.path.length ? i.path.join('.') : '',
    message: i.message,
  }));
  throw invalid(details[0]?.message ?? MSG.validationError, details);
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
