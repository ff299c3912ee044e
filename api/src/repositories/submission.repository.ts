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

  /** Creates the Registration submission of an applying company; its id. */
  async createRegistrationSubmission(companyId: string, userId: string, payload: string, tx?: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('Registration', $1, $2, $3) RETURNING id`,
      [companyId, userId, payload],
      tx,
    );
    return row!.id;
  }

  /** Creates an account owner's ProfileUpdate submission (before/after values); its id. */
  async createProfileUpdateSubmission(companyId: string, userId: string, payload: string, tx?: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('ProfileUpdate', $1, $2, $3) RETURNING id`,
      [companyId, userId, payload],
      tx,
    );
    return row!.id;
  }

  /** Whether the user has a Pending ProfileUpdate submission, locking it (one open request at a time). */
  async lockPendingProfileUpdate(userId: string, tx: Tx): Promise<boolean> {
    return !!(await this.one(
      "SELECT 1 FROM submissions WHERE user_id = $1 AND type = 'ProfileUpdate' AND status = 'Pending' FOR UPDATE",
      [userId],
      tx,
    ));
  }
}
