/** The companies an auditor may read (spec 1 §2 "Auditor header"): unexpired auditor_access grants, by name. */
import { AUDITOR_COMPANY_LIMIT, type AuditorCompany } from '../contracts';
import type { Database } from '../db/database';

export class AuditorService {
  constructor(private readonly db: Database) {}

  companies(auditorCompanyId: string, now: Date): Promise<AuditorCompany[]> {
    return this.db.rows<AuditorCompany>(
      `SELECT c.id, c.name, c.type, max(a.expires_at) AS "accessExpiresAt"
         FROM auditor_access a JOIN companies c ON c.id = a.company_id
        WHERE a.auditor_company_id = $1 AND a.expires_at > $2
        GROUP BY c.id
        ORDER BY lower(c.name), c.id
        LIMIT ${AUDITOR_COMPANY_LIMIT}`,
      [auditorCompanyId, now],
    );
  }
}
