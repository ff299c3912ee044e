/** The action log (audit trail): appended by every write, read by admins and auditors. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ActionLog } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class ActionLogRepository extends SqlRepository<ActionLog, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ActionLog, dataSource);
  }

  /**
   * Appends a row in the writer's transaction; the database chains its hash to the previous row's when the
   * transaction commits (see the migration 'action-log-chain-at-commit').
   */
  async append(
    e: {
      kind: string;
      action: string;
      userId: string | null;
      companyId: string | null;
      subjectType: string | null;
      subjectId: string | null;
      ip: string | null;
      details: string;
    },
    tx?: Tx,
  ): Promise<void> {
    await this.run(
      `INSERT INTO action_logs (kind, action, user_id, company_id, subject_type, subject_id, ip, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [e.kind, e.action, e.userId, e.companyId, e.subjectType, e.subjectId, e.ip, e.details],
      tx,
    );
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
