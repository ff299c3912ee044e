/** Registry settings: parameters and links. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { SettingsParameter } from '../models';
import { SqlRepository } from './sql.repository';
import type { AdminParameter } from '../contracts';
import type { Tx } from '../datasources';
import type { ParameterSetting } from '../contracts';

export class SettingsRepository extends SqlRepository<SettingsParameter, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(SettingsParameter, dataSource);
  }

  /** The link settings (key and URL), by key: what the portal's public links read. */
  publicLinks(): Promise<Array<{ key: string; url: string | null }>> {
    return this.rows('SELECT key, url FROM settings_links ORDER BY key');
  }

  /** Every parameter of the backoffice: the links first (by key), then the banner switches. */
  async adminParameters(): Promise<AdminParameter[]> {
    return (await this.rows<AdminParameter & { pos: number }>(`${PARAMETER_SELECT} ORDER BY pos, key`)).map(stripPos);
  }

  /** One parameter (a link or a banner switch) by key (in `tx` when given). */
  async adminParameter(key: string, tx?: Tx): Promise<AdminParameter | undefined> {
    const row = await this.one<AdminParameter & { pos: number }>(
      `SELECT * FROM (${PARAMETER_SELECT}) p WHERE key = $1`,
      [key],
      tx,
    );
    return row && stripPos(row);
  }

  /** Sets a link's URL (null clears it). */
  async setLink(key: string, url: string | null, tx: Tx): Promise<void> {
    await this.run('UPDATE settings_links SET url = $2, updated_at = now() WHERE key = $1', [key, url], tx);
  }

  /** Sets a banner switch. */
  async setSwitch(key: string, value: string, tx: Tx): Promise<void> {
    await this.run('UPDATE settings_parameters SET value = $2, updated_at = now() WHERE key = $1', [key, value], tx);
  }

  /** Every parameter (banner switch) with its stored value, by key. */
  findParameters(): Promise<ParameterSetting[]> {
    return this.rows<ParameterSetting>('SELECT key, value FROM settings_parameters ORDER BY key');
  }
}

/** The links and the banner switches as one list keyed by name (`pos` orders the links first). */
const PARAMETER_SELECT = `
  SELECT key AS id, key, 'link' AS kind, url, NULL AS value, updated_at AS "updatedAt", 0 AS pos FROM settings_links
  UNION ALL
  SELECT key, key, 'switch', NULL, value, updated_at, 1 FROM settings_parameters`;

const stripPos = ({ pos: _pos, ...p }: AdminParameter & { pos: number }): AdminParameter => p;
