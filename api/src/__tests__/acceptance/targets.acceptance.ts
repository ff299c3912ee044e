/** Impact targets (spec 2 §2.5, §5 "Targets", §7, §8, §9): create, list, edit, delete, every message, who may. */
import { expect } from '@loopback/testlab';
import bcrypt from 'bcrypt';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, PASSWORD, signIn, uniqueEmail } from '../support/builders';
import { givenActiveCompany } from '../support/companies';
import { MSG } from '../../contracts';

type Session = { token: string; companyId: string; userId: string };
type Row = { id: string; name: string; value: string; startDate: string; endDate: string };

describe('Targets (spec 2 §2.5)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let user: Session;
  let owner: Session;
  let suspended: Session;
  let other: Session;
  let auditor: Session;

  const auth = (s: { token: string }) => ({ Authorization: `Bearer ${s.token}` });
  const target = (overrides: Record<string, unknown> = {}) => ({
    indicator: 'GHG',
    name: 'Net zero 2030',
    value: '1250.5',
    startDate: '2026-01',
    endDate: '2026-12',
    ...overrides,
  });
  const create = (s: Session, body: unknown) =>
    t.api
      .post('/api/targets')
      .set(auth(s))
      .send(body as object);
  const list = (s: Session, query: Record<string, string> = {}) => t.api.get('/api/targets').query(query).set(auth(s));
  const rowsOf = async (s: Session, query: Record<string, string> = {}) =>
    (await list(s, query).expect(200)).body as Row[];
  const logCount = async (action: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs WHERE action = $1', [action]))!.n,
    );
  const snapshot = () =>
    t.registry.db.rows('SELECT * FROM targets WHERE company_id = ANY($1) ORDER BY id', [
      [user.companyId, other.companyId],
    ]);

  /** Another signed-in user of the same company. */
  const colleague = async (companyId: string, type: 'Primary' | 'Secondary'): Promise<Session> => {
    const email = uniqueEmail(type.toLowerCase());
    await t.registry.db.pool.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [
      email,
      await bcrypt.hash(PASSWORD, 4),
    ]);
    await t.registry.db.pool.query(
      `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, is_email_confirmed, is_admin_approved)
       VALUES ($1, $2, 'SystemUser', $3, 'Active', 'Test', 'User', true, true)`,
      [email, companyId, type],
    );
    const s = await signIn(t, email);
    return { token: s.token, companyId, userId: s.user.id as string };
  };

  before(async () => {
    t = await givenRegistry();
    user = await givenActiveCompany(t, 'Airline');
    owner = await colleague(user.companyId, 'Primary');
    suspended = await colleague(user.companyId, 'Secondary');
    await t.registry.db.pool.query(`UPDATE users SET status = 'Suspended' WHERE id = $1`, [suspended.userId]);
    other = await givenActiveCompany(t, 'Corporate');
    auditor = await givenActiveCompany(t, 'Auditor');
  });

  it('creates a target for whole months with a 3-decimal value, lists it and logs it', async () => {
    const before = await logCount('Target created');
    const res = await create(user, target()).expect(201);
    expect(res.body).to.containDeep({
      name: 'Net zero 2030',
      indicator: 'GHG',
      indicatorLabel: 'GHG Emissions Reductions',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      value: '1250.500',
    });
    const stored = await t.registry.db.one<{ value_kg: string; created_by: string }>(
      'SELECT value_kg, created_by FROM targets WHERE id = $1',
      [res.body.id],
    );
    expect(stored).to.eql({ value_kg: '1250500', created_by: user.userId });
    const rows = await rowsOf(user);
    expect(rows.map((r) => r.id)).to.eql([res.body.id]);
    expect(await logCount('Target created')).to.equal(before + 1);
    // a leap February ends on the 29th; numbers and thousands separators are accepted, 3 decimals kept
    const leap = await create(user, target({ name: 'Leap', value: 0.001, startDate: '2028-02', endDate: '2028-02' }));
    expect(leap.status).to.equal(201);
    expect(leap.body).to.containDeep({ startDate: '2028-02-01', endDate: '2028-02-29', value: '0.001' });
    const big = await create(user, target({ name: 'Big', value: '1,234,567.125' })).expect(201);
    expect(big.body.value).to.equal('1234567.125');
    await t.api.delete(`/api/targets/${leap.body.id}`).set(auth(user)).expect(204);
    await t.api.delete(`/api/targets/${big.body.id}`).set(auth(user)).expect(204);
  });

  it("refuses invalid targets with the spec's messages and stores nothing", async () => {
    const before = await snapshot();
    const empty = await create(user, {}).expect(422);
    const byPath = Object.fromEntries(
      (empty.body.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    );
    expect(byPath).to.containDeep({
      name: 'Should not be empty',
      value: 'Should not be empty or zero',
      startDate: 'Should not be empty',
      endDate: 'Should not be empty',
    });
    const message = async (body: unknown) => (await create(user, body).expect(422)).body.error.message as string;
    expect(await message(target({ value: 0 }))).to.equal(MSG.targetValueRequired);
    expect(await message(target({ value: '0.000' }))).to.equal('Should not be empty or zero');
    expect(await message(target({ value: '' }))).to.equal('Should not be empty or zero');
    expect(await message(target({ value: '1.2345' }))).to.equal(MSG.targetValueFormat);
    expect(await message(target({ value: '-5' }))).to.equal(MSG.targetValueFormat);
    expect(await message(target({ value: 'ten' }))).to.equal(MSG.targetValueFormat);
    expect(await message(target({ name: '   ' }))).to.equal('Should not be empty');
    expect(await message(target({ name: 'x'.repeat(31) }))).to.equal(MSG.targetNameTooLong);
    expect(await message(target({ startDate: '' }))).to.equal('Should not be empty');
    expect(await message(target({ startDate: '2026-13' }))).to.equal(MSG.targetMonthFormat);
    expect(await message(target({ endDate: '2026-01-15' }))).to.equal(MSG.targetMonthFormat);
    expect(await message(target({ startDate: '2026-06', endDate: '2026-05' }))).to.equal(MSG.targetPeriodOrder);
    expect(await message(target({ indicator: 'CO2' }))).to.equal(MSG.targetIndicator);
    await create(user, target({ companyId: other.companyId })).expect(422);
    expect(await snapshot()).to.eql(before);
    // 30 characters are fine
    const ok = await create(user, target({ name: 'x'.repeat(30) })).expect(201);
    await t.api.delete(`/api/targets/${ok.body.id}`).set(auth(user)).expect(204);
  });

  it('edits name, value and period of a target and logs it; validation as on create', async () => {
    const { body: created } = await create(user, target({ name: 'To edit' })).expect(201);
    const before = await logCount('Target updated');
    const res = await t.api
      .put(`/api/targets/${created.id}`)
      .set(auth(user))
      .send(target({ name: 'Edited', value: '99.999', startDate: '2027-03', endDate: '2027-04' }))
      .expect(200);
    expect(res.body).to.containDeep({
      id: created.id,
      name: 'Edited',
      value: '99.999',
      startDate: '2027-03-01',
      endDate: '2027-04-30',
    });
    expect(await logCount('Target updated')).to.equal(before + 1);
    const refused = await t.api
      .put(`/api/targets/${created.id}`)
      .set(auth(user))
      .send(target({ value: '0' }))
      .expect(422);
    expect(refused.body.error.message).to.equal(MSG.targetValueRequired);
    const [row] = (await rowsOf(user)).filter((r) => r.id === created.id);
    expect(row).to.containDeep({ name: 'Edited', value: '99.999' });
    await t.api.delete(`/api/targets/${created.id}`).set(auth(user)).expect(204);
  });

  it('deletes a target and logs it; a deleted or unknown target is 404', async () => {
    const { body: created } = await create(user, target({ name: 'To delete' })).expect(201);
    const before = await logCount('Target deleted');
    await t.api.delete(`/api/targets/${created.id}`).set(auth(user)).expect(204);
    expect(await logCount('Target deleted')).to.equal(before + 1);
    expect((await rowsOf(user)).map((r) => r.id)).to.not.containEql(created.id);
    await t.api.delete(`/api/targets/${created.id}`).set(auth(user)).expect(404);
    await t.api.put(`/api/targets/${created.id}`).set(auth(user)).send(target()).expect(404);
    await t.api.delete('/api/targets/not-a-uuid').set(auth(user)).expect(404);
  });

  it("refuses another company's target with 404 and changes nothing", async () => {
    const { body: theirs } = await create(other, target({ name: 'Theirs' })).expect(201);
    const before = await snapshot();
    await t.api
      .put(`/api/targets/${theirs.id}`)
      .set(auth(user))
      .send(target({ name: 'Mine now' }))
      .expect(404);
    await t.api.delete(`/api/targets/${theirs.id}`).set(auth(user)).expect(404);
    expect((await rowsOf(user)).map((r) => r.id)).to.not.containEql(theirs.id);
    await list(user, { filter: JSON.stringify({ accountId: other.companyId }) }).expect(404);
    expect(await snapshot()).to.eql(before);
  });

  it('lets Primary users, suspended users and auditors with access only read; admins are 403, visitors 401', async () => {
    const { body: mine } = await create(user, target({ name: 'Shared' })).expect(201);
    const before = await snapshot();
    const logs = await logCount('Target created');
    const writes = (s: Session) => [
      create(s, target()),
      t.api
        .put(`/api/targets/${mine.id}`)
        .set(auth(s))
        .send(target({ name: 'Changed' })),
      t.api.delete(`/api/targets/${mine.id}`).set(auth(s)),
    ];
    // Primary users (the owner flag) and suspended users read their company's targets and write nothing
    for (const s of [owner, suspended]) {
      expect((await rowsOf(s)).map((r) => r.id)).to.containEql(mine.id);
      for (const res of await Promise.all(writes(s))) expect(res.status).to.equal(403);
    }
    // an auditor reads a company it holds unexpired access to, never writes
    const accountQuery = { filter: JSON.stringify({ accountId: user.companyId }) };
    await list(auditor, accountQuery).expect(404);
    await t.registry.db.pool.query(
      `INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [auditor.companyId, user.companyId],
    );
    expect((await rowsOf(auditor, accountQuery)).map((r) => r.id)).to.containEql(mine.id);
    expect(await rowsOf(auditor)).to.eql([]);
    await list(auditor, { filter: JSON.stringify({ accountId: other.companyId }) }).expect(404);
    for (const res of await Promise.all(writes(auditor))) expect(res.status).to.equal(403);
    t.clock.advanceHours(25);
    try {
      await list(auditor, accountQuery).expect(404);
    } finally {
      t.clock.reset();
    }
    // admins use the backoffice
    const admin = await adminSession(t);
    await t.api.get('/api/targets').set(auth(admin)).expect(403);
    await t.api.post('/api/targets').set(auth(admin)).send(target()).expect(403);
    // visitors
    await t.api.get('/api/targets').expect(401);
    await t.api.post('/api/targets').send(target()).expect(401);
    await t.api.put(`/api/targets/${mine.id}`).send(target()).expect(401);
    await t.api.delete(`/api/targets/${mine.id}`).expect(401);
    expect(await snapshot()).to.eql(before);
    expect(await logCount('Target created')).to.equal(logs);
    await t.api.delete(`/api/targets/${mine.id}`).set(auth(user)).expect(204);
  });

  it('pages the list newest start first, sorts, and filters by overlapping dates', async () => {
    const fresh = await givenActiveCompany(t, 'Forwarder');
    const periods: [string, string, string][] = [
      ['A', '2024-01', '2024-12'],
      ['B', '2025-01', '2025-06'],
      ['C', '2025-07', '2025-12'],
      ['D', '2026-01', '2027-12'],
      ['E', '2026-01', '2026-03'],
    ];
    const ids: Record<string, string> = {};
    for (const [name, startDate, endDate] of periods)
      ids[name] = (
        await create(fresh, target({ name, startDate, endDate, value: `${name.charCodeAt(0)}.5` })).expect(201)
      ).body.id;
    const page = await list(fresh, { range: '[0,1]' }).expect(200);
    expect(page.headers['content-range']).to.equal('targets 0-1/5');
    // default: start date descending, ties by id descending
    const sameStart = [ids.D, ids.E].sort().reverse();
    expect(page.body.map((r: Row) => r.id)).to.eql(sameStart);
    const second = await list(fresh, { range: '[2,3]' }).expect(200);
    expect(second.headers['content-range']).to.equal('targets 2-3/5');
    expect(second.body.map((r: Row) => r.name)).to.eql(['C', 'B']);
    const byName = await rowsOf(fresh, { sort: JSON.stringify(['name', 'ASC']) });
    expect(byName.map((r) => r.name)).to.eql(['A', 'B', 'C', 'D', 'E']);
    const byValue = await rowsOf(fresh, { sort: JSON.stringify(['value', 'DESC']) });
    expect(byValue.map((r) => r.value)).to.eql(['69.500', '68.500', '67.500', '66.500', '65.500']);
    // periods overlapping 2025-05-15 … 2026-01-31
    const overlap = await rowsOf(fresh, { filter: JSON.stringify({ startDate: '2025-05-15', endDate: '2026-01-31' }) });
    expect(overlap.map((r) => r.name).sort()).to.eql(['B', 'C', 'D', 'E']);
    const from = await rowsOf(fresh, { filter: JSON.stringify({ startDate: '2026-04-01' }) });
    expect(from.map((r) => r.name)).to.eql(['D']);
    const until = await rowsOf(fresh, { filter: JSON.stringify({ endDate: '2024-12-31', indicator: 'GHG' }) });
    expect(until.map((r) => r.name)).to.eql(['A']);
    const reversed = await list(fresh, {
      filter: JSON.stringify({ startDate: '2026-01-01', endDate: '2025-01-01' }),
    }).expect(422);
    expect(reversed.body.error.message).to.equal(MSG.startRangeAfterEnd);
    await list(fresh, { filter: JSON.stringify({ companyId: user.companyId }) }).expect(422);
    // odd but well-formed days answer without a server error
    for (const day of ['0001-01-01', '9999-12-31', '2024-02-29'])
      await list(fresh, { filter: JSON.stringify({ startDate: day, endDate: day }) }).expect(200);
    for (const day of ['0000-01-01', '2025-02-30'])
      expect((await list(fresh, { filter: JSON.stringify({ endDate: day }) }).expect(422)).body.error.message).to.equal(
        MSG.invalidDate,
      );
  });
});
