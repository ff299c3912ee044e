import { expect } from 'chai';
import { auditorSelection, type AuditorCompany } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';

describe('auditor company selector (spec 1 §2 "Auditor header", §9)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const auth = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>));
  const companyOf = async (type: string) =>
    (await t.registry.db.one<{ id: string; name: string }>(
      "SELECT id, name FROM companies WHERE type = $1 AND name <> '' ORDER BY created_at LIMIT 1",
      [type],
    ))!;

  before(async () => {
    t = await givenRegistry();
  });

  it('lists the companies whose access has not expired, by name, with the latest expiry; nothing else', async () => {
    const auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    const auditorCo = await companyOf('Auditor');
    const supplier = await companyOf('Supplier');
    const airline = await companyOf('Airline');
    const forwarder = await companyOf('Forwarder');
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const grant = (companyId: string, offset: number) =>
      t.registry.db.pool.query(
        'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
        [auditorCo.id, companyId, new Date(now + offset)],
      );
    try {
      expect((await t.api.get('/api/auditor/companies').set(auth(auditor.token)).expect(200)).body).to.deep.equal([]);
      await grant(supplier.id, 10 * day);
      await grant(forwarder.id, 2 * day);
      await grant(forwarder.id, 20 * day);
      await grant(airline.id, -day); // expired
      const list = (await t.api.get('/api/auditor/companies').set(auth(auditor.token)).expect(200))
        .body as AuditorCompany[];
      const expected = [supplier, forwarder].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      expect(list.map((c) => c.id)).to.deep.equal(expected.map((c) => c.id));
      expect(list.find((c) => c.id === forwarder.id)!.accessExpiresAt).to.equal(new Date(now + 20 * day).toISOString());
      expect(list.find((c) => c.id === supplier.id)).to.include({ type: 'Supplier', name: supplier.name });
    } finally {
      await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCo.id]);
    }
  });

  it('is for auditors only: admins and company users 403, anonymous 401', async () => {
    const admin = await adminSession(t);
    const owner = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    expect((await t.api.get('/api/auditor/companies').set(auth(admin.token))).status).to.equal(403);
    expect((await t.api.get('/api/auditor/companies').set(auth(owner.token))).status).to.equal(403);
    expect((await t.api.get('/api/auditor/companies')).status).to.equal(401);
  });

  it('keeps a listed selection, auto-selects the only company, clears a selection no longer listed', () => {
    expect(auditorSelection([{ id: 'a' }, { id: 'b' }], 'b')).to.equal('b');
    expect(auditorSelection([{ id: 'a' }], undefined)).to.equal('a');
    expect(auditorSelection([{ id: 'a' }], 'gone')).to.equal('a');
    expect(auditorSelection([{ id: 'a' }, { id: 'b' }], 'gone')).to.equal(undefined);
    expect(auditorSelection([], 'a')).to.equal(undefined);
  });
});
