import { expect } from 'chai';
import { MSG, volumeFeeOf, type AccountFee, type AdminAccount } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { givenActiveCredit, givenTradingCompany } from '../support/ledger-builders';

describe('account fees (spec 3 §5 "Account fee", spec 1 §2 Account Fees)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: { token: string };
  let auditor: { token: string };
  let supplierOwner: { token: string };
  let supplierUser: { token: string };
  let airlineOwner: { token: string };
  let supplierId: string;
  let airlineId: string;

  const auth = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>));
  const create = (token: string | undefined, body: Record<string, unknown>) =>
    t.api.post('/api/admin/fees').set(auth(token)).send(body);
  const patch = (token: string | undefined, id: string, body: Record<string, unknown>) =>
    t.api.patch(`/api/admin/fees/${id}`).set(auth(token)).send(body);
  const remove = (token: string | undefined, id: string) => t.api.delete(`/api/admin/fees/${id}`).set(auth(token));
  const list = (token: string, query: Record<string, unknown>) =>
    t.api
      .get('/api/admin/fees')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set(auth(token));
  const logCount = async () =>
    Number((await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs'))!.n);
  const companyId = async (name: string) =>
    (
      (
        await t.api
          .get('/api/admin/accounts')
          .query({ filter: JSON.stringify({ q: name }) })
          .set(auth(admin.token))
      ).body as AdminAccount[]
    )[0].id;
  const fee = (over: Record<string, unknown> = {}) => ({
    companyId: supplierId,
    period: 1,
    start: '2026-01-01',
    end: '2026-03-31',
    accountFee: 1500,
    accountFeePaid: false,
    bcuIssued: 1234.567,
    issueRate: 3,
    volumeFeePaid: false,
    ...over,
  });

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    supplierOwner = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    supplierUser = await signIn(t, 'supplier.user@demo.bcu', 'Demo1234!');
    airlineOwner = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
    supplierId = await companyId('Nordic SAF Producers AS');
    airlineId = await companyId('Alpine Airways AG');
  });

  it('creates a fee row with the volume fee = issue rate × BCU issued, 2 decimals, and logs it', async () => {
    const before = await logCount();
    const res = await create(admin.token, fee({ issueRate: 3.15 })).expect(200);
    const row = res.body as AccountFee;
    expect(row).to.include({
      companyId: supplierId,
      period: 1,
      start: '2026-01-01',
      end: '2026-03-31',
      accountFee: 1500,
      bcuIssued: 1234.567,
      issueRate: 3.15,
      volumeFee: 3888.89, // 3.15 × 1234.567 = 3888.886… → 3888.89
      accountFeePaid: false,
      volumeFeePaid: false,
    });
    expect(await logCount()).to.equal(before + 1);
    const log = await t.registry.db.one<{ action: string; subject_id: string; details: Record<string, unknown> }>(
      'SELECT action, subject_id, details FROM action_logs ORDER BY id DESC LIMIT 1',
    );
    expect(log).to.include({ action: 'Account fee created', subject_id: row.id });
    expect(log!.details.accountId).to.equal(supplierId);
    // an auditor reads the row only with a current grant from the company (issue 11.3)
    await t.api.get(`/api/admin/fees/${row.id}`).set(auth(auditor.token)).expect(404);
    const auditorCo = (await t.registry.db.one<{ id: string }>(
      "SELECT company_id AS id FROM users WHERE email = 'auditor.owner@demo.bcu'",
    ))!.id;
    await t.registry.db.pool.query(
      'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
      [auditorCo, supplierId, new Date(t.clock.now().getTime() + 86_400_000)],
    );
    try {
      expect((await t.api.get(`/api/admin/fees/${row.id}`).set(auth(auditor.token)).expect(200)).body).to.deep.equal(row);
    } finally {
      await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2', [
        auditorCo,
        supplierId,
      ]);
    }
  });

  it('applies the defaults of a new row: period 1, fees 0, unpaid, BCU issued blank (volume fee blank)', async () => {
    const row = (
      await create(admin.token, { companyId: airlineId, start: '2026-01-01', end: '2026-12-31' }).expect(200)
    ).body as AccountFee;
    expect(row).to.include({ period: 1, accountFee: 0, issueRate: 0, accountFeePaid: false, volumeFeePaid: false });
    expect(row.bcuIssued).to.equal(null);
    expect(row.volumeFee).to.equal(null);
  });

  it('refuses a period below 1, negative amounts, too many decimals, a start after the end and a written volume fee', async () => {
    const before = await logCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ period: 0 }, MSG.feePeriodMin],
      [{ period: 1.5 }, MSG.feePeriodMin],
      [{ accountFee: -1 }, MSG.feeAccountFeeMin],
      [{ issueRate: -0.01 }, MSG.feeIssueRateMin],
      [{ bcuIssued: -1 }, MSG.feeBcuIssuedMin],
      [{ accountFee: 1.005 }, MSG.feeTwoDecimals],
      [{ bcuIssued: 1.0005 }, MSG.feeThreeDecimals],
      [{ start: '2026-04-01', end: '2026-03-31' }, MSG.startAfterEnd],
    ];
    for (const [over, message] of cases) {
      const res = await create(admin.token, fee(over));
      expect(res.status, JSON.stringify(over)).to.equal(422);
      expect(res.body.error.message, JSON.stringify(over)).to.equal(message);
    }
    expect((await create(admin.token, { ...fee(), volumeFee: 5 })).status).to.equal(422);
    expect((await create(admin.token, fee({ companyId: '00000000-0000-4000-8000-000000000000' }))).status).to.equal(
      404,
    );
    expect(await logCount()).to.equal(before);
  });

  it('changes only the given fields, recomputes the volume fee, and keeps start ≤ end against the stored row', async () => {
    const row = (await create(admin.token, fee()).expect(200)).body as AccountFee;
    const before = await logCount();
    const updated = (await patch(admin.token, row.id, { issueRate: 2.5, volumeFeePaid: true }).expect(200))
      .body as AccountFee;
    expect(updated).to.include({ issueRate: 2.5, volumeFee: 3086.42, volumeFeePaid: true, accountFee: 1500 });
    expect(await logCount()).to.equal(before + 1);
    const bad = await patch(admin.token, row.id, { start: '2026-05-01' });
    expect(bad.status).to.equal(422);
    expect(bad.body.error.message).to.equal(MSG.startAfterEnd);
    expect((await patch(admin.token, row.id, { volumeFee: 1 })).status).to.equal(422);
    // nothing changed: no log row
    await patch(admin.token, row.id, { issueRate: 2.5 }).expect(200);
    expect(await logCount()).to.equal(before + 1);
    // BCU issued cleared: calculated from the period dates again, and the volume fee with it
    const cleared = (await patch(admin.token, row.id, { bcuIssued: null }).expect(200)).body as AccountFee;
    expect(cleared.bcuIssued).to.be.a('number');
    expect(cleared.volumeFee).to.equal(volumeFeeOf(2.5, cleared.bcuIssued));
  });

  it("calculates a blank BCU issued from the Supplier's BCUs approved within the period, and the volume fee from it", async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const day = (d: Date) => d.toISOString().slice(0, 10);
    await givenActiveCredit(t, { holder: supplier, volumeKg: 300_000 });
    await givenActiveCredit(t, { holder: supplier, volumeKg: 8_500 });
    // approved before the period: not counted
    t.clock.advanceHours(-24 * 40);
    await givenActiveCredit(t, { holder: supplier, volumeKg: 5_000 });
    t.clock.reset();
    const now = t.clock.now();
    const period = { start: day(new Date(now.getTime() - 10 * 86_400_000)), end: day(now) };
    const row = (await create(admin.token, { companyId: supplier.companyId, ...period, issueRate: 3.15 }).expect(200))
      .body as AccountFee;
    // 308.500 t × 3.15 = 971.775 → 971.78
    expect(row).to.include({ bcuIssued: 308.5, issueRate: 3.15, volumeFee: 971.78 });
    const listed = (await list(admin.token, { filter: { companyId: supplier.companyId } }).expect(200))
      .body as AccountFee[];
    expect(listed.map((r) => [r.bcuIssued, r.volumeFee])).to.deep.equal([[308.5, 971.78]]);
    // a value the admin types wins over the calculation
    const typed = (await patch(admin.token, row.id, { bcuIssued: 100 }).expect(200)).body as AccountFee;
    expect(typed).to.include({ bcuIssued: 100, volumeFee: 315 });
  });

  it('refuses the volume fields for accounts other than Suppliers, changing nothing', async () => {
    const before = await logCount();
    for (const over of [{ issueRate: 15 }, { bcuIssued: 1 }, { volumeFeePaid: true }]) {
      const res = await create(admin.token, fee({ companyId: airlineId, bcuIssued: null, issueRate: 0, ...over }));
      expect(res.status, JSON.stringify(over)).to.equal(422);
      expect(res.body.error.message).to.equal(MSG.feeSupplierOnly);
      expect(res.body.error.details[0].path).to.equal(Object.keys(over)[0]);
    }
    expect(await logCount()).to.equal(before);
    const row = (await create(admin.token, fee({ companyId: airlineId, bcuIssued: null, issueRate: 0 })).expect(200))
      .body as AccountFee;
    expect(row).to.include({ bcuIssued: null, volumeFee: null });
    expect((await patch(admin.token, row.id, { issueRate: 15 })).status).to.equal(422);
    expect((await t.api.get(`/api/admin/fees/${row.id}`).set(auth(admin.token)).expect(200)).body).to.deep.equal(row);
  });

  it('deletes a fee row with its log row', async () => {
    const row = (await create(admin.token, fee()).expect(200)).body as AccountFee;
    const before = await logCount();
    expect((await remove(admin.token, row.id).expect(200)).body.id).to.equal(row.id);
    await t.api.get(`/api/admin/fees/${row.id}`).set(auth(admin.token)).expect(404);
    expect(await logCount()).to.equal(before + 1);
    await remove(admin.token, row.id).expect(404);
  });

  it("lists one company's fees, 50 a page by default, sorted, with a Content-Range header", async () => {
    const res = await list(admin.token, { filter: { companyId: supplierId }, sort: ['createdAt', 'ASC'] }).expect(200);
    const rows = res.body as AccountFee[];
    expect(rows.length).to.be.greaterThan(1);
    expect(rows.every((r) => r.companyId === supplierId)).to.equal(true);
    expect(res.headers['content-range']).to.equal(`fees 0-${rows.length - 1}/${rows.length}`);
    const one = await list(admin.token, { filter: { companyId: supplierId }, range: [0, 0] }).expect(200);
    expect(one.body).to.have.length(1);
    expect((await list(admin.token, { filter: { companyId: 'x' } })).status).to.equal(422);
  });

  it('refuses every write to an auditor (403), a company user (403) and anonymously (401), changing nothing', async () => {
    const row = (await create(admin.token, fee()).expect(200)).body as AccountFee;
    const before = await logCount();
    const count = await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM account_fees');
    for (const [token, status] of [
      [auditor.token, 403],
      [supplierOwner.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await create(token, fee())).status).to.equal(status);
      expect((await patch(token, row.id, { period: 7 })).status).to.equal(status);
      expect((await remove(token, row.id)).status).to.equal(status);
    }
    expect((await t.api.get('/api/admin/fees').set(auth(supplierOwner.token))).status).to.equal(403);
    expect((await t.api.get(`/api/admin/fees/${row.id}`).set(auth(admin.token)).expect(200)).body).to.deep.equal(row);
    expect(await t.registry.db.one('SELECT count(*) AS n FROM account_fees')).to.deep.equal(count);
    expect(await logCount()).to.equal(before);
  });

  it("shows the signed-in company's fees to its Primary SystemUser and refuses a Secondary user", async () => {
    const res = await t.api.get('/api/profile/fees').set(auth(supplierOwner.token)).expect(200);
    const rows = res.body as AccountFee[];
    expect(rows.length).to.be.greaterThan(0);
    expect(rows.every((r) => r.companyId === supplierId)).to.equal(true);
    expect(res.headers['content-range']).to.match(/^fees 0-\d+\/\d+$/);
    const airline = (await t.api.get('/api/profile/fees').set(auth(airlineOwner.token)).expect(200))
      .body as AccountFee[];
    expect(airline.every((r) => r.companyId === airlineId)).to.equal(true);
    expect((await t.api.get('/api/profile/fees').set(auth(supplierUser.token))).status).to.equal(403);
    expect((await t.api.get('/api/profile/fees')).status).to.equal(401);
    // a company user cannot widen the scope through the filter: another company is 404
    const other = (token: string, companyId: string) =>
      t.api
        .get('/api/profile/fees')
        .query({ filter: JSON.stringify({ companyId }) })
        .set(auth(token));
    expect((await other(supplierOwner.token, airlineId)).status).to.equal(404);
    expect((await other(supplierOwner.token, supplierId)).status).to.equal(200);
    expect(
      (
        await t.api
          .get('/api/profile/fees')
          .query({ filter: JSON.stringify({ q: 'x' }) })
          .set(auth(supplierOwner.token))
      ).status,
    ).to.equal(422);
  });

  it('shows an Auditor the fees of a company it holds unexpired access to, and 404 otherwise', async () => {
    const auditorCompany = await companyId('Verity Sustainability Audit SA');
    const other = (companyId: string) =>
      t.api
        .get('/api/profile/fees')
        .query({ filter: JSON.stringify({ companyId }) })
        .set(auth(auditor.token));
    expect((await t.api.get('/api/profile/fees').set(auth(auditor.token))).status).to.equal(200);
    expect((await other(supplierId)).status).to.equal(404);
    await t.registry.db.pool.query(
      'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
      [auditorCompany, supplierId, new Date(t.clock.now().getTime() + 30 * 86_400_000)],
    );
    try {
      const rows = (await other(supplierId).expect(200)).body as AccountFee[];
      expect(rows.length).to.be.greaterThan(0);
      expect(rows.every((r) => r.companyId === supplierId)).to.equal(true);
      expect((await other(airlineId)).status).to.equal(404);
      await t.registry.db.pool.query(
        'UPDATE auditor_access SET expires_at = $3 WHERE auditor_company_id = $1 AND company_id = $2',
        [auditorCompany, supplierId, new Date(t.clock.now().getTime() - 86_400_000)],
      );
      expect((await other(supplierId)).status).to.equal(404);
    } finally {
      await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2', [
        auditorCompany,
        supplierId,
      ]);
    }
  });
});
