/** Account fees: the periods a company has paid for. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { AccountFee } from '../models';
import { SqlRepository } from './sql.repository';

export class AccountFeeRepository extends SqlRepository<AccountFee, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(AccountFee, dataSource);
  }
}
