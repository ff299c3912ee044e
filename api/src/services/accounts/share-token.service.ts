/**
 * Share tokens (spec 1 §4): a referral token for Corporate / Intermediary applicants, and the auditor token a
 * supplier owner hands to its auditor. Valid 48 hours or until used; an auditor's use grants one month of access.
 */
import { LIMITS, type ShareToken } from '../../contracts';
import type { UnitOfWork } from '../../datasources';
import type { AuditLogService } from '../platform/audit-log.service';
import type { LinkTokenService } from './link-token.service';
import { type Clock, addHours } from '../platform/clock';
import type { RequestMeta } from './account.service';

export class ShareTokenService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly log: AuditLogService,
    private readonly tokens: LinkTokenService,
    private readonly clock: Clock,
  ) {}

  async generate(by: { userId: string; companyId: string }, meta: RequestMeta): Promise<ShareToken> {
    const expiresAt = addHours(this.clock.now(), LIMITS.inviteTokenHours);
    const token = await this.uow.transaction(async (tx) => {
      const t = await this.tokens.issue(tx, {
        kind: 'share',
        companyId: by.companyId,
        createdBy: by.userId,
        expiresAt,
      });
      await this.log.write(tx, {
        kind: 'User',
        action: 'Share token generated',
        userId: by.userId,
        companyId: by.companyId,
        ip: meta.ip,
      });
      return t;
    });
    return { token, expiresAt: expiresAt.toISOString() };
  }
}
