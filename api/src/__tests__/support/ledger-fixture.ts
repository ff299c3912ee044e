/**
 * Fixture SQL that writes what only the ledger writes (a credit's status, figures, holder, lineage, facilitator; new
 * credits; BCU events — migration 1763760001500): run in one transaction with the ledger's flag set, as the ledger's
 * own transaction helper does. Tests use it to set up states; what they assert still goes through the services.
 */
import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/database';

export async function ledgerFixtureSql<T extends QueryResultRow = QueryResultRow>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.tx(async (tx) => {
    await tx.query("SELECT set_config('bcu.ledger', 'on', true)");
    return (await tx.query<T>(sql, params)).rows;
  });
}
