/** The mail outbox: mails written with the change they report, sent after commit. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { MailOutbox } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';
import { outcomeRecipientsSql } from './user.repository';

/** A message claimed for sending. */
export interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  /** When it was queued: the moment of the change it reports. */
  created_at: Date;
}

/**
 * The outbox's own bookkeeping (claims, releases, sent and failed marks) commits without waiting for its disk flush
 * (`synchronous_commit` off for that one statement): should PostgreSQL itself crash in the next instant, a mark is lost
 * and the message is claimed or sent again — which the outbox allows (at least once, never lost) — while the changes
 * that queue mail keep their durable commits, no longer waiting behind one disk flush per message sent.
 */
const ASYNC_COMMIT = "WITH async_commit AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))";

/** A request's outcome queued to its recipients, chosen in the same statement (enqueueOutcome). */
const ENQUEUE_OUTCOME_SQL = prepared(
  `WITH recipients AS (${outcomeRecipientsSql('$1::uuid', '$2::uuid[]')})
   INSERT INTO mail_outbox (recipient, subject, body_text)
   SELECT email, $3, $4 FROM recipients ORDER BY n
   RETURNING recipient`,
);

/** The oldest waiting messages claimed for a lease (claim: every flush of every instance). */
const CLAIM_SQL = prepared(
  `${ASYNC_COMMIT}
   UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => $2) FROM async_commit
    WHERE id IN (SELECT id FROM mail_outbox
                  WHERE sent_at IS NULL AND error IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                  ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient, subject, body_text, created_at`,
);

/** A message delivered (markSent). */
const MARK_SENT_SQL = prepared(
  `${ASYNC_COMMIT} UPDATE mail_outbox SET sent_at = now() FROM async_commit WHERE id = $1`,
);

export class MailOutboxRepository extends SqlRepository<MailOutbox, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(MailOutbox, dataSource);
  }

  /** Queues messages in the transaction of the change that causes them (delivered after commit), in one statement. */
  async enqueue(messages: { to: string; subject: string; text: string }[], tx?: Tx): Promise<void> {
    if (messages.length === 0) return;
    await this.run(
      `INSERT INTO mail_outbox (recipient, subject, body_text)
       SELECT recipient, subject, body_text FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS m(recipient, subject, body_text, n)
        ORDER BY n`,
      [messages.map((m) => m.to), messages.map((m) => m.subject), messages.map((m) => m.text)],
      tx,
    );
  }

  /**
   * Queues one message to each recipient of a request's outcome (UserRepository's outcomeRecipientsSql: the user who
   * sent it, then the active users of each company in order, each address once) in the same statement that chooses
   * them; the addresses written, in that order (the INSERT writes and returns its rows in the SELECT's order).
   */
  async enqueueOutcome(
    recipients: { userId: string | null; companyIds: string[] },
    message: { subject: string; text: string },
    tx: Tx,
  ): Promise<string[]> {
    const rows = await this.rows<{ recipient: string }>(
      ENQUEUE_OUTCOME_SQL,
      [recipients.userId, recipients.companyIds, message.subject, message.text],
      tx,
    );
    return rows.map((r) => r.recipient);
  }

  /**
   * Claims up to `limit` of the oldest waiting messages (neither sent nor failed, and not claimed by a lease still
   * running) for `leaseSeconds`, in one short statement: no other instance claims them while the lease runs, and
   * no connection is held while they are sent. A message whose lease lapsed unsent is claimed again. Oldest first.
   */
  async claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
    const claimed = await this.rows<OutboxMessage>(CLAIM_SQL, [limit, leaseSeconds]);
    return claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
  }

  /** Hands claimed messages back unsent: the next claim of any instance takes them. */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.run(
      `${ASYNC_COMMIT} UPDATE mail_outbox SET claimed_until = NULL FROM async_commit
        WHERE id = ANY($1::uuid[]) AND sent_at IS NULL AND error IS NULL`,
      [ids],
    );
  }

  /** Marks a message delivered. */
  async markSent(id: string): Promise<void> {
    await this.run(MARK_SENT_SQL, [id]);
  }

  /** Marks a message failed with its error: it is not tried again. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.run(`${ASYNC_COMMIT} UPDATE mail_outbox SET error = $2 FROM async_commit WHERE id = $1`, [id, error]);
  }
}
