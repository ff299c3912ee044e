/**
 * The mail outbox shared by every instance of the registry (issue 15.4): a flush claims the messages it sends for a
 * lease, so that two instances flushing at the same moment never send one message twice; a flush goes on until the
 * outbox is empty, however many messages wait; a message whose instance died while sending it is sent by another
 * once the lease lapses (issue 12: no connection is held while SMTP sends).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { MailOutboxRepository } from '../../repositories';
import { MailService, type MailTiming } from '../../services/platform/mail.service';
import { SmtpSink } from '../support/smtp-sink';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { uniqueEmail } from '../support/builders';

describe('mail outbox (issue 15.4)', function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  /** A mail service as a second (or third) registry instance has one: its own, on the same database. */
  const instance = (smtpUrl = t.registry.config.smtpUrl, timing?: MailTiming) => {
    const { dataSource } = t.registry.db;
    const { config, services } = t.registry;
    const repository = new MailOutboxRepository(dataSource);
    return new MailService(repository, smtpUrl, config.mailFrom, services.log, console.log, timing);
  };

  async function queue(recipients: string[]) {
    const { uow, mail } = t.registry.services;
    await uow.transaction(async (tx) => {
      for (const to of recipients) await mail.queue(tx, { to, subject: 'Outbox test', text: `Hello ${to}` });
    });
  }

  const received = (recipients: string[]) => recipients.map((to) => t.sink.count(to));

  /**
   * What the recipients received once the flushes under test returned: those flushes left nothing they could claim
   * (a message still unsent is one the registry's own instance, which flushes every half lease, claimed and is
   * sending), and what that instance holds is awaited.
   */
  async function receivedOnceFlushed(recipients: string[]): Promise<number[]> {
    const left = await t.registry.db.rows(
      `SELECT 1 FROM mail_outbox WHERE recipient = ANY($1::text[]) AND sent_at IS NULL
          AND (claimed_until IS NULL OR claimed_until < now())`,
      [recipients],
    );
    expect(left, 'messages no flush could claim').to.have.length(0);
    for (let i = 0; i < 100 && received(recipients).some((n) => n === 0); i++) await sleep(100);
    return received(recipients);
  }

  it('sends each message once when two instances flush at the same moment', async () => {
    const recipients = Array.from({ length: 30 }, () => uniqueEmail('outbox'));
    await queue(recipients);
    const [a, b] = [instance(), instance()];
    try {
      await Promise.all([a.flush(), b.flush()]);
    } finally {
      a.close();
      b.close();
    }
    expect(await receivedOnceFlushed(recipients)).to.deep.equal(recipients.map(() => 1));
  });

  it('empties an outbox of more than 100 messages in one flush', async () => {
    const recipients = Array.from({ length: 130 }, () => uniqueEmail('backlog'));
    await queue(recipients);
    const a = instance();
    try {
      await a.flush();
    } finally {
      a.close();
    }
    expect((await receivedOnceFlushed(recipients)).filter((n) => n !== 1)).to.have.length(0);
  });

  it('leaves a message another instance claimed until its lease lapses, then sends it once', async () => {
    const to = uniqueEmail('lease');
    // a message an instance claimed, and died before sending
    await t.registry.db.rows(
      `INSERT INTO mail_outbox (recipient, subject, body_text, claimed_until)
       VALUES ($1, 'Outbox test', 'Hello', now() + interval '30 seconds')`,
      [to],
    );
    const a = instance();
    try {
      await a.flush();
      expect(t.sink.count(to), 'sent while the lease runs').to.equal(0);
      await t.registry.db.rows(
        "UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE recipient = $1",
        [to],
      );
      await a.flush();
    } finally {
      a.close();
    }
    expect(t.sink.count(to)).to.equal(1);
    const row = await t.registry.db.one<{ sent: boolean }>(
      'SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE recipient = $1',
      [to],
    );
    expect(row!.sent).to.equal(true);
  });

  it('sends a message again as the same message: named by its outbox row, dated when it was queued', async () => {
    const to = uniqueEmail('again');
    await queue([to]);
    const { id, queuedAt } = (await t.registry.db.one<{ id: string; queuedAt: Date }>(
      'SELECT id, created_at AS "queuedAt" FROM mail_outbox WHERE recipient = $1',
      [to],
    ))!;
    const a = instance();
    try {
      await a.flush();
      // sent, but its sent mark lost (the lease lapsed while it was being sent): it is sent again
      await t.registry.db.rows('UPDATE mail_outbox SET sent_at = NULL, claimed_until = NULL WHERE id = $1', [id]);
      await a.flush();
    } finally {
      a.close();
    }
    const copies = t.sink.mails.filter((m) => m.to === to);
    expect(copies).to.have.length(2);
    for (const m of copies) {
      expect(m.messageId).to.equal(`<${id}@bcu-registry.local>`);
      // the Date header counts whole seconds
      expect(m.date!.getTime()).to.equal(Math.floor(queuedAt.getTime() / 1000) * 1000);
    }
  });

  it('keeps a message while the SMTP server cannot be reached and sends it once the server answers again', async () => {
    const to = uniqueEmail('outage');
    await queue([to]);
    const down = instance('smtp://127.0.0.1:1'); // nothing listens there: the connection is refused
    try {
      await down.flush();
    } finally {
      down.close();
    }
    const waiting = await t.registry.db.one<{ error: string | null; sent: boolean }>(
      'SELECT error, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE recipient = $1',
      [to],
    );
    expect(waiting, 'neither sent nor given up').to.deep.equal({ error: null, sent: false });
    // the lease of the failed attempt lapses; the next flush of any instance sends it
    await t.registry.db.rows(
      "UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE recipient = $1",
      [to],
    );
    const up = instance();
    try {
      await up.flush();
    } finally {
      up.close();
    }
    expect(t.sink.count(to)).to.equal(1);
  });

  it('sends no message twice when a slow SMTP server makes a batch outlast its lease', async () => {
    // 20 messages at 250 ms each over two connections take 2.5 s; the lease is 2 s and a send may wait 0.9 s at most
    const slow = new SmtpSink({ answerAfterMs: 250 });
    const url = await slow.start();
    const timing: MailTiming = {
      leaseSeconds: 2,
      smtpTimeouts: { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 },
    };
    const recipients = Array.from({ length: 20 }, () => uniqueEmail('slow'));
    await queue(recipients);
    const [a, b] = [instance(url, timing), instance(url, timing)];
    try {
      const first = a.flush();
      // a second instance flushes once the first one's lease has lapsed
      await new Promise((r) => setTimeout(r, 2_200));
      await Promise.all([first, b.flush()]);
    } finally {
      a.close();
      b.close();
      await slow.stop();
    }
    // the registry's own instance may flush some of them to its sink meanwhile: count both servers
    const sent = recipients.map((to) => slow.count(to) + t.sink.count(to));
    expect(sent).to.deep.equal(recipients.map(() => 1));
  });

  it('sends the other messages when the server asks to try one of them later', async () => {
    const [greylisted, ...others] = Array.from({ length: 4 }, () => uniqueEmail('deferred'));
    const picky = new SmtpSink({ deferred: (address) => address === greylisted });
    const url = await picky.start();
    await queue([greylisted, ...others]);
    const a = instance(url);
    try {
      await a.flush();
    } finally {
      a.close();
      await picky.stop();
    }
    expect(others.map((to) => picky.count(to) + t.sink.count(to))).to.deep.equal([1, 1, 1]);
    const waiting = await t.registry.db.one<{ error: string | null; sent: boolean }>(
      'SELECT error, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE recipient = $1',
      [greylisted],
    );
    expect(waiting, 'the deferred message waits, neither sent nor given up').to.deep.equal({
      error: null,
      sent: false,
    });
  });
});
