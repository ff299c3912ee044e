/**
 * The Logs List of the backoffice (spec 3 §2.5): the action log read with filters, a streamed CSV of the same
 * selection, and the hash-chain check. Reads only: the log is append-only (see the foundation migration).
 */
import { type CompanyScope, assertInScope } from '../accounts/auditor.service';
import {
  LOG_ACTION_NAMES,
  type AuditVerification,
  type LogEntry,
  type LogFilter,
  type LogSortField,
} from '../../contracts';
import type { Tx, UnitOfWork } from '../../datasources';
import type { ActionLogRepository } from '../../repositories';
import { notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { ListPage } from '../list-page';

/** The connection the chain check runs on (a caller's, to see its own uncommitted rows). */
type ChainReader = Parameters<AuditLogService['verify']>[0];

export class AdminLogService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly logs: ActionLogRepository,
    private readonly log: AuditLogService,
  ) {}

  /** A page of log rows under the filter, with the total count. */
  list(
    filter: LogFilter,
    page: ListPage<LogSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: LogEntry[]; total: number }> {
    return this.logs.adminLogPage(filter, page, scope);
  }

  async one(id: string, scope: CompanyScope): Promise<LogEntry> {
    const row = await this.logs.adminLog(id);
    if (!row) throw notFound();
    assertInScope(scope, row.companyId);
    return row;
  }

  /** Every row under the filter in list order, in batches from a cursor (the CSV download). */
  batches(
    filter: LogFilter,
    sort: Pick<ListPage<LogSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
    batchSize = 500,
  ): AsyncGenerator<LogEntry[]> {
    return this.logs.adminLogBatches(filter, sort, scope, batchSize);
  }

  /**
   * Recomputes the hash chain; names the first row that was altered, removed or inserted out of chain. Without a
   * caller's connection the check and the reading of that row share one transaction.
   */
  verify(on?: ChainReader): Promise<AuditVerification> {
    if (on) return this.verifyOn(on);
    return this.uow.transaction((tx) => this.verifyOn(tx, tx));
  }

  private async verifyOn(on: NonNullable<ChainReader>, tx?: Tx): Promise<AuditVerification> {
    const r = await this.log.verify(on);
    if (r.ok || !r.firstBrokenId) return { ok: r.ok, rows: r.rows };
    const row = await this.logs.summary(r.firstBrokenId, tx);
    return {
      ok: false,
      rows: r.rows,
      firstBrokenId: String(r.firstBrokenId),
      firstBroken: row ? { id: row.id, createdAt: row.createdAt.toISOString(), action: row.action } : undefined,
    };
  }

  /** The action filter's choices: every action the spec names, and any other action the log holds, sorted. */
  async actions(): Promise<string[]> {
    const held = await this.logs.distinctActions();
    return [...new Set([...LOG_ACTION_NAMES, ...held])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
}

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
