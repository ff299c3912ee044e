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

  /** A company's certificate end day ('yyyy-MM-dd'), null without one; undefined when there is no such company. */
  async certificateEndOf(companyId: string, tx?: Tx): Promise<string | null | undefined> {
    const row = await this.one<{ certificate_end_date: string | null }>(
      'SELECT certificate_end_date FROM companies WHERE id = $1',
      [companyId],
      tx,
    );
    return row ? row.certificate_end_date : undefined;
  }

  /** A company's name (for the records that name it as it is now). */
  async nameOf(companyId: string, tx?: Tx): Promise<string | undefined> {
    return (await this.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId], tx))?.name;
  }

  /** A company's type (Supplier, Facilitator, …). */
  async typeOf(companyId: string): Promise<string | undefined> {
    return (await this.one<{ type: string }>('SELECT type FROM companies WHERE id = $1', [companyId]))?.type;
  }

  /** A company's certificate end day as text and whether it ended before the day of `now` (UTC). */
  certificationAt(companyId: string, now: Date) {
    return this.one<{ end: string | null; expired: boolean }>(
      `SELECT certificate_end_date::text AS end,
              coalesce(certificate_end_date < ($2::timestamptz AT TIME ZONE 'UTC')::date, false) AS expired
       FROM companies WHERE id = $1`,
      [companyId, now],
    );
  }

  /** A company's type and status (a facilitator must be an Active Facilitator company). */
  typeAndStatusOf(companyId: string, tx?: Tx) {
    return this.one<{ type: string; status: string }>(
      'SELECT type, status FROM companies WHERE id = $1',
      [companyId],
      tx,
    );
  }

  /** The Active Facilitator companies in a company's contact list, by name. */
  facilitatorContactsOf(companyId: string) {
    return this.rows<{ id: string; name: string; type: string; country: string }>(
      `SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
       WHERE k.from_company_id = $1 AND c.type = 'Facilitator' AND c.status = 'Active'
       ORDER BY c.name, c.id`,
      [companyId],
    );
  }

  /** Whether `toCompanyId` is in the contact list of `fromCompanyId`. */
  async isContact(fromCompanyId: string, toCompanyId: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2',
      [fromCompanyId, toCompanyId],
      tx,
    ));
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
