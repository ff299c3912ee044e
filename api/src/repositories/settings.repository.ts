/** Registry settings: parameters and links. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { SettingsParameter } from '../models';
import { SqlRepository } from './sql.repository';
import type { ParameterSetting } from '../contracts';

export class SettingsRepository extends SqlRepository<SettingsParameter, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(SettingsParameter, dataSource);
  }

  /** Every parameter (banner switch) with its stored value, by key. */
  findParameters(): Promise<ParameterSetting[]> {
    return this.rows<ParameterSetting>('SELECT key, value FROM settings_parameters ORDER BY key');
  }
}
