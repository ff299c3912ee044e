/** The connection pool and the transaction helper every write goes through. */
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool, PoolClient, QueryResultRow, types } from 'pg';
import { MSG } from '../contracts/messages';
import { conflict } from '../http/errors';

// DATE stays a 'yyyy-MM-dd' string (no time-zone shift); NUMERIC is never turned into a float.
types.setTypeParser(1082, (v) => v);

export type Queryable = Pick<PoolClient, 'query'>;

/** How often a transaction is run when PostgreSQL aborts it for a deadlock or a serialization failure. */
export const TX_ATTEMPTS = 4;

/**
 * Whether PostgreSQL aborted the transaction only because of other transactions running at the same moment, so
 * that running it again can succeed: a deadlock, a serialization failure, or a chain position of the action log
 * taken by a concurrent commit (the unique chain_seq).
 */
export function isTransientConflict(e: unknown): boolean {
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  return code === '40P01' || code === '40001' || (code === '23505' && constraint === 'action_logs_chain_seq');
}

export class Database {
  readonly pool: Pool;

  constructor(url: string, max = 10) {
    this.pool = new Pool({ connectionString: url, max });
    // An idle connection dropped by the server (restart, shutdown) must not crash the process.
    this.pool.on('error', (e) => console.error('[db] idle connection error:', e.message));
  }

  async rows<T extends QueryResultRow>(sql: string, params: unknown[] = [], db: Queryable = this.pool): Promise<T[]> {
    return (await db.query<T>(sql, params)).rows;
  }

  async one<T extends QueryResultRow>(
    sql: string,
    params: unknown[] = [],
    db: Queryable = this.pool,
  ): Promise<T | undefined> {
    return (await db.query<T>(sql, params)).rows[0];
  }

  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. A transaction aborted
   * by a deadlock or a serialization failure is run again from the start (`fn` must keep its side effects in
   * the transaction), up to TX_ATTEMPTS times; then the request is refused with 409 and nothing is changed.
   */
  async tx<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.txOnce(fn);
      } catch (e) {
        if (!isTransientConflict(e)) throw e;
        if (attempt >= TX_ATTEMPTS) throw conflict(MSG.writeConflict);
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }

  private async txOnce<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
