/**
 * Issue 11.3: an Auditor reads company data in the admin area only of companies it holds a current grant for
 * (its own company included); submissions and the signed letters are for Admin and SuperAdmin only.
 * Every admin read endpoint that answers company data is checked with no grant, a valid one and an expired one.
 */
import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, givenPdf, signIn } from '../support/builders';

type Grant = 'none' | 'valid' | 'expired';
const GRANTS: Grant[] = ['none', 'valid', 'expired'];

describe('auditor scope in the admin area (issue 11.3)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let auditor: { token: string };
  let admin: { token: string };
  let auditorCo: string;
  let supplier: string;
  let supplierUser: string;
  let credit: string;
  let attachment: string;
  let fee: string;
  let logId: string;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const q = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const get = (path: string, query: Record<string, unknown> = {}) =>
    t.api.get(`/api${path}`).query(q(query)).set(auth(auditor.token));

  async function setGrant(g: Grant) {
    await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCo]);
    if (g === 'none') return;
    const day = 86_400_000;
    const expiresAt = new Date(t.clock.now().getTime() + (g === 'valid' ? 10 * day : -day));
    await t.registry.db.pool.query(
      'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
      [auditorCo, supplier, expiresAt],
    );
  }

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    const one = async <T extends { id: string }>(sql: string, params: unknown[] = []) =>
      (await t.registry.db.one<T>(sql, params))!;
    auditorCo = (await one<{ id: string }>("SELECT company_id AS id FROM users WHERE email = 'auditor.owner@demo.bcu'"))
      .id;
    supplier = (await one<{ id: string }>("SELECT company_id AS id FROM users WHERE email = 'supplier.owner@demo.bcu'"))
      .id;
    supplierUser = (await one<{ id: string }>("SELECT id FROM users WHERE email = 'supplier.owner@demo.bcu'")).id;
    credit = (
      await one<{ id: string }>(
        'SELECT id FROM credits WHERE company_id = $1 AND pos_file_id IS NOT NULL ORDER BY created_at LIMIT 1',
        [supplier],
      )
    ).id;
    attachment = (
      await t.api
        .post(`/api/admin/credits/${credit}/attachments`)
        .set(auth(admin.token))
        .attach('file', await givenPdf(), { filename: 'scope.pdf', contentType: 'application/pdf' })
        .expect(201)
    ).body.id;
    fee = (
      await t.api
        .post('/api/admin/fees')
        .set(auth(admin.token))
        .send({ companyId: supplier, start: '2026-01-01', end: '2026-03-31' })
        .expect(200)
    ).body.id;
    logId = (
      await one<{ id: string }>('SELECT id::text AS id FROM action_logs WHERE company_id = $1 LIMIT 1', [supplier])
    ).id;
  });

  after(() => t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCo]));

  /** Detail reads of the supplier's data: 200 with a valid grant, else 404. */
  const details = () => [
    `/admin/accounts/${supplier}`,
    `/admin/accounts/${supplier}/transactions`,
    `/admin/accounts/${supplier}/credits`,
    `/admin/accounts/${supplier}/credits/total`,
    `/admin/accounts/${supplier}/contacts`,
    `/admin/users/${supplierUser}`,
    `/admin/credits/${credit}`,
    `/admin/credits/${credit}/attachments`,
    `/admin/credits/${credit}/attachments/${attachment}`,
    `/admin/fees/${fee}`,
    `/admin/logs/${logId}`,
    `/credits/${credit}`,
    `/credits/${credit}/pos-file`,
  ];

  for (const g of GRANTS)
    it(`detail reads of a company's data with ${g} grant → ${g === 'valid' ? 200 : 404}`, async () => {
      await setGrant(g);
      for (const path of details()) expect((await get(path)).status, path).to.equal(g === 'valid' ? 200 : 404);
    });

  for (const g of GRANTS)
    it(`lists and exports show the company's rows only with a valid grant (${g})`, async () => {
      await setGrant(g);
      const seen = g === 'valid';
      const lists: [string, Record<string, unknown>, (row: Record<string, unknown>) => unknown][] = [
        ['/admin/accounts', { filter: { id: [supplier] } }, (r) => r.id],
        ['/admin/users', { filter: { companyId: supplier } }, (r) => r.companyId],
        ['/admin/credits', { filter: { companyId: supplier } }, (r) => r.id],
        ['/admin/fees', { filter: { companyId: supplier } }, (r) => r.companyId],
        ['/admin/logs', { filter: { id: [logId] } }, (r) => r.id],
      ];
      for (const [path, query] of lists) {
        const res = await get(path, query).expect(200);
        expect((res.body as unknown[]).length > 0, path).to.equal(seen);
      }
      for (const [path, query, needle] of [
        ['/admin/accounts/export', { filter: { id: [supplier] } }, supplier],
        ['/admin/users/export', { filter: { companyId: supplier } }, supplierUser],
        ['/admin/logs/export', { filter: { id: [logId] } }, supplier],
      ] as const) {
        const res = await get(path, query)
          .buffer(true)
          .parse((r, cb) => {
            let text = '';
            r.on('data', (c: Buffer) => (text += c.toString()));
            r.on('end', () => cb(null, text));
          });
        expect(res.status, path).to.equal(200);
        expect((res.body as string).includes(needle), path).to.equal(seen);
      }
      // the unfiltered lists never name another company than the auditor's own or a granted one
      const allowed = seen ? [auditorCo, supplier] : [auditorCo];
      const accounts = (await get('/admin/accounts', { range: [0, 999] }).expect(200)).body as { id: string }[];
      expect(accounts.map((a) => a.id).every((id) => allowed.includes(id))).to.equal(true);
      const users = (await get('/admin/users', { range: [0, 999] }).expect(200)).body as { companyId: string }[];
      expect(users.every((u) => allowed.includes(u.companyId))).to.equal(true);
    });

  it('submissions and signed letters are for Admin and SuperAdmin only, whatever the grant', async () => {
    await setGrant('valid');
    const submission = (await t.api.get('/api/admin/submissions').set(auth(admin.token)).expect(200)).body[0].id;
    expect((await get('/admin/submissions')).status).to.equal(403);
    expect((await get(`/admin/submissions/${submission}`)).status).to.equal(403);
    expect((await get(`/admin/companies/${supplier}/signed-letter`)).status).to.equal(403);
  });
});
