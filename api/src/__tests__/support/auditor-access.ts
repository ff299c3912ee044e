import type { TestRegistry } from './test-registry';

/** Gives an auditor company access to a company until `days` from the test clock's now (negative: expired). */
export async function grantAuditorAccess(t: TestRegistry, auditorCompanyId: string, companyId: string, days = 1) {
  await t.registry.db.pool.query(
    'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
    [auditorCompanyId, companyId, new Date(t.clock.now().getTime() + days * 86_400_000)],
  );
}

/** Removes every grant of an auditor company. */
export async function revokeAuditorAccess(t: TestRegistry, auditorCompanyId: string) {
  await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCompanyId]);
}
