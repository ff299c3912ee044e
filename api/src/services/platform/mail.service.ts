/**
 * E-mail through a transactional outbox: messages are written in the same transaction as the change that
 * causes them, then delivered after commit — by SMTP when SMTP_URL is set, else printed to the console.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Queryable } from '../../db/database';
import { LOG_ACTION } from '../../contracts';
import type { AuditLogService } from './audit-log.service';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The mail carries a one-time link (e-mail confirmation, invitation, password reset): logged as 'Email link sent'. */
  link?: boolean;
}

export class MailService {
  private readonly transport?: Transporter;
  private flushing: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
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
  async queue(db: Queryable, mail: Mail): Promise<void> {
    await db.query('INSERT INTO mail_outbox (recipient, subject, body_text) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.text,
    ]);
    await this.audit.write(db, {
      kind: 'System',
      action: mail.link ? LOG_ACTION.emailLinkSent : LOG_ACTION.emailSent,
      details: { to: mail.to, subject: mail.subject },
    });
  }

  /** Delivers every unsent message; concurrent calls coalesce into one more pass. */
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
    const pending = await this.db.rows<{ id: string; recipient: string; subject: string; body_text: string }>(
      `SELECT id, recipient, subject, body_text FROM mail_outbox WHERE sent_at IS NULL AND error IS NULL
       ORDER BY created_at LIMIT 100`,
    );
    for (const m of pending) {
      try {
        if (this.transport) {
          await this.transport.sendMail({ from: this.from, to: m.recipient, subject: m.subject, text: m.body_text });
        } else {
          this.log(`\n[mail] To: ${m.recipient}\n[mail] Subject: ${m.subject}\n${m.body_text}\n`);
        }
        await this.db.pool.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [m.id]);
      } catch (e) {
        await this.db.pool.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [m.id, String(e)]);
      }
    }
  }

  close(): void {
    this.transport?.close();
  }
}
