/**
 * What an Auditor may read (spec 1 §2 "Auditor header", §9; issue 11.3): company data only of the companies that
 * granted it access through their auditor token and whose access has not expired — in the portal and in the
 * admin area alike — besides its own company. Admins and SuperAdmins read every company.
 */
import { AUDITOR_COMPANY_LIMIT, type AuditorCompany } from '../../contracts';
import type { Tx } from '../../datasources';
import type { AuditorAccessRepository } from '../../repositories';
import { notFound } from '../errors';
import type { Clock } from '../platform/clock';
import type { SqlFilter } from '../../repositories/sql-filter';

/** The companies an admin-area reader may read: every one, or the listed ones. */
export type CompanyScope = 'all' | readonly string[];

export class AuditorService {
  constructor(
    private readonly grants: AuditorAccessRepository,
    private readonly clock: Clock,
  ) {}

  async companies(auditorCompanyId: string, now: Date): Promise<AuditorCompany[]> {
    const rows = await this.grants.findGrantedCompanies(auditorCompanyId, now, AUDITOR_COMPANY_LIMIT);
    return rows.map((r) => ({ ...r, accessExpiresAt: r.accessExpiresAt.toISOString() }));
  }

  /** True when the auditor company holds a current grant to one of the companies. */
  granted(auditorCompanyId: string, companyIds: readonly (string | null)[], tx?: Tx): Promise<boolean> {
    const ids = companyIds.filter((id): id is string => !!id);
    return this.grants.hasGrant(auditorCompanyId, ids, this.clock.now(), tx);
  }

  /** The companies the actor reads in the admin area: all for Admin and SuperAdmin; an Auditor's own and granted ones. */
  async scope(actor: { role: string; companyId: string }): Promise<CompanyScope> {
    if (actor.role !== 'Auditor') return 'all';
    return [actor.companyId, ...(await this.grants.grantedCompanyIds(actor.companyId, this.clock.now()))];
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
