/** Reading a large result in batches through a server-side cursor: one snapshot, bounded memory. */
import type { Pool, QueryResultRow } from 'pg';

/**
 * Yields the rows of `sql` in batches of `batchSize` from a `DECLARE … CURSOR` inside a read-only transaction.
 * The connection is released when the iteration ends, also when the consumer stops early.
 */
export async function* cursorBatches<T extends QueryResultRow>(
  pool: Pool,
  sql: string,
  params: unknown[],
  batchSize = 500,
): AsyncGenerator<T[]> {
  const client = await pool.connect();
  let done = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const { rows } = await client.query<T>(`FETCH ${Math.max(1, Math.floor(batchSize))} FROM export_cursor`);
      if (rows.length) yield rows;
      if (rows.length < batchSize) break;
    }
    await client.query('COMMIT');
    done = true;
  } finally {
    if (!done) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
