/**
 * What a unit of work's transaction writes last, in one statement right before its COMMIT: the action log rows its
 * services wrote (action-log.repository.ts) and its live-event notifications (notify.ts), each in the order written.
 * An approval writes three or four log rows and about eight notifications: one round trip instead of one per log
 * write and one for the notifications. Nothing changes for readers: the rows and the notifications become visible
 * at the commit either way, the log's hash chain is sealed at the commit (migration 'action-log-chain-at-commit'),
 * and a failure of the statement rolls the transaction back as a failure of the write itself would.
 */
import type { Tx } from '../datasources';
import { actionLogInsert, collectLogs, takeCollectedLogs } from './action-log.repository';
import { collectNotifications, takeNotifications } from './notify';

/** Starts collecting the log rows and notifications of `tx` (the unit of work, when it begins). */
export function collectAtCommit(tx: Tx): void {
  collectLogs(tx);
  collectNotifications(tx);
}

/** Writes what `tx` collected in one statement (the unit of work, right before the commit); nothing when empty. */
export async function flushAtCommit(tx: Tx): Promise<void> {
  const logs = takeCollectedLogs(tx);
  const notifications = takeNotifications(tx);
  const notify = (first: number) =>
    `SELECT pg_notify(n.channel, n.payload) FROM unnest($${first}::text[], $${first + 1}::text[]) AS n(channel, payload)`;
  const channels = [notifications.map((n) => n[0]), notifications.map((n) => n[1])];
  if (!logs.length) {
    if (notifications.length) await tx.connection.query(notify(1), channels);
    return;
  }
  const insert = actionLogInsert(logs);
  // a data-modifying WITH runs to completion whether or not the main query reads it
  const sql = notifications.length ? `WITH logged AS (${insert.sql}) ${notify(insert.params.length + 1)}` : insert.sql;
  await tx.connection.query(sql, notifications.length ? [...insert.params, ...channels] : insert.params);
}
