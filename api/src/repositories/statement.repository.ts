/** Retirement statements, their credits and their rendered documents. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RetirementStatement } from '../models';
import { SqlRepository } from './sql.repository';

export class StatementRepository extends SqlRepository<RetirementStatement, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RetirementStatement, dataSource);
  }
}
