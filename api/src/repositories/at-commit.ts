/**
 * What a unit of work's transaction writes last, in one statement right before its COMMIT: the action log rows its
 * services wrote (action-log.repository.ts) and its live-event notifications (notify.ts), each in the order written.
 * An approval writes three or four log rows and about eight notifications: one round trip instead of one per log
 * write and one for the notifications. Nothing changes for readers: the rows and the notifications become visible
 * at the commit either way, the log's hash chain is sealed at the commit (migration 'action-log-chain-at-commit'),
 * and a failure of the statement rolls the transaction back as a failure of the write itself would.
 * The statement is one of three texts, each a named prepared statement (datasources/prepared-statements.ts): every
 * unit of work that writes sends one, and PostgreSQL would otherwise plan it anew each time.
 */
import type { Tx } from '../datasources';
import { type PreparedSql, prepared } from '../datasources/prepared-statements';
import { ACTION_LOG_INSERT_SQL, actionLogInsertParams, collectLogs, takeCollectedLogs } from './action-log.repository';
import { collectNotifications, takeNotifications } from './notify';

/** The notifications' statement, its two arrays numbered from `first`. */
const notify = (first: number) =>
  `SELECT pg_notify(n.channel, n.payload) FROM unnest($${first}::text[], $${first + 1}::text[]) AS n(channel, payload)`;
const NOTIFICATIONS_SQL = prepared(notify(1));
// a data-modifying WITH runs to completion whether or not the main query reads it; the notifications' arrays follow
// the insert's parameters
const LOGS_AND_NOTIFICATIONS_SQL = prepared(
  `WITH logged AS (${ACTION_LOG_INSERT_SQL.text}) ${notify(actionLogInsertParams([]).length + 1)}`,
);

/** Starts collecting the log rows and notifications of `tx` (the unit of work, when it begins). */
export function collectAtCommit(tx: Tx): void {
  collectLogs(tx);
  collectNotifications(tx);
}

/** Writes what `tx` collected in one statement (the unit of work, right before the commit); nothing when empty. */
export async function flushAtCommit(tx: Tx): Promise<void> {
  const logs = takeCollectedLogs(tx);
  const notifications = takeNotifications(tx);
  const channels = [notifications.map((n) => n[0]), notifications.map((n) => n[1])];
  if (!logs.length) {
    if (notifications.length) await send(tx, NOTIFICATIONS_SQL, channels);
    return;
  }
  const params = actionLogInsertParams(logs);
  if (notifications.length) await send(tx, LOGS_AND_NOTIFICATIONS_SQL, [...params, ...channels]);
  else await send(tx, ACTION_LOG_INSERT_SQL, params);
}

/**
 * Sends a statement under its name on the transaction's connection. None of the three returns a table's columns, so
 * a migration never makes PostgreSQL refuse the connection's plan (PostgreSQL plans it again after a change).
 */
function send(tx: Tx, sql: PreparedSql, values: unknown[]): Promise<unknown> {
  return tx.connection.query({ name: sql.name, text: sql.text, values });
}
