/** Reference values (feedstocks, schemes, processes, …) of the registration forms. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RefFeedstock } from '../models';
import { SqlRepository } from './sql.repository';

export class ReferenceRepository extends SqlRepository<RefFeedstock, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RefFeedstock, dataSource);
  }
}
