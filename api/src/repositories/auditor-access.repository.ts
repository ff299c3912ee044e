/** Auditor grants: which auditor reads which company, until when. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { AuditorAccess } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

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
}
