/**
 * Admin users (spec 3 §2.4): every user of every company, filtered; users.csv of the same selection; and the
 * admin edit of spec 3 §5 with the Locked rule of §4. An edit changes only the fields that differ, and writes
 * its action-log row in the same transaction.
 */
import { type CompanyScope, assertInScope, inScope } from '../accounts/auditor.service';
import type { Tx } from '../../datasources';
import {
  type AdminUser,
  type AdminUserFilter,
  type AdminUserUpdate,
  type UserSortField,
  type UserStatus,
  MSG,
  lockedRuleViolation,
} from '../../contracts';
import type { Database } from '../../db/database';
import { cursorBatches } from '../../db/cursor';
import { conflict, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from '../accounts/account.service';
import { SqlFilter, likePattern } from '../../repositories/sql-filter';

const SORT_SQL: Record<UserSortField, string> = {
  createdAt: 'u.created_at',
  SUID: 'u.suid',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email',
  status: 'u.status',
  companyName: 'c.name',
};

const FROM = 'FROM users u JOIN companies c ON c.id = u.company_id';
const SELECT = `
  SELECT u.id, u.suid AS "SUID", u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.position,
         CASE WHEN u.phone_code IS NULL THEN NULL ELSE json_build_object('code', u.phone_code, 'number', u.phone_number) END AS "cellPhone",
         u.role, u.type, u.status, u.prev_status AS "prevStatus", u.is_email_confirmed AS "isEmailConfirmed",
         u.is_admin_approved AS "isAdminApproved", u.created_at AS "createdAt", u.company_id AS "companyId",
         c.name AS "companyName", c.type AS "companyType"
  ${FROM}`;

export interface Editor {
  userId: string;
  companyId: string;
}

type Change = { from: unknown; to: unknown };

export class AdminUserService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
  ) {}

  async list(
    filter: AdminUserFilter,
    page: ListPage<UserSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AdminUser[]; total: number }> {
    const where = inScope(this.where(filter), 'u.company_id', scope);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n ${FROM} ${where.sql}`, where.params);
    const rows = await this.db.rows<AdminUser>(
      `${SELECT} ${where.sql} ${orderBy(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  async one(id: string, db: Pick<Tx, 'query'> = this.db.pool): Promise<AdminUser> {
    const row = await this.db.one<AdminUser>(`${SELECT} WHERE u.id = $1`, [id], db);
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
  async *batches(
    filter: AdminUserFilter,
    sort: Pick<ListPage<UserSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<AdminUser[]> {
    const where = inScope(this.where(filter), 'u.company_id', scope);
    yield* cursorBatches<AdminUser>(this.db.pool, `${SELECT} ${where.sql} ${orderBy(sort)}`, where.params);
  }

  /**
   * Applies the fields of `input` that differ from the stored user. Status follows the Locked rule: nobody is
   * set to Locked, and a Locked user only returns to its previous status (which also clears the failed-login
   * count, so the unlocked user can sign in). Nothing changed: no write and no log row.
   */
  async update(id: string, input: AdminUserUpdate, by: Editor, meta: RequestMeta): Promise<AdminUser> {
    return this.db.tx(async (tx) => {
      const u = await this.db.one<{
        email: string;
        first_name: string;
        last_name: string;
        position: string | null;
        phone_code: string | null;
        phone_number: string | null;
        status: UserStatus;
        prev_status: UserStatus | null;
        company_id: string;
      }>(
        'SELECT email, first_name, last_name, position, phone_code, phone_number, status, prev_status, company_id FROM users WHERE id = $1 FOR UPDATE',
        [id],
        tx,
      );
      if (!u) throw notFound();

      const changes: Record<string, Change> = {};
      const sets: string[] = [];
      const params: unknown[] = [id];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      const field = (key: keyof AdminUserUpdate, column: string, current: unknown) => {
        const next = input[key];
        if (next === undefined || next === current) return;
        changes[key] = { from: current, to: next };
        set(column, next);
      };
      field('firstName', 'first_name', u.first_name);
      field('lastName', 'last_name', u.last_name);
      field('position', 'position', u.position);
      if (input.cellPhone && (input.cellPhone.code !== u.phone_code || input.cellPhone.number !== u.phone_number)) {
        changes.cellPhone = {
          from: u.phone_code ? { code: u.phone_code, number: u.phone_number } : null,
          to: input.cellPhone,
        };
        set('phone_code', input.cellPhone.code);
        set('phone_number', input.cellPhone.number);
      }
      let unlocked = false;
      if (input.status && input.status !== u.status) {
        const refusal = lockedRuleViolation(u.status, u.prev_status, input.status);
        if (refusal) throw invalid(refusal, [{ path: 'status', message: refusal }]);
        changes.status = { from: u.status, to: input.status };
        set('status', input.status);
        if (u.status === 'Locked') {
          unlocked = true;
          set('prev_status', null);
        }
      }
      const emailChanged = input.email !== undefined && input.email !== u.email;
      if (emailChanged) changes.email = { from: u.email, to: input.email };

      if (!Object.keys(changes).length) return this.one(id, tx);

      if (emailChanged) await this.moveEmail(tx, id, u.email, input.email!);
      if (sets.length) await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      if (unlocked)
        await tx.query(
          'UPDATE credentials SET failed_attempts = 0 WHERE email = (SELECT email FROM users WHERE id = $1)',
          [id],
        );

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
    if (await this.db.one('SELECT 1 FROM credentials WHERE email = $1', [to], tx))
      throw conflict(MSG.emailTaken, [{ path: 'email', message: MSG.emailTaken }]);
    await tx.query(
      'INSERT INTO credentials (email, password_hash) SELECT $2, password_hash FROM credentials WHERE email = $1',
      [from, to],
    );
    await tx.query('UPDATE users SET email = $2 WHERE id = $1', [id, to]);
    await tx.query('DELETE FROM credentials WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1)', [
      from,
    ]);
  }

  private where(f: AdminUserFilter): SqlFilter {
    const w = new SqlFilter();
    if (f.status) w.add('u.status = ANY(?)', [f.status].flat());
    if (f.companyId) w.add('u.company_id = ?', f.companyId);
    if (f.id) w.add('u.id = ANY(?::uuid[])', f.id);
    w.dateRange('u.created_at', f.from, f.to);
    if (f.q)
      w.add(
        `(u.email ILIKE ? OR u.suid ILIKE ? OR (u.first_name || ' ' || u.last_name) ILIKE ? OR c.name ILIKE ? OR u.position ILIKE ?)`,
        likePattern(f.q),
      );
    return w;
  }
}

const orderBy = (p: Pick<ListPage<UserSortField>, 'sortField' | 'sortOrder'>) => {
  const dir = p.sortOrder === 'ASC' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_SQL[p.sortField]} ${dir}, u.id ${dir}`;
};

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
