/** Messages sent through the public contact form. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ContactMessage } from '../models';
import { SqlRepository } from './sql.repository';

export class ContactMessageRepository extends SqlRepository<ContactMessage, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ContactMessage, dataSource);
  }
}
