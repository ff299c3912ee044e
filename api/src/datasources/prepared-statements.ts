/**
 * Named prepared statements. PostgreSQL parses and plans every statement node-postgres sends unnamed, each time it
 * is sent; for the joins of the hot paths (a request's caller, the answer of an approval) planning costs more than
 * running. A statement made with `prepared()` is sent under a name made of its text, so each connection parses it
 * once and PostgreSQL keeps its plan (after five runs it may keep one generic plan for every parameter). So only
 * statements whose best plan does not depend on their parameters are prepared: lookups and locks by key, never a
 * list, a search or a filter.
 *
 * A migration that changes what a prepared statement returns (a column added to a table it reads with `*`) makes
 * PostgreSQL refuse the statement on the connections that prepared it before ("cached plan must not change result
 * type"). The statement is then prepared again under a new name: run again at once outside a transaction; inside
 * one, the unit of work runs its transaction again (`isOutdatedPreparedStatement`).
 */
import { createHash } from 'node:crypto';

/** A statement sent as a named prepared statement. */
export interface PreparedSql {
  readonly text: string;
  readonly name: string;
}

const made = new Map<string, PreparedSql>();

/**
 * Marks a fixed statement (a lookup, lock or write by key) to be planned once per connection. Made once per text, so
 * it may be written where the statement is used.
 */
export function prepared(text: string): PreparedSql {
  let statement = made.get(text);
  if (!statement) {
    statement = { text, name: `bcu_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
    made.set(text, statement);
  }
  return statement;
}

/** Whether PostgreSQL refused a prepared statement because a migration changed what it returns. */
export function isOutdatedPreparedStatement(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}

/** The options a repository passes with a prepared statement's text (see SqlRepository). */
export interface PreparedOption {
  prepared?: string;
}

type Callback = (err: Error | null, result?: unknown) => void;
type ExecuteSql = (
  sql: unknown,
  params: unknown[],
  options: PreparedOption & { transaction?: unknown },
  cb: Callback,
) => void;

/**
 * Teaches loopback-connector-postgresql's `executeSQL` the `prepared` option: the statement goes to node-postgres as
 * `{ name, text }`. Each name carries a generation, raised when PostgreSQL finds the statement outdated.
 */
export function sendPreparedStatements(connector: { executeSQL: ExecuteSql }): void {
  const executeSQL = connector.executeSQL;
  const generations = new Map<string, number>();
  connector.executeSQL = function (this: unknown, sql, params, options, callback) {
    const name = options?.prepared;
    if (!name || typeof sql !== 'string') return executeSQL.call(this, sql, params, options, callback);
    const send = (retried: boolean) =>
      executeSQL.call(
        this,
        { name: `${name}_${generations.get(name) ?? 0}`, text: sql },
        params,
        options,
        (err, result) => {
          if (err && isOutdatedPreparedStatement(err)) {
            generations.set(name, (generations.get(name) ?? 0) + 1);
            if (!retried && !options.transaction) return send(true);
          }
          callback(err, result);
        },
      );
    send(false);
  };
}
