/** A real SMTP server on loopback that keeps every message it receives, for reading codes and links. */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  date?: Date;
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /**
   * `answerAfterMs`: how long the server takes to accept each message (a slow server), 0 by default; `deferred`:
   * recipients the server answers 'try later' (450) for, as a greylisting server does; `keep: false`: every message
   * is accepted unread and none kept (the bench's server, which must not pay for parsing a thousand mails).
   */
  constructor(
    private readonly options: { answerAfterMs?: number; deferred?: (address: string) => boolean; keep?: boolean } = {},
  ) {}
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (address, session, done) => {
      if (!this.options.deferred?.(address.address)) return done();
      done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData: (stream, session, done) => {
      if (this.options.keep === false) {
        stream.on('end', () => done()).resume();
        return;
      }
      simpleParser(stream)
        .then((m) => {
          for (const rcpt of session.envelope.rcptTo)
            this.mails.push({
              to: rcpt.address.toLowerCase(),
              subject: m.subject ?? '',
              text: m.text ?? '',
              messageId: m.messageId,
              date: m.date,
            });
          setTimeout(done, this.options.answerAfterMs ?? 0);
        })
        .catch(done);
    },
  });
  port = 0;

  async start(): Promise<string> {
    // a client that dies in the middle of a session (a registry killed by a test) resets its connection: the
    // message it was sending never arrived, and the sink goes on
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the newest mail to `to` whose subject matches, among the mails received after the first `after`. */
  async waitFor(to: string, subject: RegExp, after = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails
        .slice(after)
        .reverse()
        .find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > end) throw new Error(`no mail to ${to} matching ${subject}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** How many mails arrived so far: pass it to `waitFor` to wait for a new one. */
  mark(): number {
    return this.mails.length;
  }

  count(to: string): number {
    return this.mails.filter((m) => m.to === to.toLowerCase()).length;
  }
}

export const codeIn = (mail: ReceivedMail): string => /\b(\d{5})\b/.exec(mail.text)![1];
export const tokenIn = (mail: ReceivedMail): string => /[?&]token=([\w-]+)/.exec(mail.text)![1];
