/**
 * The Logs List of the backoffice (spec 3 §2.5): the action log read with filters, a streamed CSV of the same
 * selection, and the hash-chain check. Reads only: the log is append-only (see the foundation migration).
 */
import { type CompanyScope, assertInScope, inScope } from '../accounts/auditor.service';
import {
  LOG_ACTION_NAMES,
  type AuditVerification,
  type LogEntry,
  type LogFilter,
  type LogSortField,
} from '../../contracts';
import type { Database } from '../../db/database';
import type { Tx } from '../../datasources';
import { cursorBatches } from '../../db/cursor';
import { notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { ListPage } from '../list-page';
import { SqlFilter, likePattern } from '../../repositories/sql-filter';

const SORT_SQL: Record<LogSortField, string> = {
  createdAt: 'l.created_at',
  action: 'l.action',
  kind: 'l.kind',
};

/** The company a log row belongs to: its own, else its user's. */
const COMPANY = 'coalesce(l.company_id, u.company_id)';

const FROM = `
  FROM action_logs l
  LEFT JOIN users u ON u.id = l.user_id
  LEFT JOIN companies c ON c.id = coalesce(l.company_id, u.company_id)`;

const SELECT = `
  SELECT l.id::text AS id, l.created_at AS "createdAt", l.kind, l.action, l.user_id AS "userId", u.suid AS "SUID",
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "userName",
         coalesce(l.company_id, u.company_id) AS "companyId", c.name AS "companyName",
         l.subject_type AS "subjectType", l.subject_id AS "subjectId", l.details
  ${FROM}`;

export class AdminLogService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
  ) {}

  /** A page of log rows under the filter, with the total count. */
  async list(
    filter: LogFilter,
    page: ListPage<LogSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: LogEntry[]; total: number }> {
    const where = inScope(this.where(filter), COMPANY, scope);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n ${FROM} ${where.sql}`, where.params);
    const rows = await this.db.rows<LogEntry>(
      `${SELECT} ${where.sql} ${orderBy(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  async one(id: string, scope: CompanyScope): Promise<LogEntry> {
    const row = await this.db.one<LogEntry>(`${SELECT} WHERE l.id = $1`, [id]);
    if (!row) throw notFound();
    assertInScope(scope, row.companyId);
    return row;
  }

  /** Every row under the filter in list order, in batches from a cursor (the CSV download). */
  async *batches(
    filter: LogFilter,
    sort: Pick<ListPage<LogSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
    batchSize = 500,
  ): AsyncGenerator<LogEntry[]> {
    const where = inScope(this.where(filter), COMPANY, scope);
    yield* cursorBatches<LogEntry>(this.db.pool, `${SELECT} ${where.sql} ${orderBy(sort)}`, where.params, batchSize);
  }

  /** Recomputes the hash chain; names the first row that was altered, removed or inserted out of chain. */
  async verify(tx?: Tx): Promise<AuditVerification> {
    const r = await this.log.verify(tx);
    if (r.ok || !r.firstBrokenId) return { ok: r.ok, rows: r.rows };
    const row = await this.db.one<{ id: string; createdAt: Date; action: string }>(
      'SELECT id::text AS id, created_at AS "createdAt", action FROM action_logs WHERE id = $1',
      [r.firstBrokenId],
      tx,
    );
    return {
      ok: false,
      rows: r.rows,
      firstBrokenId: String(r.firstBrokenId),
      firstBroken: row ? { id: row.id, createdAt: row.createdAt.toISOString(), action: row.action } : undefined,
    };
  }

  private where(f: LogFilter): SqlFilter {
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

  /** The action filter's choices: every action the spec names, and any other action the log holds, sorted. */
  async actions(): Promise<string[]> {
    const rows = await this.db.rows<{ action: string }>('SELECT DISTINCT action FROM action_logs');
    return [...new Set([...LOG_ACTION_NAMES, ...rows.map((r) => r.action)])].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
  }
}

const orderBy = (p: Pick<ListPage<LogSortField>, 'sortField' | 'sortOrder'>) =>
  `ORDER BY ${SORT_SQL[p.sortField]} ${p.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, l.id ${p.sortOrder === 'ASC' ? 'ASC' : 'DESC'}`;

/** A log row as a CSV line, in the order of LOG_CSV_COLUMNS. */
export const logCsvCells = (r: LogEntry): unknown[] => [
  r.id,
  r.createdAt,
  r.kind,
  r.action,
  r.SUID,
  r.companyId,
  r.userName,
  r.details,
];
