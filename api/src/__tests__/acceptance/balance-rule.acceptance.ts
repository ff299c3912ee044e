import { expect } from 'chai';
import { BALANCE_DEFAULT_STATUSES } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenTradingCompany } from '../support/ledger-builders';

/**
 * One definition of a balance (issue 10 point 4): for one company at one moment, the portal's total, the admin's
 * Balance tab, the KPI 'BCU balance' and the API's default list agree — a balance never counts Retired or Expired
 * credits, nor those an admin set to a status the balance does not count (Withdrawn, Deposited) — and every status
 * change that changes the company's holdings shows in its transaction history, admin corrections included.
 */
describe('balance: one rule for portal, backoffice, KPI and API defaults', function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  it('counts the same holdings everywhere and explains every change of them in the history', async () => {
    const airline: TradingCompany = await givenTradingCompany(t, 'Airline');
    const user = `Bearer ${(await signIn(t, airline.userEmail)).token}`;
    const admin = `Bearer ${(await adminSession(t)).token}`;
    const now = t.clock.now();
    const kept = await givenActiveCredit(t, { holder: airline, volumeKg: 100_000 });
    const expired = await givenActiveCredit(t, {
      holder: airline,
      volumeKg: 35_000,
      expiresAt: new Date(now.getTime() - 1000),
    });
    const withdrawn = await givenActiveCredit(t, { holder: airline, volumeKg: 10_000 });
    const deposited = await givenActiveCredit(t, { holder: airline, volumeKg: 5_000 });
    const suspended = await givenActiveCredit(t, { holder: airline, volumeKg: 2_000 });
    const restored = await givenActiveCredit(t, { holder: airline, volumeKg: 4_000 });
    const retired = await givenActiveCredit(t, { holder: airline, volumeKg: 3_000 });

    await t.registry.services.tradingExpiry.runOnce({ companyIds: [airline.companyId] });
    const setStatus = (id: string, status: string) =>
      t.api.patch(`/api/admin/credits/${id}`).set('Authorization', admin).send({ id, status }).expect(200);
    await setStatus(withdrawn.id, 'Withdrawn');
    await setStatus(deposited.id, 'Deposited');
    await setStatus(suspended.id, 'Suspended');
    await setStatus(restored.id, 'Withdrawn');
    await setStatus(restored.id, 'Active');
    const req = await t.api
      .post(`/api/credits/${retired.id}/retire`)
      .set('Authorization', user)
      .send({ amount: 3, creditClaimCountry: 'Spain', reporting: 'CORSIA', isScope1Provider: 'yes' })
      .expect(201);
    await t.api
      .post(`/api/admin/submissions/${req.body.submissionId}/approve`)
      .set('Authorization', admin)
      .send({})
      .expect(200);

    // kept 100 + suspended 2 + restored 4
    const balance = '106.000';
    const filter = (f: object) => ({ filter: JSON.stringify(f) });
    const portalTotal = await t.api
      .get('/api/credits/balance-total')
      .query(filter({ status: [...BALANCE_DEFAULT_STATUSES] }))
      .set('Authorization', user)
      .expect(200);
    const apiTotal = await t.api.get('/api/credits/balance-total').set('Authorization', user).expect(200);
    const adminTotal = await t.api
      .get(`/api/admin/accounts/${airline.companyId}/credits/total`)
      .set('Authorization', admin)
      .expect(200);
    const kpi = await t.api
      .get('/api/kpi')
      .query({ year: now.getUTCFullYear() })
      .set('Authorization', user)
      .expect(200);
    expect({
      portal: portalTotal.body.total,
      api: apiTotal.body.total,
      admin: adminTotal.body.total,
      kpi: kpi.body.values.totalCreditsVolume.total,
    }).to.deep.equal({ portal: balance, api: balance, admin: balance, kpi: balance });

    // the default list holds exactly the counted credits
    const list = await t.api.get('/api/credits').query({ range: '[0,49]' }).set('Authorization', user).expect(200);
    expect(list.body.map((r: { id: string }) => r.id).sort()).to.deep.equal(
      [kept.id, suspended.id, restored.id].sort(),
    );
    const adminList = await t.api
      .get(`/api/admin/accounts/${airline.companyId}/credits`)
      .query({ range: '[0,49]' })
      .set('Authorization', admin)
      .expect(200);
    expect(adminList.body.map((r: { id: string }) => r.id).sort()).to.deep.equal(
      [kept.id, suspended.id, restored.id].sort(),
    );

    // every change of the holdings is in the history: the expiry and the admin's corrections, both ways
    const history = await t.api
      .get('/api/transactions')
      .query({ ...filter({ type: 'Withdrawal' }), range: '[0,49]' })
      .set('Authorization', user)
      .expect(200);
    const rows = history.body.map((r: { bcuid: string; amount: string; direction: string; status: string }) => [
      r.bcuid,
      r.amount,
      r.direction,
      r.status,
    ]);
    expect(rows.sort()).to.deep.equal(
      [
        [expired.bcuid, '35.000', 'outgoing', 'Expired'],
        [withdrawn.bcuid, '10.000', 'outgoing', 'Withdrawn'],
        [deposited.bcuid, '5.000', 'outgoing', 'Deposited'],
        [restored.bcuid, '4.000', 'outgoing', 'Withdrawn'],
        [restored.bcuid, '4.000', 'incoming', 'Active'],
      ].sort(),
    );

    // a filter on 'Retired' is answered with the retired credits; the balance total never counts them
    const retiredList = await t.api
      .get('/api/credits')
      .query(filter({ status: 'Retired' }))
      .set('Authorization', user)
      .expect(200);
    expect(retiredList.body.map((r: { id: string }) => r.id)).to.deep.equal([retired.id]);
    const retiredTotal = await t.api
      .get('/api/credits/balance-total')
      .query(filter({ status: 'Retired' }))
      .set('Authorization', user)
      .expect(200);
    expect(retiredTotal.body.total).to.equal('0.000');
  });
});
