/** Sessions: refresh-token families, one-time codes and link tokens. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RefreshToken } from '../models';
import { SqlRepository } from './sql.repository';

export class SessionRepository extends SqlRepository<RefreshToken, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RefreshToken, dataSource);
  }
}
