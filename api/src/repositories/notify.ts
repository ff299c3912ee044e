/**
 * NOTIFY inside a writer's transaction: PostgreSQL delivers it only when the transaction commits, so a rolled-back
 * write publishes nothing. It belongs to no table, hence no repository class.
 */
import type { Tx } from '../datasources';

/** Queues `payload` on `channel`, delivered at the commit of `tx`. */
export async function notifyAtCommit(tx: Tx, channel: string, payload: string): Promise<void> {
  await tx.connection.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
