import { expect } from 'chai';
import { MONTH_LABELS, type KpiResult, type TransactionsChart } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { ledgerFixtureSql } from '../support/ledger-fixture';

/**
 * Impact Trends Dashboard (spec 2 §2.4): KPI values and the transactions chart, hand-worked over a small ledger made
 * through the API (transfers accepted, a retirement approved) and dated back into 2023–2024, so the figures do not
 * depend on the day the test runs:
 *
 *   2023-06-10  supplier registers c1: 10 t BCU, 7.5 t CO2eq
 *   2024-02-10  supplier registers c2: 2 t, 1 t CO2eq
 *   2024-03-15  supplier → airline 4 t of c1 (3 t CO2eq), accepted
 *   2024-03-20  airline → corporate 1 t (0.75 t CO2eq), accepted
 *   2024-03-25  airline retires 1 t (0.75 t CO2eq), approved
 *   2024-03-28  supplier → airline 1 t of c1, still Pending (not counted; still held)
 *   2024-04-01  c2 expires (Withdrawal 2 t, 1 t CO2eq)
 */
describe('impact trends dashboard: KPI and chart (spec 2 §2.4)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();
  let supplier: TradingCompany;
  let airline: TradingCompany;
  let corporate: TradingCompany;
  let outsider: TradingCompany;

  const as = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return `Bearer ${tokens.get(c.userEmail)!}`;
  };
  const admin = async () => `Bearer ${(await adminSession(t)).token}`;
  const approve = async (submissionId: string) =>
    t.api
      .post(`/api/admin/submissions/${submissionId}/approve`)
      .set('Authorization', await admin())
      .send({})
      .expect(200);
  const dateRequest = (id: string, at: string) =>
    t.registry.db.rows('UPDATE credit_requests SET created_at = $2, decided_at = $2, completed_at = $2 WHERE id = $1', [
      id,
      at,
    ]);
  const dateRegistration = (id: string, at: string) =>
    t.registry.db.rows('UPDATE credits SET registration_approved_at = $2, created_at = $2 WHERE id = $1', [id, at]);
  const kpiOf = async (c: TradingCompany, query: Record<string, unknown>) => {
    const res = await t.api
      .get('/api/kpi')
      .query(query)
      .set('Authorization', await as(c));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as KpiResult;
  };
  const chartOf = async (c: TradingCompany, query: Record<string, unknown>) => {
    const res = await t.api
      .get('/api/charts/transactions')
      .query(query)
      .set('Authorization', await as(c));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as TransactionsChart;
  };
  const totals = (r: KpiResult) => Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v.total]));

  before(async () => {
    t = await givenRegistry();
    supplier = await givenTradingCompany(t, 'Supplier');
    airline = await givenTradingCompany(t, 'Airline');
    corporate = await givenTradingCompany(t, 'Corporate');
    outsider = await givenTradingCompany(t, 'Forwarder');
    await givenContact(t, supplier, airline);
    await givenContact(t, airline, corporate);

    const c1 = await givenActiveCredit(t, { holder: supplier, volumeKg: 10_000, co2eqKg: 7_500 });
    const c2 = await givenActiveCredit(t, { holder: supplier, volumeKg: 2_000, co2eqKg: 1_000 });
    await dateRegistration(c1.id, '2023-06-10T10:00:00Z');
    await dateRegistration(c2.id, '2024-02-10T10:00:00Z');

    const sent = await t.api
      .post(`/api/credits/${c1.id}/transfer`)
      .set('Authorization', await as(supplier))
      .send({ amount: '4', amountType: 'BCU', receiverId: airline.companyId })
      .expect(201);
    await approve(sent.body.submissionId);
    await t.api
      .post(`/api/incoming-transactions/${sent.body.id}/accept`)
      .set('Authorization', await as(airline))
      .expect(200);
    await dateRequest(sent.body.id, '2024-03-15T10:00:00Z');

    const held = (await t.registry.db.one<{ id: string }>('SELECT id FROM credits WHERE bcuid = $1', [
      `${c1.bcuid}-01`,
    ]))!;
    const onward = await t.api
      .post(`/api/credits/${held.id}/transfer`)
      .set('Authorization', await as(airline))
      .send({ amount: '1', amountType: 'BCU', receiverId: corporate.companyId, scope1: { isScope1Provider: 'no' } });
    expect(onward.status, JSON.stringify(onward.body)).to.equal(201);
    await approve(onward.body.submissionId);
    await t.api
      .post(`/api/incoming-transactions/${onward.body.id}/accept`)
      .set('Authorization', await as(corporate))
      .expect(200);
    await dateRequest(onward.body.id, '2024-03-20T10:00:00Z');

    const active = (await t.registry.db.one<{ id: string }>(
      "SELECT id FROM credits WHERE company_id = $1 AND status = 'Active' ORDER BY volume_kg DESC LIMIT 1",
      [airline.companyId],
    ))!;
    const retired = await t.api
      .post(`/api/credits/${active.id}/retire`)
      .set('Authorization', await as(airline))
      .send({
        amount: '1',
        amountType: 'BCU',
        reporting: 'CORSIA',
        creditClaimCountry: 'Switzerland',
        isScope1Provider: 'yes',
      });
    expect(retired.status, JSON.stringify(retired.body)).to.equal(201);
    await approve(retired.body.submissionId);
    await dateRequest(retired.body.id, '2024-03-25T10:00:00Z');

    const rest = (await t.registry.db.one<{ id: string }>('SELECT id FROM credits WHERE bcuid = $1', [
      `${c1.bcuid}-02`,
    ]))!;
    const pending = await t.api
      .post(`/api/credits/${rest.id}/transfer`)
      .set('Authorization', await as(supplier))
      .send({ amount: '1', amountType: 'BCU', receiverId: airline.companyId })
      .expect(201);
    await t.registry.db.rows('UPDATE credit_requests SET created_at = $2 WHERE id = $1', [
      pending.body.id,
      '2024-03-28T10:00:00Z',
    ]);

    await ledgerFixtureSql(t.registry.db, "UPDATE credits SET status = 'Expired' WHERE id = $1", [c2.id]);
    await ledgerFixtureSql(
      t.registry.db,
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, holder_company_id, created_at)
       VALUES ($1, 'Expired', $2, 'Active', 'Expired', 2000, 'System', $3, '2024-04-01T00:00:00Z')`,
      [c2.id, c2.bcuid, supplier.companyId],
    );

    await t.registry.db.rows(
      `INSERT INTO targets (company_id, indicator, name, value_kg, start_date, end_date)
       VALUES ($1, 'GHG', 'Spring', 5000, '2024-03-01', '2024-06-30'), ($1, 'GHG', 'Second half', 2000, '2024-06-01', '2024-12-31')`,
      [airline.companyId],
    );
  });

  it("gives the supplier's March 2024 against February: one 4 t transfer, 8 t held of 12, CO2eq 5.5 t of 8.5", async () => {
    const r = await kpiOf(supplier, { year: 2024, month: 3 });
    expect(r).to.deep.include({ year: 2024, month: 3, previous: { year: 2024, month: 2 }, companyType: 'Supplier' });
    expect(totals(r)).to.deep.equal({
      totalTransfers: '1',
      totalRetirements: '0',
      totalTransferAmount: '4.000',
      totalCreditsVolume: '8.000',
      totalCreditsCO2eqActive: '5.500',
      totalCreditsCO2eqRetired: '0.000',
      totalCreditsCO2eq: '5.500',
    });
    // 0 → 1: up, counted as 100 %; 12 → 8: down 33.3 %; 8.5 → 5.5: down 35.3 % (3 / 8.5 = 35.29…); 0 → 0: up 0 %
    expect(r.values.totalTransfers).to.deep.equal({ total: '1', previous: '0', trend: 'up', percentageChange: 100 });
    expect(r.values.totalCreditsVolume).to.deep.equal({
      total: '8.000',
      previous: '12.000',
      trend: 'down',
      percentageChange: 33.3,
    });
    expect(r.values.totalCreditsCO2eqActive).to.deep.include({
      previous: '8.500',
      trend: 'down',
      percentageChange: 35.3,
    });
    expect(r.values.totalRetirements).to.deep.include({ trend: 'up', percentageChange: 0 });
  });

  it('counts a withdrawal (expiry) out of the holdings and compares January with the December before', async () => {
    const april = await kpiOf(supplier, { year: 2024, month: 4 });
    expect(april.values.totalCreditsVolume).to.deep.equal({
      total: '6.000',
      previous: '8.000',
      trend: 'down',
      percentageChange: 25,
    });
    expect(april.values.totalCreditsCO2eqActive).to.deep.include({ total: '4.500', percentageChange: 18.2 });
    expect(april.values.totalTransfers).to.deep.include({
      total: '0',
      previous: '1',
      trend: 'down',
      percentageChange: 100,
    });
    const january = await kpiOf(supplier, { year: 2024, month: 1 });
    expect(january.previous).to.deep.equal({ year: 2023, month: 12 });
    expect(january.values.totalCreditsVolume).to.deep.include({
      total: '10.000',
      previous: '10.000',
      trend: 'up',
      percentageChange: 0,
    });
  });

  it('compares a whole year with the year before when no month is chosen', async () => {
    const r = await kpiOf(supplier, { year: 2024 });
    expect(r).to.deep.include({ month: null, previous: { year: 2023, month: null } });
    expect(r.values.totalCreditsVolume).to.deep.equal({
      total: '6.000',
      previous: '10.000',
      trend: 'down',
      percentageChange: 40,
    });
    expect(r.values.totalTransferAmount).to.deep.include({ total: '4.000', previous: '0.000' });
  });

  it('gives the airline its transfer, retirement and CO2eq split into active 1.5 t and retired 0.75 t', async () => {
    const r = await kpiOf(airline, { year: 2024, month: 3 });
    expect(totals(r)).to.deep.equal({
      totalTransfers: '1',
      totalRetirements: '1',
      totalTransferAmount: '1.000',
      totalCreditsVolume: '2.000',
      totalCreditsCO2eqActive: '1.500',
      totalCreditsCO2eqRetired: '0.750',
      totalCreditsCO2eq: '2.250',
    });
    // the pending transfer of 2024-03-28 is not counted by anyone
    expect((await kpiOf(airline, { year: 2024 })).values.totalCreditsVolume.total).to.equal('2.000');
    // today the airline's holdings are what the credits table says it holds
    const now = await kpiOf(airline, { year: t.clock.now().getUTCFullYear() });
    const held = (await t.registry.db.one<{ kg: string }>(
      "SELECT coalesce(sum(volume_kg), 0) AS kg FROM credits WHERE company_id = $1 AND status IN ('Active', 'Transit', 'Suspended')",
      [airline.companyId],
    ))!;
    expect(now.values.totalCreditsVolume.total).to.equal('2.000');
    expect(held.kg).to.equal('2000');
  });

  it('charts the supplier month by month in BCU: registrations, the transfer, the withdrawal and the inventory', async () => {
    const c = await chartOf(supplier, { year: 2024, chartType: 'BCU' });
    expect(c).to.deep.include({ year: 2024, chartType: 'BCU', unit: 'BCU' });
    expect(c.months.map((m) => m.label)).to.deep.equal([...MONTH_LABELS]);
    expect(c.months.map((m) => m.bcuInventory)).to.deep.equal(['10.000', '12.000', '8.000', ...Array(9).fill('6.000')]);
    expect(c.months[1]).to.deep.include({ Register: '2.000', Transfer: '0.000' });
    expect(c.months[2]).to.deep.include({ Transfer: '4.000', Register: '0.000', Incoming: '0.000' });
    expect(c.months[3]).to.deep.include({ Withdrawal: '2.000' });
    expect(c.months.every((m) => m.target === null && m.cumulativeRetirements === '0.000')).to.equal(true);
  });

  it('charts the airline in t CO2eq with its cumulative retirements and its GHG targets per month', async () => {
    const c = await chartOf(airline, { year: 2024, chartType: 'GHG' });
    expect(c.unit).to.equal('t CO2eq');
    expect(c.months[2]).to.deep.include({
      Incoming: '3.000',
      Transfer: '0.750',
      Retirement: '0.750',
      bcuInventory: '1.500',
    });
    expect(c.months.map((m) => m.cumulativeRetirements)).to.deep.equal(['0.000', '0.000', ...Array(10).fill('0.750')]);
    expect(c.months.map((m) => m.target)).to.deep.equal([
      null,
      null,
      '5.000',
      '5.000',
      '5.000',
      '7.000',
      '2.000',
      '2.000',
      '2.000',
      '2.000',
      '2.000',
      '2.000',
    ]);
    const bcu = await chartOf(airline, { year: 2024, chartType: 'BCU' });
    expect(bcu.months[2]).to.deep.include({ Incoming: '4.000', bcuInventory: '2.000' });
    expect(bcu.months.every((m) => m.target === null)).to.equal(true);
  });

  it('charts the current year only up to the current month, GHG by default', async () => {
    const now = t.clock.now();
    const c = await chartOf(airline, { year: now.getUTCFullYear() });
    expect(c.chartType).to.equal('GHG');
    expect(c.months).to.have.length(now.getUTCMonth() + 1);
    expect(c.months[0].bcuInventory).to.equal('1.500');
  });

  it('refuses years before 2023 or after this one, months outside 1–12 or later than now, and unknown chart types (422)', async () => {
    const now = t.clock.now();
    const last = Math.max(now.getUTCFullYear(), 2025);
    const refused = async (path: string, query: Record<string, unknown>, message: string) => {
      const res = await t.api
        .get(path)
        .query(query)
        .set('Authorization', await as(supplier));
      expect(res.status, JSON.stringify(query)).to.equal(422);
      expect(res.body.error.message).to.equal(message);
    };
    await refused('/api/kpi', { year: 2022 }, `Year must be between 2023 and ${last}`);
    await refused('/api/kpi', { year: last + 1 }, `Year must be between 2023 and ${last}`);
    await refused('/api/kpi', {}, 'Year is required');
    await refused('/api/kpi', { year: 'abc' }, 'Year must be a whole number');
    await refused('/api/kpi', { year: 2024, month: 13 }, 'Month must be between 1 and 12');
    await refused('/api/kpi', { year: 2024, month: 0 }, 'Month must be between 1 and 12');
    await refused('/api/kpi', { year: 2024, month: '2.5' }, 'Month must be a whole number');
    if (now.getUTCMonth() < 11)
      await refused(
        '/api/kpi',
        { year: now.getUTCFullYear(), month: now.getUTCMonth() + 2 },
        'Month must not be later than the current month',
      );
    await refused('/api/charts/transactions', { year: 2024, chartType: 'MJ' }, 'Chart type must be GHG or BCU');
    await refused('/api/charts/transactions', { year: 2020 }, `Year must be between 2023 and ${last}`);
    await refused('/api/kpi', { year: 2024, accountId: 'not-an-id' }, 'Invalid UUID');
    // malformed or repeated values are refused, never a 500
    for (const query of [
      'year=2024&year=2025',
      'year=1e400',
      'year=2024&month=3&month=4',
      'year=2024&chartType=GHG&chartType=BCU',
      'year=2024&accountId[x]=1',
      'year=2024&unknown=1',
    ]) {
      const res = await t.api.get(`/api/charts/transactions?${query}`).set('Authorization', await as(supplier));
      expect(res.status, query).to.be.oneOf([400, 422]);
      const kpi = await t.api.get(`/api/kpi?${query}`).set('Authorization', await as(supplier));
      expect(kpi.status, query).to.be.oneOf([400, 422]);
    }
    // the current month itself is allowed
    await kpiOf(supplier, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  });

  it("answers 404 for another company's account, lets an Auditor read only granted accounts, 403 for admins, 401 anonymous", async () => {
    for (const path of ['/api/kpi', '/api/charts/transactions']) {
      const query = { year: 2024, accountId: supplier.companyId };
      expect(
        (
          await t.api
            .get(path)
            .query(query)
            .set('Authorization', await as(outsider))
        ).status,
      ).to.equal(404);
      expect(
        (
          await t.api
            .get(path)
            .query(query)
            .set('Authorization', await admin())
        ).status,
      ).to.equal(403);
      expect(
        (
          await t.api
            .get(path)
            .query({ year: 2024 })
            .set('Authorization', await admin())
        ).status,
      ).to.equal(403);
      expect((await t.api.get(path).query({ year: 2024 })).status).to.equal(401);
    }
    const auditor = await givenTradingCompany(t, 'Auditor');
    await t.registry.db.rows("UPDATE users SET role = 'Auditor' WHERE company_id = $1", [auditor.companyId]);
    expect(
      (
        await t.api
          .get('/api/kpi')
          .query({ year: 2024, accountId: supplier.companyId })
          .set('Authorization', await as(auditor))
      ).status,
    ).to.equal(404);
    await t.registry.db.rows(
      "INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3::timestamptz + interval '30 days')",
      [auditor.companyId, supplier.companyId, t.clock.now()],
    );
    const seen = await kpiOf(auditor, { year: 2024, month: 3, accountId: supplier.companyId });
    expect(seen).to.deep.include({ companyId: supplier.companyId, companyType: 'Supplier' });
    expect(seen.values.totalCreditsVolume.total).to.equal('8.000');
    const chart = await chartOf(auditor, { year: 2024, chartType: 'BCU', accountId: supplier.companyId });
    expect(chart.months[2].bcuInventory).to.equal('8.000');
    expect(
      (
        await t.api
          .get('/api/kpi')
          .query({ year: 2024, accountId: airline.companyId })
          .set('Authorization', await as(auditor))
      ).status,
    ).to.equal(404);
  });
});
