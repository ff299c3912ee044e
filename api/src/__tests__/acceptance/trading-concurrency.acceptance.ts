import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Concurrency against the real PostgreSQL through the HTTP API (DESIGN §4 "nothing moves twice"): 20 simultaneous
 * requests on the same BCU — exactly what is available moves once, every other request gets a clear refusal and
 * nothing is lost; decisions (admin, receiver, Scope 1 requests) are taken once.
 */
describe('trading under concurrency (20 simultaneous requests on one BCU)', function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();
  const leafTotal = async (rootId: string) =>
    (await t.registry.db.one<{ v: string; transit: string }>(
      `SELECT sum(volume_kg)::text AS v, coalesce(sum(volume_kg) FILTER (WHERE status = 'Transit'), 0)::text AS transit
       FROM credits WHERE coalesce(root_id, id) = $1 AND status <> 'Split'`, [rootId]))!;

  it('20 partial transfers of the same BCU: one holds its 3 t, 19 are refused; the volume is intact', async () => {
    const sender = await givenTradingCompany(t, 'Supplier');
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, sender, receiver);
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 10_000 });
    const { token } = await signIn(t, sender.userEmail);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', `Bearer ${token}`).send({ amount: '3', receiverId: receiver.companyId })),
    );
    expect(statuses(results)).to.deep.equal([201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).to.equal(MSG.creditNotActive);
    expect(await leafTotal(c.id)).to.deep.equal({ v: '10000', transit: '3000' });
    const requests = await t.registry.db.rows('SELECT 1 FROM credit_requests WHERE credit_id = $1', [c.id]);
    expect(requests).to.have.length(1);
  });

  it('20 simultaneous full transfers and retirements of one Airline BCU: exactly one is accepted', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const receiver = await givenTradingCompany(t, 'Corporate');
    await givenContact(t, airline, receiver);
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 4_000 });
    const { token } = await signIn(t, airline.userEmail);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.api.post(`/api/credits/${c.id}/retire`).set('Authorization', `Bearer ${token}`).send({ amount: '4', creditClaimCountry: 'Austria', reporting: 'CORSIA', isScope1Provider: 'yes' })
          : t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', `Bearer ${token}`)
              .send({ amount: '4', receiverId: receiver.companyId, scope1: { isScope1Provider: 'no' } })),
    );
    expect(statuses(results)).to.deep.equal([201, ...Array(19).fill(409)]);
    expect(await leafTotal(c.id)).to.deep.equal({ v: '4000', transit: '4000' });
    const submissions = await t.registry.db.rows("SELECT 1 FROM submissions WHERE payload->>'creditId' = $1", [c.id]);
    expect(submissions, 'refused requests leave no submission behind').to.have.length(1);
  });

  it('20 simultaneous admin approvals, then 20 simultaneous accepts and denies: each decision is taken once', async () => {
    const sender = await givenTradingCompany(t, 'Intermediary');
    const receiver = await givenTradingCompany(t, 'Forwarder');
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000 });
    const s = await signIn(t, sender.userEmail);
    const sent = await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', `Bearer ${s.token}`).send({ amount: '1', receiverId: receiver.companyId }).expect(201);
    const admin = await adminSession(t);
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () => t.api.post(`/api/admin/submissions/${sent.body.submissionId}/approve`).set('Authorization', `Bearer ${admin.token}`).send({})),
    );
    expect(statuses(approvals)).to.deep.equal([200, ...Array(19).fill(409)]);
    const r = await signIn(t, receiver.userEmail);
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.api.post(`/api/incoming-transactions/${sent.body.id}/${i % 2 ? 'deny' : 'accept'}`).set('Authorization', `Bearer ${r.token}`)),
    );
    expect(statuses(decisions)).to.deep.equal([200, ...Array(19).fill(409)]);
    const events = await t.registry.db.rows<{ event: string }>(
      "SELECT event FROM credit_events WHERE credit_id = $1 AND event IN ('Transfer Approved', 'Deposit Approved', 'Deposit Rejected')", [sent.body.heldCreditId]);
    expect(events).to.have.length(2);
  });

  it('20 simultaneous Scope 1 requests for one BCU: one is pending, the rest see the ongoing request', async () => {
    const requester = await givenTradingCompany(t, 'Airline');
    const target = await givenTradingCompany(t, 'Airline');
    await givenContact(t, requester, target);
    const c = await givenActiveCredit(t, { holder: requester });
    const { token } = await signIn(t, requester.userEmail);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.api.post('/api/info-requests').set('Authorization', `Bearer ${token}`).send({ creditId: c.id, companyId: target.companyId })),
    );
    expect(statuses(results)).to.deep.equal([201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).to.equal('There is an ongoing request for the selected BCU ID');
  });
});
