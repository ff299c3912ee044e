/** The action log (audit trail): appended by every write, read by admins and auditors. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ActionLog } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { LogEntry, LogFilter, LogSortField } from '../contracts';
import type { ListPage } from '../services/list-page';
import type { Tx } from '../datasources';
import { batchesOf } from './batches';
import { SqlFilter, inCompanies, likePattern, orderBySql } from './sql-filter';

export class ActionLogRepository extends SqlRepository<ActionLog, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ActionLog, dataSource);
  }

  // ---- the Logs List of the backoffice (spec 3 §2.5) ----

  /** A page of log rows under the filter, within the reader's companies (a row's own, else its user's), with the total. */
  async adminLogPage(
    filter: LogFilter,
    page: ListPage<LogSortField>,
    scope: 'all' | readonly string[],
  ): Promise<{ rows: LogEntry[]; total: number }> {
    const where = inCompanies(logWhere(filter), LOG_COMPANY, scope);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n ${LOG_FROM} ${where.sql}`, where.params);
    const rows = await this.rows<LogEntry>(
      `${LOG_SELECT} ${where.sql} ${logOrder(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Every log row under the filter in list order, in batches from a cursor (the CSV download). */
  adminLogBatches(
    filter: LogFilter,
    sort: Pick<ListPage<LogSortField>, 'sortField' | 'sortOrder'>,
    scope: 'all' | readonly string[],
    batchSize = 500,
  ): AsyncGenerator<LogEntry[]> {
    const where = inCompanies(logWhere(filter), LOG_COMPANY, scope);
    return batchesOf<LogEntry>(
      this.dataSource,
      `${LOG_SELECT} ${where.sql} ${logOrder(sort)}`,
      where.params,
      batchSize,
    );
  }

  /** One log row as the Logs List shows it. */
  adminLog(id: string): Promise<LogEntry | undefined> {
    return this.one<LogEntry>(`${LOG_SELECT} WHERE l.id = $1`, [id]);
  }

  /** The id, time and action of one row (the one the hash-chain check names as broken). */
  summary(id: string, tx?: Tx): Promise<{ id: string; createdAt: Date; action: string } | undefined> {
    return this.one(
      'SELECT id::text AS id, created_at AS "createdAt", action FROM action_logs WHERE id = $1',
      [id],
      tx,
    );
  }

  /** Every action the log holds. */
  async distinctActions(): Promise<string[]> {
    return (await this.rows<{ action: string }>('SELECT DISTINCT action FROM action_logs')).map((r) => r.action);
  }

  /**
   * Appends rows, in the order given, in the writer's transaction; the database chains each hash to the previous
   * row's when the transaction commits (see the migration 'action-log-chain-at-commit'). In a unit of work the rows
   * are collected and inserted with its other pre-commit work in one statement right before the commit
   * (repositories/at-commit.ts); otherwise now, in one statement.
   */
  async append(entries: ActionLogEntry[], tx?: Tx): Promise<void> {
    if (entries.length === 0) return;
    const pending = tx && collected.get(tx);
    if (pending) {
      pending.push(...entries);
      return;
    }
    await this.run(ACTION_LOG_INSERT_SQL, actionLogInsertParams(entries), tx);
  }

  /** Every row in chain order (chain_seq, the order it was computed in), each with whether its hash and link hold. */
  chainCheck(tx?: Tx): Promise<{ id: string; ok: boolean }[]> {
    return this.rows(
      `SELECT id, coalesce(hash = action_log_row_digest(l)
         AND prev_hash = coalesce(lag(hash) OVER (ORDER BY chain_seq), repeat('0', 64)), false) AS ok
       FROM action_logs l ORDER BY chain_seq NULLS LAST, id`,
      [],
      tx,
    );
  }
}

// ---- Logs List SQL (see adminLogPage) ----

const LOG_SORT: Record<LogSortField, string> = {
  createdAt: 'l.created_at',
  action: 'l.action',
  kind: 'l.kind',
};

/** The company a log row belongs to: its own, else its user's. */
const LOG_COMPANY = 'coalesce(l.company_id, u.company_id)';

const LOG_FROM = `
  FROM action_logs l
  LEFT JOIN users u ON u.id = l.user_id
  LEFT JOIN companies c ON c.id = coalesce(l.company_id, u.company_id)`;

const LOG_SELECT = `
  SELECT l.id::text AS id, l.created_at AS "createdAt", l.kind, l.action, l.user_id AS "userId", u.suid AS "SUID",
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "userName",
         coalesce(l.company_id, u.company_id) AS "companyId", c.name AS "companyName",
         l.subject_type AS "subjectType", l.subject_id AS "subjectId", l.details
  ${LOG_FROM}`;

function logWhere(f: LogFilter): SqlFilter {
  const w = new SqlFilter();
  if (f.action) w.add('l.action = ANY(?)', [f.action].flat());
  if (f.kind) w.add('l.kind = ?', f.kind);
  if (f.id) w.add('l.id = ANY(?::bigint[])', f.id.map(String));
  w.dateRange('l.created_at', f.from, f.to);
  if (f.q)
    w.add(
      `(l.action ILIKE ? OR l.details::text ILIKE ? OR u.suid ILIKE ? OR u.email ILIKE ? OR c.name ILIKE ?
        OR (u.first_name || ' ' || u.last_name) ILIKE ? OR l.subject_id ILIKE ?)`,
      likePattern(f.q),
    );
  return w;
}

const logOrder = (p: Pick<ListPage<LogSortField>, 'sortField' | 'sortOrder'>) => orderBySql(LOG_SORT, p, 'l.id');

/** One row of the action log as a writer gives it (details as JSON text). */
/** The log rows a unit of work's transaction will insert right before its commit, in the order written. */
const collected = new WeakMap<Tx, ActionLogEntry[]>();

/** Collects the log rows written in `tx` until `takeCollectedLogs` (the unit of work calls both, at-commit.ts). */
export function collectLogs(tx: Tx): void {
  collected.set(tx, []);
}

/** The log rows collected in `tx`, no longer collected. */
export function takeCollectedLogs(tx: Tx): ActionLogEntry[] {
  const rows = collected.get(tx) ?? [];
  collected.delete(tx);
  return rows;
}

/**
 * The one statement inserting log rows in their order: one array per column ($1 … $8), so its text is the same for
 * any number of rows, and it is prepared once per connection.
 */
export const ACTION_LOG_INSERT_SQL = prepared(
  `INSERT INTO action_logs (kind, action, user_id, company_id, subject_type, subject_id, ip, details)
   SELECT kind, action, user_id, company_id, subject_type, subject_id, ip, details::jsonb
     FROM unnest($1::text[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
          WITH ORDINALITY AS e(kind, action, user_id, company_id, subject_type, subject_id, ip, details, n)
    ORDER BY n`,
);

/** The parameters of ACTION_LOG_INSERT_SQL for `entries`, in the statement's order. */
export function actionLogInsertParams(entries: ActionLogEntry[]): unknown[] {
  const column = <K extends keyof ActionLogEntry>(key: K) => entries.map((e) => e[key]);
  return [
    column('kind'),
    column('action'),
    column('userId'),
    column('companyId'),
    column('subjectType'),
    column('subjectId'),
    column('ip'),
    column('details'),
  ];
}

export interface ActionLogEntry {
  kind: string;
  action: string;
  userId: string | null;
  companyId: string | null;
  subjectType: string | null;
  subjectId: string | null;
  ip: string | null;
  details: string;
}
