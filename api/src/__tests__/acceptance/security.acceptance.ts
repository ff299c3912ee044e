import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { REPO_ROOT } from '../../config';
import { startRegistry } from '../../registry';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { supertest } from '@loopback/testlab';

describe('API surface and security basics', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  before(async () => (t = await givenRegistry()));

  it('serves the same OpenAPI document as the committed openapi.json', async () => {
    const served = (await t.api.get('/api/openapi.json').expect(200)).body;
    const committed = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8'));
    expect(served).to.deep.equal(committed);
  });

  it('answers 401 on every route without a token, except those marked public', async () => {
    const spec = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { 'x-public'?: boolean }>>;
    };
    let checked = 0;
    for (const [p, ops] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(ops)) {
        if (op['x-public']) continue;
        const url = `/api${p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
        const res = await (t.api as unknown as Record<string, (u: string) => supertest.Test>)[method](url);
        expect(res.status, `${method.toUpperCase()} ${url}`).to.equal(401);
        checked++;
      }
    expect(checked).to.be.greaterThan(5);
  });

  it('sends security headers and no framework banner', async () => {
    const res = await t.api.get('/api/links').expect(200);
    expect(res.headers['x-powered-by']).to.equal(undefined);
    expect(res.headers['content-security-policy']).to.contain("default-src 'self'");
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['strict-transport-security']).to.be.a('string');
  });

  it('sends no CORS headers to a foreign origin', async () => {
    const res = await t.api.get('/api/links').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).to.equal(undefined);
  });

  it("answers a foreign origin's preflight without CORS headers, and PUBLIC_URL's origin with them", async () => {
    const foreign = await t.api
      .options('/api/auth')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(foreign.headers['access-control-allow-origin']).to.equal(undefined);
    expect(foreign.headers['access-control-allow-methods']).to.equal(undefined);
    const own = new URL(t.registry.config.publicUrl).origin;
    const preflight = await t.api
      .options('/api/auth')
      .set('Origin', own)
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).to.equal(own);
    const get = await t.api.get('/api/links').set('Origin', own).expect(200);
    expect(get.headers['access-control-allow-origin']).to.equal(own);
  });

  it('answers malformed JSON and unknown fields with 4xx, never 500', async () => {
    const broken = await t.api.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(broken.status).to.equal(400);
    const extra = await t.api.post('/api/auth/login').send({ email: 'a@b.co', password: 'x', role: 'Admin' });
    expect(extra.status).to.equal(422);
    const wrongType = await t.api.post('/api/auth/login').send({ email: 42, password: ['x'] });
    expect(wrongType.status).to.equal(422);
    const notMultipart = await t.api.post('/api/auth/register').send({ companyName: 'x' });
    expect(notMultipart.status).to.be.within(400, 499);
  });

  it('answers garbage on every route, signed in as an admin and as a company owner, without a 500 (only tickets and tokens are issued)', async function () {
    this.timeout(180_000);
    const spec = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const sessions = [await adminSession(t), await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!')];
    const ids = ['not-a-uuid', '00000000-0000-4000-8000-000000000000'];
    const queries = [
      { filter: '{bad' },
      { filter: '{"q":5,"status":[1],"startDate":"x","accountId":"nope"}' },
      { range: 'x', sort: '[1' },
      { range: '[0,100000]', sort: '["nope","DESC"]' },
    ];
    const bodies: object[] = [{}, [], { id: 5, amount: -1, volume: 'abc', email: 5, status: 'Nope' }];
    const failures: string[] = [];
    let calls = 0;
    for (const [p, ops] of Object.entries(spec.paths))
      for (const method of Object.keys(ops)) {
        // these end or change the sessions the sweep runs with
        if (/logout|password|events$/.test(p)) continue;
        const inputs =
          method === 'get' || method === 'delete' ? queries.map((q) => ({ q })) : bodies.map((b) => ({ q: {}, b }));
        for (const s of sessions)
          for (const id of ids)
            for (const input of inputs) {
              const url = `/api${p.replace(/\{[^}]+\}/g, id)}`;
              const call = (t.api as unknown as Record<string, (u: string) => supertest.Test>)[method];
              let req = call.call(t.api, url).set('Authorization', `Bearer ${s.token}`).query(input.q);
              if ('b' in input) req = req.send(input.b);
              const res = await req;
              calls++;
              if (res.status >= 500)
                failures.push(`${res.status} ${method.toUpperCase()} ${url} ${JSON.stringify(input)}`);
            }
      }
    expect(failures).to.deep.equal([]);
    expect(calls).to.be.greaterThan(500);
  });

  it('refuses year 0 in the date filters with 422 (zod takes it, PostgreSQL has no such day)', async () => {
    const admin = await adminSession(t);
    const owner = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    const day = '0000-01-01';
    const cases: [string, string, Record<string, string>][] = [
      [owner.token, '/api/transactions', { from: day }],
      [owner.token, '/api/credits', { startDate: day }],
      [owner.token, '/api/targets', { endDate: day }],
      [admin.token, '/api/admin/logs', { from: day }],
      [admin.token, '/api/admin/credits', { startDate: day }],
    ];
    for (const [token, url, filter] of cases) {
      const res = await t.api
        .get(url)
        .set('Authorization', `Bearer ${token}`)
        .query({ filter: JSON.stringify(filter) });
      expect(res.status, `${url} ${JSON.stringify(filter)}`).to.equal(422);
    }
  });

  it('chains the action log so an altered row is found', async () => {
    const before = await t.registry.services.log.verify();
    expect(before.ok).to.equal(true);
    expect(before.rows).to.be.greaterThan(0);
    // Tamper inside a transaction that is rolled back, as someone with table-owner rights could.
    const rolledBack = new Error('rolled back');
    await t.registry.db
      .tx(async (tx) => {
        await tx.query('ALTER TABLE action_logs DISABLE TRIGGER action_logs_append_only');
        const {
          rows: [victim],
        } = await tx.query<{ id: string }>('SELECT id FROM action_logs ORDER BY id LIMIT 1 OFFSET 1');
        await tx.query('UPDATE action_logs SET details = \'{"tampered": true}\' WHERE id = $1', [victim.id]);
        const after = await t.registry.services.log.verify(tx);
        expect(after).to.include({ ok: false, firstBrokenId: victim.id });
        throw rolledBack;
      })
      .catch((e) => {
        if (e !== rolledBack) throw e;
      });
  });

  it('refuses changing or deleting action log rows', async () => {
    let refused = 0;
    for (const sql of [
      "UPDATE action_logs SET action = 'tampered' WHERE id = 1",
      'DELETE FROM action_logs WHERE id = 1',
    ])
      await t.registry.db.pool.query(sql).catch(() => refused++);
    expect(refused).to.equal(2);
  });

  it('rate-limits the login endpoint', async () => {
    const limited = await startRegistry({
      seed: false,
      config: {
        databaseUrl: t.registry.config.databaseUrl ?? (t.registry.db.pool.options.connectionString as string),
        port: 0,
        serveApps: false,
        rateLimitPerMinute: 3,
        // counters of its own, not those of the shared test registry on the same database
        rateLimitScope: `security-${Date.now()}`,
        jwtSecret: 'x'.repeat(32),
        dataDir: t.dataDir,
      },
    });
    try {
      const api = supertest(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'Whatever1' })).status,
        );
      expect(statuses).to.deep.equal([401, 401, 401, 429, 429]);
      const res = await api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'Whatever1' });
      expect(res.body.error.message).to.equal(MSG.tooManyRequests);
    } finally {
      // the whole registry: server, jobs, live-event listener, PDF browser and pool
      await limited.stop();
    }
  });
});
