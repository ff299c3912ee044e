/**
 * NOTIFY inside a writer's transaction: PostgreSQL delivers it only when the transaction commits, so a rolled-back
 * write publishes nothing. It belongs to no table, hence no repository class.
 *
 * In a unit of work (UnitOfWork.transaction) the notifications are collected and sent in one statement just before
 * the commit (at-commit.ts), in the order they were queued (one round trip instead of one per event: an approval
 * publishes about eight). PostgreSQL delivers them at commit either way, so listeners see the same notifications in
 * the same order.
 */
import type { Tx } from '../datasources';

/** The notifications a unit of work's transaction will send before its commit ([channel, payload] in order). */
const queued = new WeakMap<Tx, [string, string][]>();

/** Collects the notifications of `tx` until `takeNotifications` (the unit of work calls both, at-commit.ts). */
export function collectNotifications(tx: Tx): void {
  queued.set(tx, []);
}

/** Queues `payload` on `channel`, delivered at the commit of `tx`. */
export async function notifyAtCommit(tx: Tx, channel: string, payload: string): Promise<void> {
  const pending = queued.get(tx);
  if (pending) pending.push([channel, payload]);
  else await tx.connection.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/** The notifications collected for `tx` ([channel, payload] in order), no longer collected. */
export function takeNotifications(tx: Tx): [string, string][] {
  const pending = queued.get(tx) ?? [];
  queued.delete(tx);
  return pending;
}
