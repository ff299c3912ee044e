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
}
