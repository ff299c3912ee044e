/** Messages sent through the public contact form. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ContactMessage } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class ContactMessageRepository extends SqlRepository<ContactMessage, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ContactMessage, dataSource);
  }

  /** Stores a contact message (contact form or feedback); its id. */
  async createMessage(
    m: {
      kind: string;
      userId: string | null;
      companyId: string | null;
      firstName: string;
      lastName: string;
      companyName: string;
      position: string;
      email: string;
      phoneCode: string | null;
      phoneNumber: string | null;
      message: string;
      ip: string | null;
    },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO contact_messages (kind, user_id, company_id, first_name, last_name, company_name, position, email,
         phone_code, phone_number, message, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        m.kind,
        m.userId,
        m.companyId,
        m.firstName,
        m.lastName,
        m.companyName,
        m.position,
        m.email,
        m.phoneCode,
        m.phoneNumber,
        m.message,
        m.ip,
      ],
      tx,
    );
    return row!.id;
  }
}
