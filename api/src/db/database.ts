/**
 * @deprecated Raw SQL over the datasource's pool, kept while services move onto repositories (issue 12): new code
 * uses a repository and `UnitOfWork.transaction`.
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
