/**
 * Idempotent writes (issue 16.3): a company's `Idempotency-Key` with the same request within 24 hours answers the
 * first answer again and changes nothing more; with another request it is refused (422). The database decides
 * which of concurrent duplicates runs (the key is the table's primary key); the others wait for its answer.
 */
import { IDEMPOTENCY, MSG } from '../../contracts';
import type { IdempotencyRepository } from '../../repositories';
import { badRequest, conflict, invalidField } from '../errors';
import { sha256 } from '../platform/crypto';

/** An answer as it was first given: its status and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** How often a duplicate looks whether the first request has answered, and for how long at most. */
const POLL_MS = 50;
const WAIT_MS = 30_000;
/** Keys older than 24 hours are swept at most this often per instance (a claim forgets its own old key anyway). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export class IdempotencyService {
  private sweptAt = Date.now();

  constructor(private readonly keys: IdempotencyRepository) {}

  /** The request's fingerprint: its method, path and body, the body with its object keys in a fixed order. */
  fingerprint(method: string, path: string, body: unknown): string {
    return sha256(JSON.stringify([method.toUpperCase(), path, canonical(body)]));
  }

  /**
   * Runs `write` once per company and key: the first request runs it and its answer is stored; a duplicate with
   * the same fingerprint gets the stored answer (`replayed`), waiting while the first still runs; another
   * fingerprint is refused. A write that fails changes nothing, so its key is freed for a retry.
   */
  async once(
    companyId: string,
    key: string,
    fingerprint: string,
    write: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer & { replayed: boolean }> {
    if (!IDEMPOTENCY.pattern.test(key))
      throw badRequest(MSG.idempotencyKeyInvalid, [{ path: IDEMPOTENCY.header, message: MSG.idempotencyKeyInvalid }]);
    await this.sweep();
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.keys.claim(companyId, key, fingerprint, IDEMPOTENCY.rememberHours)) {
        let answer: StoredAnswer;
        try {
          answer = await write();
        } catch (e) {
          await this.keys.release(companyId, key);
          throw e;
        }
        await this.keys.complete(companyId, key, answer.status, answer.body);
        return { ...answer, replayed: false };
      }
      const first = await this.keys.findKey(companyId, key);
      // the first request failed and freed the key meanwhile: claim it again
      if (!first) continue;
      if (first.requestHash !== fingerprint) throw invalidField(IDEMPOTENCY.header, MSG.idempotencyKeyReused);
      if (first.status !== null) return { status: first.status, body: first.response, replayed: true };
      if (Date.now() > deadline) throw conflict(MSG.idempotencyKeyInFlight);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = Date.now();
    await this.keys.sweep(IDEMPOTENCY.rememberHours);
  }
}

/** A JSON value with every object's keys sorted, so that key order does not change the fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}
