/**
 * Company applications, e-mail confirmation and invited users (spec 1 §3–§5).
 * Every write runs in one transaction with its action-log row and its mail in the outbox.
 */
import bcrypt from 'bcrypt';
import type { Tx, UnitOfWork } from '../../datasources';
import type { CompanyRepository, SubmissionRepository, UserRepository } from '../../repositories';
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
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly companies: CompanyRepository,
    private readonly submissions: SubmissionRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly files: FileStorageService,
    private readonly tokens: LinkTokenService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The flags of the existence check (see the contract for their reading). */
  async existence(q: AccountExistenceCheck, tx?: Tx): Promise<AccountExistence> {
    const row = await this.users.existenceFlags(q.email, q.accountType, q.accountName.trim(), tx);
    return { isAccountTypeExist: !!row?.t, isAccountsExist: !!row?.a, isAccountNameSame: !!row?.n };
  }

  /**
   * A company applies: the company (Pending), its owner (Pending, e-mail unconfirmed), the signed letter,
   * a Registration submission, the confirmation mail and the log row — all or nothing.
   * An e-mail that already has accounts must give its existing password (one password per e-mail).
   */
  async apply(a: CompanyApplication, letter: UploadedFile, meta: RequestMeta): Promise<{ submissionId: string }> {
    const result = await this.uow.transaction(async (tx) => {
      // Serialise applications of the same e-mail so the existence check and the insert cannot interleave.
      await this.users.lockEmail(a.email, tx);
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
      const companyId = await this.companies.createApplicant(
        {
          name: a.companyName,
          type: a.accountType,
          registrationNumber: a.registrationNumber,
          registrationIdentification: a.registrationIdentification,
          streetAddress: a.streetAddress,
          streetAddressLineTwo: a.streetAddressLineTwo || null,
          zip: a.zip,
          city: a.city,
          country: a.country,
          phoneCode: a.companyPhone.code,
          phoneNumber: a.companyPhone.number,
          website: a.website || null,
          rsb: a.rsb ?? null,
          certificateStartDate: a.certificateStartDate ?? null,
          certificateEndDate: a.certificateEndDate ?? null,
          signedLetterFileId: letterId,
          referredByCompanyId: referral ?? null,
        },
        tx,
      );
      const userId = await this.users.createApplicant(
        {
          email: a.email,
          companyId,
          role: a.accountType === 'Auditor' ? 'Auditor' : 'SystemUser',
          firstName: a.name,
          lastName: a.surname,
          position: a.position,
          phoneCode: a.userPhone.code,
          phoneNumber: a.userPhone.number,
        },
        tx,
      );
      const submissionId = await this.submissions.createRegistrationSubmission(
        companyId,
        userId,
        JSON.stringify({ companyName: a.companyName, accountType: a.accountType }),
        tx,
      );
      await publishSubmission(tx, {
        id: submissionId,
        type: 'Registration',
        status: 'Pending',
        companyId: companyId,
      });
      const token = await this.tokens.issue(tx, {
        kind: 'email_confirmation',
        email: a.email,
        userId: userId,
        companyId: companyId,
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
        userId: userId,
        companyId: companyId,
        subjectType: 'submission',
        subjectId: submissionId,
        ip: meta.ip,
        details: { companyName: a.companyName, accountType: a.accountType, email: a.email },
      });
      return { submissionId };
    });
    void this.mail.flush();
    return result;
  }

  /** /verify-email: the link's token plus the applicant's e-mail and password confirm the address. */
  async confirmEmail(c: EmailConfirmation, meta: RequestMeta): Promise<{ email: string }> {
    await this.uow.transaction(async (tx) => {
      const token = await this.tokens.consume(tx, 'email_confirmation', c.token);
      if (token.email !== c.email) throw badRequest(MSG.invalidToken);
      await this.checkPassword(c.email, c.password, tx);
      await this.users.confirmEmail(token.userId, tx);
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
    const existing = await this.users.hasCredentials(invitee.email, tx);
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
    return this.inviteeData(await this.tokens.peek('invite', token));
  }

  /** Mode 3 of /registration: an existing user proves who they are before linking the new account type. */
  async confirmIdentity(c: IdentityConfirmation): Promise<InviteeData> {
    const invite = await this.tokens.peek('invite', c.token);
    if (invite.email !== c.email) throw unauthorized(MSG.invalidCredentials);
    await this.checkPassword(c.email, c.password);
    return this.inviteeData(invite);
  }

  /** Completes an invited registration: a new user sets a password, an existing one links the account type. */
  async registerInvited(r: InvitedRegistration, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      const invite = await this.tokens.consume(tx, 'invite', r.token);
      const email = invite.email!;
      const hasCredentials = !!(await this.users.lockPasswordHash(email, tx));
      if (!hasCredentials) {
        if (!r.password) throw invalid(MSG.passwordRequired, [{ path: 'password', message: MSG.passwordRequired }]);
        await this.users.createCredentials(email, await bcrypt.hash(r.password, BCRYPT_ROUNDS), tx);
      }
      const company = await this.companies.findNameAndType(invite.companyId, tx);
      if (await this.users.isLiveMember(email, invite.companyId, tx))
        throw conflict(alreadyPartOf(COMPANY_TYPE_LABELS[company!.type]));
      const userId = await this.users.upsertInvited(
        {
          email,
          companyId: invite.companyId!,
          role: company!.type === 'Auditor' ? 'Auditor' : 'SystemUser',
          firstName: r.name,
          lastName: r.surname,
          position: r.position,
          phoneCode: r.userPhone.code,
          phoneNumber: r.userPhone.number,
        },
        tx,
      );
      await this.log.write(tx, {
        // spec 3 §4 'account linked': an existing user (same e-mail, same password) joins one more account
        kind: 'User',
        action: hasCredentials ? LOG_ACTION.accountLinked : 'Invited user registered',
        userId: userId,
        companyId: invite.companyId,
        ip: meta.ip,
        details: { email, existingUser: hasCredentials },
      });
    });
  }

  /** Verifies the password of an e-mail; a wrong one is refused without saying which part was wrong. */
  async checkPassword(email: string, password: string, tx?: Tx): Promise<void> {
    const cred = await this.users.findPasswordHash(email, tx);
    if (!cred || !(await bcrypt.compare(password, cred.password_hash))) throw unauthorized(MSG.invalidCredentials);
  }

  private async ensureCredentials(tx: Tx, email: string, password: string): Promise<void> {
    const cred = await this.users.lockPasswordHash(email, tx);
    if (!cred) {
      await this.users.createCredentials(email, await bcrypt.hash(password, BCRYPT_ROUNDS), tx);
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

  private async inviteeData(invite: {
    email: string | null;
    companyId: string | null;
    data: unknown;
  }): Promise<InviteeData> {
    const d = invite.data as InviteData;
    const company = await this.companies.findNameAndType(invite.companyId);
    const existing = await this.users.hasCredentials(invite.email);
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
