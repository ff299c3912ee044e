/**
 * Company applications, e-mail confirmation and invited users (spec 1 §3–§5).
 * Every write runs in one transaction with its action-log row and its mail in the outbox.
 */
import bcrypt from 'bcrypt';
import type { Tx } from '../../datasources';
import {
  LOG_ACTION,
  type AccountExistence,
  type AccountExistenceCheck,
  type CompanyApplication,
  type CompanyType,
  type EmailConfirmation,
  type IdentityConfirmation,
  type InvitedRegistration,
  type InviteeData,
  COMPANY_TYPE_LABELS,
  LIMITS,
  MSG,
  alreadyPartOf,
  existenceOutcome,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, invalid, unauthorized } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import type { FileStorageService, UploadedFile } from '../platform/file-storage.service';
import { LinkTokenService } from './link-token.service';
import { type Clock, addHours } from '../platform/clock';
import { publishSubmission } from '../admin/submission-events';

export const BCRYPT_ROUNDS = 10;

export interface RequestMeta {
  ip?: string;
  /** The browser's User-Agent (recognises the same browser replaying a refresh within the grace window). */
  userAgent?: string;
}

interface InviteData {
  firstName: string;
  lastName: string;
  position: string;
  cellPhone: { code: string; number: string } | null;
}

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly files: FileStorageService,
    private readonly tokens: LinkTokenService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The flags of the existence check (see the contract for their reading). */
  async existence(q: AccountExistenceCheck, db: Queryable = this.db.pool): Promise<AccountExistence> {
    const row = await this.db.one<{ t: boolean; a: boolean; n: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM companies WHERE type = $2 AND lower(name) = lower($3) AND status NOT IN ('Declined', 'Closed')) AS t,
              EXISTS (SELECT 1 FROM users WHERE email = $1 AND status NOT IN ('Removed', 'Closed')) AS a,
              EXISTS (SELECT 1 FROM users u JOIN companies c ON c.id = u.company_id
                      WHERE u.email = $1 AND c.type = $2 AND lower(c.name) = lower($3) AND u.status NOT IN ('Removed', 'Closed')) AS n`,
      [q.email, q.accountType, q.accountName.trim()],
      db,
    );
    return { isAccountTypeExist: !!row?.t, isAccountsExist: !!row?.a, isAccountNameSame: !!row?.n };
  }

  /**
   * A company applies: the company (Pending), its owner (Pending, e-mail unconfirmed), the signed letter,
   * a Registration submission, the confirmation mail and the log row — all or nothing.
   * An e-mail that already has accounts must give its existing password (one password per e-mail).
   */
  async apply(a: CompanyApplication, letter: UploadedFile, meta: RequestMeta): Promise<{ submissionId: string }> {
    const result = await this.db.tx(async (tx) => {
      // Serialise applications of the same e-mail so the existence check and the insert cannot interleave.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [a.email]);
      const outcome = existenceOutcome(
        await this.existence({ email: a.email, accountType: a.accountType, accountName: a.companyName }, tx),
        a.accountType,
      );
      if (outcome === 'alreadyAssociated')
        throw conflict(MSG.validationError, [{ path: 'email', message: MSG.alreadyAssociated }]);
      if (outcome === 'accountExists')
        throw conflict(MSG.accountAlreadyExists, [{ path: 'companyName', message: MSG.accountAlreadyExists }]);

      const referral = a.token ? await this.redeemShareToken(tx, a.token, a.accountType) : undefined;
      await this.ensureCredentials(tx, a.email, a.password);
      const letterId = await this.files.store(tx, 'signed_letter', letter, 'application/pdf');
      const company = await this.db.one<{ id: string }>(
        `INSERT INTO companies (name, type, registration_number, registration_identification, street_address,
           street_address_line_two, zip, city, country, phone_code, phone_number, website, rsb,
           certificate_start_date, certificate_end_date, signed_letter_file_id, referred_by_company_id)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17) RETURNING id`,
        [
          a.companyName,
          a.accountType,
          a.registrationNumber,
          a.registrationIdentification,
          a.streetAddress,
          a.streetAddressLineTwo || null,
          a.zip,
          a.city,
          a.country,
          a.companyPhone.code,
          a.companyPhone.number,
          a.website || null,
          a.rsb ?? null,
          a.certificateStartDate ?? null,
          a.certificateEndDate ?? null,
          letterId,
          referral ?? null,
        ],
        tx,
      );
      const user = await this.db.one<{ id: string }>(
        `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number)
         VALUES ($1, $2, $3, 'Primary', 'Pending', $4, $5, $6, $7, $8) RETURNING id`,
        [
          a.email,
          company!.id,
          a.accountType === 'Auditor' ? 'Auditor' : 'SystemUser',
          a.name,
          a.surname,
          a.position,
          a.userPhone.code,
          a.userPhone.number,
        ],
        tx,
      );
      const submission = await this.db.one<{ id: string }>(
        `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('Registration', $1, $2, $3) RETURNING id`,
        [company!.id, user!.id, JSON.stringify({ companyName: a.companyName, accountType: a.accountType })],
        tx,
      );
      await publishSubmission(tx, {
        id: submission!.id,
        type: 'Registration',
        status: 'Pending',
        companyId: company!.id,
      });
      const token = await this.tokens.issue(tx, {
        kind: 'email_confirmation',
        email: a.email,
        userId: user!.id,
        companyId: company!.id,
        expiresAt: addHours(this.clock.now(), LIMITS.emailConfirmationDays * 24),
      });
      const link = `${this.publicUrl}/verify-email?${new URLSearchParams({ token, accountType: a.accountType, companyName: a.companyName })}`;
      await this.mail.queue(tx, {
        to: a.email,
        subject: 'Confirm your email address',
        link: true,
        text: `Hello ${a.name},\n\nthank you for applying for a ${COMPANY_TYPE_LABELS[a.accountType]} account for ${a.companyName} in the Book & Claim Registry.\n\nPlease confirm your email address:\n${link}\n\nAfter confirmation the system admin reviews your application (normally within 2 working days). ${MSG.applicationSuccess}.\n`,
      });
      await this.log.write(tx, {
        kind: 'User',
        action: 'Company application submitted',
        userId: user!.id,
        companyId: company!.id,
        subjectType: 'submission',
        subjectId: submission!.id,
        ip: meta.ip,
        details: { companyName: a.companyName, accountType: a.accountType, email: a.email },
      });
      return { submissionId: submission!.id };
    });
    void this.mail.flush();
    return result;
  }

  /** /verify-email: the link's token plus the applicant's e-mail and password confirm the address. */
  async confirmEmail(c: EmailConfirmation, meta: RequestMeta): Promise<{ email: string }> {
    await this.db.tx(async (tx) => {
      const token = await this.tokens.consume(tx, 'email_confirmation', c.token);
      if (token.email !== c.email) throw badRequest(MSG.invalidToken);
      await this.checkPassword(tx, c.email, c.password);
      await tx.query('UPDATE users SET is_email_confirmed = true, updated_at = now() WHERE id = $1', [token.userId]);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Email confirmed',
        userId: token.userId,
        companyId: token.companyId,
        ip: meta.ip,
      });
    });
    return { email: c.email };
  }

  /** Creates an invite for a company's new user (used by user management) and mails its link. */
  async invite(
    tx: Tx,
    by: { userId: string; companyId: string; companyName: string; companyType: CompanyType },
    invitee: InviteData & { email: string },
  ): Promise<string> {
    const token = await this.tokens.issue(tx, {
      kind: 'invite',
      email: invitee.email,
      companyId: by.companyId,
      createdBy: by.userId,
      data: invitee,
      expiresAt: addHours(this.clock.now(), LIMITS.inviteTokenHours),
    });
    const existing = await this.db.one('SELECT 1 FROM credentials WHERE email = $1', [invitee.email], tx);
    const params = new URLSearchParams({ token });
    if (existing) {
      params.set('initialEmail', invitee.email);
      params.set('accountType', by.companyType);
      params.set('accountName', by.companyName);
    }
    await this.mail.queue(tx, {
      to: invitee.email,
      subject: `You are invited to the ${by.companyName} account`,
      link: true,
      text: `Hello ${invitee.firstName},\n\nyou are invited to join the ${COMPANY_TYPE_LABELS[by.companyType]} account of ${by.companyName} in the Book & Claim Registry.\n\nComplete your registration within ${LIMITS.inviteTokenHours} hours:\n${this.publicUrl}/registration?${params}\n`,
    });
    return token;
  }

  /** Mode 2 of /registration: what the invite says about the invitee. */
  async checkInvite(token: string): Promise<InviteeData> {
    return this.inviteeData(this.db.pool, await this.tokens.peek(this.db.pool, 'invite', token));
  }

  /** Mode 3 of /registration: an existing user proves who they are before linking the new account type. */
  async confirmIdentity(c: IdentityConfirmation): Promise<InviteeData> {
    const invite = await this.tokens.peek(this.db.pool, 'invite', c.token);
    if (invite.email !== c.email) throw unauthorized(MSG.invalidCredentials);
    await this.checkPassword(this.db.pool, c.email, c.password);
    return this.inviteeData(this.db.pool, invite);
  }

  /** Completes an invited registration: a new user sets a password, an existing one links the account type. */
  async registerInvited(r: InvitedRegistration, meta: RequestMeta): Promise<void> {
    await this.db.tx(async (tx) => {
      const invite = await this.tokens.consume(tx, 'invite', r.token);
      const email = invite.email!;
      const hasCredentials = !!(await this.db.one(
        'SELECT 1 FROM credentials WHERE email = $1 FOR UPDATE',
        [email],
        tx,
      ));
      if (!hasCredentials) {
        if (!r.password) throw invalid(MSG.passwordRequired, [{ path: 'password', message: MSG.passwordRequired }]);
        await tx.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [
          email,
          await bcrypt.hash(r.password, BCRYPT_ROUNDS),
        ]);
      }
      const company = await this.db.one<{ name: string; type: CompanyType }>(
        'SELECT name, type FROM companies WHERE id = $1',
        [invite.companyId],
        tx,
      );
      const already = await this.db.one(
        "SELECT 1 FROM users WHERE email = $1 AND company_id = $2 AND status NOT IN ('Removed', 'Closed')",
        [email, invite.companyId],
        tx,
      );
      if (already) throw conflict(alreadyPartOf(COMPANY_TYPE_LABELS[company!.type]));
      const user = await this.db.one<{ id: string }>(
        `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, phone_code, phone_number,
           is_email_confirmed, is_admin_approved)
         VALUES ($1, $2, $3, 'Secondary', 'Active', $4, $5, $6, $7, $8, true, true)
         ON CONFLICT (email, company_id) DO UPDATE SET status = 'Active', first_name = EXCLUDED.first_name,
           last_name = EXCLUDED.last_name, position = EXCLUDED.position, phone_code = EXCLUDED.phone_code,
           phone_number = EXCLUDED.phone_number, is_email_confirmed = true, is_admin_approved = true, updated_at = now()
         RETURNING id`,
        [
          email,
          invite.companyId,
          company!.type === 'Auditor' ? 'Auditor' : 'SystemUser',
          r.name,
          r.surname,
          r.position,
          r.userPhone.code,
          r.userPhone.number,
        ],
        tx,
      );
      await this.log.write(tx, {
        // spec 3 §4 'account linked': an existing user (same e-mail, same password) joins one more account
        kind: 'User',
        action: hasCredentials ? LOG_ACTION.accountLinked : 'Invited user registered',
        userId: user!.id,
        companyId: invite.companyId,
        ip: meta.ip,
        details: { email, existingUser: hasCredentials },
      });
    });
  }

  /** Verifies the password of an e-mail; a wrong one is refused without saying which part was wrong. */
  async checkPassword(db: Queryable, email: string, password: string): Promise<void> {
    const cred = await this.db.one<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE email = $1',
      [email],
      db,
    );
    if (!cred || !(await bcrypt.compare(password, cred.password_hash))) throw unauthorized(MSG.invalidCredentials);
  }

  private async ensureCredentials(tx: Tx, email: string, password: string): Promise<void> {
    const cred = await this.db.one<{ password_hash: string }>(
      'SELECT password_hash FROM credentials WHERE email = $1 FOR UPDATE',
      [email],
      tx,
    );
    if (!cred) {
      await tx.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [
        email,
        await bcrypt.hash(password, BCRYPT_ROUNDS),
      ]);
    } else if (!(await bcrypt.compare(password, cred.password_hash))) {
      throw unauthorized(MSG.invalidCredentials);
    }
  }

  /** A referral / auditor token from an existing company: single use, 48 hours. Returns the issuing company. */
  private async redeemShareToken(tx: Tx, token: string, accountType: CompanyType): Promise<string> {
    const t = await this.tokens.consume(tx, 'share', token, MSG.tokenRequired);
    return (
      t.companyId ??
      (() => {
        throw badRequest(MSG.invalidToken, [{ path: 'token', message: `${accountType}: ${MSG.invalidToken}` }]);
      })()
    );
  }

  private async inviteeData(
    db: Queryable,
    invite: { email: string | null; companyId: string | null; data: unknown },
  ): Promise<InviteeData> {
    const d = invite.data as InviteData;
    const company = await this.db.one<{ name: string; type: CompanyType }>(
      'SELECT name, type FROM companies WHERE id = $1',
      [invite.companyId],
      db,
    );
    const existing = await this.db.one('SELECT 1 FROM credentials WHERE email = $1', [invite.email], db);
    return {
      firstName: d.firstName ?? '',
      lastName: d.lastName ?? '',
      cellPhone: d.cellPhone ?? null,
      position: d.position ?? '',
      email: invite.email ?? '',
      companyName: company!.name,
      accountType: company!.type,
      isExistingUser: !!existing,
    };
  }
}
