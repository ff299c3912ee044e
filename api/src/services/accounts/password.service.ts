/** Forgot, reset, set and change password (spec 1 §2, §5): single-use expiring links, one password per e-mail. */
import bcrypt from 'bcrypt';
import type { Tx, UnitOfWork } from '../../datasources';
import type { SessionRepository, UserRepository } from '../../repositories';
import { LIMITS, MSG, type ChangePasswordRequest, type TokenPasswordRequest } from '../../contracts';
import { unauthorized } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import type { LinkTokenService } from './link-token.service';
import { BCRYPT_ROUNDS, type RequestMeta } from './account.service';
import { type Clock, addHours } from '../platform/clock';

export class PasswordService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly tokens: LinkTokenService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /**
   * Mails a reset link when the e-mail is known and has had fewer than `resetMailsPerHour` in the last hour; the
   * answer is the same either way (no enumeration, no mail bombing of one address). The credentials row is locked
   * so that concurrent requests count each other.
   */
  async forgot(email: string, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      if (!(await this.users.lockPasswordHash(email, tx))) return;
      if ((await this.sessions.countRecentResetLinks(email, tx)) >= LIMITS.resetMailsPerHour) return;
      const token = await this.tokens.issue(tx, {
        kind: 'password_reset',
        email,
        expiresAt: addHours(this.clock.now(), LIMITS.passwordTokenHours),
      });
      await this.mail.queue(tx, {
        to: email,
        subject: 'Reset your Book & Claim Registry password',
        link: true,
        text: `Someone asked to reset the password of ${email}. The new password will apply to all accounts linked to this e-mail.\n\nReset it within ${LIMITS.passwordTokenHours} hours:\n${this.publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this message.\n`,
      });
      await this.log.write(tx, { kind: 'User', action: 'Password reset requested', ip: meta.ip, details: { email } });
    });
    void this.mail.flush();
  }

  /** Reset (from the forgot-password mail) or set (first password): the token is used once. */
  async withToken(kind: 'password_reset' | 'password_set', r: TokenPasswordRequest, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      const t = await this.tokens.consume(tx, kind, r.token);
      await this.store(tx, t.email!, r.password);
      await this.log.write(tx, {
        kind: 'User',
        action: kind === 'password_reset' ? 'Password reset' : 'Password set',
        userId: t.userId,
        ip: meta.ip,
        details: { email: t.email },
      });
    });
  }

  async change(userId: string, email: string, r: ChangePasswordRequest, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      const cred = await this.users.lockPasswordHash(email, tx);
      if (!cred || !(await bcrypt.compare(r.oldPassword, cred.password_hash)))
        throw unauthorized(MSG.invalidCredentials);
      await this.store(tx, email, r.password);
      await this.log.write(tx, { kind: 'User', action: 'Password changed', userId, ip: meta.ip });
    });
  }

  /** Stores the new hash and ends every other session of the e-mail's accounts. */
  private async store(tx: Tx, email: string, password: string): Promise<void> {
    await this.users.setPasswordHash(email, await bcrypt.hash(password, BCRYPT_ROUNDS), tx);
    await this.sessions.revokeSessionsOfEmail(email, this.clock.now(), tx);
  }
}
