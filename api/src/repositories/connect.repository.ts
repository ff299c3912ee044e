/** Registry Connect: profiles and connection requests. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ConnectProfile } from '../models';
import { SqlRepository } from './sql.repository';

export class ConnectRepository extends SqlRepository<ConnectProfile, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ConnectProfile, dataSource);
  }
}
