import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { checkHoldings } from '../support/ledger-invariants';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * What each company holds per status, kept by the database beside the credits (credit_holdings, migration
 * 1763760003500): after every kind of ledger step, under concurrent approvals, after a rolled-back step and after a
 * fold it equals what the credits add up to, and the balance's total and list count read from it agree with the
 * credits the list shows.
 */
describe('credit holdings kept by the database', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  const auth = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return `Bearer ${tokens.get(c.userEmail)}`;
  };
  let adminToken: string | undefined;
  const admin = async () => `Bearer ${(adminToken ??= (await adminSession(t)).token)}`;
  const transfer = async (from: TradingCompany, creditId: string, to: TradingCompany, amount: string) =>
    (
      await t.api
        .post(`/api/credits/${creditId}/transfer`)
        .set('Authorization', await auth(from))
        .send({ amount, amountType: 'BCU', receiverId: to.companyId })
        .expect(201)
    ).body as { id: string; submissionId: string };
  const approve = async (submissionId: string) =>
    t.api
      .post(`/api/admin/submissions/${submissionId}/approve`)
      .set('Authorization', await admin())
      .send({})
      .expect(200);
  const accept = async (receiver: TradingCompany, requestId: string) =>
    t.api
      .post(`/api/incoming-transactions/${requestId}/accept`)
      .set('Authorization', await auth(receiver))
      .expect(200);

  it('follows transfers, splits, acceptances, retirements, expiries and an admin’s status changes', async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const airline = await givenTradingCompany(t, 'Airline');
    await givenContact(t, supplier, airline);
    const a = await givenActiveCredit(t, { holder: supplier, volumeKg: 10_000 });
    const b = await givenActiveCredit(t, { holder: supplier, volumeKg: 2_500 });
    await givenActiveCredit(t, { holder: airline, volumeKg: 1_000, expiresAt: new Date(t.clock.now().getTime() - 1) });
    await checkHoldings(t.registry.db);

    const part = await transfer(supplier, a.id, airline, '4'); // a splits: 4 t in Transit, 6 t Active
    const whole = await transfer(supplier, b.id, airline, '2.5');
    await checkHoldings(t.registry.db);
    await approve(part.submissionId);
    await approve(whole.submissionId);
    await accept(airline, part.id);
    await accept(airline, whole.id);
    await checkHoldings(t.registry.db);

    const received = (await t.registry.db.one<{ id: string }>('SELECT id FROM credits WHERE bcuid = $1', [
      `${a.bcuid}-01`,
    ]))!;
    const retirement = await t.api
      .post(`/api/credits/${received.id}/retire`)
      .set('Authorization', await auth(airline))
      .send({ amount: '1.5', creditClaimCountry: 'Spain', reporting: 'CORSIA', isScope1Provider: 'yes' })
      .expect(201);
    await approve(retirement.body.submissionId);
    await t.registry.services.tradingExpiry.runOnce({ companyIds: [airline.companyId] });
    await t.api
      .patch(`/api/admin/credits/${b.id}`)
      .set('Authorization', await admin())
      .send({ id: b.id, status: 'Suspended' })
      .expect(200);
    await checkHoldings(t.registry.db);

    // the balance reads its total and its list count from the holdings: they agree with the credits listed
    const list = await t.api
      .get('/api/credits')
      .query({ range: '[0,49]' })
      .set('Authorization', await auth(airline))
      .expect(200);
    const total = await t.api
      .get('/api/credits/balance-total')
      .set('Authorization', await auth(airline))
      .expect(200);
    // 4 t received, 1.5 t of it retired (2.5 t Active left), and 2.5 t suspended; the expired 1 t is not in the balance
    expect(list.headers['content-range']).to.equal('credits 0-1/2');
    expect(list.body.map((r: { status: string; volume: string }) => `${r.status} ${r.volume}`).sort()).to.deep.equal([
      'Active 2.500',
      'Suspended 2.500',
    ]);
    expect(total.body).to.deep.include({ total: '5.000', count: 2 });
  });

  it('stays exact when a company’s transfers are approved and accepted concurrently', async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const airline = await givenTradingCompany(t, 'Airline');
    await givenContact(t, supplier, airline);
    const credits = await Promise.all(
      Array.from({ length: 8 }, () => givenActiveCredit(t, { holder: supplier, volumeKg: 3_000 })),
    );
    await auth(supplier); // signed in once, before the concurrent requests
    await auth(airline);
    const sent = await Promise.all(credits.map((c, i) => transfer(supplier, c.id, airline, i % 2 ? '3' : '1')));
    await Promise.all(sent.map((s) => approve(s.submissionId)));
    await Promise.all(sent.map((s) => accept(airline, s.id)));
    await checkHoldings(t.registry.db);
    const held = await t.api
      .get('/api/credits/balance-total')
      .set('Authorization', await auth(airline))
      .expect(200);
    expect(held.body).to.deep.include({ total: '16.000', count: 8 });
  });

  it('keeps nothing of a ledger step that rolled back', async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const c = await givenActiveCredit(t, { holder: supplier, volumeKg: 7_000 });
    const client = await t.registry.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('bcu.ledger', 'on', true)");
      await client.query("UPDATE credits SET status = 'Suspended', volume_kg = 6000 WHERE id = $1", [c.id]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await checkHoldings(t.registry.db);
  });

  it('folds each company’s changes into one row per status without changing a sum', async () => {
    const rowsOf = () =>
      t.registry.db.one<{ rows: string; groups: string }>(
        'SELECT count(*)::text AS rows, count(DISTINCT (company_id, status))::text AS groups FROM credit_holdings',
      );
    const before = (await rowsOf())!;
    expect(Number(before.rows), 'the steps above left several rows per company and status').to.be.greaterThan(
      Number(before.groups),
    );
    const folded = await t.registry.services.repos.credits.foldHoldings();
    expect(folded).to.be.greaterThan(0);
    const after = (await rowsOf())!;
    expect(after.rows).to.equal(after.groups);
    await checkHoldings(t.registry.db);
    expect(await t.registry.services.repos.credits.foldHoldings(), 'nothing left to fold').to.equal(0);
  });
});
