/** The action log (spec 3 §4): one row per action, written in the transaction of the action itself. */
import type { Queryable } from '../../db/database';
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
  /**
   * Appends a row; the database chains its hash to the previous row's when the transaction commits (see the
   * migration 'action-log-chain-at-commit').
   */
  async write(db: Queryable, e: LogEntry): Promise<void> {
    await db.query(
      `INSERT INTO action_logs (kind, action, user_id, company_id, subject_type, subject_id, ip, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        e.kind,
        e.action,
        e.userId ?? null,
        e.companyId ?? null,
        e.subjectType ?? null,
        e.subjectId ?? null,
        e.ip ?? null,
        JSON.stringify(e.details ?? {}),
      ],
    );
  }

  /**
   * Recomputes the chain in its order (chain_seq, the order it was computed in); returns the id of the first row
   * whose hash or link does not match, if any. A row without a seal is broken.
   */
  async verify(db: Queryable): Promise<{ ok: boolean; rows: number; firstBrokenId?: string }> {
    const { rows } = await db.query<{ id: string; ok: boolean }>(
      `SELECT id, coalesce(hash = action_log_row_digest(l)
         AND prev_hash = coalesce(lag(hash) OVER (ORDER BY chain_seq), repeat('0', 64)), false) AS ok
       FROM action_logs l ORDER BY chain_seq NULLS LAST, id`,
    );
    const broken = rows.find((r) => !r.ok);
    return { ok: !broken, rows: rows.length, firstBrokenId: broken?.id };
  }
}
