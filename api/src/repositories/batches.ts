/** Large reads in batches (the CSV exports): a server-side cursor on a connection of the datasource's pool. */
import type { juggler } from '@loopback/repository';
import type { QueryResultRow } from 'pg';
import type { PostgresDataSource } from '../datasources';
import { cursorBatches } from '../db/cursor';

/** The rows of `sql` in batches of `batchSize`, one snapshot, the connection released when the reading ends. */
export function batchesOf<T extends QueryResultRow>(
  dataSource: juggler.DataSource,
  sql: string,
  params: unknown[],
  batchSize = 500,
): AsyncGenerator<T[]> {
  return cursorBatches<T>((dataSource as PostgresDataSource).pool, sql, params, batchSize);
}
