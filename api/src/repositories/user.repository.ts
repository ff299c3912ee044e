/** Users and their credentials: sign-in, passwords, company users, admin users. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { User } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class UserRepository extends SqlRepository<User, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(User, dataSource);
  }

  /** A user's first and last name. */
  namesOf(userId: string, tx?: Tx) {
    return this.one<{ first_name: string | null; last_name: string | null }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [userId],
      tx,
    );
  }

  /** A user's e-mail address and first name (for a mail to them). */
  mailboxOf(userId: string, tx?: Tx) {
    return this.one<{ email: string; first_name: string | null }>(
      'SELECT email, first_name FROM users WHERE id = $1',
      [userId],
      tx,
    );
  }

  // ---- mail recipients ----

  /** E-mail addresses of a company's active users (by user type, then the oldest first). */
  async findActiveEmails(companyId: string, tx?: Tx): Promise<string[]> {
    const rows = await this.rows<{ email: string }>(
      "SELECT email FROM users WHERE company_id = $1 AND status = 'Active' ORDER BY type, created_at",
      [companyId],
      tx,
    );
    return rows.map((r) => r.email);
  }

  /** The e-mail address of a user; undefined when unknown. */
  async findEmail(userId: string, tx?: Tx): Promise<string | undefined> {
    return (await this.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId], tx))?.email;
  }
}
