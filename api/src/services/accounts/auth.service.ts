/**
 * Login in three steps (spec 1 §4): credentials → a 5-digit code by e-mail → the chosen account → a session
 * (short-lived JWT + rotating refresh token). Failed passwords and codes count together per e-mail; at the
 * limit every account of the e-mail becomes Locked, with a System log row.
 */
import bcrypt from 'bcrypt';
import type { Tx } from '../../datasources';
import {
  type CompanyType,
  type LoginAccount,
  type LoginChallenge,
  type SessionRequest,
  type SessionUser,
  LIMITS,
  LOG_ACTION,
  MSG,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest, forbidden, unauthorized, DomainError } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import { type Clock, addMinutes } from '../platform/clock';
import { hmac, numericCode, randomToken, safeEqual, sha256 } from '../platform/crypto';
import { type UserRow, USER_SELECT, loginRefusal, sessionUser, SESSION_STATUSES } from './user-view';
import type { RequestMeta } from './account.service';

const DUMMY_HASH = bcrypt.hashSync('no-such-user', 10);

export interface IssuedSession {
  user: SessionUser;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The refresh family: the session id the access token carries. */
  sessionId: string;
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    /** The server secret keying one-time codes and refresh successors. */
    private readonly secret: string,
  ) {}

  /** Step 1: checks the password, mails a fresh code and lists the e-mail's accounts. */
  async login(email: string, password: string, meta: RequestMeta): Promise<LoginChallenge> {
    const accounts = await this.db.tx(async (tx) => {
      await this.verifyPassword(tx, email, password, meta);
      const users = await this.usersOf(tx, email);
      const open = users.filter((u) => !loginRefusal(u));
      if (!open.length) {
        const reason = users.map(loginRefusal).find((r) => r) ?? 'accountReadOnly';
        throw forbidden(MSG[reason]);
      }
      const code = numericCode(LIMITS.otpLength);
      await tx.query('UPDATE one_time_codes SET consumed_at = $2 WHERE email = $1 AND consumed_at IS NULL', [
        email,
        this.clock.now(),
      ]);
      await tx.query('INSERT INTO one_time_codes (email, code_hash, expires_at) VALUES ($1, $2, $3)', [
        email,
        this.codeDigest(email, code),
        addMinutes(this.clock.now(), LIMITS.otpTtlMinutes),
      ]);
      await this.mail.queue(tx, {
        to: email,
        subject: 'Your Book & Claim Registry login code',
        text: `Your one-time login code is ${code}\n\nIt expires in ${LIMITS.otpTtlMinutes} minutes. If you did not try to log in, change your password.\n`,
      });
      await this.log.write(tx, {
        kind: 'User',
        action: 'Login code sent',
        userId: open[0].id,
        companyId: open[0].company_id,
        ip: meta.ip,
      });
      return users.map(toAccount);
    });
    void this.mail.flush();
    return { message: MSG.codeSent, accounts };
  }

  /** Step 2: checks the code without using it, so the user can go on to choose an account. */
  async checkCode(email: string, otp: string, meta: RequestMeta): Promise<void> {
    await this.db.tx((tx) => this.verifyCode(tx, email, otp, meta, false));
  }

  /** Step 3: credentials, code and chosen account; the code is used up and a session begins. */
  async openSession(r: SessionRequest, meta: RequestMeta): Promise<IssuedSession> {
    return this.db.tx(async (tx) => {
      await this.verifyPassword(tx, r.email, r.password, meta);
      await this.verifyCode(tx, r.email, r.otp, meta, true);
      const users = await this.usersOf(tx, r.email);
      const user = users.find((u) => u.id === r.userId);
      if (!user) throw badRequest(MSG.accountReadOnly, [{ path: 'userId', message: MSG.accountReadOnly }]);
      const refusal = loginRefusal(user);
      if (refusal) throw forbidden(MSG[refusal]);
      await tx.query('UPDATE credentials SET failed_attempts = 0 WHERE email = $1', [r.email]);
      await tx.query('UPDATE users SET last_activity_at = $2 WHERE id = $1', [user.id, this.clock.now()]);
      const refresh = await this.issueRefreshToken(tx, user.id, meta.userAgent);
      await this.log.write(tx, {
        kind: 'User',
        action: 'User logged in',
        userId: user.id,
        companyId: user.company_id,
        ip: meta.ip,
      });
      return { user: sessionUser(user, accountTypes(users)), ...refresh };
    });
  }

  /**
   * Rotates a refresh token: the old one is revoked and replaced by its successor (an HMAC of it, so the server
   * can compute it again but nobody else can). The same browser presenting the replaced token again within the
   * grace window — two tabs refreshing at once — gets that same successor. Any other revoked token presented again
   * means it was stolen or replayed, so every session of that user ends.
   */
  async refresh(token: string | undefined, meta: RequestMeta = {}): Promise<IssuedSession> {
    if (!token) throw unauthorized();
    const issued = await this.db.tx(async (tx) => {
      const row = await this.db.one<{
        id: string;
        user_id: string;
        family_id: string;
        expires_at: Date;
        revoked_at: Date | null;
        replaced_by: string | null;
      }>(
        'SELECT id, user_id, family_id, expires_at, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
        [sha256(token)],
        tx,
      );
      if (!row) return undefined;
      if (row.expires_at <= this.clock.now()) {
        // spec 3 §4 'inactivity logout': the session went unused past the refresh token's lifetime, so it ended
        if (!row.revoked_at) {
          await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE id = $1', [row.id, this.clock.now()]);
          await this.log.write(tx, { kind: 'System', action: LOG_ACTION.inactivityLogout, userId: row.user_id });
        }
        return undefined;
      }
      const successor = this.successorOf(token);
      if (row.revoked_at) {
        const again = await this.graceReplay(tx, row, successor, meta);
        if (again) return again;
        // Committed before refusing: the replay ends every session of the user.
        await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
          row.user_id,
          this.clock.now(),
        ]);
        return undefined;
      }
      const user = await this.sessionUserRow(tx, row.user_id);
      if (!user) return undefined;
      const next = await this.issueRefreshToken(tx, row.user_id, meta.userAgent, row.family_id, successor);
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = $2, replaced_by = (SELECT id FROM refresh_tokens WHERE token_hash = $3) WHERE id = $1',
        [row.id, this.clock.now(), sha256(next.refreshToken)],
      );
      return { user: sessionUser(user, accountTypes(await this.usersOf(tx, user.email))), ...next };
    });
    if (!issued) throw unauthorized();
    return issued;
  }

  /**
   * The successor of a token rotated moments ago, when the same browser asks again within the grace window and
   * the successor is still live; undefined otherwise (a replay).
   */
  private async graceReplay(
    tx: Tx,
    row: { user_id: string; family_id: string; revoked_at: Date | null; replaced_by: string | null },
    successor: string,
    meta: RequestMeta,
  ): Promise<IssuedSession | undefined> {
    const graceEnds = row.revoked_at!.getTime() + LIMITS.refreshReplayGraceSeconds * 1000;
    if (!row.replaced_by || this.clock.now().getTime() > graceEnds) return undefined;
    const next = await this.db.one<{ token_hash: string; user_agent: string | null; expires_at: Date }>(
      'SELECT token_hash, user_agent, expires_at FROM refresh_tokens WHERE id = $1 AND revoked_at IS NULL',
      [row.replaced_by],
      tx,
    );
    if (!next || next.user_agent !== (meta.userAgent ?? null) || !safeEqual(next.token_hash, sha256(successor)))
      return undefined;
    const user = await this.sessionUserRow(tx, row.user_id);
    if (!user) return undefined;
    return {
      user: sessionUser(user, accountTypes(await this.usersOf(tx, user.email))),
      refreshToken: successor,
      refreshExpiresAt: next.expires_at,
      sessionId: row.family_id,
    };
  }

  /**
   * Ends the session of a refresh token (logout): its whole family is revoked, so the access tokens of that session
   * stop working too. The row names the user of the refresh token, else the user of the access token the call was
   * signed with (a client without the cookie logs out too).
   */
  async logout(token: string | undefined, meta: RequestMeta, signedInUserId?: string): Promise<void> {
    if (!token && !signedInUserId) return;
    await this.db.tx(async (tx) => {
      const row = token
        ? await this.db.one<{ user_id: string }>(
            `UPDATE refresh_tokens SET revoked_at = $2
              WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL
              RETURNING user_id`,
            [sha256(token), this.clock.now()],
            tx,
          )
        : undefined;
      const userId = row?.user_id ?? signedInUserId;
      if (userId) await this.log.write(tx, { kind: 'User', action: LOG_ACTION.logout, userId, ip: meta.ip });
    });
  }

  /** The session user of an access token, or undefined when the user may no longer have a session. */
  async me(userId: string): Promise<SessionUser | undefined> {
    const user = await this.sessionUserRow(this.db.pool, userId);
    return user && sessionUser(user, accountTypes(await this.usersOf(this.db.pool, user.email)));
  }

  /**
   * The user of a session, or undefined when it may no longer have one. With a session id (an access token's) the
   * same query also requires that session's refresh family to hold a token that was not revoked: logout and
   * revocation end access at once, for one indexed lookup. (A family whose last token merely ran out keeps its
   * access tokens for their own short lifetime, which the JWT bounds.)
   */
  async sessionUserRow(db: Queryable, userId: string, sessionId?: string): Promise<UserRow | undefined> {
    const user = sessionId
      ? await this.db.one<UserRow>(
          `${USER_SELECT} WHERE u.id = $1 AND EXISTS (
             SELECT 1 FROM refresh_tokens r
              WHERE r.family_id = $2 AND r.revoked_at IS NULL AND r.user_id = u.id)`,
          [userId, sessionId],
          db,
        )
      : await this.db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId], db);
    return user && SESSION_STATUSES.includes(user.status) && !loginRefusal(user) ? user : undefined;
  }

  private usersOf(db: Queryable, email: string): Promise<UserRow[]> {
    return this.db.rows<UserRow>(
      `${USER_SELECT} WHERE u.email = $1 AND u.status NOT IN ('Removed', 'Closed') AND c.status NOT IN ('Declined', 'Closed')
       ORDER BY c.name, c.type`,
      [email],
      db,
    );
  }

  /**
   * Stores a refresh token of a family (a new family — a new session — when none is given), issued to the browser
   * named by its User-Agent.
   */
  async issueRefreshToken(
    tx: Tx,
    userId: string,
    userAgent: string | undefined,
    familyId?: string,
    refreshToken = randomToken(),
  ) {
    const refreshExpiresAt = addMinutes(this.clock.now(), LIMITS.refreshTokenDays * 24 * 60);
    const row = await this.db.one<{ family_id: string }>(
      `INSERT INTO refresh_tokens (id, user_id, token_hash, expires_at, family_id, user_agent)
       SELECT id, $1, $2, $3, coalesce($4::uuid, id), $5 FROM (SELECT gen_random_uuid() AS id) g RETURNING family_id`,
      [userId, sha256(refreshToken), refreshExpiresAt, familyId ?? null, userAgent ?? null],
      tx,
    );
    return { refreshToken, refreshExpiresAt, sessionId: row!.family_id };
  }

  /** The one successor a refresh token may have: computable again from the token, by this server only. */
  private successorOf(token: string): string {
    return hmac(this.secret, `refresh:${token}`);
  }

  /** A one-time code as stored: an HMAC with the server secret, bound to the e-mail (a 5-digit space is small). */
  private codeDigest(email: string, code: string): string {
    return hmac(this.secret, `otp:${email}:${code}`);
  }

  /**
   * Checks the password without holding a lock during the hash comparison (it takes tens of milliseconds),
   * so concurrent logins of one e-mail do not queue behind each other; failures are counted atomically.
   */
  private async verifyPassword(tx: Tx, email: string, password: string, meta: RequestMeta): Promise<void> {
    const cred = await this.db.one<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE email = $1',
      [email],
      tx,
    );
    if (!cred) {
      await bcrypt.compare(password, DUMMY_HASH); // the same work as a real check: no e-mail enumeration by timing
      return this.failAttempt(tx, email, meta, MSG.invalidCredentials, 'unauthorized');
    }
    if (await this.isLocked(tx, email)) throw forbidden(MSG.userLocked);
    if (!(await bcrypt.compare(password, cred.password_hash)))
      await this.failAttempt(tx, email, meta, MSG.invalidCredentials, 'unauthorized');
  }

  private async verifyCode(tx: Tx, email: string, otp: string, meta: RequestMeta, consume: boolean): Promise<void> {
    if (await this.isLocked(tx, email)) throw forbidden(MSG.userLocked);
    const code = await this.db.one<{ id: string; code_hash: string; expires_at: Date }>(
      `SELECT id, code_hash, expires_at FROM one_time_codes WHERE email = $1 AND consumed_at IS NULL
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [email],
      tx,
    );
    // a wrong code and an expired one are told apart, so the user knows to check the mail or ask for a new code
    const expired = code && code.expires_at <= this.clock.now();
    if (!code || expired || !safeEqual(code.code_hash, this.codeDigest(email, otp))) {
      if (code) await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [code.id]);
      await this.failAttempt(tx, email, meta, expired ? MSG.otpExpired : MSG.otpWrong, 'badRequest', 'otp');
    }
    if (consume)
      await tx.query('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [code!.id, this.clock.now()]);
  }

  private async isLocked(tx: Queryable, email: string): Promise<boolean> {
    return !!(await this.db.one("SELECT 1 FROM users WHERE email = $1 AND status = 'Locked'", [email], tx));
  }

  /**
   * Counts a failed attempt, logs it (every failed password and code, with the e-mail and the count) and refuses.
   * The count and the log row are committed even though the request fails; at the limit every account of the
   * e-mail is Locked and logged.
   */
  private async failAttempt(
    tx: Tx,
    email: string,
    meta: RequestMeta,
    message: string,
    kind: 'unauthorized' | 'badRequest',
    path = 'password',
  ): Promise<never> {
    await tx.query('ROLLBACK');
    await tx.query('BEGIN');
    const row = await this.db.one<{ failed_attempts: number }>(
      'UPDATE credentials SET failed_attempts = failed_attempts + 1 WHERE email = $1 RETURNING failed_attempts',
      [email],
      tx,
    );
    await this.log.write(tx, {
      kind: 'User',
      action: path === 'otp' ? 'Login code failed' : 'Login password failed',
      ip: meta.ip,
      details: { email, attempts: row?.failed_attempts ?? null },
    });
    if (row && row.failed_attempts >= LIMITS.maxFailedLogins) {
      const locked = await this.db.rows<{ id: string; company_id: string }>(
        `UPDATE users SET prev_status = status, status = 'Locked', updated_at = now()
         WHERE email = $1 AND status NOT IN ('Locked', 'Removed', 'Closed') RETURNING id, company_id`,
        [email],
        tx,
      );
      for (const u of locked)
        await this.log.write(tx, {
          kind: 'System',
          action: 'User locked',
          userId: u.id,
          companyId: u.company_id,
          ip: meta.ip,
          details: { reason: 'Repeated failed login attempts', attempts: row.failed_attempts },
        });
      await tx.query('UPDATE credentials SET failed_attempts = 0 WHERE email = $1', [email]);
    }
    await tx.query('COMMIT');
    await tx.query('BEGIN'); // the caller's transaction helper rolls this empty one back
    throw new DomainError(kind, message, [{ path, message }]);
  }
}

const toAccount = (u: UserRow): LoginAccount => ({
  userId: u.id,
  companyId: u.company_id,
  companyName: u.company_name,
  companyType: u.company_type,
  isReadOnly: !!loginRefusal(u),
});

const accountTypes = (users: UserRow[]): CompanyType[] => [...new Set(users.map((u) => u.company_type))];
