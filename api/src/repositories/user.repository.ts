/** Users and their credentials: sign-in, passwords, company users, admin users. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { User } from '../models';
import { SqlRepository } from './sql.repository';

export class UserRepository extends SqlRepository<User, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(User, dataSource);
  }
}
