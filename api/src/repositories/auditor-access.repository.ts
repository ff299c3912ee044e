/** Auditor grants: which auditor reads which company, until when. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { AuditorAccess } from '../models';
import { SqlRepository } from './sql.repository';

export class AuditorAccessRepository extends SqlRepository<AuditorAccess, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(AuditorAccess, dataSource);
  }
}
