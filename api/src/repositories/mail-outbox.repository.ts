/** The mail outbox: mails written with the change they report, sent after commit. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { MailOutbox } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class MailOutboxRepository extends SqlRepository<MailOutbox, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(MailOutbox, dataSource);
  }

  /** Queues a message in the transaction of the change that causes it (delivered after commit). */
  async enqueue(m: { to: string; subject: string; text: string }, tx?: Tx): Promise<void> {
    await this.run(
      'INSERT INTO mail_outbox (recipient, subject, body_text) VALUES ($1, $2, $3)',
      [m.to, m.subject, m.text],
      tx,
    );
  }

  /**
   * Claims the oldest undelivered message (neither sent nor failed) for the caller's transaction: its row stays
   * locked until that transaction ends, and a message another transaction holds is skipped, so that each message
   * is sent by one instance only. None when nothing waits.
   */
  async claimNext(tx: Tx): Promise<{ id: string; recipient: string; subject: string; body_text: string } | undefined> {
    return this.one(
      `SELECT id, recipient, subject, body_text FROM mail_outbox WHERE sent_at IS NULL AND error IS NULL
       ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [],
      tx,
    );
  }

  /** Marks a message delivered. */
  async markSent(id: string, tx?: Tx): Promise<void> {
    await this.run('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id], tx);
  }

  /** Marks a message failed with its error: it is not tried again. */
  async markFailed(id: string, error: string, tx?: Tx): Promise<void> {
    await this.run('UPDATE mail_outbox SET error = $2 WHERE id = $1', [id, error], tx);
  }
}
