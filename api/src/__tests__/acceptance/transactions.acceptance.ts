import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { MSG, TRANSACTION_SORT_FIELDS, TRANSACTION_XLSX_COLUMNS, type Transaction } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { ledgerFixtureSql } from '../support/ledger-fixture';

/**
 * Transactions history (spec 2 §2.3, §7): derived from real transfers, deposits and retirements made through the
 * API — types, directions, the 'Anonymous' receiver rule, filters, search, the Auditor's account, transactions.xlsx
 * matching the list under the same filter, and the refusals.
 */
describe('transactions history (spec 2 §2.3)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();
  let supplier: TradingCompany;
  let airline: TradingCompany;
  let managed: TradingCompany;
  let facilitator: TradingCompany;
  let outsider: TradingCompany;
  let c1: { id: string; bcuid: string };
  let c2: { id: string; bcuid: string };

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
  const list = async (c: TradingCompany, filter: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
    t.api
      .get('/api/transactions')
      .query({ filter: JSON.stringify(filter), range: JSON.stringify([0, 99]), ...extra })
      .set('Authorization', await as(c));
  const rows = async (c: TradingCompany, filter: Record<string, unknown> = {}) => {
    const res = await list(c, filter);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as Transaction[];
  };

  before(async () => {
    t = await givenRegistry();
    supplier = await givenTradingCompany(t, 'Supplier');
    airline = await givenTradingCompany(t, 'Airline');
    managed = await givenTradingCompany(t, 'Corporate');
    facilitator = await givenTradingCompany(t, 'Facilitator');
    outsider = await givenTradingCompany(t, 'Forwarder');
    await givenContact(t, supplier, airline);
    await givenContact(t, airline, managed);
    // the corporate is a facilitator-managed account: its connection was created by a facilitator
    await givenContact(t, facilitator, managed, { createdByFacilitator: true });

    // the supplier registers two BCUs and sells 4 t of the first to the airline, which accepts
    c1 = await givenActiveCredit(t, { holder: supplier, volumeKg: 10_000, co2eqKg: 7_500 });
    c2 = await givenActiveCredit(t, { holder: supplier, volumeKg: 2_000, co2eqKg: 1_000 });
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

    // the airline passes 1 t on to the facilitator-managed corporate and retires 1 t
    const held = (await t.registry.db.one<{ id: string }>('SELECT id FROM credits WHERE bcuid = $1', [
      `${c1.bcuid}-01`,
    ]))!;
    const onward = await t.api
      .post(`/api/credits/${held.id}/transfer`)
      .set('Authorization', await as(airline))
      .send({ amount: '1', amountType: 'BCU', receiverId: managed.companyId, scope1: { isScope1Provider: 'no' } });
    expect(onward.status, JSON.stringify(onward.body)).to.equal(201);
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

    // the second BCU expired (what the 24-month schedule records)
    await ledgerFixtureSql(t.registry.db, "UPDATE credits SET status = 'Expired' WHERE id = $1", [c2.id]);
    await ledgerFixtureSql(
      t.registry.db,
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, holder_company_id, created_at)
       VALUES ($1, 'Expired', $2, 'Active', 'Expired', 2000, 'System', $3, $4)`,
      [c2.id, c2.bcuid, supplier.companyId, t.clock.now()],
    );
  });

  it("lists the supplier's registrations, its outgoing transfer and its withdrawal, newest first, with Content-Range", async () => {
    const res = await list(supplier);
    expect(res.status).to.equal(200);
    expect(res.headers['content-range']).to.equal('transactions 0-3/4');
    const body = res.body as Transaction[];
    const byType = (type: string) => body.filter((r) => r.type === type);
    expect(
      byType('Register')
        .map((r) => [r.bcuid, r.amount, r.direction, r.status])
        .sort(),
    ).to.deep.equal(
      [
        [c1.bcuid, '10.000', 'incoming', 'Approved'],
        [c2.bcuid, '2.000', 'incoming', 'Approved'],
      ].sort(),
    );
    const [transfer] = byType('Transfer');
    expect(transfer).to.deep.include({
      bcuid: c1.bcuid,
      amount: '4.000',
      tonnesOfCO2eq: '3.000',
      direction: 'outgoing',
      status: 'Deposit Approved',
      receiver: { id: airline.companyId, name: airline.name },
    });
    expect(transfer.sender).to.deep.equal({ firstName: 'Supplier', lastName: 'User' });
    expect(byType('Withdrawal').map((r) => [r.bcuid, r.amount, r.direction])).to.deep.equal([
      [c2.bcuid, '2.000', 'outgoing'],
    ]);
    expect(byType('Incoming')).to.have.length(0);
    const dates = body.map((r) => r.date);
    expect(dates).to.deep.equal([...dates].sort().reverse());
  });

  it('pages every order of the history the same as the whole list, rows of all sources interleaved (issue 14)', async () => {
    for (const c of [supplier, airline]) {
      for (const field of TRANSACTION_SORT_FIELDS) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const sort = JSON.stringify([field, dir]);
          const whole = await list(c, {}, { sort });
          expect(whole.status).to.equal(200);
          const all = whole.body as Transaction[];
          expect(all.length, `${c.type} ${sort}`).to.be.greaterThan(2);
          const paged: Transaction[] = [];
          for (let i = 0; i < all.length; i++) {
            const res = await t.api
              .get('/api/transactions')
              .query({ range: JSON.stringify([i, i]), sort })
              .set('Authorization', await as(c))
              .expect(200);
            expect(res.headers['content-range']).to.equal(`transactions ${i}-${i}/${all.length}`);
            paged.push(...(res.body as Transaction[]));
          }
          expect(paged, `${c.type} ${sort}`).to.deep.equal(all);
          if (field === 'amount') {
            const kg = all.map((r) => Number(r.amount));
            expect(kg).to.deep.equal([...kg].sort((a, b) => (dir === 'ASC' ? a - b : b - a)));
          }
          if (field === 'date') {
            const dates = all.map((r) => r.date);
            expect(dates).to.deep.equal(dir === 'ASC' ? [...dates].sort() : [...dates].sort().reverse());
          }
        }
      }
    }
  });

  it("shows the airline its incoming deposit, its transfer to a facilitator-managed receiver as 'Anonymous' and its retirement", async () => {
    const body = await rows(airline);
    const incoming = body.find((r) => r.type === 'Incoming')!;
    expect(incoming).to.deep.include({
      bcuid: `${c1.bcuid}-01`,
      amount: '4.000',
      direction: 'incoming',
      status: 'Approved',
    });
    expect(incoming.company).to.deep.include({ id: supplier.companyId, name: supplier.name });
    const transfer = body.find((r) => r.type === 'Transfer')!;
    expect(transfer).to.deep.include({ amount: '1.000', direction: 'outgoing', status: 'Pending' });
    expect(transfer.receiver).to.deep.equal({ id: null, name: 'Anonymous' });
    const retirement = body.find((r) => r.type === 'Retirement')!;
    expect(retirement).to.deep.include({ amount: '1.000', direction: 'outgoing', status: 'Pending', receiver: null });
    expect(body.filter((r) => r.type === 'Register')).to.have.length(0);
    // the hidden name is not searchable either
    expect(await rows(airline, { q: managed.name })).to.have.length(0);
  });

  it('filters by type (one or several), by day range and by search', async () => {
    expect((await rows(supplier, { type: 'Transfer' })).map((r) => r.type)).to.deep.equal(['Transfer']);
    expect((await rows(airline, { type: ['Retirement', 'Incoming'] })).map((r) => r.type).sort()).to.deep.equal([
      'Incoming',
      'Retirement',
    ]);
    const today = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await rows(supplier, { from: today, to: today })).to.have.length(4);
    expect(await rows(supplier, { from: tomorrow })).to.have.length(0);
    expect((await rows(supplier, { q: c2.bcuid })).map((r) => r.type).sort()).to.deep.equal(['Register', 'Withdrawal']);
    expect((await rows(supplier, { q: airline.name })).map((r) => r.type)).to.deep.equal(['Transfer']);
  });

  it('counts as many transactions as it lists under every filter (Content-Range total, sources counted apart)', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const filters = [{}, { type: 'Register' }, { type: ['Transfer', 'Withdrawal'] }, { from: today, to: today }];
    for (const c of [supplier, airline])
      for (const filter of [...filters, { from: tomorrow }, { type: 'Register', q: c2.bcuid }]) {
        const res = await list(c, filter);
        expect(res.status).to.equal(200);
        const total = Number(String(res.headers['content-range']).split('/')[1]);
        expect(total, `${c.type} ${JSON.stringify(filter)}`).to.equal((res.body as Transaction[]).length);
      }
  });

  it('refuses a start later than the end, unknown types and unknown filter keys (422), and changes nothing', async () => {
    const range = await list(supplier, { from: '2026-05-02', to: '2026-05-01' });
    expect(range.status).to.equal(422);
    expect(range.body.error.message).to.equal(MSG.startRangeAfterEnd);
    expect((await list(supplier, { type: 'Gift' })).status).to.equal(422);
    expect((await list(supplier, { companyId: airline.companyId })).status).to.equal(422);
  });

  it("answers 404 for another company's account and lets an Auditor read only the accounts it was given", async () => {
    expect((await list(outsider, { accountId: supplier.companyId })).status).to.equal(404);
    const auditor = await givenTradingCompany(t, 'Auditor');
    await t.registry.db.rows("UPDATE users SET role = 'Auditor' WHERE company_id = $1", [auditor.companyId]);
    expect((await list(auditor, { accountId: supplier.companyId })).status).to.equal(404);
    await t.registry.db.rows(
      "INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3::timestamptz + interval '30 days')",
      [auditor.companyId, supplier.companyId, t.clock.now()],
    );
    const accounts = await t.api
      .get('/api/transactions/accounts')
      .set('Authorization', await as(auditor))
      .expect(200);
    expect(accounts.body).to.deep.equal([{ id: supplier.companyId, name: supplier.name, type: 'Supplier' }]);
    const seen = await list(auditor, { accountId: supplier.companyId });
    expect(seen.status).to.equal(200);
    expect(seen.body).to.deep.equal(await rows(supplier));
    const own = await t.api
      .get('/api/transactions/accounts')
      .set('Authorization', await as(supplier))
      .expect(200);
    expect(own.body).to.deep.equal([{ id: supplier.companyId, name: supplier.name, type: 'Supplier' }]);
  });

  it('downloads transactions.xlsx with the same rows as the list under the same filter', async () => {
    for (const filter of [{}, { type: ['Incoming', 'Retirement'] }, { q: c1.bcuid }]) {
      const listed = await rows(airline, filter);
      const res = await t.api
        .get('/api/transactions/download')
        .query({ filter: JSON.stringify(filter) })
        .set('Authorization', await as(airline))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).to.contain('spreadsheetml');
      expect(res.headers['content-disposition']).to.equal('attachment; filename="transactions.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.body as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const values = sheet.getSheetValues().slice(1) as unknown[][];
      expect(values[0].slice(1)).to.deep.equal([...TRANSACTION_XLSX_COLUMNS]);
      const data = values.slice(1).map((r) => r.slice(1));
      expect(data.map((r) => [r[3] ?? '', r[8], r[7] ?? ''])).to.deep.equal(
        listed.map((l) => [l.bcuid ?? '', l.amount, l.direction ?? '']),
      );
      expect(data.map((r) => r[0])).to.deep.equal(listed.map((l) => l.date));
      expect(data.map((r) => r[6] ?? '')).to.deep.equal(listed.map((l) => l.receiver?.name ?? ''));
    }
  });

  it('refuses the download to a Suspended user (403) but still lists', async () => {
    const token = await as(outsider);
    await t.registry.db.rows("UPDATE users SET status = 'Suspended' WHERE id = $1", [outsider.userId]);
    try {
      const res = await t.api.get('/api/transactions/download').set('Authorization', token);
      expect(res.status).to.equal(403);
      expect((await list(outsider)).status).to.equal(200);
    } finally {
      await t.registry.db.rows("UPDATE users SET status = 'Active' WHERE id = $1", [outsider.userId]);
    }
  });

  it('refuses callers without a session (401)', async () => {
    await t.api.get('/api/transactions').expect(401);
    await t.api.get('/api/transactions/download').expect(401);
    await t.api.get('/api/transactions/accounts').expect(401);
  });
});

/** Binary answers as Buffers (supertest only buffers text by default). */
function binary(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
