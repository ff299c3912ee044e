/** The connection pool and the transaction helper every write goes through. */
import { Pool, PoolClient, QueryResultRow, types } from 'pg';

// DATE stays a 'yyyy-MM-dd' string (no time-zone shift); NUMERIC is never turned into a float.
types.setTypeParser(1082, (v) => v);

export type Queryable = Pick<PoolClient, 'query'>;

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

  async one<T extends QueryResultRow>(sql: string, params: unknown[] = [], db: Queryable = this.pool): Promise<T | undefined> {
    return (await db.query<T>(sql, params)).rows[0];
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async tx<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
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
