/**
 * E-mail through a transactional outbox: messages are written in the same transaction as the change that
 * causes them, then delivered after commit — by SMTP when SMTP_URL is set, else printed to the console.
 * Every instance of the registry flushes the one outbox: each message is claimed (its row locked) by the instance
 * that sends it and marked sent in that same transaction, so no two instances send it; a crash while sending
 * releases the claim and the message is sent again (at least once, never lost).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx, UnitOfWork } from '../../datasources';
import type { MailOutboxRepository } from '../../repositories';
import { LOG_ACTION } from '../../contracts';
import type { AuditLogService } from './audit-log.service';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The mail carries a one-time link (e-mail confirmation, invitation, password reset): logged as 'Email link sent'. */
  link?: boolean;
}

/** How many messages one instance sends at the same time (each holds one connection while it is sent). */
const SENDERS = 2;

export class MailService {
  private readonly transport?: Transporter;
  private flushing: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: MailOutboxRepository,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly audit: AuditLogService,
    private readonly log: (line: string) => void = console.log,
  ) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
  }

  /**
   * Queues a message inside the caller's transaction, with its System log row (spec 3 §4 'email sent', 'email link
   * sent'; the row names the recipient and subject, never the body, which may hold a code or a link); call
   * `flush()` after commit.
   */
  async queue(tx: Tx, mail: Mail): Promise<void> {
    await this.outbox.enqueue(mail, tx);
    await this.audit.write(tx, {
      kind: 'System',
      action: mail.link ? LOG_ACTION.emailLinkSent : LOG_ACTION.emailSent,
      details: { to: mail.to, subject: mail.subject },
    });
  }

  /** Delivers every unsent message, oldest first, until none waits; concurrent calls coalesce into one more pass. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.deliverPending();
      } while (this.again);
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async deliverPending(): Promise<void> {
    await Promise.all(Array.from({ length: SENDERS }, () => this.sendUntilEmpty()));
  }

  private async sendUntilEmpty(): Promise<void> {
    while (await this.uow.transaction((tx) => this.sendOne(tx)));
  }

  /** Claims, sends and marks one message in `tx`; false when none waits. */
  private async sendOne(tx: Tx): Promise<boolean> {
    const m = await this.outbox.claimNext(tx);
    if (!m) return false;
    try {
      if (this.transport) {
        await this.transport.sendMail({ from: this.from, to: m.recipient, subject: m.subject, text: m.body_text });
      } else {
        this.log(`\n[mail] To: ${m.recipient}\n[mail] Subject: ${m.subject}\n${m.body_text}\n`);
      }
    } catch (e) {
      await this.outbox.markFailed(m.id, String(e), tx);
      return true;
    }
    await this.outbox.markSent(m.id, tx);
    return true;
  }

  close(): void {
    this.transport?.close();
  }
}
