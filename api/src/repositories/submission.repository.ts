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
}
