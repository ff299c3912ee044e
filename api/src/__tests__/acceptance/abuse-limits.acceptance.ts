/**
 * Issue 11.8: rate limits per endpoint (one office IP signing in does not block its password resets), a spoofed
 * X-Forwarded-For not believed unless TRUST_PROXY names a proxy, at most LIMITS.resetMailsPerHour reset mails per
 * e-mail with the same answer either way, every failed password and code logged, and one-time codes stored as an
 * HMAC with the server secret.
 */
import { expect } from 'chai';
import { supertest } from '@loopback/testlab';
import { LIMITS } from '../../contracts';
import { startServer, type RunningServer } from '../../server';
import { sha256 } from '../../services/platform/crypto';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { codeIn } from '../support/smtp-sink';
import { givenApprovedCompany, PASSWORD } from '../support/builders';

describe('abuse limits (issue 11.8)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const servers: RunningServer[] = [];
  /** A second HTTP front on the same database and services, with its own limits and counters. */
  const front = async (perMinute: number, trustProxy: boolean | string) => {
    const server = await startServer(
      {
        ...t.registry.config,
        port: 0,
        rateLimit: true,
        rateLimitPerMinute: perMinute,
        trustProxy,
        // counters of its own: the limits are shared in PostgreSQL by the servers of one scope
        rateLimitScope: `abuse-front-${servers.length}-${Date.now()}`,
      },
      t.registry.db.dataSource,
      t.registry.services,
    );
    servers.push(server);
    return supertest(server.url);
  };
  const wrongLogin = (api: ReturnType<typeof supertest>, ip?: string) => {
    const req = api.post('/api/auth/login');
    if (ip) req.set('X-Forwarded-For', ip);
    return req.send({ email: 'nobody@example.com', password: 'Wrong1234!' });
  };

  before(async () => {
    t = await givenRegistry();
  });
  after(async () => {
    for (const s of servers) await s.stop();
  });

  it('counts each endpoint apart per IP: a full login bucket leaves password resets open', async () => {
    const api = await front(3, false);
    for (let i = 0; i < 3; i++) expect((await wrongLogin(api)).status).to.equal(401);
    expect((await wrongLogin(api)).status).to.equal(429);
    await api.post('/api/account/forgot-password').send({ email: 'nobody@example.com' }).expect(204);
  });

  it('does not believe a client X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const direct = await front(2, false);
    for (let i = 0; i < 2; i++) expect((await wrongLogin(direct, `203.0.113.${i}`)).status).to.equal(401);
    expect((await wrongLogin(direct, '203.0.113.99')).status).to.equal(429);
    const behindProxy = await front(2, 'loopback');
    for (let i = 0; i < 4; i++) expect((await wrongLogin(behindProxy, `198.51.100.${i}`)).status).to.equal(401);
  });

  it(`mails at most ${LIMITS.resetMailsPerHour} reset links per e-mail an hour, answering every request alike`, async () => {
    const { application } = await givenApprovedCompany(t);
    const mark = t.sink.mark();
    for (let i = 0; i < LIMITS.resetMailsPerHour + 2; i++)
      await t.api.post('/api/account/forgot-password').send({ email: application.email }).expect(204);
    const resets = () =>
      t.sink.mails.slice(mark).filter((m) => m.to === application.email.toLowerCase() && /Reset your/.test(m.subject));
    for (let waited = 0; resets().length < LIMITS.resetMailsPerHour && waited < 10_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000)); // time for a mail too many to arrive
    expect(resets()).to.have.length(LIMITS.resetMailsPerHour);
  });

  it('logs every failed password and code, and stores the code as an HMAC, not a bare SHA-256', async () => {
    const { application } = await givenApprovedCompany(t);
    const email = application.email;
    const logged = async (action: string) =>
      Number(
        (await t.registry.db.one<{ n: string }>(
          "SELECT count(*) AS n FROM action_logs WHERE action = $1 AND details->>'email' = $2",
          [action, email],
        ))!.n,
      );
    await t.api.post('/api/auth/login').send({ email, password: 'Wrong1234!' }).expect(401);
    expect(await logged('Login password failed')).to.equal(1);
    const mark = t.sink.mark();
    await t.api.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const code = codeIn(await t.sink.waitFor(email, /login code/, mark));
    const wrong = code === '00000' ? '11111' : '00000';
    await t.api.post('/api/auth/check-code').send({ email, otp: wrong }).expect(400);
    expect(await logged('Login code failed')).to.equal(1);
    const stored = (await t.registry.db.one<{ code_hash: string }>(
      'SELECT code_hash FROM one_time_codes WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    ))!.code_hash;
    expect(stored).to.not.equal(sha256(code));
    await t.api.post('/api/auth/check-code').send({ email, otp: code }).expect(200);
  });
});
