/**
 * Parameters of the backoffice (spec 3 §2.6): the 12 link URLs (settings_links) and the two banner switches
 * (settings_parameters), as one list keyed by name. Each change is logged in its own transaction; the public
 * GET /api/links and GET /api/parameters read the same rows, so the portal follows at once.
 */
import { type AdminParameter, isLinkKey, isSwitchKey, MSG, type ParameterUpdate } from '../../contracts';
import type { Tx, UnitOfWork } from '../../datasources';
import type { SettingsRepository } from '../../repositories';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';

export class SettingsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsRepository,
    private readonly log: AuditLogService,
  ) {}

  /** The links first (by key), then the banner switches. */
  list(): Promise<AdminParameter[]> {
    return this.settings.adminParameters();
  }

  /** The document and policy links the portal shows (spec 1 §3), by key. */
  publicLinks(): Promise<Array<{ key: string; url: string | null }>> {
    return this.settings.publicLinks();
  }

  async get(key: string, tx?: Tx): Promise<AdminParameter> {
    const row = await this.settings.adminParameter(key, tx);
    if (!row) throw notFound();
    return row;
  }

  /** Sets a link's URL (null clears it) or a banner switch; the body's field must fit the key's kind. */
  async update(key: string, input: ParameterUpdate, by: Editor, meta: RequestMeta): Promise<AdminParameter> {
    if (!isLinkKey(key) && !isSwitchKey(key)) throw notFound();
    const link = isLinkKey(key);
    if (link !== 'url' in input) {
      const path = link ? 'url' : 'value';
      throw invalid(MSG.parameterKindMismatch, [{ path, message: MSG.parameterKindMismatch }]);
    }
    return this.uow.transaction(async (tx) => {
      const before = await this.get(key, tx);
      const to = 'url' in input ? input.url : input.value;
      const from = link ? before.url : before.value;
      if (to === from) return before;
      if ('url' in input) await this.settings.setLink(key, input.url, tx);
      else await this.settings.setSwitch(key, input.value, tx);
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
