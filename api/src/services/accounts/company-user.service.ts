/**
 * User management of a company by its account owner (spec 1 §4): the users list with open invites, invite,
 * remove and cancel invite. Each write runs in one transaction with its log row (and its mail).
 */
import {
  COMPANY_TYPE_LABELS,
  USER_LIMIT_REACHED,
  alreadyPartOf,
  canAddUser,
  userRowAction,
  type CompanyType,
  type CompanyUserRow,
  type InviteEmailCheck,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
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
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly accounts: AccountService,
    private readonly clock: Clock,
  ) {}

  /** The company's users (Removed and Closed left out) and its open invites. */
  async list(companyId: string, db: Queryable = this.db.pool): Promise<CompanyUserRow[]> {
    const users = await this.db.rows<{
      id: string;
      suid: string;
      first_name: string;
      last_name: string;
      email: string;
      phone_code: string | null;
      phone_number: string | null;
      role: CompanyUserRow['role'];
      type: CompanyUserRow['type'];
      status: CompanyUserRow['status'];
      is_email_confirmed: boolean;
      is_admin_approved: boolean;
    }>(
      `SELECT id, suid, first_name, last_name, email, phone_code, phone_number, role, type, status, is_email_confirmed,
              is_admin_approved
       FROM users WHERE company_id = $1 AND status NOT IN ('Removed', 'Closed') ORDER BY type, created_at`,
      [companyId],
      db,
    );
    const invites = await this.db.rows<{ id: string; email: string }>(
      `SELECT id, email FROM link_tokens WHERE kind = 'invite' AND company_id = $1 AND used_at IS NULL AND expires_at > $2
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = $1 AND u.email = link_tokens.email AND u.status NOT IN ('Removed', 'Closed'))
       ORDER BY created_at`,
      [companyId, this.clock.now()],
      db,
    );
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
  async validateEmail(o: Owner, email: string, db: Queryable = this.db.pool): Promise<InviteEmailCheck> {
    this.assertOwner(o);
    const row = await this.db.one<{ e: boolean; same: boolean; here: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM credentials WHERE email = $1) AS e,
              EXISTS (SELECT 1 FROM users u JOIN companies c ON c.id = u.company_id
                      WHERE u.email = $1 AND c.type = $3 AND u.status NOT IN ('Removed', 'Closed')) AS same,
              EXISTS (SELECT 1 FROM users WHERE email = $1 AND company_id = $2 AND status NOT IN ('Removed', 'Closed')) AS here`,
      [email, o.companyId, o.companyType],
      db,
    );
    if (row!.here) throw conflict(alreadyPartOf(COMPANY_TYPE_LABELS[o.companyType]));
    return { isEmailExists: row!.e, isSameTypeExists: row!.same };
  }

  /** Invites a user by e-mail: the 10-user limit and the owner's status hold; the invite link lasts 48 hours. */
  async invite(o: Owner, email: string, meta: RequestMeta): Promise<void> {
    this.assertOwner(o);
    await this.db.tx(async (tx) => {
      const company = await this.db.one<{ name: string }>(
        'SELECT name FROM companies WHERE id = $1 FOR UPDATE',
        [o.companyId],
        tx,
      );
      await this.validateEmail(o, email, tx);
      if (!canAddUser(await this.list(o.companyId, tx), o.status)) throw conflict(USER_LIMIT_REACHED);
      await tx.query(
        "UPDATE link_tokens SET used_at = $3 WHERE kind = 'invite' AND company_id = $1 AND email = $2 AND used_at IS NULL",
        [o.companyId, email, this.clock.now()],
      );
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
    await this.db.tx(async (tx) => {
      const rows = await this.list(o.companyId, tx);
      const row = rows.find((r) => r.kind === 'user' && r.id === userId);
      if (!row) throw notFound();
      if (userRowAction(row, row.id === o.userId) !== 'remove') throw forbidden();
      await tx.query("UPDATE users SET prev_status = status, status = 'Removed', updated_at = $2 WHERE id = $1", [
        userId,
        this.clock.now(),
      ]);
      await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
        this.clock.now(),
      ]);
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
    await this.db.tx(async (tx) => {
      const { rowCount } = await tx.query(
        "UPDATE link_tokens SET used_at = $3 WHERE id = $1 AND kind = 'invite' AND company_id = $2 AND used_at IS NULL",
        [inviteId, o.companyId, this.clock.now()],
      );
      if (!rowCount) throw notFound();
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
