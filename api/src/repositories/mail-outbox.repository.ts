/** The mail outbox: mails written with the change they report, sent after commit. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { MailOutbox } from '../models';
import { SqlRepository } from './sql.repository';

export class MailOutboxRepository extends SqlRepository<MailOutbox, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(MailOutbox, dataSource);
  }
}
