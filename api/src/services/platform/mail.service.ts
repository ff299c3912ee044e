/**
 * E-mail through a transactional outbox: messages are written in the same transaction as the change that
 * causes them, then delivered after commit — by SMTP when SMTP_URL is set, else printed to the console.
 * Every instance of the registry flushes the one outbox: a flush claims a batch of messages for a short lease (one
 * statement), sends them holding no database connection, and marks each sent as the SMTP server takes it. No two
 * instances send a message while its lease runs; a crash while sending, or a server that cannot be reached, lets the
 * lease lapse, and the next flush of any instance (each flushes after its own writes and every half lease)
 * sends it again: at least once, never lost.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx } from '../../datasources';
import type { MailOutboxRepository, OutboxMessage } from '../../repositories';
import { LOG_ACTION } from '../../contracts';
import type { AuditLogService } from './audit-log.service';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The mail carries a one-time link (e-mail confirmation, invitation, password reset): logged as 'Email link sent'. */
  link?: boolean;
}

/** How many messages one instance sends at the same time (pooled SMTP connections). */
const SENDERS = 2;
/** How many messages one claim takes. */
const BATCH = 20;

/**
 * How long a claim keeps other instances off its messages, and how long each step of a send may wait on the server
 * (connecting, the greeting, each answer). The lease must outlast the three timeouts together: a send starts only
 * while that much of its lease is left.
 */
export interface MailTiming {
  leaseSeconds: number;
  smtpTimeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
}
const TIMING: MailTiming = {
  leaseSeconds: 60,
  smtpTimeouts: { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 },
};

export class MailService {
  private readonly transport?: Transporter;
  /** The domain of the sender's address, which names the messages (their Message-ID). */
  private readonly domain: string;
  private flushing: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: MailOutboxRepository,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly audit: AuditLogService,
    private readonly log: (line: string) => void = console.log,
    private readonly timing: MailTiming = TIMING,
  ) {
    this.domain = from.replace(/>\s*$/, '').split('@').pop()!;
    if (smtpUrl) {
      this.transport = nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: SENDERS,
        ...timing.smtpTimeouts,
      });
    }
  }

  /** Flushes now, then every half lease, so a message whose sender died is sent once its lease lapses. */
  start(): void {
    void this.flush();
    this.timer ??= setInterval(() => void this.flush(), (this.timing.leaseSeconds * 1000) / 2).unref();
  }

  /**
   * Queues messages inside the caller's transaction, each with its System log row (spec 3 §4 'email sent', 'email
   * link sent'; the row names the recipient and subject, never the body, which may hold a code or a link); call
   * `flush()` after commit. Several messages cost two statements, as one does.
   */
  async queue(tx: Tx, mail: Mail | Mail[]): Promise<void> {
    const mails = Array.isArray(mail) ? mail : [mail];
    await this.outbox.enqueue(mails, tx);
    await this.logQueued(tx, mails);
  }

  /**
   * Queues a request's outcome, one message to each recipient, as `queue` does (a log row each): the user who sent
   * the request and the active users of the given companies, each address once (MailOutboxRepository.enqueueOutcome:
   * the recipients chosen and their messages written in one statement).
   */
  async queueOutcome(
    tx: Tx,
    recipients: { userId: string | null; companyIds: (string | null)[] },
    message: { subject: string; text: string },
  ): Promise<void> {
    const companyIds = recipients.companyIds.filter((c): c is string => !!c);
    const sentTo = await this.outbox.enqueueOutcome({ userId: recipients.userId, companyIds }, message, tx);
    await this.logQueued(
      tx,
      sentTo.map((to) => ({ to, ...message })),
    );
  }

  /** The System log rows of queued messages (they name the recipient and subject, never the body). */
  private logQueued(tx: Tx, mails: Mail[]): Promise<void> {
    return this.audit.writeAll(
      tx,
      mails.map((m) => ({
        kind: 'System',
        action: m.link ? LOG_ACTION.emailLinkSent : LOG_ACTION.emailSent,
        details: { to: m.to, subject: m.subject },
      })),
    );
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

  /**
   * Claims batches and sends them until none waits; each message is marked sent as soon as the SMTP server took it,
   * so a crash resends only the messages in flight. A send starts only while the batch's lease outlasts the longest
   * the send can wait on the server, so no other instance claims a message while it is being sent; the messages the
   * lease left no time for are handed back for the next claim. When the server cannot be reached, the flush stops:
   * its batch waits for the lease to lapse instead of every message waiting out the timeouts in turn.
   */
  private async deliverPending(): Promise<void> {
    const { leaseSeconds, smtpTimeouts } = this.timing;
    const longestSendMs = smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout;
    for (;;) {
      const lastStart = Date.now() + leaseSeconds * 1000 - longestSendMs;
      const queue = await this.outbox.claim(BATCH, leaseSeconds);
      const claimed = queue.length;
      if (!claimed) return;
      let unreachable = false;
      await Promise.all(
        Array.from({ length: SENDERS }, async () => {
          while (queue.length && !unreachable && Date.now() <= lastStart) {
            const m = queue.shift()!;
            const outcome = await this.send(m);
            if (outcome === 'sent') await this.outbox.markSent(m.id);
            if (outcome === 'unreachable') unreachable = true;
          }
        }),
      );
      if (unreachable) return;
      await this.outbox.release(queue.map((m) => m.id));
      // a claim short of a batch took every message waiting then: the next claim would find only what was queued
      // since, and a write of this instance that queues mail flushes again ('again'); another instance's write
      // flushes on that instance. Messages handed back above are claimed again at once.
      if (claimed < BATCH && !queue.length) return;
    }
  }

  /**
   * Sends one message and says what came of it: 'sent' when the server took it; 'refused' when it cannot be sent as
   * it is (refused(): marked failed, not tried again); 'deferred' when the server answered 'try later' (a 4xx: the
   * message waits for its lease to lapse); 'unreachable' when no server answered (no connection, a timeout).
   */
  private async send(m: OutboxMessage): Promise<'sent' | 'refused' | 'deferred' | 'unreachable'> {
    try {
      if (this.transport) {
        // named by its outbox row and dated when it was queued: a message sent again (its lease lapsed while it was
        // being sent) is the same message, which the receiving servers and mail programs can tell
        await this.transport.sendMail({
          from: this.from,
          to: m.recipient,
          subject: m.subject,
          text: m.body_text,
          messageId: `<${m.id}@${this.domain}>`,
          date: m.created_at,
        });
      } else {
        this.log(`\n[mail] To: ${m.recipient}\n[mail] Subject: ${m.subject}\n${m.body_text}\n`);
      }
      return 'sent';
    } catch (e) {
      if (refused(e)) {
        await this.outbox.markFailed(m.id, String(e));
        return 'refused';
      }
      return typeof (e as { responseCode?: unknown })?.responseCode === 'number' ? 'deferred' : 'unreachable';
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.transport?.close();
  }
}

/**
 * Sending the message again would fail again: the SMTP server refused it for good (a 5xx answer — a 4xx answer, even
 * to every recipient, means 'try later'), or nodemailer found its envelope or content unusable with no answer from the
 * server (EENVELOPE, EMESSAGE).
 */
function refused(e: unknown): boolean {
  const { responseCode, code } = (e ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}
