import { expect } from 'chai';
import { MSG, USER_CSV_COLUMNS, type AdminUser } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApprovedCompany, signIn, uniqueEmail } from '../support/builders';
import { parseCsv, textBody } from '../support/csv';

describe('admin users (spec 3 §2.4, §4 Locked rule, §5 user edit)', function () {
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
    t.api.get('/api/admin/users').query(q(query)).set('Authorization', `Bearer ${token}`);
  const patch = (token: string | undefined, id: string, body: unknown) => {
    const req = t.api.patch(`/api/admin/users/${id}`).send(body as object);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const logRows = async (id: string) =>
    (
      await t.registry.db.rows<{ action: string; details: Record<string, unknown>; user_id: string }>(
        "SELECT action, details, user_id FROM action_logs WHERE subject_type = 'user' AND subject_id = $1 ORDER BY id",
        [id],
      )
    ).map((r) => r);

  async function givenOwner() {
    const { application } = await givenApprovedCompany(t);
    const {
      body: [user],
    } = await list(admin.token, { filter: { q: application.email } }).expect(200);
    return { application, user: user as AdminUser };
  }

  it('lists users with status, date and search filters, paging and a Content-Range header', async () => {
    const { application, user } = await givenOwner();
    expect(user).to.include({
      email: application.email,
      firstName: application.name,
      lastName: application.surname,
      status: 'Active',
      type: 'Primary',
      companyName: application.companyName,
      companyType: 'Airline',
    });
    expect(user.cellPhone).to.deep.equal(application.userPhone);
    const page = await list(admin.token, { range: [0, 2], sort: ['createdAt', 'DESC'] }).expect(200);
    expect(page.body).to.have.length(3);
    expect(page.headers['content-range']).to.match(/^users 0-2\/\d+$/);
    expect(page.body[0].id).to.equal(user.id);
    const active = (await list(admin.token, { filter: { status: 'Active' }, range: [0, 99] }).expect(200))
      .body as AdminUser[];
    expect(active.every((u) => u.status === 'Active')).to.equal(true);
    const several = (await list(admin.token, { filter: { status: ['Pending', 'Locked'] }, range: [0, 99] }).expect(200))
      .body as AdminUser[];
    expect(several.every((u) => u.status === 'Pending' || u.status === 'Locked')).to.equal(true);
    expect(
      (await list(admin.token, { filter: { q: application.email, from: today, to: today } }).expect(200)).body,
    ).to.have.length(1);
    expect(
      (await list(admin.token, { filter: { q: application.email, from: tomorrow } }).expect(200)).body,
    ).to.have.length(0);
    expect(
      (await list(admin.token, { filter: { q: user.SUID } }).expect(200)).body.map((u: AdminUser) => u.id),
    ).to.deep.equal([user.id]);
    const byName = (await list(admin.token, { sort: ['lastName', 'ASC'], range: [0, 9] }).expect(200))
      .body as AdminUser[];
    expect(byName.map((u) => u.lastName)).to.deep.equal(
      [...byName.map((u) => u.lastName)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const range = await list(admin.token, { filter: { from: tomorrow, to: today } });
    expect(range.status).to.equal(422);
    expect(range.body.error.message).to.equal(MSG.startRangeAfterEnd);
    expect((await list(admin.token, { filter: { password_hash: 'x' } })).status).to.equal(422);
  });

  it('downloads users.csv with the rows and columns of the list under the same filter and sort', async () => {
    for (const query of [{ filter: { status: 'Active' }, sort: ['email', 'ASC'] }, { filter: { q: 'demo.bcu' } }]) {
      const listed = (await list(admin.token, { ...query, range: [0, 999] }).expect(200)).body as AdminUser[];
      expect(listed.length).to.be.greaterThan(1);
      const res = await t.api
        .get('/api/admin/users/export')
        .query(q(query))
        .set('Authorization', `Bearer ${admin.token}`)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(res.headers['content-disposition']).to.equal('attachment; filename="users.csv"');
      const rows = await parseCsv(res.body as string);
      expect(rows[0]).to.deep.equal([...USER_CSV_COLUMNS]);
      expect(rows.slice(1)).to.deep.equal(
        listed.map((u) => [
          u.id,
          u.SUID,
          u.firstName,
          u.lastName,
          u.email,
          u.position ?? '',
          // A phone starting with '+' is written as text so a spreadsheet does not take it for a formula.
          u.cellPhone ? `'${u.cellPhone.code} ${u.cellPhone.number}` : '',
          u.type,
          u.role,
          u.status,
          u.companyId,
          u.companyName,
          u.createdAt,
        ]),
      );
    }
  });

  it('shows one user; 404 for an unknown or malformed id', async () => {
    const { user } = await givenOwner();
    const { body } = await t.api
      .get(`/api/admin/users/${user.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(body).to.deep.equal(user);
    await t.api
      .get('/api/admin/users/00000000-0000-4000-8000-000000000000')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(404);
    await t.api.get('/api/admin/users/nope').set('Authorization', `Bearer ${admin.token}`).expect(404);
  });

  it('changes only the fields that differ and logs them in the same transaction', async () => {
    const { application, user } = await givenOwner();
    const { body } = await patch(admin.token, user.id, {
      firstName: 'Berta',
      lastName: application.surname,
      cellPhone: { code: '+49', number: '1701234567' },
    }).expect(200);
    expect(body).to.include({
      firstName: 'Berta',
      lastName: application.surname,
      email: application.email,
      status: 'Active',
    });
    expect(body.cellPhone).to.deep.equal({ code: '+49', number: '1701234567' });
    const logs = await logRows(user.id);
    expect(logs).to.have.length(1);
    expect(logs[0].action).to.equal('User changed');
    expect(logs[0].details.changes).to.deep.equal({
      firstName: { from: application.name, to: 'Berta' },
      cellPhone: { from: application.userPhone, to: { code: '+49', number: '1701234567' } },
    });
    // Sending the stored values again changes nothing and logs nothing.
    await patch(admin.token, user.id, { firstName: 'Berta', position: application.position }).expect(200);
    expect(await logRows(user.id)).to.have.length(1);
  });

  it('gives the spec messages for invalid values and refuses unknown fields', async () => {
    const { user } = await givenOwner();
    const cases: [unknown, string][] = [
      [{ firstName: ' ' }, MSG.nameRequired],
      [{ lastName: '' }, MSG.surnameRequired],
      [{ position: '' }, MSG.surnameRequired],
      [{ email: 'not-an-email' }, MSG.emailFormat],
      [{ cellPhone: { code: '+41', number: '12' } }, MSG.phoneFormat],
    ];
    for (const [input, message] of cases) {
      const res = await patch(admin.token, user.id, input);
      expect(res.status, JSON.stringify(input)).to.equal(422);
      expect(res.body.error.message).to.equal(message);
    }
    expect((await patch(admin.token, user.id, { role: 'Admin' })).status).to.equal(422);
    expect((await patch(admin.token, user.id, { companyId: user.companyId })).status).to.equal(422);
    expect(await logRows(user.id)).to.have.length(0);
  });

  it('applies the Locked rule: nobody is set to Locked; a Locked user only returns to its previous status', async () => {
    const { user } = await givenOwner();
    const toLocked = await patch(admin.token, user.id, { status: 'Locked' });
    expect(toLocked.status).to.equal(422);
    expect(toLocked.body.error.message).to.equal(MSG.lockedNotSettable);
    // Locked as the login does it after repeated failures: the previous status is kept.
    await patch(admin.token, user.id, { status: 'Suspended' }).expect(200);
    await t.registry.db.pool.query("UPDATE users SET prev_status = status, status = 'Locked' WHERE id = $1", [user.id]);
    const wrong = await patch(admin.token, user.id, { status: 'Active' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.error.message).to.equal(MSG.lockedReturnsToPrevious);
    const { body } = await patch(admin.token, user.id, { status: 'Suspended' }).expect(200);
    expect(body).to.include({ status: 'Suspended', prevStatus: null });
    const logs = await logRows(user.id);
    expect(logs.map((l) => l.action)).to.deep.equal(['User status changed', 'User unlocked']);
    expect(logs[1].details).to.deep.include({ changes: { status: { from: 'Locked', to: 'Suspended' } } });
    expect(logs[1].details.adminId).to.be.a('string');
  });

  it('moves the password with a changed e-mail: the user signs in with the new one; a taken e-mail is refused', async () => {
    const { user } = await givenOwner();
    const taken = await patch(admin.token, user.id, { email: 'airline.owner@demo.bcu' });
    expect(taken.status).to.equal(409);
    expect(taken.body.error.message).to.equal(MSG.emailTaken);
    const email = uniqueEmail('moved');
    const { body } = await patch(admin.token, user.id, { email: email.toUpperCase() }).expect(200);
    expect(body.email).to.equal(email);
    const session = await signIn(t, email, PASSWORD);
    expect(session.user.id).to.equal(user.id);
  });

  it('refuses every write to an auditor, a company user and an anonymous caller, with nothing changed', async () => {
    const { user } = await givenOwner();
    const before = await t.registry.db.one('SELECT * FROM users WHERE id = $1', [user.id]);
    const logCount = async () =>
      Number((await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs'))!.n);
    const logsBefore = await logCount();
    const change = { firstName: 'Mallory', status: 'Suspended' };
    expect((await patch(auditor.token, user.id, change)).status).to.equal(403);
    expect((await patch(companyUser.token, user.id, change)).status).to.equal(403);
    expect((await patch(undefined, user.id, change)).status).to.equal(401);
    expect(await t.registry.db.one('SELECT * FROM users WHERE id = $1', [user.id])).to.deep.equal(before);
    expect(await logCount()).to.equal(logsBefore);
    // Reads: the auditor may, the company user may not.
    await list(auditor.token).expect(200);
    expect((await list(companyUser.token)).status).to.equal(403);
    expect(
      (await t.api.get('/api/admin/users/export').set('Authorization', `Bearer ${companyUser.token}`)).status,
    ).to.equal(403);
  });
});
