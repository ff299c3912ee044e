/** The action log (audit trail): appended by every write, read by admins and auditors. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ActionLog } from '../models';
import { SqlRepository } from './sql.repository';

export class ActionLogRepository extends SqlRepository<ActionLog, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ActionLog, dataSource);
  }
}
