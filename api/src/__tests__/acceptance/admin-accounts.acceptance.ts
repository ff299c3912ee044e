import { expect } from 'chai';
import { ACCOUNT_CSV_COLUMNS, MSG, type AdminAccount } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, givenApplication, givenApprovedCompany, signIn, submitApplication } from '../support/builders';
import { parseCsv, textBody } from '../support/csv';

describe('admin accounts (spec 3 §2.3)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: { token: string };
  let auditor: { token: string };
  let companyUser: { token: string };
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    companyUser = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
  });

  const q = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const list = (token: string, query: Record<string, unknown> = {}) =>
    t.api.get('/api/admin/accounts').query(q(query)).set('Authorization', `Bearer ${token}`);

  it('lists accounts with type, status, date and search filters, sorting, paging and a Content-Range header', async () => {
    const { application } = await givenApprovedCompany(t);
    const pending = givenApplication();
    await submitApplication(t, pending);
    const [found] = (await list(admin.token, { filter: { q: application.companyName } }).expect(200))
      .body as AdminAccount[];
    expect(found).to.include({
      name: application.companyName,
      type: 'Airline',
      status: 'Active',
      city: 'Zurich',
      country: 'Switzerland',
      usersCount: 1,
      hasSignedLetter: true,
    });
    expect(found.address).to.equal(application.streetAddress);
    const page = await list(admin.token, { range: [0, 1] }).expect(200);
    expect(page.body).to.have.length(2);
    expect(page.headers['content-range']).to.match(/^accounts 0-1\/\d+$/);
    const airlines = (await list(admin.token, { filter: { type: 'Airline' }, range: [0, 99] }).expect(200))
      .body as AdminAccount[];
    expect(airlines.length).to.be.greaterThan(1);
    expect(airlines.every((a) => a.type === 'Airline')).to.equal(true);
    const pend = (await list(admin.token, { filter: { status: 'Pending', q: pending.companyName } }).expect(200))
      .body as AdminAccount[];
    expect(pend.map((a) => a.name)).to.deep.equal([pending.companyName]);
    expect(
      (await list(admin.token, { filter: { status: ['Active', 'Suspended'], q: pending.companyName } }).expect(200))
        .body,
    ).to.have.length(0);
    expect(
      (await list(admin.token, { filter: { q: application.companyName, from: today, to: today } }).expect(200)).body,
    ).to.have.length(1);
    expect(
      (await list(admin.token, { filter: { q: application.companyName, from: tomorrow } }).expect(200)).body,
    ).to.have.length(0);
    // Search also finds a company by one of its users' e-mails.
    expect(
      (await list(admin.token, { filter: { q: application.email } }).expect(200)).body.map((a: AdminAccount) => a.name),
    ).to.deep.equal([application.companyName]);
    const asc = (await list(admin.token, { sort: ['name', 'ASC'], range: [0, 999] }).expect(200))
      .body as AdminAccount[];
    const desc = (await list(admin.token, { sort: ['name', 'DESC'], range: [0, 999] }).expect(200))
      .body as AdminAccount[];
    expect(asc.map((a) => a.id)).to.deep.equal(desc.map((a) => a.id).reverse());
    expect(asc[0].name).to.not.equal(desc[0].name);
    const bad = await list(admin.token, { filter: { from: tomorrow, to: today } });
    expect(bad.status).to.equal(422);
    expect(bad.body.error.message).to.equal(MSG.startRangeAfterEnd);
    expect((await list(admin.token, { filter: { type: 'Pirate' } })).status).to.equal(422);
  });

  it('downloads accounts.csv with the rows and columns of the list under the same filter and sort', async () => {
    for (const query of [
      { filter: { status: 'Active' }, sort: ['name', 'ASC'] },
      { filter: { type: ['Airline', 'Supplier'] } },
    ]) {
      const listed = (await list(admin.token, { ...query, range: [0, 999] }).expect(200)).body as AdminAccount[];
      expect(listed.length).to.be.greaterThan(1);
      const res = await t.api
        .get('/api/admin/accounts/export')
        .query(q(query))
        .set('Authorization', `Bearer ${admin.token}`)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(res.headers['content-disposition']).to.equal('attachment; filename="accounts.csv"');
      const rows = await parseCsv(res.body as string);
      expect(rows[0]).to.deep.equal([...ACCOUNT_CSV_COLUMNS]);
      expect(rows.slice(1)).to.deep.equal(
        listed.map((a) => [
          a.id,
          a.name,
          a.type,
          a.status,
          a.country,
          a.city,
          a.address,
          String(a.usersCount),
          a.createdAt,
          a.approvedAt ?? '',
        ]),
      );
    }
  });

  it('shows Company Info, User Info and the note; the signed letter downloads', async () => {
    const { application } = await givenApprovedCompany(t);
    const [row] = (await list(admin.token, { filter: { q: application.companyName } }).expect(200))
      .body as AdminAccount[];
    const { body } = await t.api
      .get(`/api/admin/accounts/${row.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(body).to.include({
      id: row.id,
      name: application.companyName,
      registrationNumber: application.registrationNumber,
      registrationIdentification: application.registrationIdentification,
      note: null,
    });
    expect(body.phone).to.deep.equal(application.companyPhone);
    expect(body.users.map((u: { email: string; type: string }) => [u.email, u.type])).to.deep.equal([
      [application.email, 'Primary'],
    ]);
    const letter = await t.api
      .get(`/api/admin/companies/${row.id}/signed-letter`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(Buffer.from(letter.body).subarray(0, 5).toString()).to.equal('%PDF-');
    await t.api
      .get('/api/admin/accounts/00000000-0000-4000-8000-000000000000')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(404);
    await t.api.get('/api/admin/accounts/x').set('Authorization', `Bearer ${admin.token}`).expect(404);
  });

  it('saves the account note with a log row; refuses a note over 1000 characters', async () => {
    const [row] = (await list(admin.token, { filter: { type: 'Supplier' } }).expect(200)).body as AdminAccount[];
    await t.api
      .put(`/api/admin/accounts/${row.id}/note`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ note: 'Invoice sent' })
      .expect(204);
    expect(
      (await t.api.get(`/api/admin/accounts/${row.id}`).set('Authorization', `Bearer ${admin.token}`).expect(200)).body
        .note,
    ).to.equal('Invoice sent');
    const log = await t.registry.db.one<{ action: string }>(
      "SELECT action FROM action_logs WHERE subject_type = 'company' AND subject_id = $1 ORDER BY id DESC LIMIT 1",
      [row.id],
    );
    expect(log!.action).to.equal('Account note updated');
    const long = await t.api
      .put(`/api/admin/accounts/${row.id}/note`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ note: 'x'.repeat(1001) });
    expect(long.status).to.equal(422);
    expect(long.body.error.message).to.equal(MSG.noteTooLong);
  });

  const patch = (token: string | undefined, id: string, body: unknown) => {
    const req = t.api.patch(`/api/admin/accounts/${id}`).send(body as object);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const accountLogs = async (id: string) =>
    t.registry.db.rows<{ action: string; details: { changes: Record<string, unknown> } }>(
      "SELECT action, details FROM action_logs WHERE subject_type = 'company' AND subject_id = $1 AND action LIKE 'Account %' AND action <> 'Account note updated' ORDER BY id",
      [id],
    );

  it('edits only the changed fields (the address from the list) with a log row; the same values change nothing', async () => {
    const { application } = await givenApprovedCompany(t);
    const [row] = (await list(admin.token, { filter: { q: application.companyName } }).expect(200))
      .body as AdminAccount[];
    const logsBefore = (await accountLogs(row.id)).length;
    const { body } = await patch(admin.token, row.id, { streetAddress: 'Seestrasse 5', city: 'Zurich' }).expect(200);
    expect(body).to.include({ streetAddress: 'Seestrasse 5', city: 'Zurich', address: 'Seestrasse 5' });
    const logs = await accountLogs(row.id);
    expect(logs).to.have.length(logsBefore + 1);
    expect(logs.at(-1)!.action).to.equal('Account changed');
    expect(logs.at(-1)!.details.changes).to.deep.equal({
      streetAddress: { from: application.streetAddress, to: 'Seestrasse 5' },
    });
    await patch(admin.token, row.id, { streetAddress: 'Seestrasse 5', phone: application.companyPhone }).expect(200);
    expect(await accountLogs(row.id)).to.have.length(logsBefore + 1);
  });

  it('gives the spec messages: address required, start date after end date; refuses unknown fields', async () => {
    const [row] = (await list(admin.token, { filter: { type: 'Supplier' } }).expect(200)).body as AdminAccount[];
    const address = await patch(admin.token, row.id, { streetAddress: ' ' });
    expect(address.status).to.equal(422);
    expect(address.body.error.message).to.equal(MSG.addressRequired);
    // a start date the day after this account's own end date (other tests create suppliers with later end dates)
    const { end_date: endDate } = (await t.registry.db.one<{ end_date: string }>(
      'SELECT certificate_end_date::text AS end_date FROM companies WHERE id = $1',
      [row.id],
    ))!;
    const end = new Date(`${endDate}T00:00:00Z`);
    const dayAfter = new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10);
    const dates = await patch(admin.token, row.id, { certificateStartDate: dayAfter });
    expect(dates.status).to.equal(422);
    expect(dates.body.error.message).to.equal(MSG.startAfterEnd);
    const po = await patch(admin.token, row.id, { rsb: null });
    expect(po.status).to.equal(422);
    expect(po.body.error.message).to.equal(MSG.poNumberRequired);
    expect((await patch(admin.token, row.id, { type: 'Admin' })).status).to.equal(422);
  });

  it('suspends and restores an account, each logged', async () => {
    const { application } = await givenApprovedCompany(t);
    const [row] = (await list(admin.token, { filter: { q: application.companyName } }).expect(200))
      .body as AdminAccount[];
    expect((await patch(admin.token, row.id, { status: 'Suspended' }).expect(200)).body.status).to.equal('Suspended');
    expect((await patch(admin.token, row.id, { status: 'Active' }).expect(200)).body.status).to.equal('Active');
    expect((await accountLogs(row.id)).map((l) => l.action).slice(-2)).to.deep.equal([
      'Account suspended',
      'Account restored',
    ]);
  });

  it('sets only the statuses an admin may choose (Active, Pending, Suspended); the lifecycle statuses are refused', async () => {
    const { application } = await givenApprovedCompany(t);
    const [row] = (await list(admin.token, { filter: { q: application.companyName } }).expect(200))
      .body as AdminAccount[];
    const logsBefore = (await accountLogs(row.id)).length;
    for (const status of ['Declined', 'Inactive', 'Closed', '']) {
      const res = await patch(admin.token, row.id, { status });
      expect(res.status, status).to.equal(422);
      expect(res.body.error.message, status).to.equal(MSG.companyStatusNotSettable);
    }
    expect(await accountLogs(row.id)).to.have.length(logsBefore);
    for (const status of ['Pending', 'Suspended', 'Active'])
      expect((await patch(admin.token, row.id, { status }).expect(200)).body.status).to.equal(status);
  });

  it('refuses the note and the edit to an auditor, a company user and an anonymous caller, with nothing changed; reads only for admins and auditors', async () => {
    const [row] = (await list(admin.token, { filter: { type: 'Forwarder' } }).expect(200)).body as AdminAccount[];
    const before = await t.registry.db.one(
      "SELECT body FROM notes WHERE subject_type = 'company' AND subject_id = $1",
      [row.id],
    );
    const companyBefore = await t.registry.db.one('SELECT * FROM companies WHERE id = $1', [row.id]);
    const logs = async () =>
      Number((await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs'))!.n);
    const logsBefore = await logs();
    const put = (token?: string) => {
      const req = t.api.put(`/api/admin/accounts/${row.id}/note`).send({ note: 'Mallory was here' });
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };
    expect((await put(auditor.token)).status).to.equal(403);
    expect((await put(companyUser.token)).status).to.equal(403);
    expect((await put()).status).to.equal(401);
    for (const token of [auditor.token, companyUser.token])
      expect((await patch(token, row.id, { status: 'Suspended', city: 'Nowhere' })).status).to.equal(403);
    expect((await patch(undefined, row.id, { status: 'Suspended' })).status).to.equal(401);
    expect(await t.registry.db.one('SELECT * FROM companies WHERE id = $1', [row.id])).to.deep.equal(companyBefore);
    expect(
      await t.registry.db.one("SELECT body FROM notes WHERE subject_type = 'company' AND subject_id = $1", [row.id]),
    ).to.deep.equal(before);
    expect(await logs()).to.equal(logsBefore);
    for (const path of ['/api/admin/accounts', '/api/admin/accounts/export', `/api/admin/accounts/${row.id}`])
      expect((await t.api.get(path).set('Authorization', `Bearer ${companyUser.token}`)).status, path).to.equal(403);
  });
});
