/**
 * Issue 15.4, crash safety: the registry killed with SIGKILL in the middle of a burst of admin approvals and
 * retirements, then started again on the same data, has lost nothing and broken nothing:
 * - the ledger invariants hold (`checkLedgerInvariants`: volume conserved per lineage, no orphan, no Transit
 *   without its open request, events explain every volume), and every write answered before the kill is there;
 * - every issued retirement statement has its PDFs (the ones the crash interrupted are rendered on start);
 * - every mail of the outbox is sent (those the crash interrupted on start: at least once, never lost);
 * - the action log's hash chain verifies (`npm run audit:verify`).
 * The registry runs as `node api/dist/main.js` on a database of its own, created on the test PostgreSQL (which the
 * kill must not take down: the registry's own embedded PostgreSQL is not used). Three runs kill it at different
 * points of the burst.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { supertest } from '@loopback/testlab';
import { REPO_ROOT } from '../../config';
import { Database } from '../../db/database';
import { PostgresDataSource } from '../../datasources';
import { createRepositories } from '../../repositories';
import { startRegistry } from '../../registry';
import { signIn } from '../support/builders';
import { type ChildRegistry, exited, freePort, killHard, startChildRegistry } from '../support/child-registry';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';
import { checkLedgerInvariants } from '../support/ledger-invariants';
import { givenRegistry, TestClock, type TestRegistry } from '../support/test-registry';

/** Per run: pending retirements and transfers the admin approves, and new retirements submitted, all at once. */
const RETIREMENT_APPROVALS = 8;
const TRANSFER_APPROVALS = 4;
const NEW_RETIREMENTS = 8;
const BURST = RETIREMENT_APPROVALS + TRANSFER_APPROVALS + NEW_RETIREMENTS;
/** How many of the burst's writes have committed when the registry is killed, per run. */
const KILL_AT = [1, Math.floor(BURST / 3), Math.floor((2 * BURST) / 3)];
const JWT_SECRET = 'crash-safety-secret-of-sufficient-length';
const RETIREMENT = { amountType: 'BCU', isScope1Provider: 'yes', creditClaimCountry: 'France', reporting: 'CORSIA' };

interface Run {
  /** Submission ids of the pending retirements and transfers to approve. */
  retirements: string[];
  transfers: string[];
  /** Credits to retire a part of. */
  fresh: string[];
}

describe('crash safety: SIGKILL in a burst of approvals and retirements (issue 15.4)', function () {
  this.timeout(900_000);
  let main: TestRegistry;
  let dbName: string;
  let databaseUrl: string;
  let db: Database;
  let dataDir: string;
  let airline: TradingCompany;
  const roots: string[] = [];
  const runs: Run[] = [];
  const figures: Record<string, number | string>[] = [];

  before(async () => {
    main = await givenRegistry();
    dbName = `crash_safety_${Date.now()}`;
    await main.registry.db.pool.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(main.registry.db.pool.options.connectionString as string);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-crash-'));
    // the world of the three runs, written by an in-process registry (migrations, the demo admin), then stopped
    const setup = await startRegistry({
      seed: true,
      schedule: false,
      config: {
        databaseUrl,
        dataDir,
        port: 0,
        smtpUrl: main.registry.config.smtpUrl,
        jwtSecret: JWT_SECRET,
        serveApps: false,
        rateLimit: false,
      },
    });
    try {
      const t: TestRegistry = {
        registry: setup,
        sink: main.sink,
        clock: new TestClock(),
        dataDir,
        api: supertest(setup.url),
      };
      airline = await givenTradingCompany(t, 'Airline');
      const supplier = await givenTradingCompany(t, 'Supplier');
      await givenContact(t, supplier, airline);
      const { retirements, transfers } = setup.services;
      const credit = async (holder: TradingCompany) => {
        const c = await givenActiveCredit(t, { holder, volumeKg: 10_000, co2eqKg: 7_000, energyMj: 430_000 });
        roots.push(c.id);
        return c.id;
      };
      for (let i = 0; i < KILL_AT.length; i++) {
        const run: Run = { retirements: [], transfers: [], fresh: [] };
        for (let j = 0; j < RETIREMENT_APPROVALS; j++) {
          const r = await retirements.submit(airline.actor, await credit(airline), {
            ...RETIREMENT,
            amount: '2.5',
            scope3Anonymity: false,
          } as Parameters<typeof retirements.submit>[2]);
          run.retirements.push(r.submissionId!);
        }
        for (let j = 0; j < TRANSFER_APPROVALS; j++) {
          const r = await transfers.submit(supplier.actor, await credit(supplier), {
            amount: '4',
            amountType: 'BCU',
            receiverId: airline.companyId,
          } as Parameters<typeof transfers.submit>[2]);
          run.transfers.push(r.submissionId!);
        }
        for (let j = 0; j < NEW_RETIREMENTS; j++) run.fresh.push(await credit(airline));
        runs.push(run);
      }
    } finally {
      await setup.stop();
    }
    db = new Database(new PostgresDataSource(databaseUrl));
  });

  after(async () => {
    console.log('      crash runs:', JSON.stringify(figures));
    await db?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await main.registry.db.pool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  async function start(): Promise<{ registry: ChildRegistry; t: TestRegistry }> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SMTP_URL: main.registry.config.smtpUrl,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT: 'off',
    };
    const registry = await startChildRegistry(env);
    const url = `http://localhost:${port}`;
    return { registry, t: { ...main, api: supertest(url), registry: { ...main.registry, url } } };
  }

  /** Polls `check` until it answers 0 (what is left to do), for at most `ms`; answers what was left. */
  async function until(check: () => Promise<number>, ms: number): Promise<number> {
    const end = Date.now() + ms;
    for (;;) {
      const left = await check();
      if (left === 0 || Date.now() > end) return left;
      await sleep(250);
    }
  }

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.one<{ n: string }>(`SELECT count(*)::text AS n FROM (${sql}) q`, params))!.n);
  const unsentMails = () => count('SELECT 1 FROM mail_outbox WHERE sent_at IS NULL AND error IS NULL');
  const missingPdfs = async () =>
    (await createRepositories(db.dataSource).statements.findMissingDocuments(1000)).length;

  /** `npm run audit:verify` on the registry's database: its exit code and output. */
  const auditVerify = () =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'scripts', 'audit-verify.js')], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code, out }));
    });

  /** How many of a run's writes have committed: approved submissions and retirement requests of its credits. */
  const committed = (run: Run) =>
    count(
      `SELECT 1 FROM submissions WHERE status = 'Approved' AND id = ANY($1::uuid[])
       UNION ALL SELECT 1 FROM credit_requests WHERE kind = 'Retirement' AND credit_id = ANY($2::uuid[])`,
      [[...run.retirements, ...run.transfers], run.fresh],
    );

  KILL_AT.forEach((killAt, i) =>
    it(`run ${i + 1}: killed once ${killAt} of ${BURST} writes committed, restarted with nothing lost or broken`, async () => {
      const run = runs[i];
      const mark = main.sink.mark();
      const since = (await db.one<{ now: Date }>('SELECT now()'))!.now;
      const first = await start();
      let killed = false;
      try {
        const admin = await signIn(first.t, 'admin@demo.bcu', 'Demo1234!');
        const user = await signIn(first.t, airline.userEmail);
        const base = first.t.registry.url;
        const post = (route: string, token: string, body: object) =>
          fetch(`${base}/api${route}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const requests: { what: string; id: string; send: () => Promise<Response> }[] = [
          ...[...run.retirements, ...run.transfers].map((id) => ({
            what: 'approval',
            id,
            send: () => post(`/admin/submissions/${id}/approve`, admin.token, {}),
          })),
          ...run.fresh.map((id) => ({
            what: 'retirement',
            id,
            send: () =>
              post(`/credits/${id}/retire`, user.token, { ...RETIREMENT, amount: '1.5', scope3Anonymity: false }),
          })),
        ];
        // the answers that arrived before the kill: each is a promise the registry made
        const answered: { what: string; id: string; status: number; body: { id?: string } }[] = [];
        const burst = Promise.all(
          requests.map(async (r) => {
            try {
              const res = await r.send();
              const body = (await res.json()) as { id?: string };
              if (killed) return;
              answered.push({ what: r.what, id: r.id, status: res.status, body });
            } catch {
              // the connection died with the registry
            }
          }),
        );
        // the kill comes as soon as the database holds `killAt` of the writes: the others are in flight
        let done = false;
        void burst.then(() => (done = true));
        let atKill = 0;
        while (!done && (atKill = await committed(run)) < killAt);
        killed = true;
        await killHard(first.registry);
        await burst;
        const answeredAtKill = answered.length;
        expect(
          answered.filter((a) => a.status >= 300),
          'every answer before the kill is a success',
        ).to.deep.equal([]);
        const atCrash = { unsentMails: await unsentMails(), missingPdfs: await missingPdfs() };

        const second = await start();
        try {
          const pdfsLeft = await until(missingPdfs, 180_000);
          const mailsLeft = await until(unsentMails, 60_000);
          expect(pdfsLeft, 'statements without their PDFs after the restart').to.equal(0);
          expect(mailsLeft, 'mails not sent after the restart').to.equal(0);
        } finally {
          second.registry.child.kill('SIGTERM');
          await exited(second.registry.child);
        }

        await checkLedgerInvariants(db, roots);
        // every approval answered is committed, and so is every retirement answered
        for (const a of answered) {
          if (a.what === 'approval') {
            const s = await db.one<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [a.id]);
            expect(s?.status, `approved submission ${a.id}`).to.equal('Approved');
          } else {
            const r = await db.one<{ status: string }>('SELECT status FROM credit_requests WHERE id = $1', [a.body.id]);
            expect(r?.status, `retirement request ${a.body.id}`).to.equal('Pending');
          }
        }
        // every approved retirement has its statement; every mail of the outbox reached the SMTP server
        const approvedRetirements = await count(
          `SELECT 1 FROM credit_requests r JOIN submissions s ON s.id = r.submission_id
           WHERE r.kind = 'Retirement' AND s.status = 'Approved' AND r.statement_id IS NULL AND s.id = ANY($1::uuid[])`,
          [run.retirements],
        );
        expect(approvedRetirements, 'approved retirements without a statement').to.equal(0);
        const outbox = await db.rows<{ recipient: string; subject: string; n: string }>(
          `SELECT recipient, subject, count(*)::text AS n FROM mail_outbox WHERE created_at >= $1 GROUP BY recipient, subject`,
          [since],
        );
        let resent = 0;
        const sent = main.sink.mails.slice(mark);
        for (const m of outbox) {
          const received = sent.filter((r) => r.to === m.recipient.toLowerCase() && r.subject === m.subject);
          expect(received.length, `mails '${m.subject}' to ${m.recipient}`).to.be.at.least(Number(m.n));
          resent += received.length - Number(m.n);
        }
        const failed = await count('SELECT 1 FROM mail_outbox WHERE error IS NOT NULL');
        expect(failed, 'mails failed').to.equal(0);

        const verify = await auditVerify();
        expect(verify.code, verify.out).to.equal(0);
        expect(JSON.parse(verify.out.trim().split('\n').pop()!)).to.include({ ok: true });

        figures.push({
          run: i + 1,
          committedAtKill: atKill,
          answeredAtKill,
          approvalsCommitted: await count(
            "SELECT 1 FROM submissions WHERE status = 'Approved' AND id = ANY($1::uuid[])",
            [[...run.retirements, ...run.transfers]],
          ),
          retirementsCommitted: await count(
            "SELECT 1 FROM credit_requests WHERE kind = 'Retirement' AND credit_id = ANY($1::uuid[])",
            [run.fresh],
          ),
          mailsOfRun: outbox.reduce((n, m) => n + Number(m.n), 0),
          mailsUnsentAtCrash: atCrash.unsentMails,
          statementsWithoutPdfAtCrash: atCrash.missingPdfs,
          mailsSentTwice: resent,
          auditVerify: verify.out.trim().split('\n').pop()!,
        });
      } finally {
        if (!killed) await killHard(first.registry);
      }
    }),
  );
});
