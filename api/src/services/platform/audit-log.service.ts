/** The action log (spec 3 §4): one row per action, written in the transaction of the action itself. */
import type { Tx } from '../../datasources';
import type { ActionLogRepository } from '../../repositories';
import type { LogKind } from '../../contracts';

export interface LogEntry {
  kind: LogKind;
  action: string;
  userId?: string | null;
  companyId?: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

export class AuditLogService {
  constructor(private readonly logs: ActionLogRepository) {}

  /**
   * Appends a row in the transaction of the action; the database chains its hash to the previous row's when the
   * transaction commits (see the migration 'action-log-chain-at-commit').
   */
  write(tx: Tx | undefined, e: LogEntry): Promise<void> {
    return this.writeAll(tx, [e]);
  }

  /** Appends several rows, in the order given, in one statement. */
  async writeAll(tx: Tx | undefined, entries: LogEntry[]): Promise<void> {
    await this.logs.append(
      entries.map((e) => ({
        kind: e.kind,
        action: e.action,
        userId: e.userId ?? null,
        companyId: e.companyId ?? null,
        subjectType: e.subjectType ?? null,
        subjectId: e.subjectId ?? null,
        ip: e.ip ?? null,
        details: JSON.stringify(e.details ?? {}),
      })),
      tx,
    );
  }

  /**
   * Recomputes the chain in its order (chain_seq, the order it was computed in); returns the id of the first row
   * whose hash or link does not match, if any. A row without a seal is broken. Inside `tx` it sees that
   * transaction's own changes.
   */
  async verify(tx?: Tx): Promise<{ ok: boolean; rows: number; firstBrokenId?: string }> {
    const rows = await this.logs.chainCheck(tx);
    const broken = rows.find((r) => !r.ok);
    return { ok: !broken, rows: rows.length, firstBrokenId: broken?.id };
  }
}
