/** Users and their credentials: sign-in, passwords, company users, admin users. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { User } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';
import type { AdminUser, AdminUserFilter, UserSortField, UserStatus } from '../contracts';
import type { ListPage } from '../services/list-page';
import { batchesOf } from './batches';
import { SqlFilter, inCompanies, likePattern, orderBySql } from './sql-filter';
import type { CompanyType, Role, UserType } from '../contracts';

/**
 * The recipients of a request's outcome (MailOutboxRepository.enqueueOutcome writes their mail with this choice, in
 * one statement): the user who sent it (`userId`, whatever their status), then the active users of each company in
 * the order given (`companyIds`, an array; each by user type, then the oldest first); each address once, at its
 * first place `n`. Both arguments are SQL expressions.
 */
export const outcomeRecipientsSql = (userId: string, companyIds: string) => `
  SELECT email, min(n) AS n FROM (
    SELECT email, row_number() OVER (
             ORDER BY id = ${userId} DESC NULLS LAST, array_position(${companyIds}, company_id), type, created_at) AS n
    FROM users WHERE id = ${userId} OR (company_id = ANY(${companyIds}) AND status = 'Active')) ranked
  GROUP BY email`;

/**
 * The users tab of a submission's detail as a JSON array (read with the submission, SubmissionRepository.reviewDetail):
 * every user of the company `companyId` (an SQL expression), Primary first, oldest first; `createdAt` as text for
 * `timestamptzFromJson`.
 */
export const submissionUsersJson = (companyId: string) => `(
  SELECT coalesce(json_agg(json_build_object('id', m.id, 'SUID', m.suid, 'firstName', m.first_name,
           'lastName', m.last_name, 'email', m.email, 'position', m.position,
           'cellPhone', CASE WHEN m.phone_code IS NULL THEN NULL
                        ELSE json_build_object('code', m.phone_code, 'number', m.phone_number) END,
           'role', m.role, 'type', m.type, 'status', m.status, 'isEmailConfirmed', m.is_email_confirmed,
           'createdAt', m.created_at::text) ORDER BY m.type, m.created_at), '[]')
  FROM users m WHERE m.company_id = ${companyId})`;

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

  /**
   * The existence flags of an application: a live company of the type and name (t), live accounts of the e-mail
   * (a), and a live account of the e-mail in that very company (n). Declined/Closed companies and Removed/Closed
   * users do not count.
   */
  async existenceFlags(
    email: string,
    accountType: string,
    accountName: string,
    tx?: Tx,
  ): Promise<{ t: boolean; a: boolean; n: boolean } | undefined> {
    return this.one(
      `SELECT EXISTS (SELECT 1 FROM companies WHERE type = $2 AND lower(name) = lower($3) AND status NOT IN ('Declined', 'Closed')) AS t,
              EXISTS (SELECT 1 FROM users WHERE email = $1 AND status NOT IN ('Removed', 'Closed')) AS a,
              EXISTS (SELECT 1 FROM users u JOIN companies c ON c.id = u.company_id
                      WHERE u.email = $1 AND c.type = $2 AND lower(c.name) = lower($3) AND u.status NOT IN ('Removed', 'Closed')) AS n`,
      [email, accountType, accountName],
      tx,
    );
  }

  /** Serialises the transactions about one e-mail (applications) until they end. */
  async lockEmail(email: string, tx: Tx): Promise<void> {
    await this.rows('SELECT pg_advisory_xact_lock(hashtext($1))', [email], tx);
  }

  /** The password hash of an e-mail, if it has credentials. */
  findPasswordHash(email: string, tx?: Tx): Promise<{ password_hash: string } | undefined> {
    return this.one('SELECT password_hash FROM credentials WHERE email = $1', [email], tx);
  }

  /** The password hash of an e-mail, its credentials row locked (password changes and counts serialise on it). */
  lockPasswordHash(email: string, tx: Tx): Promise<{ password_hash: string } | undefined> {
    return this.one('SELECT password_hash FROM credentials WHERE email = $1 FOR UPDATE', [email], tx);
  }

  /** Whether an e-mail has credentials (one password per e-mail). */
  async hasCredentials(email: string | null, tx?: Tx): Promise<boolean> {
    return !!(await this.one('SELECT 1 FROM credentials WHERE email = $1', [email], tx));
  }

  /** Creates the credentials (the one password) of an e-mail. */
  async createCredentials(email: string, passwordHash: string, tx?: Tx): Promise<void> {
    await this.run('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [email, passwordHash], tx);
  }

  /** Stores a new password hash of an e-mail; its failed-attempt count starts again. */
  async setPasswordHash(email: string, passwordHash: string, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE credentials SET password_hash = $2, failed_attempts = 0, updated_at = now() WHERE email = $1',
      [email, passwordHash],
      tx,
    );
  }

  /** Counts one failed login attempt of an e-mail; the new count (undefined without credentials). */
  async countFailedLogin(email: string, tx?: Tx): Promise<number | undefined> {
    const row = await this.one<{ failed_attempts: number }>(
      'UPDATE credentials SET failed_attempts = failed_attempts + 1 WHERE email = $1 RETURNING failed_attempts',
      [email],
      tx,
    );
    return row?.failed_attempts;
  }

  /** Starts the failed-attempt count of an e-mail again (a successful login, or a lock). */
  async resetFailedLogins(email: string, tx?: Tx): Promise<void> {
    await this.run('UPDATE credentials SET failed_attempts = 0 WHERE email = $1', [email], tx);
  }

  /** Locks every live, unlocked account of an e-mail (remembering the status before); the accounts locked. */
  lockAccountsOfEmail(email: string, tx?: Tx): Promise<{ id: string; company_id: string }[]> {
    return this.rows(
      `UPDATE users SET prev_status = status, status = 'Locked', updated_at = now()
       WHERE email = $1 AND status NOT IN ('Locked', 'Removed', 'Closed') RETURNING id, company_id`,
      [email],
      tx,
    );
  }

  /** Whether an account of the e-mail is Locked. */
  async isEmailLocked(email: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one("SELECT 1 FROM users WHERE email = $1 AND status = 'Locked'", [email], tx));
  }

  /** Records a user's activity (a login). */
  async touchActivity(userId: string, at: Date, tx?: Tx): Promise<void> {
    await this.run('UPDATE users SET last_activity_at = $2 WHERE id = $1', [userId, at], tx);
  }

  /** A user with its company, when it exists. */
  findSessionUser(userId: string, tx?: Tx): Promise<UserRow | undefined> {
    return this.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId], tx);
  }

  /**
   * The user of an access token's session (its refresh family holds a token not revoked), with the company types of
   * its e-mail's login accounts (`account_types`, in the login's account order): what a request needs to know of its
   * caller, in one query.
   */
  findSessionCaller(userId: string, sessionId: string, tx?: Tx): Promise<SessionCallerRow | undefined> {
    return this.one<SessionCallerRow>(SESSION_CALLER_SQL, [userId, sessionId], tx);
  }

  /** The live accounts of an e-mail in live companies, by company name and type (the login's account list). */
  findLoginAccounts(email: string, tx?: Tx): Promise<UserRow[]> {
    return this.rows<UserRow>(
      `${USER_SELECT} WHERE u.email = $1 AND ${loginAccount('u', 'c')} ORDER BY c.name, c.type`,
      [email],
      tx,
    );
  }

  /** Creates the owner of an applying company: Primary, Pending, e-mail unconfirmed. */
  async createApplicant(
    u: {
      email: string;
      companyId: string;
      role: string;
      firstName: string;
      lastName: string;
      position: string;
      phoneCode: string;
      phoneNumber: string;
    },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number)
       VALUES ($1, $2, $3, 'Primary', 'Pending', $4, $5, $6, $7, $8) RETURNING id`,
      [u.email, u.companyId, u.role, u.firstName, u.lastName, u.position, u.phoneCode, u.phoneNumber],
      tx,
    );
    return row!.id;
  }

  /**
   * Creates an invited user (Secondary, Active, confirmed and approved), or brings back the e-mail's earlier user
   * of the same company with the new details; the user's id.
   */
  async upsertInvited(
    u: {
      email: string;
      companyId: string;
      role: string;
      firstName: string;
      lastName: string;
      position: string;
      phoneCode: string;
      phoneNumber: string;
    },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number,
         is_email_confirmed, is_admin_approved)
       VALUES ($1, $2, $3, 'Secondary', 'Active', $4, $5, $6, $7, $8, true, true)
       ON CONFLICT (email, company_id) DO UPDATE SET status = 'Active', first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, position = EXCLUDED.position, phone_code = EXCLUDED.phone_code,
         phone_number = EXCLUDED.phone_number, is_email_confirmed = true, is_admin_approved = true, updated_at = now()
       RETURNING id`,
      [u.email, u.companyId, u.role, u.firstName, u.lastName, u.position, u.phoneCode, u.phoneNumber],
      tx,
    );
    return row!.id;
  }

  /** Marks a user's e-mail address confirmed. */
  async confirmEmail(userId: string | null, tx?: Tx): Promise<void> {
    await this.run('UPDATE users SET is_email_confirmed = true, updated_at = now() WHERE id = $1', [userId], tx);
  }

  /** Whether the e-mail is a live (not Removed or Closed) user of the company. */
  async isLiveMember(email: string, companyId: string | null, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      "SELECT 1 FROM users WHERE email = $1 AND company_id = $2 AND status NOT IN ('Removed', 'Closed')",
      [email, companyId],
      tx,
    ));
  }

  /** A company's live users (Removed and Closed left out), owner first, then by joining. */
  findCompanyUsers(companyId: string, tx?: Tx): Promise<CompanyUserDbRow[]> {
    return this.rows(
      `SELECT id, suid, first_name, last_name, email, phone_code, phone_number, role, type, status, is_email_confirmed,
              is_admin_approved
       FROM users WHERE company_id = $1 AND status NOT IN ('Removed', 'Closed') ORDER BY type, created_at`,
      [companyId],
      tx,
    );
  }

  /**
   * What an invite check needs: the e-mail has credentials (e), a live user in a company of the type (same), a
   * live user in this company (here).
   */
  inviteEmailFlags(
    email: string,
    companyId: string,
    companyType: string,
    tx?: Tx,
  ): Promise<{ e: boolean; same: boolean; here: boolean } | undefined> {
    return this.one(
      `SELECT EXISTS (SELECT 1 FROM credentials WHERE email = $1) AS e,
              EXISTS (SELECT 1 FROM users u JOIN companies c ON c.id = u.company_id
                      WHERE u.email = $1 AND c.type = $3 AND u.status NOT IN ('Removed', 'Closed')) AS same,
              EXISTS (SELECT 1 FROM users WHERE email = $1 AND company_id = $2 AND status NOT IN ('Removed', 'Closed')) AS here`,
      [email, companyId, companyType],
      tx,
    );
  }

  /** Marks a user Removed (remembering the status before). */
  async markRemoved(userId: string, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      "UPDATE users SET prev_status = status, status = 'Removed', updated_at = $2 WHERE id = $1",
      [userId, at],
      tx,
    );
  }

  /** A user's profile values; `lock` holds the row for a change. */
  findProfileValues(userId: string, lock: boolean, tx?: Tx): Promise<ProfileDbRow | undefined> {
    return this.one(
      `SELECT first_name, last_name, email, position, phone_code, phone_number FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
      tx,
    );
  }

  /** Moves an e-mail's login (credentials) to a new e-mail; its users follow (ON UPDATE CASCADE). */
  async moveCredentials(from: string, to: string, at: Date, tx?: Tx): Promise<void> {
    await this.run('UPDATE credentials SET email = $2, updated_at = $3 WHERE email = $1', [from, to, at], tx);
  }

  /** Writes a user's name, position and phone. */
  async updateProfile(
    userId: string,
    v: {
      firstName: string;
      lastName: string;
      position: string | null;
      phoneCode: string | null;
      phoneNumber: string | null;
    },
    at: Date,
    tx?: Tx,
  ): Promise<void> {
    await this.run(
      `UPDATE users SET first_name = $2, last_name = $3, position = $4, phone_code = $5, phone_number = $6, updated_at = $7
       WHERE id = $1`,
      [userId, v.firstName, v.lastName, v.position, v.phoneCode, v.phoneNumber, at],
      tx,
    );
  }

  /** A user with the name and type of its company (the sender of a contact message). */
  findWithCompany(
    userId: string,
    tx?: Tx,
  ): Promise<
    | {
        first_name: string;
        last_name: string;
        position: string | null;
        email: string;
        company_name: string;
        company_type: CompanyType;
      }
    | undefined
  > {
    return this.one(
      `SELECT u.first_name, u.last_name, u.position, u.email, c.name AS company_name, c.type AS company_type
       FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
      [userId],
      tx,
    );
  }

  /** The live owner (Primary user) of a company, if any. */
  findOwner(companyId: string, tx?: Tx): Promise<{ email: string; first_name: string } | undefined> {
    return this.one(
      `SELECT email, first_name FROM users WHERE company_id = $1 AND type = 'Primary' AND status NOT IN ('Removed', 'Closed')`,
      [companyId],
      tx,
    );
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
/** A user joined with its company (the session user's source). */
export interface UserRow {
  id: string;
  suid: string;
  email: string;
  company_id: string;
  role: Role;
  type: UserType;
  status: UserStatus;
  prev_status: UserStatus | null;
  first_name: string;
  last_name: string;
  position: string | null;
  phone_code: string | null;
  phone_number: string | null;
  is_email_confirmed: boolean;
  is_admin_approved: boolean;
  connect_tour_completed: boolean;
  created_at: Date;
  company_name: string;
  company_type: CompanyType;
  company_status: string;
  street_address: string | null;
  street_address_line_two: string | null;
  country: string | null;
  zip: string | null;
  city: string | null;
}

/** A session's caller: its user row and the company types of its e-mail's login accounts. */
export interface SessionCallerRow extends UserRow {
  account_types: CompanyType[];
}

const USER_COLUMNS = `u.*, c.name AS company_name, c.type AS company_type, c.status AS company_status,
         c.street_address, c.street_address_line_two, c.country, c.zip, c.city`;
const USER_FROM = 'FROM users u JOIN companies c ON c.id = u.company_id';
/** Users joined with their company; callers add the WHERE clause. */
export const USER_SELECT = `
  SELECT ${USER_COLUMNS}
  ${USER_FROM}`;

/** A login account: a live user (neither Removed nor Closed) of a live company (neither Declined nor Closed). */
const loginAccount = (user: string, company: string) =>
  `${user}.status NOT IN ('Removed', 'Closed') AND ${company}.status NOT IN ('Declined', 'Closed')`;

/** The caller of every signed-in request (findSessionCaller), planned once per connection. */
const SESSION_CALLER_SQL = prepared(
  `SELECT ${USER_COLUMNS},
          ARRAY(SELECT lc.type FROM users lu JOIN companies lc ON lc.id = lu.company_id
                 WHERE lu.email = u.email AND ${loginAccount('lu', 'lc')} ORDER BY lc.name, lc.type) AS account_types
   ${USER_FROM} WHERE u.id = $1 AND EXISTS (
     SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.revoked_at IS NULL AND r.user_id = u.id)`,
);

/** A user of a company's user list. */
export interface CompanyUserDbRow {
  id: string;
  suid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_code: string | null;
  phone_number: string | null;
  role: Role;
  type: UserType;
  status: UserStatus;
  is_email_confirmed: boolean;
  is_admin_approved: boolean;
}

/** A user's profile values as stored. */
export interface ProfileDbRow {
  first_name: string;
  last_name: string;
  email: string;
  position: string | null;
  phone_code: string | null;
  phone_number: string | null;
}
