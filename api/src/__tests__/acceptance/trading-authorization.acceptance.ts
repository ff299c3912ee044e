import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Who may call the trading endpoints (spec 2 §2.1, §6; contracts/access.ts): Secondary users of the trading company
 * types, Active; retirement for Airline, Corporate, Forwarder and Facilitator; Scope 1 requests for Airline and
 * Facilitator. Everyone else is refused (401 without a token, 403 otherwise), and another company's user gets a 404
 * with no data for anything that belongs to a company it is not.
 */
describe('trading authorization: every endpoint by every refused role and by another company', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let supplier: TradingCompany;
  let airline: TradingCompany;
  let corporate: TradingCompany;
  let otherAirline: TradingCompany;
  let credit: { id: string; bcuid: string };
  let incomingId: string;
  let infoRequestId: string;
  const bearer = new Map<string, string>();

  const ZERO = '00000000-0000-4000-8000-000000000000';

  /** Every endpoint with a body that would pass validation, so that only the caller decides the answer. */
  const endpoints = () => [
    { perm: 'transfer', method: 'post', path: `/api/credits/${credit.id}/transfer`, body: { amount: '1', receiverId: corporate.companyId, scope1: { isScope1Provider: 'no' } } },
    { perm: 'transfer', method: 'post', path: '/api/credits/transfers/bulk', body: { transfers: [{ creditId: credit.id, receiverId: corporate.companyId }, { creditId: ZERO, receiverId: corporate.companyId }] } },
    { perm: 'retire', method: 'post', path: `/api/credits/${credit.id}/retire`, body: { amount: '1', creditClaimCountry: 'France', reporting: 'CORSIA', isScope1Provider: 'yes' } },
    { perm: 'transfer', method: 'get', path: `/api/transfer-recipients?creditId=${credit.id}` },
    { perm: 'transfer', method: 'put', path: `/api/credits/${credit.id}/facilitator`, body: { action: 'Unassign' } },
    { perm: 'transfer', method: 'get', path: '/api/credit-requests' },
    { perm: 'transfer', method: 'get', path: '/api/incoming-transactions' },
    { perm: 'transfer', method: 'get', path: '/api/incoming-transactions/count' },
    { perm: 'transfer', method: 'get', path: `/api/incoming-transactions/${incomingId}` },
    { perm: 'transfer', method: 'post', path: `/api/incoming-transactions/${incomingId}/accept` },
    { perm: 'transfer', method: 'post', path: `/api/incoming-transactions/${incomingId}/deny` },
    { perm: 'info', method: 'get', path: '/api/info-requests' },
    { perm: 'info', method: 'post', path: '/api/info-requests', body: { creditId: credit.id, companyId: otherAirline.companyId } },
    { perm: 'info', method: 'get', path: '/api/info-requests/count' },
    { perm: 'info', method: 'get', path: `/api/info-request-companies?creditId=${credit.id}` },
    { perm: 'info', method: 'get', path: `/api/info-requests/${infoRequestId}` },
    { perm: 'info', method: 'post', path: `/api/info-requests/${infoRequestId}/answer`, body: { action: 'Deny' } },
  ];

  function call(e: ReturnType<typeof endpoints>[number], token?: string) {
    const req = (t.api as unknown as Record<string, (p: string) => import('supertest').Test>)[e.method](e.path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return e.body ? req.send(e.body) : req;
  }

  async function tokenOf(email: string, password?: string) {
    if (!bearer.has(email)) bearer.set(email, (await signIn(t, email, password)).token);
    return bearer.get(email)!;
  }

  before(async () => {
    t = await givenRegistry();
    supplier = await givenTradingCompany(t, 'Supplier');
    airline = await givenTradingCompany(t, 'Airline');
    corporate = await givenTradingCompany(t, 'Corporate');
    otherAirline = await givenTradingCompany(t, 'Airline');
    await givenContact(t, airline, corporate);
    await givenContact(t, airline, otherAirline);
    await givenContact(t, supplier, airline);
    // the airline's own BCU, an incoming transfer it has to answer, and a Scope 1 request it sent
    credit = await givenActiveCredit(t, { holder: airline, volumeKg: 5_000 });
    const c2 = await givenActiveCredit(t, { holder: supplier, volumeKg: 1_000 });
    const s = await tokenOf(supplier.userEmail);
    const sent = await t.api.post(`/api/credits/${c2.id}/transfer`).set('Authorization', `Bearer ${s}`).send({ amount: '1', receiverId: airline.companyId }).expect(201);
    const admin = await adminSession(t);
    await t.api.post(`/api/admin/submissions/${sent.body.submissionId}/approve`).set('Authorization', `Bearer ${admin.token}`).send({}).expect(200);
    incomingId = sent.body.id;
    const c3 = await givenActiveCredit(t, { holder: airline });
    const a = await tokenOf(airline.userEmail);
    infoRequestId = (await t.api.post('/api/info-requests').set('Authorization', `Bearer ${a}`).send({ creditId: c3.id, companyId: otherAirline.companyId }).expect(201)).body.id;
  });

  it('answers 401 without a token on every endpoint', async () => {
    for (const e of endpoints()) expect((await call(e)).status, `${e.method} ${e.path}`).to.equal(401);
  });

  it('refuses owners (Primary users), admins, super admins and auditors on every endpoint (403)', async () => {
    const refused = [
      await tokenOf(airline.ownerEmail),
      await tokenOf(corporate.ownerEmail),
      (await adminSession(t)).token,
      await tokenOf('superadmin@demo.bcu', 'Demo1234!'),
      await tokenOf('auditor.user@demo.bcu', 'Demo1234!'),
      await tokenOf('auditor.owner@demo.bcu', 'Demo1234!'),
    ];
    for (const token of refused)
      for (const e of endpoints()) {
        const res = await call(e, token);
        expect(res.status, `${e.method} ${e.path}`).to.equal(403);
        expect(JSON.stringify(res.body)).not.to.contain(credit.bcuid);
      }
  });

  it('refuses retirement to Supplier and Intermediary users and Scope 1 requests to all but Airline and Facilitator users', async () => {
    const intermediary = await givenTradingCompany(t, 'Intermediary');
    const forwarder = await givenTradingCompany(t, 'Forwarder');
    const byType: [TradingCompany, string[]][] = [
      [supplier, ['retire', 'info']],
      [intermediary, ['retire', 'info']],
      [corporate, ['info']],
      [forwarder, ['info']],
    ];
    for (const [company, perms] of byType) {
      const token = await tokenOf(company.userEmail);
      for (const e of endpoints().filter((x) => perms.includes(x.perm))) expect((await call(e, token)).status, `${company.type} ${e.method} ${e.path}`).to.equal(403);
    }
  });

  it('refuses a Suspended user on every endpoint (403)', async () => {
    const suspended = await givenTradingCompany(t, 'Airline');
    const token = await tokenOf(suspended.userEmail);
    await t.registry.db.rows("UPDATE users SET status = 'Suspended' WHERE id = $1", [suspended.userId]);
    for (const e of endpoints()) expect((await call(e, token)).status, `${e.method} ${e.path}`).to.equal(403);
  });

  it("answers 404 with no data to another company's user for its credits, incoming transactions and requests", async () => {
    const stranger = await givenTradingCompany(t, 'Airline');
    const token = await tokenOf(stranger.userEmail);
    const owned = endpoints().filter((e) => [credit.id, incomingId, infoRequestId].some((id) => JSON.stringify(e).includes(id)));
    expect(owned.length).to.equal(12);
    for (const e of owned) {
      const res = await call(e, token);
      expect(res.status, `${e.method} ${e.path}`).to.equal(404);
      expect(JSON.stringify(res.body)).not.to.match(new RegExp(`${credit.bcuid}|${airline.name}`));
    }
    // the lists show nothing of the other company
    for (const path of ['/api/incoming-transactions', '/api/credit-requests', '/api/info-requests', '/api/info-requests?filter={"direction":"sent"}']) {
      const res = await t.api.get(path).set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body, path).to.deep.equal([]);
    }
    // the asked airline sees the request, but cannot act on the requester's BCU
    const asked = await tokenOf(otherAirline.userEmail);
    await t.api.get(`/api/info-requests/${infoRequestId}`).set('Authorization', `Bearer ${asked}`).expect(200);
    await t.api.post(`/api/credits/${credit.id}/retire`).set('Authorization', `Bearer ${asked}`).send({ amount: '1', creditClaimCountry: 'France', reporting: 'CORSIA', isScope1Provider: 'yes' }).expect(404);
    // a facilitator the BCU is not assigned to
    const facilitator = await givenTradingCompany(t, 'Facilitator');
    const f = await tokenOf(facilitator.userEmail);
    await t.api.post(`/api/credits/${credit.id}/transfer`).set('Authorization', `Bearer ${f}`).send({ amount: '1', receiverId: corporate.companyId }).expect(404);
  });
});
