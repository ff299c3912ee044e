/**
 * A real SMTP server that accepts every message (no TLS, no auth needed), parses it with mailparser and keeps it in
 * memory, plus a tiny JSON endpoint on 127.0.0.1 through which the tests (in Playwright worker processes) read them.
 *
 *   GET    /mails   → StoredMail[] in arrival order
 *   DELETE /mails   → 204, forgets them all
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  /** Arrival order, starting at 1. */
  seq: number;
  /** Epoch milliseconds when the sink finished reading it. */
  receivedAt: number;
  /** Envelope recipients (lower case) — what the SMTP client actually delivered to. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSink {
  smtpPort: number;
  apiUrl: string;
  mails: StoredMail[];
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startMailSink(): Promise<MailSink> {
  const mails: StoredMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'BCU Registry e2e mail sink',
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          mails.push({
            seq: mails.length + 1,
            receivedAt: Date.now(),
            to: envelope.length ? envelope : addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });

  const http: Server = createServer((req, res) => {
    if (req.url?.startsWith('/mails') && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    } else if (req.url?.startsWith('/mails') && req.method === 'DELETE') {
      mails.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  const httpPort = await new Promise<number>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port));
  });

  return {
    smtpPort,
    apiUrl: `http://127.0.0.1:${httpPort}`,
    mails,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
