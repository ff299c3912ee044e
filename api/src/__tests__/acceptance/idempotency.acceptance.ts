/**
 * Issue 16.3 — `Idempotency-Key` on every creating POST, through the real HTTP server: the same key with the same
 * body within 24 hours answers the first answer again and changes nothing more; another body under the key is
 * refused (422); 20 concurrent duplicates make one effect (the database's unique key decides, not timing).
 */
import { expect } from 'chai';
import crypto from 'node:crypto';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenPdf, signIn } from '../support/builders';
import { registrationPayload } from '../support/credit-builders';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';

const newKey = () => `retry-${crypto.randomUUID()}`;

describe('idempotent writes (issue 16.3)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  const sessions = new Map<string, string>();
  const as = async (email: string) => {
    if (!sessions.has(email)) sessions.set(email, (await signIn(t, email)).token);
    return { Authorization: `Bearer ${sessions.get(email)!}` };
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.registry.db.one<{ n: string }>(sql, params))!.n);
  const requestsOf = (creditId: string) =>
    count('SELECT count(*)::text AS n FROM credit_requests WHERE credit_id = $1', [creditId]);
  /** The parts a credit was split into: a partial transfer splits it once, into the part moving and the rest. */
  const partsOf = (creditId: string) =>
    count('SELECT count(*)::text AS n FROM credits WHERE root_id = $1 AND id <> $1', [creditId]);

  let holder: TradingCompany;
  let receiver: TradingCompany;
  before(async () => {
    t = await givenRegistry();
    holder = await givenTradingCompany(t, 'Corporate');
    receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, holder, receiver);
  });

  it('a transfer retried with the same key and body gets the first answer again, and is made once', async () => {
    const c = await givenActiveCredit(t, { holder, volumeKg: 10_000 });
    const key = newKey();
    const send = async () =>
      t.api
        .post(`/api/credits/${c.id}/transfer`)
        .set(await as(holder.userEmail))
        .set('Idempotency-Key', key)
        .send({ amount: 3, receiverId: receiver.companyId });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect(first.headers['idempotent-replayed']).to.equal(undefined);
    const second = await send();
    expect(second.status).to.equal(201);
    expect(second.headers['idempotent-replayed']).to.equal('true');
    expect(second.body).to.deep.equal(first.body);
    expect(await requestsOf(c.id)).to.equal(1);
    expect(await partsOf(c.id)).to.equal(2);

    // the same key with another body is refused and changes nothing
    const other = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set(await as(holder.userEmail))
      .set('Idempotency-Key', key)
      .send({ amount: 4, receiverId: receiver.companyId });
    expect([other.status, other.body.error.message]).to.deep.equal([422, MSG.idempotencyKeyReused]);
    expect(await requestsOf(c.id)).to.equal(1);
    expect(await partsOf(c.id)).to.equal(2);
  });

  it('20 concurrent duplicates make one transfer and all get its answer', async () => {
    const c = await givenActiveCredit(t, { holder, volumeKg: 10_000 });
    const key = newKey();
    const headers = await as(holder.userEmail);
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api
          .post(`/api/credits/${c.id}/transfer`)
          .set(headers)
          .set('Idempotency-Key', key)
          .send({ amount: 2, receiverId: receiver.companyId }),
      ),
    );
    expect(all.map((r) => r.status)).to.deep.equal(Array(20).fill(201));
    expect(new Set(all.map((r) => r.body.submissionId)).size).to.equal(1);
    expect(all.filter((r) => r.headers['idempotent-replayed'] === 'true')).to.have.length(19);
    expect(await requestsOf(c.id)).to.equal(1);
    expect(await partsOf(c.id)).to.equal(2);
  });

  it('works the same with an API key; keys are per company', async () => {
    const owner = await as(holder.ownerEmail);
    const expiresAt = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { secret } = (
      await t.api
        .post('/api/profile/api-keys')
        .set(owner)
        .send({ name: 'ERP', scopes: ['transfers:write'], expiresAt })
        .expect(201)
    ).body;
    const c = await givenActiveCredit(t, { holder, volumeKg: 10_000 });
    const key = newKey();
    const send = () =>
      t.api
        .post(`/api/credits/${c.id}/transfer`)
        .set('X-API-Key', secret)
        .set('Idempotency-Key', key)
        .send({ amount: 1, receiverId: receiver.companyId });
    const [a, b] = [await send(), await send()];
    expect([a.status, b.status]).to.deep.equal([201, 201]);
    expect(b.body).to.deep.equal(a.body);
    expect(await requestsOf(c.id)).to.equal(1);
    // another company using the same key string is not answered with this company's answer
    const other = await givenTradingCompany(t, 'Corporate');
    await givenContact(t, other, receiver);
    const theirs = await givenActiveCredit(t, { holder: other });
    await t.api
      .post(`/api/credits/${theirs.id}/transfer`)
      .set(await as(other.userEmail))
      .set('Idempotency-Key', key)
      .send({ amount: 1, receiverId: receiver.companyId })
      .expect(201);
    expect(await requestsOf(theirs.id)).to.equal(1);
  });

  it('a failed request frees its key; a key is remembered 24 hours; a malformed key is refused', async () => {
    const [c1, c2] = [await givenActiveCredit(t, { holder, volumeKg: 10_000 }), await givenActiveCredit(t, { holder })];
    const headers = await as(holder.userEmail);
    const key = newKey();
    const send = (creditId: string, amount: number) =>
      t.api
        .post(`/api/credits/${creditId}/transfer`)
        .set(headers)
        .set('Idempotency-Key', key)
        .send({ amount, receiverId: receiver.companyId });
    // more than the BCU holds: refused, nothing made, the key stays free
    expect((await send(c1.id, 11)).status).to.equal(422);
    expect(await requestsOf(c1.id)).to.equal(0);
    await send(c1.id, 1).expect(201);
    expect((await send(c2.id, 1)).body.error.message).to.equal(MSG.idempotencyKeyReused);
    // 24 hours later the key is forgotten: it may name another request
    await t.registry.db.rows(
      "UPDATE idempotency_keys SET created_at = created_at - interval '24 hours 1 second' WHERE key = $1",
      [key],
    );
    const later = await send(c2.id, 1);
    expect([later.status, later.headers['idempotent-replayed']], JSON.stringify(later.body)).to.deep.equal([
      201,
      undefined,
    ]);
    expect([await requestsOf(c1.id), await requestsOf(c2.id)]).to.deep.equal([1, 1]);

    const malformed = await t.api
      .post(`/api/credits/${c2.id}/transfer`)
      .set(headers)
      .set('Idempotency-Key', 'x'.repeat(256))
      .send({ amount: 1, receiverId: receiver.companyId });
    expect([malformed.status, malformed.body.error.message]).to.deep.equal([400, MSG.idempotencyKeyInvalid]);
    expect(await requestsOf(c2.id)).to.equal(1);
  });

  describe('every creating POST honours the key', () => {
    /** Sends the request twice with one key: both answers equal, the effect counted once. */
    const twice = async (
      send: (key: string) => Promise<{ status: number; body: unknown; headers: Record<string, string> }>,
      effects: () => Promise<number>,
    ) => {
      const key = newKey();
      const before = await effects();
      const first = await send(key);
      expect(first.status, JSON.stringify(first.body)).to.equal(201);
      const second = await send(key);
      expect([second.status, second.headers['idempotent-replayed']]).to.deep.equal([201, 'true']);
      expect(second.body).to.deep.equal(first.body);
      expect(await effects()).to.equal(before + 1);
    };

    it('bulk transfer', async () => {
      const [c1, c2] = [await givenActiveCredit(t, { holder }), await givenActiveCredit(t, { holder })];
      const headers = await as(holder.userEmail);
      const body = { transfers: [c1, c2].map((c) => ({ creditId: c.id, receiverId: receiver.companyId })) };
      await twice(
        (key) => t.api.post('/api/credits/transfers/bulk').set(headers).set('Idempotency-Key', key).send(body),
        () => requestsOf(c1.id),
      );
      expect(await requestsOf(c2.id)).to.equal(1);
    });

    it('retirement', async () => {
      const airline = await givenTradingCompany(t, 'Airline');
      const c = await givenActiveCredit(t, { holder: airline });
      const headers = await as(airline.userEmail);
      await twice(
        (key) =>
          t.api
            .post(`/api/credits/${c.id}/retire`)
            .set(headers)
            .set('Idempotency-Key', key)
            .send({ amount: 1, creditClaimCountry: 'Spain', reporting: 'EU ETS', isScope1Provider: 'yes' }),
        () => requestsOf(c.id),
      );
    });

    it('BCU registration (multipart: a retry has a new boundary, the same parts)', async () => {
      const supplier = await givenTradingCompany(t, 'Supplier');
      const headers = await as(supplier.userEmail);
      let payload = JSON.stringify(registrationPayload());
      const pdf = await givenPdf();
      const send = (key: string) =>
        t.api
          .post('/api/credits/register')
          .set(headers)
          .set('Idempotency-Key', key)
          .field('payload', payload)
          .attach('posFile', pdf, { filename: 'pos.pdf', contentType: 'application/pdf' });
      const registrations = () =>
        count('SELECT count(*)::text AS n FROM credits WHERE company_id = $1', [supplier.companyId]);
      await twice(send, registrations);
      // the same key with another file is another body (a new PoS number: a registration's number is unique)
      payload = JSON.stringify(registrationPayload());
      const key = newKey();
      await send(key).expect(201);
      const other = await t.api
        .post('/api/credits/register')
        .set(headers)
        .set('Idempotency-Key', key)
        .field('payload', payload)
        .attach('posFile', await givenPdf(2), { filename: 'pos.pdf', contentType: 'application/pdf' });
      expect([other.status, other.body.error?.message]).to.deep.equal([422, MSG.idempotencyKeyReused]);
    });

    it('information request', async () => {
      const requester = await givenTradingCompany(t, 'Airline');
      const target = await givenTradingCompany(t, 'Airline');
      await givenContact(t, requester, target);
      const c = await givenActiveCredit(t, { holder: requester });
      const headers = await as(requester.userEmail);
      await twice(
        (key) =>
          t.api
            .post('/api/info-requests')
            .set(headers)
            .set('Idempotency-Key', key)
            .send({ creditId: c.id, companyId: target.companyId }),
        () => count('SELECT count(*)::text AS n FROM info_requests WHERE credit_id = $1', [c.id]),
      );
    });

    it('connection request', async () => {
      const [a, b] = [await givenTradingCompany(t, 'Airline'), await givenTradingCompany(t, 'Supplier')];
      const prefs = {
        isDiscoverable: true,
        isAnonymousConnection: false,
        isNotifyConnections: false,
        isReadyToOfferConnect: true,
        isLookingForCompanyConnect: false,
        offerTags: ['SAF supply'],
        lookingTags: [],
        offerPitch: 'We offer SAF',
        lookingPitch: '',
        acceptRulesOfParticipation: true,
      };
      for (const c of [a, b])
        await t.api
          .put('/api/connect/preferences')
          .set(await as(c.userEmail))
          .send(prefs)
          .expect(200);
      const headers = await as(a.userEmail);
      await twice(
        (key) =>
          t.api
            .post('/api/connect/connection-requests')
            .set(headers)
            .set('Idempotency-Key', key)
            .send({ receiverId: b.companyId, message: 'Hello' }),
        () => count('SELECT count(*)::text AS n FROM connection_requests WHERE sender_company_id = $1', [a.companyId]),
      );
    });
  });
});
