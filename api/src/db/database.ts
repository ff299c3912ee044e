/**
 * Raw SQL over the datasource's pool for what is not request work: the demo data (seeds), the bench's fixtures and
 * the tests' fixtures and checks. The registry's services never use it: they go through the repositories and the
 * unit of work (`services/index.ts`).
 */
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { type PostgresDataSource, type Tx, UnitOfWork } from '../datasources';

export type Queryable = Pick<PoolClient, 'query'>;

export class Database {
  readonly pool: Pool;
  readonly uow: UnitOfWork;

  constructor(readonly dataSource: PostgresDataSource) {
    this.pool = dataSource.pool;
    this.uow = new UnitOfWork(dataSource);
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

  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.uow.transaction(fn);
  }

  close(): Promise<void> {
    return this.dataSource.disconnect();
  }
}
