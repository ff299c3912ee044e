/** Submissions (applications and requests) the admin reviews, with their notes. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Submission } from '../models';
import { SqlRepository } from './sql.repository';

export class SubmissionRepository extends SqlRepository<Submission, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Submission, dataSource);
  }
}
