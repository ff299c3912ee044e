/** Companies (accounts) and their files: registration, profile, lifecycle, admin lists. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Company } from '../models';
import { SqlRepository } from './sql.repository';

export class CompanyRepository extends SqlRepository<Company, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Company, dataSource);
  }
}
