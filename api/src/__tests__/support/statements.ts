/** Test builders for retirement statements: a retired credit of a company and a statement issued for it. */
import type { TestRegistry } from './test-registry';
import { ledgerFixtureSql } from './ledger-fixture';

export async function companyIdOf(t: TestRegistry, name: string): Promise<string> {
  const row = await t.registry.db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1', [name]);
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

let serial = 0;
/** A Retired credit held by `companyId` (as the ledger leaves it once a retirement is approved). */
export async function givenRetiredCredit(t: TestRegistry, companyId: string, volumeKg = 12_345n, co2eqKg = 9_876n) {
  serial += 1;
  const issuer = await companyIdOf(t, 'Nordic SAF Producers AS');
  const bcuid = `BCU-2099-${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(3, '0')}-${String(Math.floor(Math.random() * 90) + 10)}`;
  const [row] = await ledgerFixtureSql<{ id: string }>(
    t.registry.db,
    `INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, details)
     VALUES ($1, $2, $3, 'Retired', $4, $5, 1000, '{"productType":"SAF"}') RETURNING id`,
    [bcuid, companyId, issuer, volumeKg.toString(), co2eqKg.toString()],
  );
  return { creditId: row!.id, bcuid, volumeKg, co2eqKg };
}

/** Issues a statement the way the retirement approval does, inside one transaction. */
export async function givenStatement(
  t: TestRegistry,
  companyId: string,
  opts: {
    credits?: number;
    isAnonymous?: boolean;
    scope1CompanyId?: string | null;
    scope3CompanyId?: string | null;
  } = {},
) {
  const credits: Awaited<ReturnType<typeof givenRetiredCredit>>[] = [];
  for (let i = 0; i < (opts.credits ?? 1); i++)
    credits.push(await givenRetiredCredit(t, companyId, 12_345n + BigInt(i), 9_876n));
  const issued = await t.registry.db.tx((tx) =>
    t.registry.services.statements.issue(tx, {
      companyId,
      productType: 'SAF',
      claimCountry: 'Switzerland',
      reporting: 'CORSIA',
      scope1CompanyId: opts.scope1CompanyId ?? null,
      scope3CompanyId: opts.scope3CompanyId ?? null,
      isAnonymous: opts.isAnonymous ?? false,
      credits,
    }),
  );
  return { ...issued, credits };
}
