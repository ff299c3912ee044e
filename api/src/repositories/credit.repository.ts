/** Credits (BCUs) with their events and attachments: the ledger's reads, writes and locks. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Credit } from '../models';
import { SqlRepository } from './sql.repository';

export class CreditRepository extends SqlRepository<Credit, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Credit, dataSource);
  }
}
