/**
 * Issue 16.1 — company API keys through the real HTTP server: the account owner creates, lists and revokes them
 * (the secret shown once, stored as a hash); a key acts as its company's Secondary user within its scopes (every
 * scope × operation, allowed or refused with nothing changed); expired, revoked and unknown keys and keys of a
 * Suspended company are refused with their reason; uses are noted; creation, revocation and writes are logged
 * with the key's name; admins list and revoke keys, auditors only read; each key is rate limited.
 */
import { expect } from 'chai';
import crypto from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope, LOG_ACTION, MSG } from '../../contracts';
import supertest from 'supertest';
import { startServer } from '../../server';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';

const inAMonth = (t: TestRegistry) => new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('API keys (issue 16.1)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sessions = new Map<string, string>();
  const session = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, (await signIn(t, email)).token);
    return bearer(sessions.get(email)!);
  };
  /** A key of the company created by its owner through the portal's endpoint. */
  const givenKey = async (
    c: TradingCompany,
    scopes: readonly ApiKeyScope[],
    name = `key ${crypto.randomBytes(3).toString('hex')}`,
  ) => {
    const res = await t.api
      .post('/api/profile/api-keys')
      .set(await session(c.ownerEmail))
      .send({ name, scopes, expiresAt: inAMonth(t) })
      .expect(201);
    return res.body as { id: string; secret: string; name: string };
  };
  const withKey = (secret: string) => ({ 'X-API-Key': secret });
  const heldCount = async (creditId: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*)::text AS n FROM credit_requests WHERE credit_id = $1', [
        creditId,
      ]))!.n,
    );

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  it('the owner creates a key: the secret is shown once, stored only as its hash, and the creation is logged', async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const created = await givenKey(c, ['credits:read', 'transfers:write'], 'ERP');
    expect(created.secret).to.match(/^bcu_live_[\w-]{43}$/);
    expect(created).to.include({ name: 'ERP', status: 'Active', lastUsedAt: null, revokedAt: null });
    const stored = (await t.registry.db.one<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      created.id,
    ]))!;
    expect(stored.secret_hash).to.equal(crypto.createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.to.include(created.secret);
    const listed = (
      await t.api
        .get('/api/profile/api-keys')
        .set(await session(c.ownerEmail))
        .expect(200)
    ).body;
    expect(listed.map((k: { id: string }) => k.id)).to.deep.equal([created.id]);
    expect(JSON.stringify(listed)).not.to.include(created.secret);
    expect(listed[0]).to.include({ prefix: created.secret.slice(0, 13), createdBy: 'Airline Owner' });
    const log = await t.registry.db.one<{ details: { keyName: string } }>(
      'SELECT details FROM action_logs WHERE action = $1 AND subject_id = $2',
      [LOG_ACTION.apiKeyCreated, created.id],
    );
    expect(log?.details.keyName).to.equal('ERP');
  });

  it('only the account owner manages keys, with a name, a scope and an expiry at most 12 months ahead', async () => {
    const c = await givenTradingCompany(t, 'Airline');
    const user = await session(c.userEmail);
    const owner = await session(c.ownerEmail);
    const refused = await t.api
      .post('/api/profile/api-keys')
      .set(user)
      .send({ name: 'x', scopes: ['credits:read'], expiresAt: inAMonth(t) });
    expect([refused.status, refused.body.error.message]).to.deep.equal([403, MSG.apiKeyOwnerOnly]);
    await t.api.get('/api/profile/api-keys').set(user).expect(403);
    const tooLate = new Date(t.clock.now().getTime() + 367 * 86_400_000).toISOString().slice(0, 10);
    const today = t.clock.now().toISOString().slice(0, 10);
    for (const [input, message] of [
      [{ name: ' ', scopes: ['credits:read'], expiresAt: inAMonth(t) }, MSG.apiKeyNameRequired],
      [{ name: 'x', scopes: [], expiresAt: inAMonth(t) }, MSG.apiKeyScopesRequired],
      [{ name: 'x', scopes: ['admin:all'], expiresAt: inAMonth(t) }, MSG.apiKeyScopesRequired],
      [{ name: 'x', scopes: ['credits:read'], expiresAt: tooLate }, MSG.apiKeyExpiryRange],
      [{ name: 'x', scopes: ['credits:read'], expiresAt: today }, MSG.apiKeyExpiryRange],
    ] as const) {
      const res = await t.api.post('/api/profile/api-keys').set(owner).send(input);
      expect([res.status, res.body.error.message], JSON.stringify(input)).to.deep.equal([422, message]);
    }
    expect((await t.registry.db.rows('SELECT 1 FROM api_keys WHERE company_id = $1', [c.companyId])).length).to.equal(
      0,
    );
  });

  describe('every scope × operation: allowed with its scope, refused with any other and nothing changed', () => {
    let airline: TradingCompany;
    let receiver: TradingCompany;
    let scope1: TradingCompany;
    const keys = new Map<ApiKeyScope, string>();

    before(async () => {
      airline = await givenTradingCompany(t, 'Airline');
      receiver = await givenTradingCompany(t, 'Corporate');
      scope1 = await givenTradingCompany(t, 'Airline');
      await givenContact(t, airline, receiver);
      await givenContact(t, airline, scope1);
      for (const scope of API_KEY_SCOPES) keys.set(scope, (await givenKey(airline, [scope])).secret);
    });

    /** Each scope's operation: its request, and what shows that it changed nothing (none for reads). */
    const operations: Record<
      ApiKeyScope,
      () => Promise<{
        call: (secret: string) => Promise<{ status: number; body: { error?: { message: string } } }>;
        effects: () => Promise<number>;
      }>
    > = {
      'credits:read': async () => ({ call: (s) => t.api.get('/api/credits').set(withKey(s)), effects: async () => 0 }),
      'transactions:read': async () => ({
        call: (s) => t.api.get('/api/transactions').set(withKey(s)),
        effects: async () => 0,
      }),
      'statements:read': async () => ({
        call: (s) => t.api.get('/api/account/statements').set(withKey(s)),
        effects: async () => 0,
      }),
      'transfers:write': async () => {
        const c = await givenActiveCredit(t, { holder: airline });
        const body = {
          amount: 1,
          receiverId: receiver.companyId,
          scope1: { isScope1Provider: 'yes', creditClaimCountry: 'Switzerland', reporting: 'CORSIA' },
        };
        return {
          call: (s) => t.api.post(`/api/credits/${c.id}/transfer`).set(withKey(s)).send(body),
          effects: () => heldCount(c.id),
        };
      },
      'retirements:write': async () => {
        const c = await givenActiveCredit(t, { holder: airline });
        const body = { amount: 1, creditClaimCountry: 'Spain', reporting: 'EU ETS', isScope1Provider: 'yes' };
        return {
          call: (s) => t.api.post(`/api/credits/${c.id}/retire`).set(withKey(s)).send(body),
          effects: () => heldCount(c.id),
        };
      },
      'requests:write': async () => {
        const c = await givenActiveCredit(t, { holder: airline });
        const count = async () =>
          Number(
            (await t.registry.db.one<{ n: string }>(
              'SELECT count(*)::text AS n FROM info_requests WHERE credit_id = $1',
              [c.id],
            ))!.n,
          );
        return {
          call: (s) =>
            t.api.post('/api/info-requests').set(withKey(s)).send({ creditId: c.id, companyId: scope1.companyId }),
          effects: count,
        };
      },
    };

    for (const scope of API_KEY_SCOPES)
      it(`${scope}`, async () => {
        const op = await operations[scope]();
        for (const other of API_KEY_SCOPES.filter((s) => s !== scope)) {
          const refused = await op.call(keys.get(other)!);
          expect([refused.status, refused.body.error?.message], `${other} on ${scope}`).to.deep.equal([
            403,
            MSG.apiKeyScopeMissing,
          ]);
        }
        expect(await op.effects()).to.equal(0);
        const allowed = await op.call(keys.get(scope)!);
        expect(allowed.status, JSON.stringify(allowed.body)).to.be.oneOf([200, 201]);
        if (scope.endsWith(':write')) expect(await op.effects()).to.equal(1);
      });

    it('a key with every scope still reaches no endpoint outside them (profile, targets, admin, key management)', async () => {
      const all = (await givenKey(airline, API_KEY_SCOPES)).secret;
      for (const [method, path] of [
        ['get', '/api/profile/company'],
        ['get', '/api/targets'],
        ['get', '/api/admin/accounts'],
        ['get', '/api/profile/api-keys'],
        ['post', '/api/profile/api-keys'],
      ] as const) {
        const res = await t.api[method](path)
          .set(withKey(all))
          .send({ name: 'k', scopes: ['credits:read'], expiresAt: inAMonth(t) });
        expect([res.status, res.body.error?.message], path).to.deep.equal([403, MSG.apiKeyScopeMissing]);
      }
      expect(
        (await t.registry.db.rows('SELECT 1 FROM api_keys WHERE company_id = $1', [airline.companyId])).length,
      ).to.equal(API_KEY_SCOPES.length + 1);
    });
  });

  it("a key acts as its company's Secondary user: what the access matrix refuses the company stays refused", async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const key = (await givenKey(supplier, ['retirements:write', 'requests:write'])).secret;
    const c = await givenActiveCredit(t, { holder: supplier });
    const retire = await t.api
      .post(`/api/credits/${c.id}/retire`)
      .set(withKey(key))
      .send({ amount: 1, creditClaimCountry: 'Spain', reporting: 'EU ETS' });
    expect([retire.status, retire.body.error.message]).to.deep.equal([403, MSG.forbidden]);
    const ask = await t.api
      .post('/api/info-requests')
      .set(withKey(key))
      .send({ creditId: c.id, companyId: supplier.companyId });
    expect(ask.status).to.equal(403);
    expect(await heldCount(c.id)).to.equal(0);
  });

  it('unknown, expired and revoked keys and keys of a Suspended company are refused with the reason; uses are noted', async () => {
    const c = await givenTradingCompany(t, 'Corporate');
    const key = await givenKey(c, ['credits:read']);
    const read = () => t.api.get('/api/credits').set(withKey(key.secret));
    const refusal = async (message: string) => {
      const res = await read();
      expect([res.status, res.body.error.message]).to.deep.equal([401, message]);
    };

    const usedFrom = t.clock.now().getTime();
    await read().expect(200);
    const used = (
      await t.api
        .get('/api/profile/api-keys')
        .set(await session(c.ownerEmail))
        .expect(200)
    ).body[0];
    expect(new Date(used.lastUsedAt).getTime()).to.be.within(usedFrom, t.clock.now().getTime());

    const wrong = await t.api.get('/api/credits').set(withKey(`${key.secret.slice(0, -2)}xx`));
    expect([wrong.status, wrong.body.error.message]).to.deep.equal([401, MSG.apiKeyInvalid]);
    // a key is valid through its expiry day, refused after it
    t.clock.advanceHours(30 * 24);
    await read().expect(200);
    t.clock.advanceHours(24);
    await refusal(MSG.apiKeyExpired);
    t.clock.reset();

    await t.registry.db.rows("UPDATE companies SET status = 'Suspended' WHERE id = $1", [c.companyId]);
    await refusal(MSG.apiKeyCompanyInactive);
    await t.registry.db.rows("UPDATE companies SET status = 'Active' WHERE id = $1", [c.companyId]);
    await read().expect(200);

    const revoked = await t.api
      .delete(`/api/profile/api-keys/${key.id}`)
      .set(await session(c.ownerEmail))
      .expect(200);
    expect(revoked.body).to.include({ status: 'Revoked' });
    await refusal(MSG.apiKeyWasRevoked);
    const again = await t.api.delete(`/api/profile/api-keys/${key.id}`).set(await session(c.ownerEmail));
    expect([again.status, again.body.error.message]).to.deep.equal([409, MSG.apiKeyAlreadyRevoked]);
    const log = await t.registry.db.one<{ details: { keyName: string } }>(
      'SELECT details FROM action_logs WHERE action = $1 AND subject_id = $2',
      [LOG_ACTION.apiKeyRevoked, key.id],
    );
    expect(log?.details.keyName).to.equal(key.name);
    // another company's owner cannot revoke it
    const other = await givenTradingCompany(t, 'Corporate');
    const foreign = await givenKey(c, ['credits:read']);
    await t.api
      .delete(`/api/profile/api-keys/${foreign.id}`)
      .set(await session(other.ownerEmail))
      .expect(404);
  });

  it("each write made with a key is in the action log with the key's name", async () => {
    const holder = await givenTradingCompany(t, 'Corporate');
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, holder, receiver);
    const key = await givenKey(holder, ['transfers:write'], 'Treasury ERP');
    const c = await givenActiveCredit(t, { holder });
    const sent = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set(withKey(key.secret))
      .send({ amount: 2, receiverId: receiver.companyId })
      .expect(201);
    const rows = await t.registry.db.rows<{ user_id: string; company_id: string; details: Record<string, unknown> }>(
      'SELECT user_id, company_id, details FROM action_logs WHERE action = $1 AND subject_id = $2',
      [LOG_ACTION.apiKeyWrite, key.id],
    );
    expect(rows.map((r) => r.details)).to.deep.equal([
      { keyName: 'Treasury ERP', method: 'POST', path: `/credits/${c.id}/transfer`, status: 201 },
    ]);
    expect(rows[0]).to.include({ user_id: holder.ownerId, company_id: holder.companyId });
    expect(sent.body.submissionId).to.be.a('string');
    // reads are not logged as writes
    await t.api.get('/api/credit-requests').set(withKey(key.secret)).expect(200);
    expect(
      (
        await t.registry.db.rows('SELECT 1 FROM action_logs WHERE action = $1 AND subject_id = $2', [
          LOG_ACTION.apiKeyWrite,
          key.id,
        ])
      ).length,
    ).to.equal(1);
  });

  it('admins list and revoke every key in the backoffice; auditors read only', async () => {
    const c = await givenTradingCompany(t, 'Forwarder');
    const key = await givenKey(c, ['credits:read'], 'Backoffice test');
    const admin = bearer((await adminSession(t)).token);
    const page = await t.api
      .get('/api/admin/api-keys')
      .query({ filter: JSON.stringify({ q: c.name }) })
      .set(admin)
      .expect(200);
    expect(page.headers['content-range']).to.match(/^api-keys 0-0\/1$/);
    expect(page.body[0]).to.include({ id: key.id, companyName: c.name, name: 'Backoffice test', status: 'Active' });
    await t.api.get(`/api/admin/api-keys/${key.id}`).set(admin).expect(200);
    // a company user cannot read the admin list
    await t.api
      .get('/api/admin/api-keys')
      .set(await session(c.userEmail))
      .expect(403);
    const revoked = await t.api.delete(`/api/admin/api-keys/${key.id}`).set(admin).expect(200);
    expect(revoked.body).to.include({ status: 'Revoked' });
    const res = await t.api.get('/api/credits').set(withKey(key.secret));
    expect([res.status, res.body.error.message]).to.deep.equal([401, MSG.apiKeyWasRevoked]);

    const auditor = await givenTradingCompany(t, 'Auditor');
    await t.registry.db.rows("UPDATE users SET role = 'Auditor' WHERE company_id = $1", [auditor.companyId]);
    const other = await givenKey(c, ['credits:read']);
    const asAuditor = await session(auditor.ownerEmail);
    // an auditor without a grant from the company does not see its keys, and never revokes
    const seen = await t.api
      .get('/api/admin/api-keys')
      .query({ filter: JSON.stringify({ companyId: c.companyId }) })
      .set(asAuditor)
      .expect(200);
    expect(seen.body).to.deep.equal([]);
    await t.registry.db.rows(
      "INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, now() + interval '30 days')",
      [auditor.companyId, c.companyId],
    );
    const granted = await t.api
      .get('/api/admin/api-keys')
      .query({ filter: JSON.stringify({ companyId: c.companyId }) })
      .set(asAuditor)
      .expect(200);
    expect(granted.body.map((k: { id: string }) => k.id)).to.include(other.id);
    await t.api.delete(`/api/admin/api-keys/${other.id}`).set(asAuditor).expect(403);
    expect(
      (await t.registry.db.one<{ revoked_at: Date | null }>('SELECT revoked_at FROM api_keys WHERE id = $1', [
        other.id,
      ]))!.revoked_at,
    ).to.equal(null);
  });

  it('each key is rate limited on its own (429 past its requests per minute); other keys go on', async () => {
    // a second HTTP front on the same database, with a per-key limit of 3 and counters of its own
    const server = await startServer(
      {
        ...t.registry.config,
        port: 0,
        rateLimit: true,
        apiKeyRateLimitPerMinute: 3,
        rateLimitScope: `keys-${Date.now()}`,
      },
      t.registry.db.dataSource,
      t.registry.services,
    );
    try {
      const api = supertest(server.url);
      const c = await givenTradingCompany(t, 'Corporate');
      const [a, b] = [await givenKey(c, ['credits:read']), await givenKey(c, ['credits:read'])];
      for (let i = 0; i < 3; i++) await api.get('/api/credits').set(withKey(a.secret)).expect(200);
      const limited = await api.get('/api/credits').set(withKey(a.secret));
      expect([limited.status, limited.body.error.message]).to.deep.equal([429, MSG.tooManyRequests]);
      expect(Number(limited.headers['retry-after'])).to.be.within(1, 60);
      await api.get('/api/credits').set(withKey(b.secret)).expect(200);
    } finally {
      await server.stop();
    }
  });
});
