/**
 * User management of a company by its account owner (spec 1 §4): the users list with open invites, invite,
 * remove and cancel invite. Each write runs in one transaction with its log row (and its mail).
 */
import {
  COMPANY_TYPE_LABELS,
  MSG,
  USER_LIMIT_REACHED,
  alreadyPartOf,
  canAddUser,
  userRowAction,
  type CompanyType,
  type CompanyUserRow,
  type InviteEmailCheck,
} from '../../contracts';
import type { Tx, UnitOfWork } from '../../datasources';
import type { CompanyRepository, SessionRepository, UserRepository } from '../../repositories';
import { conflict, forbidden, notFound } from '../errors';
import type { AccountService, RequestMeta } from './account.service';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Clock } from '../platform/clock';
import type { MailService } from '../platform/mail.service';

export interface Owner {
  userId: string;
  companyId: string;
  role: string;
  type: string;
  status: string;
  companyType: CompanyType;
}

export class CompanyUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly companies: CompanyRepository,
    private readonly sessions: SessionRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly accounts: AccountService,
    private readonly clock: Clock,
  ) {}

  /** The company's users (Removed and Closed left out) and its open invites. */
  async list(companyId: string, tx?: Tx): Promise<CompanyUserRow[]> {
    const users = await this.users.findCompanyUsers(companyId, tx);
    const invites = await this.sessions.findOpenInvites(companyId, this.clock.now(), tx);
    return [
      ...users.map((u) => ({
        id: u.id,
        kind: 'user' as const,
        SUID: u.suid,
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        cellPhone: u.phone_code && u.phone_number ? { code: u.phone_code, number: u.phone_number } : null,
        role: u.role,
        type: u.type,
        status: u.status,
        isEmailConfirmed: u.is_email_confirmed,
        isAdminApproved: u.is_admin_approved,
      })),
      ...invites.map((i) => ({
        id: i.id,
        kind: 'invite' as const,
        SUID: null,
        firstName: '',
        lastName: '',
        email: i.email,
        cellPhone: null,
        role: null,
        type: null,
        status: 'Pending' as const,
        isEmailConfirmed: false,
        isAdminApproved: false,
      })),
    ];
  }

  private assertOwner(o: Owner) {
    if (o.type !== 'Primary' || o.role !== 'SystemUser') throw forbidden();
  }

  /** spec 1 §3 "Invite email check result"; refuses an e-mail already part of this company. */
  async validateEmail(o: Owner, email: string, tx?: Tx): Promise<InviteEmailCheck> {
    this.assertOwner(o);
    const row = await this.users.inviteEmailFlags(email, o.companyId, o.companyType, tx);
    if (row!.here) throw conflict(alreadyPartOf(COMPANY_TYPE_LABELS[o.companyType]));
    return { isEmailExists: row!.e, isSameTypeExists: row!.same };
  }

  /** Invites a user by e-mail: the 10-user limit and the owner's status hold; the invite link lasts 48 hours. */
  async invite(o: Owner, email: string, meta: RequestMeta): Promise<void> {
    this.assertOwner(o);
    await this.uow.transaction(async (tx) => {
      const company = await this.companies.lockName(o.companyId, tx);
      await this.validateEmail(o, email, tx);
      if (!canAddUser(await this.list(o.companyId, tx), o.status)) throw conflict(USER_LIMIT_REACHED);
      await this.sessions.closeInvitesTo(o.companyId, email, this.clock.now(), tx);
      await this.accounts.invite(
        tx,
        { userId: o.userId, companyId: o.companyId, companyName: company!.name, companyType: o.companyType },
        { email, firstName: '', lastName: '', position: '', cellPhone: null },
      );
      await this.log.write(tx, {
        kind: 'User',
        action: 'User invited',
        userId: o.userId,
        companyId: o.companyId,
        ip: meta.ip,
        details: { email },
      });
    });
    void this.mail.flush();
  }

  /** Removes a user of the company after the owner's confirmation (row rules of spec 1 §4). */
  async remove(o: Owner, userId: string, meta: RequestMeta): Promise<void> {
    this.assertOwner(o);
    await this.uow.transaction(async (tx) => {
      const rows = await this.list(o.companyId, tx);
      const row = rows.find((r) => r.kind === 'user' && r.id === userId);
      if (!row) throw notFound();
      if (userRowAction(row, row.id === o.userId) !== 'remove') throw conflict(MSG.userNotRemovable);
      await this.users.markRemoved(userId, this.clock.now(), tx);
      await this.sessions.revokeSessionsOfUser(userId, this.clock.now(), tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'User removed',
        userId: o.userId,
        companyId: o.companyId,
        subjectType: 'user',
        subjectId: userId,
        ip: meta.ip,
      });
    });
  }

  /** Cancels an open invite of the company. */
  async cancelInvite(o: Owner, inviteId: string, meta: RequestMeta): Promise<void> {
    this.assertOwner(o);
    await this.uow.transaction(async (tx) => {
      if (!(await this.sessions.cancelInvite(inviteId, o.companyId, this.clock.now(), tx))) throw notFound();
      await this.log.write(tx, {
        kind: 'User',
        action: 'Invite cancelled',
        userId: o.userId,
        companyId: o.companyId,
        subjectType: 'invite',
        subjectId: inviteId,
        ip: meta.ip,
      });
    });
  }
}
