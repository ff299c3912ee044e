/**
 * Bench figures of the other lists of issue 14 at 100 000 rows: the public statements list (100 000 statements, one
 * credit each), and the demo airline's transactions history, KPI values and transactions chart over its 100 000
 * registered credits (its Register transactions; the credits of bench-balance, BCU ID year 2096, inserted here when
 * the balance section did not run first). Each endpoint as the portal asks it, alone and at 32 connections (run()), reporting
 * requests/s and p50/p95/p99 latency (JSON). Run alone with `node api/dist/scripts/bench-lists.js` or as part of
 * `npm run bench`.
 */
import { benchToken } from './bench-token';
import type { Registry } from '../registry';
import { runStandalone } from './bench-standalone';
import { givenManyCredits, run } from './bench-admin-credits';

const ROWS = Number(process.env.BENCH_CREDITS ?? 100_000);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const EMAIL = 'airline.user@demo.bcu';
const pause = () => new Promise((r) => setTimeout(r, 2000));

/**
 * `n` public statements issued over two years, each retiring one of the airline's year-2096 credits (statements are
 * only ever inserted: no ledger step is needed for the bench's rows).
 */
async function givenManyStatements(registry: Registry, companyId: string, n: number): Promise<number> {
  const t0 = performance.now();
  await registry.db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO retirement_statements (rsid, issued_at, company_id, beneficiary_name, is_anonymous,
                                          volume_kg, co2eq_kg, claim_country, reporting, product_type)
       SELECT 'RS-2096-' || lpad(i::text, 6, '0'), timestamptz '2024-01-01' + i * interval '7 minutes', $1,
              'Beneficiary ' || i, i % 10 = 0, 1000 + i % 50000, 2700 + i % 90000, 'Switzerland', 'CORSIA', 'SAF'
       FROM generate_series(1, $2::int) AS i`,
      [companyId, n],
    );
    await tx.query(
      `INSERT INTO statement_credits (statement_id, position, sid, credit_id, bcuid, volume_kg, co2eq_kg)
       SELECT rs.id, 1, rs.rsid || '-01', c.id, c.bcuid, rs.volume_kg, rs.co2eq_kg
       FROM retirement_statements rs JOIN credits c ON c.bcuid = 'BCU-2096-' || substr(rs.rsid, 9)
       WHERE rs.rsid LIKE 'RS-2096-%'`,
    );
  });
  await registry.db.pool.query('VACUUM ANALYZE retirement_statements');
  await registry.db.pool.query('VACUUM ANALYZE statement_credits');
  return Math.round(performance.now() - t0);
}

export async function benchLists(registry: Registry) {
  const user = await registry.db.one<{ id: string; company_id: string }>(
    'SELECT id, company_id FROM users WHERE email = $1',
    [EMAIL],
  );
  const seeded = await registry.db.one<{ n: string }>(
    "SELECT count(*) AS n FROM credits WHERE bcuid LIKE 'BCU-2096-%'",
  );
  const creditsInsertMs =
    Number(seeded!.n) >= ROWS ? 0 : await givenManyCredits(registry, ROWS, { companyId: user!.company_id, year: 2096 });
  const statementsInsertMs = await givenManyStatements(registry, user!.company_id, ROWS);
  const token = await benchToken(registry, user!.id, EMAIL);
  const api = registry.url + '/api';
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  // the portal's first pages: public statements newest first (10), the history newest first (its page size)
  const publicStatements = await run(
    `${api}/statements?${q({ range: '[0,9]', sort: '["issuedAt","DESC"]' })}`,
    token,
    CONNECTIONS,
  );
  await pause();
  const transactions = await run(
    `${api}/transactions?${q({ range: '[0,49]', sort: '["date","DESC"]' })}`,
    token,
    CONNECTIONS,
  );
  await pause();
  const kpi = await run(`${api}/kpi?${q({ year: '2025' })}`, token, CONNECTIONS);
  await pause();
  const kpiMonth = await run(`${api}/kpi?${q({ year: '2025', month: '6' })}`, token, CONNECTIONS);
  await pause();
  const chart = await run(`${api}/charts/transactions?${q({ year: '2025', chartType: 'GHG' })}`, token, CONNECTIONS);
  // let the last in-flight requests of the run finish before anyone stops the registry
  await new Promise((r) => setTimeout(r, 3000));
  return {
    rows: ROWS,
    creditsInsertMs,
    statementsInsertMs,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    publicStatements,
    transactions,
    kpi,
    kpiMonth,
    chart,
  };
}

if (require.main === module) runStandalone('lists', benchLists);
