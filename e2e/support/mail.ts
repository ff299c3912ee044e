/**
 * Reading the mails the app sent, from the SMTP sink that global setup started (see mail-sink.ts).
 *
 *   const mail = await latestMailTo(email, { subject: /code/i, after: sentAt });
 *   const code = codeFrom(mail);                      // the 5-digit one-time code
 *   const link = linkFrom(mail, '/verify-email');     // the first link containing that text
 */
import type { StoredMail } from './mail-sink';

export type { StoredMail };

function mailApi(): string {
  const url = process.env.E2E_MAIL_API;
  if (!url) throw new Error('E2E_MAIL_API is not set — are the tests running through e2e/playwright.config.ts?');
  return url;
}

export async function allMails(): Promise<StoredMail[]> {
  const res = await fetch(`${mailApi()}/mails`);
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  return (await res.json()) as StoredMail[];
}

export interface MailQuery {
  /** Only mails whose subject matches. */
  subject?: RegExp | string;
  /** Only mails received after this moment (epoch ms) or after this mail. */
  after?: number | StoredMail;
  /** How long to wait for a matching mail; default 20 s. */
  timeout?: number;
}

/** The newest mail to `email` that matches, waiting for it to arrive. */
export async function latestMailTo(email: string, query: MailQuery = {}): Promise<StoredMail> {
  const { subject, after, timeout = 20_000 } = query;
  const to = email.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const matches = (await allMails()).filter(
      (m) =>
        m.to.includes(to) &&
        (subject === undefined ||
          (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))) &&
        (after === undefined || (typeof after === 'number' ? m.receivedAt > after : m.seq > after.seq)),
    );
    if (matches.length) return matches[matches.length - 1];
    if (Date.now() > deadline) {
      const seen = (await allMails()).map((m) => `  #${m.seq} to ${m.to.join(', ')}: ${m.subject}`).join('\n');
      throw new Error(
        `no mail to ${email}${subject ? ` with subject ${subject}` : ''} within ${timeout} ms; received:\n${seen || '  (none)'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The text of a mail, from its plain-text part or else its HTML with the tags removed. */
export function textOf(mail: StoredMail): string {
  return mail.text.trim() ? mail.text : mail.html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ');
}

/** The 5-digit one-time code of a mail. */
export function codeFrom(mail: StoredMail): string {
  const code = /(?<![\d-])(\d{5})(?![\d-])/.exec(textOf(mail))?.[1];
  if (!code) throw new Error(`no 5-digit code in the mail "${mail.subject}":\n${textOf(mail)}`);
  return code;
}

/** The first http(s) link of a mail (from its HTML hrefs or its text), optionally the first that contains `part`. */
export function linkFrom(mail: StoredMail, part?: string): string {
  const hrefs = [...mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1]));
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  const link = [...hrefs, ...inText].find((l) => /^https?:\/\//.test(l) && (!part || l.includes(part)));
  if (!link)
    throw new Error(`no link${part ? ` containing ${part}` : ''} in the mail "${mail.subject}":\n${textOf(mail)}`);
  return link;
}

const decodeEntities = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
