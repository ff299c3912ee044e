/**
 * Login in three steps (spec 1 §4): credentials → a 5-digit code by e-mail → the chosen account → a session
 * (short-lived JWT + rotating refresh token). Failed passwords and codes count together per e-mail; at the
 * limit every account of the e-mail becomes Locked, with a System log row.
 */
import bcrypt from 'bcrypt';
import type { Tx, UnitOfWork } from '../../datasources';
import type { SessionCallerRow, SessionRepository, UserRepository } from '../../repositories';
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
import { badRequest, forbidden, unauthorized, DomainError } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import { type Clock, addMinutes } from '../platform/clock';
import { hmac, numericCode, randomToken, safeEqual, sha256 } from '../platform/crypto';
import { type UserRow, loginRefusal, sessionUser, SESSION_STATUSES } from './user-view';
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
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    /** The server secret keying one-time codes and refresh successors. */
    private readonly secret: string,
  ) {}

  /** Step 1: checks the password, mails a fresh code and lists the e-mail's accounts. */
  async login(email: string, password: string, meta: RequestMeta): Promise<LoginChallenge> {
    const accounts = await this.attempt(async (tx) => {
      await this.verifyPassword(tx, email, password, meta);
      const users = await this.usersOf(email, tx);
      const open = users.filter((u) => !loginRefusal(u));
      if (!open.length) {
        const reason = users.map(loginRefusal).find((r) => r) ?? 'accountReadOnly';
        throw forbidden(MSG[reason]);
      }
      const code = numericCode(LIMITS.otpLength);
      await this.sessions.consumeOpenCodes(email, this.clock.now(), tx);
      await this.sessions.createCode(
        email,
        this.codeDigest(email, code),
        addMinutes(this.clock.now(), LIMITS.otpTtlMinutes),
        tx,
      );
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
    await this.attempt((tx) => this.verifyCode(tx, email, otp, meta, false));
  }

  /** Step 3: credentials, code and chosen account; the code is used up and a session begins. */
  async openSession(r: SessionRequest, meta: RequestMeta): Promise<IssuedSession> {
    return this.attempt(async (tx) => {
      await this.verifyPassword(tx, r.email, r.password, meta);
      await this.verifyCode(tx, r.email, r.otp, meta, true);
      const users = await this.usersOf(r.email, tx);
      const user = users.find((u) => u.id === r.userId);
      if (!user) throw badRequest(MSG.accountReadOnly, [{ path: 'userId', message: MSG.accountReadOnly }]);
      const refusal = loginRefusal(user);
      if (refusal) throw forbidden(MSG[refusal]);
      await this.users.resetFailedLogins(r.email, tx);
      await this.users.touchActivity(user.id, this.clock.now(), tx);
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
    const issued = await this.uow.transaction(async (tx) => {
      const row = await this.sessions.lockRefreshToken(sha256(token), tx);
      if (!row) return undefined;
      if (row.expires_at <= this.clock.now()) {
        // spec 3 §4 'inactivity logout': the session went unused past the refresh token's lifetime, so it ended
        if (!row.revoked_at) {
          await this.sessions.revokeRefreshToken(row.id, this.clock.now(), tx);
          await this.log.write(tx, { kind: 'System', action: LOG_ACTION.inactivityLogout, userId: row.user_id });
        }
        return undefined;
      }
      const successor = this.successorOf(token);
      if (row.revoked_at) {
        const again = await this.graceReplay(tx, row, successor, meta);
        if (again) return again;
        // Committed before refusing: the replay ends every session of the user.
        await this.sessions.revokeSessionsOfUser(row.user_id, this.clock.now(), tx);
        return undefined;
      }
      const user = await this.sessionUserRow(row.user_id, tx);
      if (!user) return undefined;
      const next = await this.issueRefreshToken(tx, row.user_id, meta.userAgent, row.family_id, successor);
      await this.sessions.replaceRefreshToken(row.id, this.clock.now(), sha256(next.refreshToken), tx);
      return { user: sessionUser(user, accountTypes(await this.usersOf(user.email, tx))), ...next };
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
    const next = await this.sessions.findLiveRefreshToken(row.replaced_by, tx);
    if (!next || next.user_agent !== (meta.userAgent ?? null) || !safeEqual(next.token_hash, sha256(successor)))
      return undefined;
    const user = await this.sessionUserRow(row.user_id, tx);
    if (!user) return undefined;
    return {
      user: sessionUser(user, accountTypes(await this.usersOf(user.email, tx))),
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
    await this.uow.transaction(async (tx) => {
      const row = token ? await this.sessions.revokeFamilyOf(sha256(token), this.clock.now(), tx) : undefined;
      const userId = row?.user_id ?? signedInUserId;
      if (userId) await this.log.write(tx, { kind: 'User', action: LOG_ACTION.logout, userId, ip: meta.ip });
    });
  }

  /** The session user of an access token, or undefined when the user may no longer have a session. */
  async me(userId: string): Promise<SessionUser | undefined> {
    const user = await this.sessionUserRow(userId);
    return user && sessionUser(user, accountTypes(await this.usersOf(user.email)));
  }

  /** The session user as GET /api/auth answers it, from the caller the authorizer resolved (`sessionCaller`). */
  callerView(caller: SessionCallerRow): SessionUser {
    return sessionUser(caller, [...new Set(caller.account_types)]);
  }

  /** The user, when it may still have a session (its status allows one and its login is not refused). */
  async sessionUserRow(userId: string, tx?: Tx): Promise<UserRow | undefined> {
    const user = await this.users.findSessionUser(userId, tx);
    return user && mayHaveSession(user) ? user : undefined;
  }

  /**
   * The caller of an access token, or undefined when it may no longer act: the same query also requires the token's
   * session (its refresh family) to hold a token that was not revoked, so logout and revocation end access at once,
   * and it brings the caller's account types, so a request resolves its caller with one indexed lookup. (A family
   * whose last token merely ran out keeps its access tokens for their own short lifetime, which the JWT bounds.)
   */
  async sessionCaller(userId: string, sessionId: string): Promise<SessionCallerRow | undefined> {
    const caller = await this.users.findSessionCaller(userId, sessionId);
    return caller && mayHaveSession(caller) ? caller : undefined;
  }

  private usersOf(email: string, tx?: Tx): Promise<UserRow[]> {
    return this.users.findLoginAccounts(email, tx);
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
    const sessionId = await this.sessions.createRefreshToken(
      {
        userId,
        tokenHash: sha256(refreshToken),
        expiresAt: refreshExpiresAt,
        familyId: familyId ?? null,
        userAgent: userAgent ?? null,
      },
      tx,
    );
    return { refreshToken, refreshExpiresAt, sessionId };
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
    const cred = await this.users.findPasswordHash(email, tx);
    if (!cred) {
      await bcrypt.compare(password, DUMMY_HASH); // the same work as a real check: no e-mail enumeration by timing
      throw new FailedAttempt(email, meta, MSG.invalidCredentials, 'unauthorized');
    }
    if (await this.isLocked(tx, email)) throw forbidden(MSG.userLocked);
    if (!(await bcrypt.compare(password, cred.password_hash)))
      throw new FailedAttempt(email, meta, MSG.invalidCredentials, 'unauthorized');
  }

  private async verifyCode(tx: Tx, email: string, otp: string, meta: RequestMeta, consume: boolean): Promise<void> {
    if (await this.isLocked(tx, email)) throw forbidden(MSG.userLocked);
    const code = await this.sessions.lockLatestCode(email, tx);
    // a wrong code and an expired one are told apart, so the user knows to check the mail or ask for a new code
    const expired = code && code.expires_at <= this.clock.now();
    if (!code || expired || !safeEqual(code.code_hash, this.codeDigest(email, otp))) {
      // the try is counted on the code, then the whole transaction rolls back (as before: only the e-mail's
      // count and its log row are kept)
      if (code) await this.sessions.countCodeAttempt(code.id, tx);
      throw new FailedAttempt(email, meta, expired ? MSG.otpExpired : MSG.otpWrong, 'badRequest', 'otp');
    }
    if (consume) await this.sessions.consumeCode(code!.id, this.clock.now(), tx);
  }

  private isLocked(tx: Tx, email: string): Promise<boolean> {
    return this.users.isEmailLocked(email, tx);
  }

  /**
   * Runs a login step in one transaction. A failed password or code rolls it back and is then counted in a
   * transaction of its own, committed before the refusal is answered (see `countFailure`).
   */
  private async attempt<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.uow.transaction(fn);
    } catch (e) {
      if (!(e instanceof FailedAttempt)) throw e;
      await this.countFailure(e);
      throw new DomainError(e.kind, e.message, [{ path: e.path, message: e.message }]);
    }
  }

  /**
   * Counts a failed attempt and logs it (every failed password and code, with the e-mail and the count), committed
   * although the request fails; at the limit every account of the e-mail is Locked and logged.
   */
  private async countFailure(f: FailedAttempt): Promise<void> {
    const { email, meta } = f;
    await this.uow.transaction(async (tx) => {
      const attempts = await this.users.countFailedLogin(email, tx);
      await this.log.write(tx, {
        kind: 'User',
        action: f.path === 'otp' ? 'Login code failed' : 'Login password failed',
        ip: meta.ip,
        details: { email, attempts: attempts ?? null },
      });
      if (attempts === undefined || attempts < LIMITS.maxFailedLogins) return;
      for (const u of await this.users.lockAccountsOfEmail(email, tx))
        await this.log.write(tx, {
          kind: 'System',
          action: 'User locked',
          userId: u.id,
          companyId: u.company_id,
          ip: meta.ip,
          details: { reason: 'Repeated failed login attempts', attempts },
        });
      await this.users.resetFailedLogins(email, tx);
    });
  }
}

/** A wrong password or code: the login step's transaction rolls back, the attempt is counted apart. */
class FailedAttempt extends Error {
  constructor(
    readonly email: string,
    readonly meta: RequestMeta,
    message: string,
    readonly kind: 'unauthorized' | 'badRequest',
    readonly path = 'password',
  ) {
    super(message);
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
const mayHaveSession = (u: UserRow) => SESSION_STATUSES.includes(u.status) && !loginRefusal(u);
