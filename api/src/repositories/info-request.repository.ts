/** Scope 1 information requests. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { InfoRequest } from '../models';
import { SqlRepository } from './sql.repository';

export class InfoRequestRepository extends SqlRepository<InfoRequest, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(InfoRequest, dataSource);
  }
}
