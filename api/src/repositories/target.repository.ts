/** Companies' SAF targets. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Target } from '../models';
import { SqlRepository } from './sql.repository';

export class TargetRepository extends SqlRepository<Target, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Target, dataSource);
  }
}
