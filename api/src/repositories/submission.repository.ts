/** Submissions (applications and requests) the admin reviews, with their notes. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Submission } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class SubmissionRepository extends SqlRepository<Submission, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Submission, dataSource);
  }

  /** A Pending BCURegistration submission of the company by the user; its id. */
  async insertRegistration(companyId: string, userId: string, payload: unknown, tx: Tx): Promise<string> {
    return (await this.one<{ id: string }>(
      `INSERT INTO submissions (type, status, company_id, user_id, payload) VALUES ('BCURegistration', 'Pending', $1, $2, $3) RETURNING id`,
      [companyId, userId, JSON.stringify(payload)],
      tx,
    ))!.id;
  }

  // ---- trading: the submissions of transfer and retirement requests ----

  /** A new pending BCUTransfer / BCURetirement submission of the holder with its payload; returns its id. */
  async insertRequestSubmission(
    type: 'BCUTransfer' | 'BCURetirement',
    s: { companyId: string; userId: string; payload: Record<string, unknown>; at: Date },
    tx: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [type, s.companyId, s.userId, JSON.stringify(s.payload), s.at],
      tx,
    );
    return row!.id;
  }

  /** Adds the request's id to the submission's payload. */
  async linkRequest(submissionId: string, requestId: string, tx: Tx): Promise<void> {
    await this.run(
      `UPDATE submissions SET payload = payload || jsonb_build_object('requestId', $2::text) WHERE id = $1`,
      [submissionId, requestId],
      tx,
    );
  }

  /** Closes a submission still pending as Rejected with `message` (a request whose BCU expired); what it closed. */
  async rejectPendingAsExpired(
    submissionId: string,
    message: string,
    at: Date,
    tx: Tx,
  ): Promise<{ id: string; type: string; company_id: string } | undefined> {
    return this.one<{ id: string; type: string; company_id: string }>(
      `UPDATE submissions SET status = 'Rejected', review_message = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1 AND status = 'Pending'
     RETURNING id, type, company_id`,
      [submissionId, message, at],
      tx,
    );
  }
}
