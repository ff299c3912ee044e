/**
 * Bench figures of the admin BCUs list (issue 5, spec 3 §2.2): 100 000 credits inserted with generate_series into
 * the bench's own database, then GET /api/admin/credits alone and at 16 connections (run()) — the first page (50, newest first) and a
 * filtered page (two statuses, a date range and a search) — reporting requests/s and p95/p99 latency (JSON).
 * Run alone with `node api/dist/scripts/bench-admin-credits.js` or as part of `npm run bench`.
 */
import { benchToken } from './bench-token';
import autocannon from 'autocannon';
import type { Registry } from '../registry';
import { runStandalone } from './bench-standalone';
// credits and BCU events are the ledger's to write: bench fixtures use the tests' fixture helper (migration 1763760001500)
import { ledgerFixtureSql } from '../__tests__/support/ledger-fixture';

const CREDITS = Number(process.env.BENCH_CREDITS ?? 100_000);
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Inserts `n` registered credits spread over the demo companies and statuses, with registration details — or, with
 * `companyId`, all held (and issued) by that one company. `year` is the BCU ID's year part, so that two calls with
 * different years never collide on the unique BCU ID.
 */
export async function givenManyCredits(
  registry: Registry,
  n: number,
  { companyId, year = 2097 }: { companyId?: string; year?: number } = {},
): Promise<number> {
  const t0 = performance.now();
  await ledgerFixtureSql(
    registry.db,
    `WITH cos AS (SELECT array_agg(id ORDER BY created_at) AS ids FROM companies
                  WHERE type <> 'Admin' AND ($2::uuid IS NULL OR id = $2::uuid))
     INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, details, pos_number,
                          registration_flow, registration_approved_at, expires_at, created_at, updated_at)
     SELECT 'BCU-' || $3::int || '-' || lpad(i::text, 6, '0'),
            cos.ids[1 + i % array_length(cos.ids, 1)], cos.ids[1 + i % array_length(cos.ids, 1)],
            (ARRAY['Active', 'Active', 'Active', 'Suspended', 'Transit', 'Retired', 'Expired', 'Split'])[1 + i % 8],
            1000 + i % 50000, 2700 + i % 90000, 43150 * (1 + i % 500),
            jsonb_build_object('endProductType', 'SAF', 'sustainabilityCertification', 1 + i % 5, 'rawMaterialFeedstock', 1 + i % 20),
            'BENCH-POS-' || $3::int || '-' || i, 'Manual form',
            timestamptz '2024-01-01' + (i % 700) * interval '1 day', timestamptz '2026-01-01' + (i % 700) * interval '1 day',
            timestamptz '2024-01-01' + i * interval '5 minutes', timestamptz '2024-01-01' + i * interval '5 minutes'
     FROM generate_series(1, $1::int) AS i, cos`,
    [n, companyId ?? null, year],
  );
  await registry.db.pool.query('UPDATE credits SET root_id = id WHERE root_id IS NULL');
  // what autovacuum would have done by the time anyone lists them: visibility map and statistics
  await registry.db.pool.query('VACUUM ANALYZE credits');
  return Math.round(performance.now() - t0);
}

/** How long each GET is measured alone (one connection) before it is measured under load. */
const ALONE_S = Number(process.env.BENCH_ALONE_SECONDS ?? 5);

/**
 * One authenticated GET measured twice: alone (one connection, one request at a time: a request's own latency, which
 * the p95 budgets of issue 14 are read as — see docs/performance.md), then at `connections` (the requests per second
 * of a saturated server, and its latency, which is mostly the queue: at least `connections` / throughput).
 */
export async function run(url: string, token: string, connections = CONNECTIONS) {
  const own = await alone(url, token);
  await new Promise((r) => setTimeout(r, 1000));
  return { ...(await cannonGet(url, token, connections, DURATION_S)), connections, alone: own };
}

/** One authenticated GET measured alone only (one connection): a request's own latency. */
export const alone = (url: string, token: string) => cannonGet(url, token, 1, ALONE_S);

/** autocannon on one authenticated GET: requests/s and p50/p95/p99 latency (ms). */
async function cannonGet(url: string, token: string, connections: number, duration: number) {
  const r = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const l = r.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: l.p50,
    // autocannon reports p90 and p97.5; p95 is interpolated between them
    p95Ms: Math.round((l.p90 + (l.p97_5 - l.p90) * (5 / 7.5)) * 100) / 100,
    p99Ms: l.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export async function benchAdminCredits(registry: Registry) {
  const insertMs = await givenManyCredits(registry, CREDITS);
  const admin = await registry.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'admin@demo.bcu' LIMIT 1");
  const token = await benchToken(registry, admin!.id, 'admin@demo.bcu');
  const base = `${registry.url}/api/admin/credits`;
  const filter = encodeURIComponent(
    JSON.stringify({
      status: ['Active', 'Suspended'],
      startDate: '2024-06-01',
      endDate: '2025-06-30',
      q: 'BCU-2097-051',
    }),
  );
  const firstPage = await run(`${base}?range=${encodeURIComponent('[0,49]')}`, token);
  await new Promise((r) => setTimeout(r, 2000));
  const filteredPage = await run(`${base}?filter=${filter}&range=${encodeURIComponent('[50,99]')}`, token);
  // let the last in-flight requests of the run finish before anyone stops the registry
  await new Promise((r) => setTimeout(r, 3000));
  return { credits: CREDITS, insertMs, connections: CONNECTIONS, durationSeconds: DURATION_S, firstPage, filteredPage };
}

if (require.main === module) runStandalone('adminCredits', benchAdminCredits);
