/**
 * express-rate-limit's store in PostgreSQL: the counters live in `rate_limit_hits`, so every registry instance on
 * the database counts against the same limit (a second instance must not double it). One store per limiter; its
 * keys are `<scope>:<limiter>:<client>`, so the limiters count apart and instances count together when they share
 * the scope (all instances of one registry do: the default).
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { RateLimitRepository } from '../repositories';

/** Windows that are over are swept at most this often per store. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export class PostgresRateLimitStore implements Store {
  /** Counters are shared with the other instances: express-rate-limit must not assume they are this process's. */
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private sweptAt = Date.now();

  constructor(
    private readonly counters: RateLimitRepository,
    scope: string,
    limiter: string,
  ) {
    this.prefix = `${scope}:${limiter}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const count = await this.counters.current(this.prefix + key);
    return count && { totalHits: count.hits, resetTime: count.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    await this.sweep();
    const count = await this.counters.hit(this.prefix + key, this.windowMs);
    return { totalHits: count.hits, resetTime: count.resetAt };
  }

  decrement(key: string): Promise<void> {
    return this.counters.unhit(this.prefix + key);
  }

  resetKey(key: string): Promise<void> {
    return this.counters.forget(this.prefix + key);
  }

  resetAll(): Promise<void> {
    return this.counters.forgetAll(this.prefix);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = Date.now();
    await this.counters.sweepExpired();
  }
}
