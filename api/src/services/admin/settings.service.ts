/**
 * Parameters of the backoffice (spec 3 §2.6): the 12 link URLs (settings_links) and the two banner switches
 * (settings_parameters), as one list keyed by name. Each change is logged in its own transaction; the public
 * GET /api/links and GET /api/parameters read the same rows, so the portal follows at once.
 */
import { type AdminParameter, isLinkKey, isSwitchKey, MSG, type ParameterUpdate } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';

const SELECT = `
  SELECT key AS id, key, 'link' AS kind, url, NULL AS value, updated_at AS "updatedAt", 0 AS pos FROM settings_links
  UNION ALL
  SELECT key, key, 'switch', NULL, value, updated_at, 1 FROM settings_parameters`;

export class SettingsService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
  ) {}

  /** The links first (by key), then the banner switches. */
  async list(): Promise<AdminParameter[]> {
    const rows = await this.db.rows<AdminParameter & { pos: number }>(`${SELECT} ORDER BY pos, key`);
    return rows.map(strip);
  }

  async get(key: string, db: Queryable = this.db.pool): Promise<AdminParameter> {
    const row = await this.db.one<AdminParameter & { pos: number }>(
      `SELECT * FROM (${SELECT}) p WHERE key = $1`,
      [key],
      db,
    );
    if (!row) throw notFound();
    return strip(row);
  }

  /** Sets a link's URL (null clears it) or a banner switch; the body's field must fit the key's kind. */
  async update(key: string, input: ParameterUpdate, by: Editor, meta: RequestMeta): Promise<AdminParameter> {
    if (!isLinkKey(key) && !isSwitchKey(key)) throw notFound();
    const link = isLinkKey(key);
    if (link !== 'url' in input) {
      const path = link ? 'url' : 'value';
      throw invalid(MSG.parameterKindMismatch, [{ path, message: MSG.parameterKindMismatch }]);
    }
    return this.db.tx(async (tx) => {
      const before = await this.get(key, tx);
      const to = 'url' in input ? input.url : input.value;
      const from = link ? before.url : before.value;
      if (to === from) return before;
      if (link) await tx.query('UPDATE settings_links SET url = $2, updated_at = now() WHERE key = $1', [key, to]);
      else await tx.query('UPDATE settings_parameters SET value = $2, updated_at = now() WHERE key = $1', [key, to]);
      await this.log.write(tx, {
        kind: 'User',
        action: link ? 'Link parameter updated' : 'Banner parameter updated',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'parameter',
        subjectId: key,
        ip: meta.ip,
        details: { key, from, to, adminId: by.userId },
      });
      return this.get(key, tx);
    });
  }
}

const strip = ({ pos: _pos, ...p }: AdminParameter & { pos: number }): AdminParameter => p;
