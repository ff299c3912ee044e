/**
 * Issue 15.1/15.2: two registry instances on one database behave as one registry. Nothing a request depends on is
 * kept in one process: captcha solutions, rate-limit counters, refresh-token families and live events go through
 * PostgreSQL, and pg-boss runs each job, and each schedule's tick, on one instance only.
 * Both instances run on a database of their own (created on the test PostgreSQL), so that their schedules, limits
 * and jobs touch nothing of the other tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { supertest } from '@loopback/testlab';
import { LIMITS, MSG, type EventTicket } from '../../contracts';
import { startRegistry } from '../../registry';
import { HOLDINGS_FOLD_CRON, HOLDINGS_FOLD_QUEUE, LIFECYCLE_QUEUE, TRADING_EXPIRY_QUEUE } from '../../jobs';
import type { LifecycleScope } from '../../services/accounts/lifecycle.service';
import type { TradingExpiryScope } from '../../services/credits/trading/trading-expiry.service';
import { givenRegistry, TestClock, type TestRegistry } from '../support/test-registry';
import { signIn, uniqueEmail } from '../support/builders';
import { givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { openStream, type Stream } from '../support/live-stream';

/** Login attempts one client may make per minute, on both instances together. */
const LOGIN_LIMIT = 10;

describe('two registry instances on one database (issue 15.1, 15.2)', function () {
  this.timeout(120_000);
  let main: TestRegistry;
  let a: TestRegistry;
  let b: TestRegistry;
  let dbName: string;
  const clock = new TestClock();
  const streams: Stream[] = [];
  /** The jobs each instance ran, with their data and when. */
  const runs: { instance: 'A' | 'B'; queue: string; data: LifecycleScope | TradingExpiryScope; at: number }[] = [];

  before(async () => {
    main = await givenRegistry();
    dbName = `two_instances_${Date.now()}`;
    await main.registry.db.pool.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(main.registry.db.pool.options.connectionString as string);
    url.pathname = `/${dbName}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-two-'));
    const start = async (instance: 'A' | 'B') => {
      const registry = await startRegistry({
        clock,
        // the first instance writes the demo data (the admin), the second finds it there
        seed: instance === 'A',
        // both schedule the hourly jobs, and look for due schedules every second
        schedule: true,
        cronIntervalSeconds: 1,
        config: {
          databaseUrl: url.toString(),
          dataDir,
          port: 0,
          smtpUrl: main.registry.config.smtpUrl,
          jwtSecret: 'two-instances-secret-of-sufficient-length',
          serveApps: false,
          rateLimit: true,
          rateLimitPerMinute: LOGIN_LIMIT,
          // behind one proxy on this machine: each test's client address comes in X-Forwarded-For
          trustProxy: 'loopback',
          captchaMaxNumber: 2_000,
          publicUrl: 'http://localhost:3000',
        },
      });
      // count what each instance's workers run
      const { lifecycle, services } = registry;
      const runLifecycle = lifecycle.runOnce.bind(lifecycle);
      lifecycle.runOnce = (scope: LifecycleScope = {}) => {
        runs.push({ instance, queue: LIFECYCLE_QUEUE, data: scope, at: Date.now() });
        return runLifecycle(scope);
      };
      const runExpiry = services.tradingExpiry.runOnce.bind(services.tradingExpiry);
      services.tradingExpiry.runOnce = (scope: TradingExpiryScope = {}) => {
        runs.push({ instance, queue: TRADING_EXPIRY_QUEUE, data: scope, at: Date.now() });
        return runExpiry(scope);
      };
      return { registry, sink: main.sink, clock, dataDir, api: supertest(registry.url) };
    };
    a = await start('A');
    b = await start('B');
  });

  after(async () => {
    for (const s of streams) s.close();
    await a?.registry.stop();
    await b?.registry.stop();
    if (a) fs.rmSync(a.dataDir, { recursive: true, force: true });
    await main.registry.db.pool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });
  afterEach(() => clock.reset());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('accepts a captcha solved for A once on B, and refuses its replay on either', async () => {
    const challenge = (await a.api.get('/api/captcha/challenge').expect(200)).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const message = (email: string) => ({
      firstName: 'Vera',
      lastName: 'Visitor',
      companyName: 'Skyways Ltd',
      position: 'Fuel buyer',
      email,
      cellPhone: { code: '+41', number: '791234567' },
      message: 'Two instances, one captcha.',
      captchaToken,
    });
    await b.api
      .post('/api/contact')
      .send(message(uniqueEmail('visitor')))
      .expect(204);
    for (const api of [b.api, a.api]) {
      const replay = await api
        .post('/api/contact')
        .send(message(uniqueEmail('replay')))
        .expect(400);
      expect(replay.body.error.message).to.equal(MSG.captchaRequired);
    }
    const stored = await a.registry.db.rows(
      "SELECT 1 FROM contact_messages WHERE message = 'Two instances, one captcha.'",
    );
    expect(stored).to.have.length(1);
  });

  it(`counts login attempts on A and B against one limit of ${LOGIN_LIMIT} a minute`, async () => {
    const wrongLogin = (api: TestRegistry['api']) =>
      api
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.15')
        .send({ email: 'nobody@example.com', password: 'Wrong1234!' });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) statuses.push((await wrongLogin(i % 2 ? b.api : a.api)).status);
    // each instance saw LOGIN_LIMIT / 2 + 1 attempts: only one count shared by both refuses the last two
    expect(statuses).to.deep.equal([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);
  });

  it("delivers a transfer approved through A to a subscriber of B's live events", async () => {
    const sender = await givenTradingCompany(a, 'Supplier');
    const receiver = await givenTradingCompany(a, 'Airline');
    await givenContact(a, sender, receiver);
    const credit = await givenActiveCredit(a, { holder: sender, volumeKg: 5_000 });
    const receiverOnB = await signIn(b, receiver.userEmail);
    const ticket = (await b.api.post('/api/events/ticket').set(auth(receiverOnB.token)).expect(200))
      .body as EventTicket;
    const stream = await openStream(`${b.registry.url}/api/events?ticket=${encodeURIComponent(ticket.ticket)}`);
    streams.push(stream);
    expect(stream.status).to.equal(200);

    const senderOnA = await signIn(a, sender.userEmail);
    const sent = await a.api
      .post(`/api/credits/${credit.id}/transfer`)
      .set(auth(senderOnA.token))
      .send({ amount: '2', amountType: 'BCU', receiverId: receiver.companyId })
      .expect(201);
    const admin = await signIn(a, 'admin@demo.bcu', 'Demo1234!');
    await a.api
      .post(`/api/admin/submissions/${sent.body.submissionId}/approve`)
      .set(auth(admin.token))
      .send({})
      .expect(200);
    const event = await stream.next((e) => e.topic === 'counters' && e.data.event === 'Transfer Approved', 10_000);
    expect(event.data).to.deep.equal({ event: 'Transfer Approved' });
  });

  it('refuses on B a refresh token that A rotated (a replay), and the session it belonged to', async () => {
    const company = await givenTradingCompany(a, 'Corporate');
    const session = await signIn(a, company.userEmail);
    // B honours what A issued: the same secret signs on both
    await b.api.post('/api/events/ticket').set(auth(session.token)).expect(200);
    const ua = 'two-instances-test';
    const rotated = await a.api
      .post('/api/auth/refresh')
      .set('Cookie', session.cookie)
      .set('User-Agent', ua)
      .expect(200);
    const next = (rotated.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bcu_refresh='))!;
    clock.advanceHours((LIMITS.refreshReplayGraceSeconds + 1) / 3600);
    await b.api.post('/api/auth/refresh').set('Cookie', session.cookie).set('User-Agent', ua).expect(401);
    // the replay revoked the family: the rotated token and the access token are dead on both instances
    await b.api.post('/api/auth/refresh').set('Cookie', next.split(';')[0]).set('User-Agent', ua).expect(401);
    await a.api
      .post('/api/events/ticket')
      .set(auth(rotated.body.accessToken as string))
      .expect(401);
  });

  it('runs a queued lifecycle or trading-expiry job once, on one of the instances', async () => {
    const company = await givenTradingCompany(a, 'Corporate');
    const scope = { companyIds: [company.companyId] };
    await a.registry.jobs.send(scope);
    await b.registry.jobs.sendTradingExpiry(scope);
    const ranWith = (queue: string) =>
      runs.filter((r) => r.queue === queue && JSON.stringify(r.data) === JSON.stringify(scope));
    for (let i = 0; i < 100 && (!ranWith(LIFECYCLE_QUEUE).length || !ranWith(TRADING_EXPIRY_QUEUE).length); i++)
      await sleep(100);
    await sleep(2_500); // both instances poll every second: time for a second run, if there were one
    expect(ranWith(LIFECYCLE_QUEUE)).to.have.length(1);
    expect(ranWith(TRADING_EXPIRY_QUEUE)).to.have.length(1);
  });

  it("runs each schedule's tick once, though both instances schedule it and look for due schedules", async () => {
    const db = a.registry.db;
    const schedules = await db.rows<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule ORDER BY name',
    );
    expect(schedules).to.deep.equal([
      { name: LIFECYCLE_QUEUE, cron: '7 * * * *' },
      { name: HOLDINGS_FOLD_QUEUE, cron: HOLDINGS_FOLD_CRON },
      { name: TRADING_EXPIRY_QUEUE, cron: '17 * * * *' },
    ]);
    // every minute is a tick from now on; the observation stays within one minute
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const minute = Math.floor(Date.now() / 60_000);
    await db.rows("UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = ANY($1)", [
      [LIFECYCLE_QUEUE, TRADING_EXPIRY_QUEUE],
    ]);
    const ticked = (queue: string) =>
      runs.filter((r) => r.queue === queue && !r.data.companyIds && Math.floor(r.at / 60_000) === minute);
    try {
      for (let i = 0; i < 150 && (!ticked(LIFECYCLE_QUEUE).length || !ticked(TRADING_EXPIRY_QUEUE).length); i++)
        await sleep(100);
      await sleep(4_000); // four more looks for due schedules by each instance
      expect(Math.floor(Date.now() / 60_000), 'the observation crossed a minute').to.equal(minute);
      expect(ticked(LIFECYCLE_QUEUE)).to.have.length(1);
      expect(ticked(TRADING_EXPIRY_QUEUE)).to.have.length(1);
    } finally {
      await db.rows(
        "UPDATE pgboss.schedule SET cron = CASE name WHEN $1 THEN '7 * * * *' ELSE '17 * * * *' END WHERE name = ANY($2)",
        [LIFECYCLE_QUEUE, [LIFECYCLE_QUEUE, TRADING_EXPIRY_QUEUE]],
      );
    }
  });
});
