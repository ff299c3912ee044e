/** Rate-limit counters (fixed windows per key), shared by every registry instance on the database. */
import { inject } from '@loopback/core';
import type { PostgresDataSource, Tx } from '../datasources';
import { RateLimitHit } from '../models';
import { SqlRepository } from './sql.repository';

/** A key's hits in its current window, and when that window ends. */
export interface RateLimitCount {
  hits: number;
  resetAt: Date;
}

interface CountRow {
  hits: number;
  reset_at: Date;
}
const toCount = (r: CountRow | undefined): RateLimitCount | undefined =>
  r && { hits: Number(r.hits), resetAt: new Date(r.reset_at) };

export class RateLimitRepository extends SqlRepository<RateLimitHit, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RateLimitHit, dataSource);
  }

  /**
   * Counts one hit on `key` in one atomic upsert: the first hit of a window (no row, or its window over) starts a
   * new window of `windowMs` with 1 hit; any other adds one. Concurrent hits from any instance are all counted.
   */
  async hit(key: string, windowMs: number, tx?: Tx): Promise<RateLimitCount> {
    const row = await this.one<CountRow>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [key, windowMs],
      tx,
    );
    return toCount(row)!;
  }

  /** The key's count in its current window; none once the window is over. */
  async current(key: string, tx?: Tx): Promise<RateLimitCount | undefined> {
    return toCount(
      await this.one<CountRow>(
        'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
        [key],
        tx,
      ),
    );
  }

  /** Takes back one hit of the current window (a request the limiter decided not to count). */
  async unhit(key: string, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()',
      [key],
      tx,
    );
  }

  /** Forgets one key: its next hit starts a new window. */
  async forget(key: string, tx?: Tx): Promise<void> {
    await this.run('DELETE FROM rate_limit_hits WHERE key = $1', [key], tx);
  }

  /** Forgets every key starting with `prefix` (all clients of one limiter). */
  async forgetAll(prefix: string, tx?: Tx): Promise<void> {
    await this.run('DELETE FROM rate_limit_hits WHERE starts_with(key, $1)', [prefix], tx);
  }

  /** Removes the windows that are over: a key without a row starts afresh. */
  sweepExpired(tx?: Tx): Promise<number> {
    return this.run('DELETE FROM rate_limit_hits WHERE reset_at <= now()', [], tx);
  }
}
