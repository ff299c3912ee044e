/** A company's contact list and its contact tokens. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { CompanyContact } from '../models';
import { SqlRepository } from './sql.repository';

export class ContactRepository extends SqlRepository<CompanyContact, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CompanyContact, dataSource);
  }
}
