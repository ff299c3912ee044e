/**
 * Admin users (spec 3 §2.4): every user of every company, filtered; users.csv of the same selection; and the
 * admin edit of spec 3 §5 with the Locked rule of §4. An edit changes only the fields that differ, and writes
 * its action-log row in the same transaction.
 */
import { type CompanyScope, assertInScope } from '../accounts/auditor.service';
import type { Tx, UnitOfWork } from '../../datasources';
import {
  type AdminUser,
  type AdminUserFilter,
  type AdminUserUpdate,
  type UserSortField,
  MSG,
  lockedRuleViolation,
} from '../../contracts';
import type { UserRepository } from '../../repositories';
import { conflict, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from '../accounts/account.service';

export interface Editor {
  userId: string;
  companyId: string;
}

type Change = { from: unknown; to: unknown };

export class AdminUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly log: AuditLogService,
  ) {}

  list(
    filter: AdminUserFilter,
    page: ListPage<UserSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AdminUser[]; total: number }> {
    return this.users.adminUserPage(filter, page, scope);
  }

  async one(id: string, tx?: Tx): Promise<AdminUser> {
    const row = await this.users.adminUser(id, tx);
    if (!row) throw notFound();
    return row;
  }

  /** A user as the admin area reads it: 404 when its company lies outside the reader's scope. */
  async read(id: string, scope: CompanyScope): Promise<AdminUser> {
    const user = await this.one(id);
    assertInScope(scope, user.companyId);
    return user;
  }

  /** Every user under the filter in list order, in batches from a cursor (users.csv). */
  batches(
    filter: AdminUserFilter,
    sort: Pick<ListPage<UserSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<AdminUser[]> {
    return this.users.adminUserBatches(filter, sort, scope);
  }

  /**
   * Applies the fields of `input` that differ from the stored user. Status follows the Locked rule: nobody is
   * set to Locked, and a Locked user only returns to its previous status (which also clears the failed-login
   * count, so the unlocked user can sign in). Nothing changed: no write and no log row.
   */
  async update(id: string, input: AdminUserUpdate, by: Editor, meta: RequestMeta): Promise<AdminUser> {
    return this.uow.transaction(async (tx) => {
      const u = await this.users.lockEditable(id, tx);
      if (!u) throw notFound();

      const changes: Record<string, Change> = {};
      const sets: Record<string, unknown> = {};
      const field = (key: keyof AdminUserUpdate, column: string, current: unknown) => {
        const next = input[key];
        if (next === undefined || next === current) return;
        changes[key] = { from: current, to: next };
        sets[column] = next;
      };
      field('firstName', 'first_name', u.first_name);
      field('lastName', 'last_name', u.last_name);
      field('position', 'position', u.position);
      if (input.cellPhone && (input.cellPhone.code !== u.phone_code || input.cellPhone.number !== u.phone_number)) {
        changes.cellPhone = {
          from: u.phone_code ? { code: u.phone_code, number: u.phone_number } : null,
          to: input.cellPhone,
        };
        sets.phone_code = input.cellPhone.code;
        sets.phone_number = input.cellPhone.number;
      }
      let unlocked = false;
      if (input.status && input.status !== u.status) {
        const refusal = lockedRuleViolation(u.status, u.prev_status, input.status);
        if (refusal) throw invalid(refusal, [{ path: 'status', message: refusal }]);
        changes.status = { from: u.status, to: input.status };
        sets.status = input.status;
        if (u.status === 'Locked') {
          unlocked = true;
          sets.prev_status = null;
        }
      }
      const emailChanged = input.email !== undefined && input.email !== u.email;
      if (emailChanged) changes.email = { from: u.email, to: input.email };

      if (!Object.keys(changes).length) return this.one(id, tx);

      if (emailChanged) await this.moveEmail(tx, id, u.email, input.email!);
      await this.users.updateColumns(id, sets, tx);
      if (unlocked) await this.users.resetFailedAttempts(id, tx);

      await this.log.write(tx, {
        kind: 'User',
        action: unlocked ? 'User unlocked' : changes.status ? 'User status changed' : 'User changed',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'user',
        subjectId: id,
        ip: meta.ip,
        details: { adminId: by.userId, userId: id, accountId: u.company_id, changes },
      });
      return this.one(id, tx);
    });
  }

  /**
   * A new e-mail for this account only: the password moves with it (one password per e-mail, see the foundation
   * migration), and the old e-mail's credentials go when no other account uses them. An e-mail that already
   * has credentials belongs to someone else and is refused.
   */
  private async moveEmail(tx: Tx, id: string, from: string, to: string) {
    if (await this.users.hasCredentials(to, tx))
      throw conflict(MSG.emailTaken, [{ path: 'email', message: MSG.emailTaken }]);
    await this.users.moveToEmail(id, from, to, tx);
  }
}

/** A user as a users.csv line, in the order of USER_CSV_COLUMNS. */
export const userCsvCells = (u: AdminUser): unknown[] => [
  u.id,
  u.SUID,
  u.firstName,
  u.lastName,
  u.email,
  u.position,
  u.cellPhone ? `${u.cellPhone.code} ${u.cellPhone.number}` : null,
  u.type,
  u.role,
  u.status,
  u.companyId,
  u.companyName,
  u.createdAt,
];
