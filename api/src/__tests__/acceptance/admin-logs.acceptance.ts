import { expect } from 'chai';
import { LOG_CSV_COLUMNS, MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { parseCsv, textBody } from '../support/csv';

interface LogRow {
  id: string;
  createdAt: string;
  kind: string;
  action: string;
  SUID: string | null;
  companyId: string | null;
  userName: string | null;
  details: Record<string, unknown>;
}

describe('admin Logs List (spec 3 §2.5) and the tamper-evident log', function () {
  this.timeout(90_000);
  let t: TestRegistry;
  let admin: { token: string };
  let auditor: { token: string };
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    // A few rows of both kinds to filter on.
    for (let i = 0; i < 3; i++)
      await t.registry.services.log.write(undefined, {
        kind: 'System',
        action: 'Test system event',
        details: { i, note: 'x,"y"' },
      });
  });

  const list = (token: string, query: Record<string, unknown> = {}) =>
    t.api
      .get('/api/admin/logs')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Authorization', `Bearer ${token}`);

  const csv = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await t.api
      .get('/api/admin/logs/export')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse(textBody)
      .expect(200);
    return { res, rows: await parseCsv(res.body as string) };
  };

  it('lists the newest rows first with a Content-Range header and pages through them', async () => {
    const first = await list(admin.token, { range: [0, 1] }).expect(200);
    expect(first.body).to.have.length(2);
    const m = /^logs 0-1\/(\d+)$/.exec(first.headers['content-range']);
    expect(m, first.headers['content-range']).to.not.equal(null);
    const total = Number(m![1]);
    expect(total).to.be.greaterThan(4);
    const second = await list(admin.token, { range: [2, 3] }).expect(200);
    expect(second.headers['content-range']).to.equal(`logs 2-3/${total}`);
    const all = [...first.body, ...second.body] as LogRow[];
    expect(new Set(all.map((r) => r.id)).size).to.equal(4);
    const times = all.map((r) => Date.parse(r.createdAt));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    expect(all[0]).to.have.keys([
      'id',
      'createdAt',
      'kind',
      'action',
      'userId',
      'SUID',
      'userName',
      'companyId',
      'companyName',
      'subjectType',
      'subjectId',
      'details',
    ]);
  });

  it('sorts by date ascending when asked, and by action', async () => {
    const asc = (await list(admin.token, { sort: ['createdAt', 'ASC'], range: [0, 9] }).expect(200)).body as LogRow[];
    expect(asc[0].action).to.equal('Demo data seeded');
    const byAction = (await list(admin.token, { sort: ['action', 'ASC'], range: [0, 49] }).expect(200))
      .body as LogRow[];
    const actions = byAction.map((r) => r.action);
    expect(actions).to.deep.equal([...actions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by action, kind, date range and search', async () => {
    const byAction = (await list(admin.token, { filter: { action: 'Test system event' } }).expect(200))
      .body as LogRow[];
    expect(byAction).to.have.length(3);
    expect(byAction.every((r) => r.kind === 'System')).to.equal(true);
    const users = (await list(admin.token, { filter: { kind: 'User' }, range: [0, 99] }).expect(200)).body as LogRow[];
    expect(users.length).to.be.greaterThan(0);
    expect(users.every((r) => r.kind === 'User')).to.equal(true);
    const todays = await list(admin.token, { filter: { action: 'Test system event', from: today, to: today } }).expect(
      200,
    );
    expect(todays.body).to.have.length(3);
    const future = await list(admin.token, { filter: { action: 'Test system event', from: tomorrow } }).expect(200);
    expect(future.body).to.have.length(0);
    expect(future.headers['content-range']).to.equal('logs 0-0/0');
    // The admin's own login rows carry the admin's SU ID and name.
    const adminUser = (await t.api.get('/api/auth').set('Authorization', `Bearer ${admin.token}`).expect(200)).body;
    const searched = (await list(admin.token, { filter: { q: adminUser.SUID }, range: [0, 99] }).expect(200))
      .body as LogRow[];
    expect(searched.length).to.be.greaterThan(0);
    expect(searched.every((r) => r.SUID === adminUser.SUID || JSON.stringify(r).includes(adminUser.SUID))).to.equal(
      true,
    );
    expect(searched.some((r) => r.userName === 'Ada Admin')).to.equal(true);
    const literal = await list(admin.token, { filter: { q: '%' } }).expect(200);
    expect(literal.body).to.have.length(0);
  });

  it('refuses a start date after the end date, unknown filter fields and malformed queries', async () => {
    const range = await list(admin.token, { filter: { from: tomorrow, to: today } });
    expect(range.status).to.equal(422);
    expect(range.body.error.message).to.equal(MSG.startRangeAfterEnd);
    expect((await list(admin.token, { filter: { ip: '1.2.3.4' } })).status).to.equal(422);
    expect((await list(admin.token, { filter: { kind: 'Robot' } })).status).to.equal(422);
    const bad = await t.api
      .get('/api/admin/logs')
      .query({ sort: 'nope' })
      .set('Authorization', `Bearer ${admin.token}`);
    expect(bad.status).to.equal(400);
  });

  it('shows one row, and 404 for an unknown id', async () => {
    const [row] = (await list(admin.token, { range: [0, 0] }).expect(200)).body as LogRow[];
    const one = await t.api.get(`/api/admin/logs/${row.id}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(one.body).to.deep.equal(row);
    await t.api.get('/api/admin/logs/999999999').set('Authorization', `Bearer ${admin.token}`).expect(404);
    await t.api.get('/api/admin/logs/abc').set('Authorization', `Bearer ${admin.token}`).expect(404);
  });

  it('lists the distinct actions for the action filter', async () => {
    const { body } = await t.api
      .get('/api/admin/logs/actions')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(body).to.include.members(['Demo data seeded', 'Test system event']);
    expect(new Set(body).size).to.equal(body.length);
  });

  it('downloads logs.csv with the rows and columns of the list under the same filter and sort', async () => {
    for (const query of [
      { filter: { kind: 'User' }, sort: ['createdAt', 'ASC'] },
      { filter: { action: 'Test system event' } },
      { filter: { q: 'Test' } },
    ]) {
      const listed = (await list(admin.token, { ...query, range: [0, 999] }).expect(200)).body as LogRow[];
      const { res, rows } = await csv(admin.token, query);
      expect(res.headers['content-type']).to.match(/^text\/csv/);
      expect(res.headers['content-disposition']).to.equal('attachment; filename="logs.csv"');
      expect(rows[0]).to.deep.equal([...LOG_CSV_COLUMNS]);
      expect(rows.slice(1)).to.deep.equal(
        listed.map((r) => [
          r.id,
          r.createdAt,
          r.kind,
          r.action,
          r.SUID ?? '',
          r.companyId ?? '',
          r.userName ?? '',
          JSON.stringify(r.details),
        ]),
      );
    }
  });

  it('streams a CSV larger than one cursor batch in full', async () => {
    const pool = t.registry.db.pool;
    await pool.query(
      `INSERT INTO action_logs (kind, action, details) SELECT 'System', 'Bulk export row', jsonb_build_object('n', g) FROM generate_series(1, 1200) g`,
    );
    const { rows } = await csv(admin.token, { filter: { action: 'Bulk export row' }, sort: ['createdAt', 'ASC'] });
    expect(rows).to.have.length(1201);
    expect(rows.slice(1).map((r) => JSON.parse(r[7]).n)).to.deep.equal(Array.from({ length: 1200 }, (_, i) => i + 1));
  });

  it('lets an auditor read the log, the CSV and the check; refuses company users and anonymous callers', async () => {
    await list(auditor.token).expect(200);
    await csv(auditor.token, { filter: { action: 'Test system event' } });
    await t.api.get('/api/admin/audit/verify').set('Authorization', `Bearer ${auditor.token}`).expect(200);
    const company = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    for (const path of [
      '/api/admin/logs',
      '/api/admin/logs/export',
      '/api/admin/logs/actions',
      '/api/admin/audit/verify',
    ]) {
      expect((await t.api.get(path).set('Authorization', `Bearer ${company.token}`)).status, path).to.equal(403);
      expect((await t.api.get(path)).status, path).to.equal(401);
    }
  });

  it('reports an intact chain', async () => {
    const { body } = await t.api
      .get('/api/admin/audit/verify')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(body.ok).to.equal(true);
    const count = await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs');
    expect(body.rows).to.equal(Number(count!.n));
    expect(body).to.not.have.property('firstBrokenId');
  });

  it('names the altered row when a log row is changed in SQL (rolled back)', async () => {
    const rolledBack = new Error('rolled back');
    await t.registry.db
      .tx(async (tx) => {
        await tx.query('ALTER TABLE action_logs DISABLE TRIGGER action_logs_append_only');
        const {
          rows: [victim],
        } = await tx.query<{ id: string; action: string }>(
          "SELECT id::text AS id, action FROM action_logs WHERE action = 'Test system event' ORDER BY id LIMIT 1",
        );
        await tx.query('UPDATE action_logs SET details = \'{"i": 99}\' WHERE id = $1', [victim.id]);
        const r = await t.registry.services.adminLogs.verify(tx);
        expect(r).to.deep.include({ ok: false, firstBrokenId: victim.id });
        expect(r.firstBroken).to.include({ id: victim.id, action: victim.action });
        throw rolledBack;
      })
      .catch((e) => {
        if (e !== rolledBack) throw e;
      });
    const after = await t.api.get('/api/admin/audit/verify').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(after.body.ok).to.equal(true);
  });

  it('the admin endpoint names a committed alteration until it is undone', async () => {
    const pool = t.registry.db.pool;
    const {
      rows: [victim],
    } = await pool.query<{ id: string; action: string; details: unknown }>(
      "SELECT id::text AS id, action, details FROM action_logs WHERE action = 'Test system event' ORDER BY id DESC LIMIT 1",
    );
    const alter = (details: unknown) =>
      t.registry.db.tx(async (tx) => {
        await tx.query('ALTER TABLE action_logs DISABLE TRIGGER action_logs_append_only');
        await tx.query('UPDATE action_logs SET details = $2 WHERE id = $1', [victim.id, JSON.stringify(details)]);
        await tx.query('ALTER TABLE action_logs ENABLE TRIGGER action_logs_append_only');
      });
    await alter({ tampered: true });
    try {
      const { body } = await t.api
        .get('/api/admin/audit/verify')
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      expect(body).to.deep.include({ ok: false, firstBrokenId: victim.id });
      expect(body.firstBroken.action).to.equal('Test system event');
    } finally {
      await alter(victim.details);
    }
    const { body } = await t.api
      .get('/api/admin/audit/verify')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(body.ok).to.equal(true);
  });
});
