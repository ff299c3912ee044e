/**
 * Contact messages and feedback (spec 1 §2 "Contact Us", "Feedback button"; §3; §5). Each message is
 * stored, mailed to the registry's admin address through the outbox and logged — in one transaction.
 */
import {
  COMPANY_TYPE_LABELS,
  MSG,
  type CompanyType,
  type ContactRequest,
  type FeedbackRequest,
  type Phone,
  type SignedInContactRequest,
} from '../../contracts';
import type { UnitOfWork } from '../../datasources';
import type { ContactMessageRepository, UserRepository } from '../../repositories';
import { badRequest, forbidden, unauthorized } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { CaptchaService } from './captcha.service';
import type { MailService } from '../platform/mail.service';
import type { RequestMeta } from '../accounts/account.service';

export interface Sender {
  userId: string;
  companyId: string;
  role: string;
}

interface Identity {
  firstName: string;
  lastName: string;
  companyName: string;
  position: string;
  email: string;
  companyType?: CompanyType;
}

interface StoredMessage extends Identity {
  kind: 'contact' | 'feedback';
  userId?: string;
  companyId?: string;
  cellPhone?: Phone;
  message: string;
}

export class ContactService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly messages: ContactMessageRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly captcha: CaptchaService,
    private readonly adminEmail: string,
  ) {}

  /** A visitor's message: refused without a solved captcha, before anything is stored. */
  async fromVisitor(req: ContactRequest, meta: RequestMeta): Promise<void> {
    if (!(await this.captcha.verify(req.captchaToken)))
      throw badRequest(MSG.captchaRequired, [{ path: 'captchaToken', message: MSG.captchaRequired }]);
    const { captchaToken: _captcha, ...fields } = req;
    await this.store({ kind: 'contact', ...fields }, meta);
  }

  /** A signed-in user's message: the identity is the user's own record, not what the form says. */
  async fromUser(sender: Sender, req: SignedInContactRequest, meta: RequestMeta): Promise<void> {
    const identity = await this.identity(sender.userId);
    await this.store(
      { kind: 'contact', userId: sender.userId, companyId: sender.companyId, ...identity, ...req },
      meta,
    );
  }

  /** Feedback of a signed-in user; the SuperAdmin has no feedback button (spec 1 §2, spec 3 §6). */
  async feedback(sender: Sender, req: FeedbackRequest, meta: RequestMeta): Promise<void> {
    if (sender.role === 'SuperAdmin') throw forbidden();
    const identity = await this.identity(sender.userId);
    await this.store(
      { kind: 'feedback', userId: sender.userId, companyId: sender.companyId, ...identity, message: req.feedback },
      meta,
    );
  }

  private async identity(userId: string): Promise<Identity> {
    const row = await this.users.findWithCompany(userId);
    if (!row) throw unauthorized();
    return {
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      position: row.position ?? '',
      email: row.email,
      companyType: row.company_type,
    };
  }

  private async store(m: StoredMessage, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      const id = await this.messages.createMessage(
        {
          kind: m.kind,
          userId: m.userId ?? null,
          companyId: m.companyId ?? null,
          firstName: m.firstName,
          lastName: m.lastName,
          companyName: m.companyName,
          position: m.position,
          email: m.email,
          phoneCode: m.cellPhone?.code ?? null,
          phoneNumber: m.cellPhone?.number ?? null,
          message: m.message,
          ip: meta.ip ?? null,
        },
        tx,
      );
      const feedback = m.kind === 'feedback';
      await this.log.write(tx, {
        kind: 'User',
        action: feedback ? 'Feedback sent' : 'Contact message sent',
        userId: m.userId ?? null,
        companyId: m.companyId ?? null,
        subjectType: feedback ? 'feedback' : 'contact_message',
        subjectId: id,
        ip: meta.ip,
        details: feedback ? {} : { email: m.email, signedIn: !!m.userId },
      });
      const account = m.companyType ? ` (${COMPANY_TYPE_LABELS[m.companyType]} account)` : '';
      const lines = [
        `${feedback ? 'Feedback' : 'Contact message'} from ${m.firstName} ${m.lastName}${m.userId ? ', signed in' : ', visitor'}`,
        '',
        `Name: ${m.firstName} ${m.lastName}`,
        `Company: ${m.companyName}${account}`,
        `Position: ${m.position || '—'}`,
        `E-mail: ${m.email}`,
        ...(m.cellPhone ? [`Phone: ${m.cellPhone.code} ${m.cellPhone.number}`] : []),
        '',
        m.message,
        '',
        `Reference: ${id}`,
      ];
      await this.mail.queue(tx, {
        to: this.adminEmail,
        subject: feedback
          ? `Feedback from ${m.firstName} ${m.lastName} (${m.companyName})`
          : `Contact form: ${m.firstName} ${m.lastName}, ${m.companyName}`,
        text: lines.join('\n'),
      });
    });
    void this.mail.flush();
  }
}
