/**
 * `npm run bench`: starts the registry on its own temporary database and prints JSON figures —
 * GET /api/auth and login step 1 at 32 connections (autocannon), beside a bare node-postgres query of the same
 * user row, so the framework's cost reads as a ratio (bare rows per second / GET /api/auth requests per second),
 * and LoopBack's own floor under the same load: a LoopBack app with nothing of the registry in it answering a constant,
 * and the same row (bench-loopback-floor.ts).
 * Login step 1 is bound by the bcrypt comparison (cost 10) by design. Then the modules' figures (bench-*.ts), ending
 * with the portal balance over 100 000 of one company's credits and the logs.csv download of 100 000 rows with its
 * peak RSS, and last the balance again with the company holding a million credits.
 * `BENCH_ONLY=balance,csvExport npm run bench` (or `node api/dist/scripts/bench.js balance csvExport`) runs only
 * the named sections.
 */
// first: the registry's own entry points configure `debug` before LoopBack loads it (debug-colors.ts)
import '../debug-colors';
import { benchToken } from './bench-token';
import os from 'node:os';
import autocannon from 'autocannon';
import { startBenchRegistry } from './bench-standalone';
import { DEMO_PASSWORD } from '../seed';
import { USER_SELECT } from '../repositories';
import { benchExcelParse } from './bench-excel';
import { benchRegistrationSubmit } from './bench-registration';
import { benchStatements } from './bench-statements';
import { benchAdminCredits } from './bench-admin-credits';
import { benchApprovals } from './bench-trading';
import { benchBalance, benchBalanceMillion } from './bench-balance';
import { benchLists } from './bench-lists';
import { benchCsvExport } from './bench-csv-export';
import { benchLoopbackFloor } from './bench-loopback-floor';
import { mainThreadCpuMs } from './bench-cpu';

const pause = () => new Promise((r) => setTimeout(r, 3000));

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Each load runs this long untimed first, the bare query too: a route's first requests run its code cold. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/**
 * Sections to run, e.g. `BENCH_ONLY=balance,csvExport npm run bench` (or the same names as arguments after `--`);
 * every section when none is named. Names: the keys of the printed JSON.
 */
const ONLY = new Set(
  [...(process.env.BENCH_ONLY ?? '').split(','), ...process.argv.slice(2)].map((s) => s.trim()).filter(Boolean),
);
const SECTIONS = [
  'getAuth',
  'barePgSameRow',
  'loopbackFloor',
  'loginStep1',
  'excelParse20Batches',
  'registrationSubmit20Batches',
  'statementDocuments',
  'approvals',
  'adminCredits',
  'balance',
  'lists',
  'csvExport',
  'balanceMillion',
];
const wanted = (name: string) => ONLY.size === 0 || ONLY.has(name);
/** Runs a section when it is wanted; undefined (left out of the JSON) otherwise. */
async function section<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  return wanted(name) ? run() : undefined;
}

/**
 * Loads the registry over HTTP for the run's duration. The load generator runs on a worker thread of its own
 * (`workers: 1`, the same 32 connections): run on the registry's event loop, autocannon's HTTP client would take
 * turns with the server it measures and the figure would be the client's cost as much as the server's. The bare
 * query (`barePg`) has no HTTP client and stays on the main thread, as the issue defines that baseline. Beside the
 * rate, the CPU one request cost the main thread, which a slower or busier machine changes less than the rate.
 */
async function cannon(opts: autocannon.Options) {
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, workers: 1, ...opts });
  const cpu0 = mainThreadCpuMs();
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...opts });
  const cpu1 = mainThreadCpuMs();
  return {
    requestsPerSecond: Math.round(r.requests.average),
    // what one request cost the registry's event loop (the load generator's thread apart): the rate follows it
    mainThreadCpuUsPerRequest: usPer(cpu0, cpu1, r.requests.total),
    p95Ms: r.latency.p97_5 !== undefined ? percentile(r, 95) : undefined,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** autocannon reports p90/p97.5; p95 is interpolated between them. */
function percentile(r: autocannon.Result, p: 95): number {
  const l = r.latency as unknown as Record<string, number>;
  return Math.round((l.p90 + (l.p97_5 - l.p90) * ((p - 90) / 7.5)) * 100) / 100;
}

/** Main-thread CPU (ms, from `mainThreadCpuMs`) between two readings, in µs per request; undefined without /proc. */
function usPer(cpu0: number | undefined, cpu1: number | undefined, requests: number): number | undefined {
  return cpu0 === undefined || cpu1 === undefined || !requests
    ? undefined
    : Math.round(((cpu1 - cpu0) * 1000) / requests);
}

/** The same work without HTTP or framework: N concurrent workers querying the user row through the pool. */
async function barePg(query: () => Promise<unknown>) {
  const warm = Date.now() + WARMUP_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < warm) await query();
    }),
  );
  const latencies: number[] = [];
  const end = Date.now() + DURATION_S * 1000;
  const cpu0 = mainThreadCpuMs();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await query();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const cpu1 = mainThreadCpuMs();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / DURATION_S),
    p95Ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] * 100) / 100,
    mainThreadCpuUsPerRequest: usPer(cpu0, cpu1, latencies.length),
  };
}

async function main() {
  const unknown = [...ONLY].filter((n) => !SECTIONS.includes(n));
  if (unknown.length) throw new Error(`Unknown bench section(s): ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  const { registry, stop } = await startBenchRegistry('all');
  try {
    const email = 'airline.user@demo.bcu';
    const user = await registry.db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const token = await benchToken(registry, user!.id, email);
    const loginBody = JSON.stringify({ email, password: DEMO_PASSWORD });
    // Cheapest first, with a pause between, so no run inherits another's backlog.
    const getAuth = await section('getAuth', async () => {
      const r = await cannon({ url: `${registry.url}/api/auth`, headers: { authorization: `Bearer ${token}` } });
      await pause();
      return r;
    });
    const barePgSameRow = await section('barePgSameRow', async () => {
      const r = await barePg(() => registry.db.pool.query(`${USER_SELECT} WHERE u.id = $1`, [user!.id]));
      await pause();
      return r;
    });
    // LoopBack answering without the registry, loaded as GET /api/auth is: the framework's own share of the bare query
    const loopbackFloor = await section('loopbackFloor', () =>
      benchLoopbackFloor(registry.db.pool, `${USER_SELECT} WHERE u.id = $1`, user!.id, (url) => cannon({ url }), pause),
    );
    const loginStep1 = await section('loginStep1', async () => {
      const r = await cannon({
        url: `${registry.url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      });
      await pause();
      return r;
    });
    const supplier = await registry.db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'supplier.user@demo.bcu',
    ]);
    const supplierToken = await benchToken(registry, supplier!.id, 'supplier.user@demo.bcu');
    const excelParse20Batches = await section('excelParse20Batches', () =>
      benchExcelParse(registry.url, supplierToken),
    );
    const registrationSubmit20Batches = await section('registrationSubmit20Batches', () =>
      benchRegistrationSubmit(registry.url, supplierToken),
    );
    const statementDocuments = await section('statementDocuments', () => benchStatements(registry));
    const admin = await registry.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'admin@demo.bcu'");
    const adminToken = await benchToken(registry, admin!.id, 'admin@demo.bcu');
    const approvals = await section('approvals', () =>
      benchApprovals(registry, adminToken, (id) => benchToken(registry, id, 'bench@bench.test')),
    );
    // last: these leave 100 000 credits each (spread; then one company's), 100 000 statements and 100 000 log rows
    // in the bench database
    const adminCredits = await section('adminCredits', () => benchAdminCredits(registry));
    const balance = await section('balance', () => benchBalance(registry));
    const lists = await section('lists', () => benchLists(registry));
    const csvExport = await section('csvExport', () => benchCsvExport(registry));
    // last: it grows the demo airline's credits to a million, which every section above measures at 100 000
    const balanceMillion = await section('balanceMillion', () => benchBalanceMillion(registry));
    const results = {
      machine: { cpus: os.cpus().length, node: process.version },
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      getAuth,
      barePgSameRow,
      loopbackFloor,
      loginStep1,
      excelParse20Batches,
      registrationSubmit20Batches,
      statementDocuments,
      approvals,
      adminCredits,
      balance,
      lists,
      csvExport,
      balanceMillion,
    };
    const ratio =
      results.barePgSameRow && results.getAuth
        ? results.barePgSameRow.requestsPerSecond / Math.max(1, results.getAuth.requestsPerSecond)
        : undefined;
    console.log(
      JSON.stringify(
        { ...results, frameworkCostRatio: ratio === undefined ? undefined : Math.round(ratio * 100) / 100 },
        null,
        2,
      ),
    );
  } finally {
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
