/**
 * What an Auditor may read (spec 1 §2 "Auditor header", §9; issue 11.3): company data only of the companies that
 * granted it access through their auditor token and whose access has not expired — in the portal and in the
 * admin area alike — besides its own company. Admins and SuperAdmins read every company.
 */
import { AUDITOR_COMPANY_LIMIT, type AuditorCompany } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../errors';
import type { Clock } from '../platform/clock';
import type { SqlFilter } from '../../repositories/sql-filter';

/** The companies an admin-area reader may read: every one, or the listed ones. */
export type CompanyScope = 'all' | readonly string[];

export class AuditorService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

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

  /** True when the auditor company holds a current grant to one of the companies. */
  async granted(
    auditorCompanyId: string,
    companyIds: readonly (string | null)[],
    db: Queryable = this.db.pool,
  ): Promise<boolean> {
    return !!(await this.db.one(
      'SELECT 1 FROM auditor_access WHERE auditor_company_id = $1 AND company_id = ANY($2::uuid[]) AND expires_at > $3 LIMIT 1',
      [auditorCompanyId, companyIds.filter((id) => id), this.clock.now()],
      db,
    ));
  }

  /** The companies the actor reads in the admin area: all for Admin and SuperAdmin; an Auditor's own and granted ones. */
  async scope(actor: { role: string; companyId: string }): Promise<CompanyScope> {
    if (actor.role !== 'Auditor') return 'all';
    const rows = await this.db.rows<{ id: string }>(
      'SELECT DISTINCT company_id AS id FROM auditor_access WHERE auditor_company_id = $1 AND expires_at > $2',
      [actor.companyId, this.clock.now()],
    );
    return [actor.companyId, ...rows.map((r) => r.id)];
  }
}

/** Narrows a filter to the scope's companies (`column` names the company of a row). */
export function inScope(where: SqlFilter, column: string, scope: CompanyScope): SqlFilter {
  return scope === 'all' ? where : where.add(`${column} = ANY(?::uuid[])`, scope);
}

/** 404 unless the company (of a row being read) lies in the scope: another company's data is never confirmed. */
export function assertInScope(scope: CompanyScope, companyId: string | null | undefined): void {
  if (scope !== 'all' && !(companyId && scope.includes(companyId))) throw notFound();
}
