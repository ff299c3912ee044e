/**
 * Bench of the ledger's decisions (issue 4 "approvals per second"): WARMUP + N transfer requests (each a split of its
 * own BCU) and as many retirement requests are prepared through the services, then the admin approves them over HTTP
 * with BENCH_APPROVAL_CONCURRENCY requests in flight (each approval: submission lock, ledger step with its BCU event
 * and action-log row, mails queued; a retirement also issues its statement), and the receiver accepts the deposits.
 * Of each kind the first WARMUP run untimed; the figures are the N after them.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Registry } from '../registry';
import { procStat, ticksMs } from './bench-cpu';
import type { TradingActor } from '../services/credits/trading/trading-support';
// credits and BCU events are the ledger's to write: bench fixtures use the tests' fixture helper (migration 1763760001500)
import { ledgerFixtureSql } from '../__tests__/support/ledger-fixture';

const N = Number(process.env.BENCH_APPROVALS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_APPROVAL_CONCURRENCY ?? 8);
/**
 * Operations of each kind run first and not timed: the first requests of a route run its code cold (V8 compiles and
 * optimises it as it goes, and drops code idle for a while), so a burst of a few hundred would measure the warm-up.
 */
const WARMUP = Number(process.env.BENCH_APPROVAL_WARMUP ?? 150);

async function company(r: Registry, type: string, tag: string) {
  const c = (await r.db.one<{ id: string }>(
    `INSERT INTO companies (name, type, status, registration_number, registration_identification, street_address, zip, city, country,
       phone_code, phone_number, rsb, certificate_start_date, certificate_end_date, approved_at, expires_at)
     VALUES ($1, $2, 'Active', $1, 'Registration number', '1 Bench Street', '10001', 'Zurich', 'Switzerland', '+41', '441234567',
       $3, $4, $5, now(), now() + interval '12 months') RETURNING id`,
    [
      `Bench ${type} ${tag}`,
      type,
      type === 'Supplier' ? 'PO-BENCH' : null,
      type === 'Supplier' ? '2026-01-01' : null,
      type === 'Supplier' ? '2030-12-31' : null,
    ],
  ))!;
  const email = `bench.${type.toLowerCase()}.${tag}@bench.test`;
  // a password nobody knows: the bench signs its tokens directly
  await r.db.rows("INSERT INTO credentials (email, password_hash) VALUES ($1, 'x')", [email]);
  const u = (await r.db.one<{ id: string }>(
    `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, position, is_email_confirmed, is_admin_approved)
     VALUES ($1, $2, 'SystemUser', 'Secondary', 'Active', 'Bench', $3, 'Trader', true, true) RETURNING id`,
    [email, c.id, type],
  ))!;
  return { companyId: c.id, userId: u.id, companyType: type } as TradingActor;
}

async function credit(r: Registry, holder: TradingActor, scope1: string | null) {
  const seq = (await r.db.one<{ n: string }>("SELECT nextval('credit_bcuid_seq')::text AS n"))!.n;
  const bcuid = `BCU-2026-${seq.padStart(6, '0')}`;
  const [c] = await ledgerFixtureSql<{ id: string }>(
    r.db,
    `INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, scope1_company_id, registration_approved_at, expires_at)
     VALUES ($1, $2, $2, 'Active', 10000, 7500, 430000, $3, now(), now() + interval '24 months') RETURNING id`,
    [bcuid, holder.companyId, scope1],
  );
  await ledgerFixtureSql(
    r.db,
    `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, holder_company_id)
     VALUES ($1, 'Registration Approved', $2, 'Pending', 'Active', 10000, 'System', $3)`,
    [c.id, bcuid, holder.companyId],
  );
  return c.id;
}

/**
 * CPU time so far, in ms, of this process (the registry and the bench's HTTP client; the SMTP server is a process of
 * its own) and of its embedded PostgreSQL (the postmaster, its live children and the children it reaped); undefined
 * where /proc is not (not Linux) or the database is not embedded. Per operation it is less sensitive to other load
 * than a rate.
 */
function cpuMs(registry: Registry): { node: number; postgres?: number } {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1000;
  try {
    const postmaster = Number(
      fs.readFileSync(path.join(registry.config.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const own = procStat(`/proc/${postmaster}/stat`);
    let postgres = ticksMs(own[11], own[12], own[13], own[14]);
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const f = procStat(`/proc/${pid}/stat`);
        if (Number(f[1]) === postmaster) postgres += ticksMs(f[11], f[12]);
      } catch {
        // the process ended meanwhile: its time is in the postmaster's reaped children
      }
    }
    return { node, postgres };
  } catch {
    return { node };
  }
}

/**
 * The bench's client: a POST with an empty JSON body, answered with its status once the answer is read whole. It is
 * node:http over kept-alive connections, one per request in flight, asking for compressed answers as a browser
 * does: the client shares the registry's event loop, and `fetch` (undici) spent about 1.5 ms of it per request,
 * a tenth of the loop's time, that the measurement then ascribed to the registry. `close()` ends its connections.
 */
function poster(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (path: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': 2,
            // what Chromium sends
            'accept-encoding': 'gzip, deflate, br, zstd',
          },
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
      );
      req.on('error', reject);
      req.end('{}');
    });
  return { post, close: () => agent.destroy() };
}

/** Runs `ids` with CONCURRENCY in flight: the number of answers other than 200, and each request's time (ms). */
async function drive(ids: string[], run: (id: string) => Promise<number>) {
  const queue = [...ids];
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const s = performance.now();
        if ((await run(id)) !== 200) failures++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  return { failures, latencies };
}

/** The first WARMUP of `all` untimed (a warm-up failure counts), then the rest timed. */
async function timed(registry: Registry, all: string[], run: (id: string) => Promise<number>) {
  const warmup = await drive(all.slice(0, WARMUP), run);
  const ids = all.slice(WARMUP);
  const cpu0 = cpuMs(registry);
  const t0 = performance.now();
  const { failures, latencies } = await drive(ids, run);
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuMs(registry);
  const perOp = (a?: number, b?: number) =>
    a === undefined || b === undefined ? undefined : Math.round(((b - a) / ids.length) * 100) / 100;
  latencies.sort((a, b) => a - b);
  return {
    count: ids.length,
    warmup: WARMUP,
    concurrency: CONCURRENCY,
    perSecond: Math.round((ids.length / seconds) * 10) / 10,
    p95Ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] * 100) / 100,
    failures: warmup.failures + failures,
    // CPU per operation: Node (the registry with the bench's client) and PostgreSQL
    cpuMsPerOp: { node: perOp(cpu0.node, cpu1.node), postgres: perOp(cpu0.postgres, cpu1.postgres) },
  };
}

/**
 * Waits until no statement lacks its PDFs (the background renderer's backlog is done) and returns the seconds from
 * `since` (the first of `count` retirements approved, warm-up included) to then, with the statements per second that
 * makes, PDFs included.
 */
async function documentsStored(registry: Registry, since: number, count: number) {
  while ((await registry.services.statementDocuments.missing(1)).length) await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - since) / 1000;
  return {
    allStoredAfterSeconds: Math.round(seconds * 10) / 10,
    statementsWithPdfsPerSecond: Math.round((count / seconds) * 10) / 10,
  };
}

export async function benchApprovals(
  registry: Registry,
  adminToken: string,
  tokenFor: (userId: string) => Promise<string>,
) {
  const tag = Date.now().toString(36);
  const supplier = await company(registry, 'Supplier', tag);
  const airline = await company(registry, 'Airline', tag);
  await registry.db.rows('INSERT INTO company_contacts (from_company_id, to_company_id) VALUES ($1, $2)', [
    supplier.companyId,
    airline.companyId,
  ]);
  const s = registry.services;
  const transfers: string[] = [];
  const retirements: string[] = [];
  const deposits: string[] = [];
  for (let i = 0; i < WARMUP + N; i++) {
    const t = await s.transfers.submit(supplier, await credit(registry, supplier, null), {
      amount: '4',
      amountType: 'BCU',
      receiverId: airline.companyId,
    });
    transfers.push(t.submissionId!);
    deposits.push(t.id);
    const r = await s.retirements.submit(airline, await credit(registry, airline, airline.companyId), {
      amount: '2.5',
      amountType: 'BCU',
      isScope1Provider: 'yes',
      creditClaimCountry: 'France',
      reporting: 'CORSIA',
      scope3Anonymity: false,
    });
    retirements.push(r.submissionId!);
  }
  const { post, close } = poster(registry.url);
  try {
    const transferApprovals = await timed(registry, transfers, (id) =>
      post(`/api/admin/submissions/${id}/approve`, adminToken),
    );
    const retirementsStarted = performance.now();
    const retirementApprovalsWithStatement = await timed(registry, retirements, (id) =>
      post(`/api/admin/submissions/${id}/approve`, adminToken),
    );
    // the statements' PDFs are rendered in the background after the answers: wait until all are stored, so the
    // accepts do not inherit that backlog, and say how long the whole took
    const documents = await documentsStored(registry, retirementsStarted, retirements.length);
    const airlineToken = await tokenFor(airline.userId);
    const depositAccepts = await timed(registry, deposits, (id) =>
      post(`/api/incoming-transactions/${id}/accept`, airlineToken),
    );
    return {
      transferApprovals,
      retirementApprovalsWithStatement: { ...retirementApprovalsWithStatement, documents },
      depositAccepts,
    };
  } finally {
    close();
  }
}
