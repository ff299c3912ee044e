/** A company's contact list and its contact tokens. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { CompanyContact } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class ContactRepository extends SqlRepository<CompanyContact, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CompanyContact, dataSource);
  }

  // ---- trading: who may receive or be asked ----

  /**
   * The transfer recipients of a holder: its contacts except those a facilitator created, Facilitator, Admin and
   * Auditor companies, itself and companies not Active; by name.
   */
  async findTransferRecipients(
    holderId: string,
  ): Promise<{ id: string; name: string; type: string; country: string }[]> {
    return this.rows<{ id: string; name: string; type: string; country: string }>(
      `SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
       WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type NOT IN ('Facilitator', 'Admin', 'Auditor')
         AND c.id <> $1 AND c.status = 'Active'
       ORDER BY c.name, c.id`,
      [holderId],
    );
  }

  /**
   * The companies that can be asked for a credit's Scope 1 information: the holder's Active Airline contacts not
   * created by a facilitator, except the asking company; by name (only `onlyId` when given).
   */
  async findAirlineConnections(
    holderId: string,
    askingCompanyId: string,
    onlyId?: string,
    tx?: Tx,
  ): Promise<{ id: string; name: string; type: string; country: string }[]> {
    const sql = `
      SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
      WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type = 'Airline' AND c.status = 'Active' AND c.id <> $2`;
    return onlyId
      ? this.rows(`${sql} AND c.id = $3`, [holderId, askingCompanyId, onlyId], tx)
      : this.rows(`${sql} ORDER BY c.name, c.id`, [holderId, askingCompanyId], tx);
  }
}
