/** Registry settings: parameters and links. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { SettingsParameter } from '../models';
import { SqlRepository } from './sql.repository';

export class SettingsRepository extends SqlRepository<SettingsParameter, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(SettingsParameter, dataSource);
  }
}
