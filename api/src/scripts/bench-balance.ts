/**
 * Bench figures of the portal balance (issue 4, spec 2 §2.2, GET /api/credits): 100 000 credits held by one company
 * (the demo airline) inserted with generate_series, then its own balance as airline.user@demo.bcu, alone and at 32 connections (run()) —
 * the first page (10, default statuses, newest first) and a filtered page (two statuses and a search) — reporting
 * requests/s and p50/p95/p99 latency (JSON). The credits carry the BCU ID year 2096 so they sit beside those of
 * bench-admin-credits (2097) and bench-statements (2098) when they all run in one database.
 * Run alone with `node api/dist/scripts/bench-balance.js` or as part of `npm run bench`.
 */
import { benchToken } from './bench-token';
import type { Registry } from '../registry';
import { runStandalone } from './bench-standalone';
import { alone, givenManyCredits, run } from './bench-admin-credits';

const CREDITS = Number(process.env.BENCH_CREDITS ?? 100_000);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const EMAIL = 'airline.user@demo.bcu';

export async function benchBalance(registry: Registry) {
  const { companyId, token } = await balanceViewer(registry);
  const insertMs = await givenManyCredits(registry, CREDITS, { companyId, year: 2096 });
  const share = await registry.db.one<{ held: string; all: string; listed: string }>(
    `SELECT count(*) FILTER (WHERE company_id = $1) AS held, count(*) AS all,
            count(*) FILTER (WHERE company_id = $1 AND status IN ('Active', 'Suspended', 'Transit', 'Expired')) AS listed
     FROM credits`,
    [companyId],
  );
  const base = `${registry.url}/api/credits`;
  const filter = encodeURIComponent(JSON.stringify({ status: ['Active', 'Suspended'], search: 'BCU-2096-051' }));
  const firstPage = await run(`${base}?range=${encodeURIComponent('[0,9]')}`, token, CONNECTIONS);
  await new Promise((r) => setTimeout(r, 2000));
  const filteredPage = await run(`${base}?filter=${filter}&range=${encodeURIComponent('[10,19]')}`, token, CONNECTIONS);
  // let the last in-flight requests of the run finish before anyone stops the registry
  await new Promise((r) => setTimeout(r, 3000));
  return {
    credits: CREDITS,
    insertMs,
    creditsInDatabase: Number(share!.all),
    heldByMeasuredCompany: Number(share!.held),
    inDefaultBalanceView: Number(share!.listed),
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    filter: { status: ['Active', 'Suspended'], search: 'BCU-2096-051' },
    firstPage,
    filteredPage,
  };
}

/** The company the balance is measured for: the demo airline, as its user. */
async function balanceViewer(registry: Registry) {
  const user = await registry.db.one<{ id: string; company_id: string }>(
    'SELECT id, company_id FROM users WHERE email = $1',
    [EMAIL],
  );
  return { companyId: user!.company_id, token: await benchToken(registry, user!.id, EMAIL) };
}

const MILLION = 1_000_000;

/**
 * The balance's first page when the company holds a million credits (issue 14), measured alone: credits are added
 * (BCU ID years 2095 and 2094) until it holds 1 000 000. Run last: every other section measures its budget at 100 000 rows.
 */
export async function benchBalanceMillion(registry: Registry) {
  const { companyId, token } = await balanceViewer(registry);
  const held = async () =>
    Number(
      (await registry.db.one<{ n: string }>('SELECT count(*) AS n FROM credits WHERE company_id = $1', [companyId]))!.n,
    );
  // a BCU ID's serial has six digits: at most 999 999 credits a year part, so the million comes in two halves
  let insertMs = 0;
  for (const year of [2095, 2094]) {
    const missing = Math.min(MILLION / 2, MILLION - (await held()));
    if (missing > 0) insertMs += await givenManyCredits(registry, missing, { companyId, year });
  }
  const firstPage = await alone(`${registry.url}/api/credits?range=${encodeURIComponent('[0,9]')}`, token);
  return { heldByMeasuredCompany: await held(), insertMs, firstPage: { alone: firstPage } };
}

if (require.main === module) runStandalone('balance', benchBalance);
