/** Transfer and retirement requests on credits (trading). */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { CreditRequest } from '../models';
import { SqlRepository } from './sql.repository';

export class CreditRequestRepository extends SqlRepository<CreditRequest, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CreditRequest, dataSource);
  }
}
