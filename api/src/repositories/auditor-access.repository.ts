/** Auditor grants: which auditor reads which company, until when. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { AuditorAccess } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { CompanyType } from '../contracts';

export class AuditorAccessRepository extends SqlRepository<AuditorAccess, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(AuditorAccess, dataSource);
  }

  /** Grants the auditor company read access to the company until `expiresAt`. */
  async grant(auditorCompanyId: string, companyId: string, expiresAt: Date, tx: Tx): Promise<void> {
    await this.run(
      'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
      [auditorCompanyId, companyId, expiresAt],
      tx,
    );
  }

  /** The companies an auditor company holds a current grant to, by name, with the latest expiry of each. */
  findGrantedCompanies(
    auditorCompanyId: string,
    now: Date,
    limit: number,
  ): Promise<{ id: string; name: string; type: CompanyType; accessExpiresAt: Date }[]> {
    return this.rows(
      `SELECT c.id, c.name, c.type, max(a.expires_at) AS "accessExpiresAt"
         FROM auditor_access a JOIN companies c ON c.id = a.company_id
        WHERE a.auditor_company_id = $1 AND a.expires_at > $2
        GROUP BY c.id
        ORDER BY lower(c.name), c.id
        LIMIT ${Number(limit)}`,
      [auditorCompanyId, now],
    );
  }

  /** Whether the auditor company holds a current grant to one of the companies. */
  async hasGrant(auditorCompanyId: string, companyIds: readonly string[], now: Date, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      'SELECT 1 FROM auditor_access WHERE auditor_company_id = $1 AND company_id = ANY($2::uuid[]) AND expires_at > $3 LIMIT 1',
      [auditorCompanyId, companyIds, now],
      tx,
    ));
  }

  /** The ids of the companies the auditor company holds a current grant to. */
  async grantedCompanyIds(auditorCompanyId: string, now: Date, tx?: Tx): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      'SELECT DISTINCT company_id AS id FROM auditor_access WHERE auditor_company_id = $1 AND expires_at > $2',
      [auditorCompanyId, now],
      tx,
    );
    return rows.map((r) => r.id);
  }
}
