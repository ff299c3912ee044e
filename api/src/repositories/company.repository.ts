/** Companies (accounts) and their files: registration, profile, lifecycle, admin lists. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Company } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class CompanyRepository extends SqlRepository<Company, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Company, dataSource);
  }

  // ---- trading and statements: a company as a party of a request ----

  /** A company's id, name, type and status (the parties of transfers, retirements and statements); undefined when unknown. */
  async findParty(
    id: string,
    tx?: Tx,
  ): Promise<{ id: string; name: string; type: string; status: string } | undefined> {
    return this.one<{ id: string; name: string; type: string; status: string }>(
      'SELECT id, name, type, status FROM companies WHERE id = $1',
      [id],
      tx,
    );
  }
}
