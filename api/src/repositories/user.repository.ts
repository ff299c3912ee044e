/** Users and their credentials: sign-in, passwords, company users, admin users. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { User } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { AdminUser, AdminUserFilter, UserSortField, UserStatus } from '../contracts';
import type { ListPage } from '../services/list-page';
import { batchesOf } from './batches';
import { SqlFilter, inCompanies, likePattern, orderBySql } from './sql-filter';

export class UserRepository extends SqlRepository<User, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(User, dataSource);
  }

  /** A user's first and last name. */
  namesOf(userId: string, tx?: Tx) {
    return this.one<{ first_name: string | null; last_name: string | null }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [userId],
      tx,
    );
  }

  /** A user's e-mail address and first name (for a mail to them). */
  mailboxOf(userId: string, tx?: Tx) {
    return this.one<{ email: string; first_name: string | null }>(
      'SELECT email, first_name FROM users WHERE id = $1',
      [userId],
      tx,
    );
  }

  // ---- mail recipients ----

  /** E-mail addresses of a company's active users (by user type, then the oldest first). */
  async findActiveEmails(companyId: string, tx?: Tx): Promise<string[]> {
    const rows = await this.rows<{ email: string }>(
      "SELECT email FROM users WHERE company_id = $1 AND status = 'Active' ORDER BY type, created_at",
      [companyId],
      tx,
    );
    return rows.map((r) => r.email);
  }

  /** The e-mail address of a user; undefined when unknown. */
  async findEmail(userId: string, tx?: Tx): Promise<string | undefined> {
    return (await this.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId], tx))?.email;
  }

  // ---- admin users (spec 3 §2.4, §5), registration owners, Connect ----

  /** A page of the admin users list under the filter, within the reader's companies, with the total. */
  async adminUserPage(
    filter: AdminUserFilter,
    page: ListPage<UserSortField>,
    scope: 'all' | readonly string[],
  ): Promise<{ rows: AdminUser[]; total: number }> {
    const where = inCompanies(adminUserWhere(filter), 'u.company_id', scope);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n ${ADMIN_USER_FROM} ${where.sql}`, where.params);
    const rows = await this.rows<AdminUser>(
      `${ADMIN_USER_SELECT} ${where.sql} ${adminUserOrder(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Every user of the admin list under the filter in list order, in batches from a cursor (users.csv). */
  adminUserBatches(
    filter: AdminUserFilter,
    sort: Pick<ListPage<UserSortField>, 'sortField' | 'sortOrder'>,
    scope: 'all' | readonly string[],
  ): AsyncGenerator<AdminUser[]> {
    const where = inCompanies(adminUserWhere(filter), 'u.company_id', scope);
    return batchesOf<AdminUser>(
      this.dataSource,
      `${ADMIN_USER_SELECT} ${where.sql} ${adminUserOrder(sort)}`,
      where.params,
    );
  }

  /** One user as a row of the admin users list (in `tx` when given). */
  adminUser(id: string, tx?: Tx): Promise<AdminUser | undefined> {
    return this.one<AdminUser>(`${ADMIN_USER_SELECT} WHERE u.id = $1`, [id], tx);
  }

  /**
   * The user's editable values and status, its row locked for a change in `tx`: the one read before an edit of a
   * user, by an admin or through an approved profile update.
   */
  lockEditable(id: string, tx: Tx): Promise<EditableUserRow | undefined> {
    return this.one<EditableUserRow>(
      'SELECT email, first_name, last_name, position, phone_code, phone_number, status, prev_status, company_id FROM users WHERE id = $1 FOR UPDATE',
      [id],
      tx,
    );
  }

  /** Sets the given columns (named by the caller's allow-list, never by a client) and the update time. */
  async updateColumns(id: string, values: Record<string, unknown>, tx: Tx): Promise<void> {
    const columns = Object.keys(values);
    if (!columns.length) return;
    await this.run(
      `UPDATE users SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...Object.values(values)],
      tx,
    );
  }

  /** An unlocked user may sign in again: its e-mail's failed-login count starts over. */
  async resetFailedAttempts(id: string, tx: Tx): Promise<void> {
    await this.run(
      'UPDATE credentials SET failed_attempts = 0 WHERE email = (SELECT email FROM users WHERE id = $1)',
      [id],
      tx,
    );
  }

  /** Whether the e-mail already has credentials (a password). */
  async hasCredentials(email: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM credentials WHERE email = $1', [email], tx));
  }

  /**
   * Moves one account to a new e-mail: the password is copied to the new e-mail, the user follows, and the old
   * e-mail's credentials go when no other account uses them (one password per e-mail).
   */
  async moveToEmail(id: string, from: string, to: string, tx: Tx): Promise<void> {
    await this.run(
      'INSERT INTO credentials (email, password_hash) SELECT $2, password_hash FROM credentials WHERE email = $1',
      [from, to],
      tx,
    );
    await this.run('UPDATE users SET email = $2 WHERE id = $1', [id, to], tx);
    await this.run(
      'DELETE FROM credentials WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1)',
      [from],
      tx,
    );
  }

  /** The users tab of a submission's detail: every user of the company, Primary first, oldest first. */
  submissionUsers(companyId: string): Promise<Array<Record<string, unknown> & { email: string }>> {
    return this.rows(
      `SELECT id, suid AS "SUID", first_name AS "firstName", last_name AS "lastName", email, position,
              CASE WHEN phone_code IS NULL THEN NULL ELSE json_build_object('code', phone_code, 'number', phone_number) END AS "cellPhone",
              role, type, status, is_email_confirmed AS "isEmailConfirmed", created_at AS "createdAt"
       FROM users WHERE company_id = $1 ORDER BY type, created_at`,
      [companyId],
    );
  }

  /** The e-mail and first name a user is written to with. */
  addressee(id: string | null, tx?: Tx): Promise<{ email: string; first_name: string } | undefined> {
    return this.one('SELECT email, first_name FROM users WHERE id = $1', [id], tx);
  }

  /** An approved registration's owner: Active and approved by the admin. */
  async approveOwner(id: string | null, now: Date, tx: Tx): Promise<void> {
    await this.run(
      "UPDATE users SET status = 'Active', is_admin_approved = true, updated_at = $2 WHERE id = $1",
      [id, now],
      tx,
    );
  }

  /** The e-mails of the company's Active users, Primary first, oldest first (who is told about the company). */
  async activeEmailsOf(companyId: string, tx?: Tx): Promise<string[]> {
    const rows = await this.rows<{ email: string }>(
      "SELECT email FROM users WHERE company_id = $1 AND status = 'Active' ORDER BY type, created_at",
      [companyId],
      tx,
    );
    return rows.map((r) => r.email);
  }

  /** Stores whether the user completed or skipped the Connect tour. */
  async setConnectTour(id: string, completed: boolean, tx: Tx): Promise<void> {
    await this.run('UPDATE users SET connect_tour_completed = $2 WHERE id = $1', [id, completed], tx);
  }
}
/** A user's editable values and status as stored (see lockEditable). */
export interface EditableUserRow {
  email: string;
  first_name: string;
  last_name: string;
  position: string | null;
  phone_code: string | null;
  phone_number: string | null;
  status: UserStatus;
  prev_status: UserStatus | null;
  company_id: string;
}

// ---- admin users list SQL (see adminUserPage) ----

const ADMIN_USER_SORT: Record<UserSortField, string> = {
  createdAt: 'u.created_at',
  SUID: 'u.suid',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email',
  status: 'u.status',
  companyName: 'c.name',
};

const ADMIN_USER_FROM = 'FROM users u JOIN companies c ON c.id = u.company_id';
const ADMIN_USER_SELECT = `
  SELECT u.id, u.suid AS "SUID", u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.position,
         CASE WHEN u.phone_code IS NULL THEN NULL ELSE json_build_object('code', u.phone_code, 'number', u.phone_number) END AS "cellPhone",
         u.role, u.type, u.status, u.prev_status AS "prevStatus", u.is_email_confirmed AS "isEmailConfirmed",
         u.is_admin_approved AS "isAdminApproved", u.created_at AS "createdAt", u.company_id AS "companyId",
         c.name AS "companyName", c.type AS "companyType"
  ${ADMIN_USER_FROM}`;

function adminUserWhere(f: AdminUserFilter): SqlFilter {
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

const adminUserOrder = (p: Pick<ListPage<UserSortField>, 'sortField' | 'sortOrder'>) =>
  orderBySql(ADMIN_USER_SORT, p, 'u.id');
