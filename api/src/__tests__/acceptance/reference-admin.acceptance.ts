import { expect } from 'chai';
import {
  MSG,
  type AdminCertificationScheme,
  type AdminNamedReference,
  type CertificationScheme,
} from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { ledgerFixtureSql } from '../support/ledger-fixture';

describe('reference values (spec 3 §2.6, §5, §7: certification schemes, feedstock certifications, incentives)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: { token: string };
  let auditor: { token: string };
  let companyUser: { token: string };
  const suffix = Math.random().toString(16).slice(2, 8);

  const auth = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>));
  const logCount = async () =>
    Number((await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs'))!.n);
  const lastLog = () =>
    t.registry.db.one<{ action: string; subject_id: string; details: Record<string, unknown> }>(
      'SELECT action, subject_id, details FROM action_logs ORDER BY id DESC LIMIT 1',
    );
  const tableSnapshot = async () =>
    JSON.stringify([
      await t.registry.db.rows(
        'SELECT id, name, baseline_value, fuel_emission_factor FROM ref_certification_schemes ORDER BY id',
      ),
      await t.registry.db.rows('SELECT id, name FROM ref_feedstock_certifications ORDER BY id'),
      await t.registry.db.rows('SELECT id, name FROM ref_incentives ORDER BY id'),
    ]);

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    companyUser = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
  });

  it('lists each list to admins and auditors with Content-Range, searches by name and reads one row', async () => {
    for (const token of [admin.token, auditor.token]) {
      const res = await t.api.get('/api/admin/certification-schemes').set(auth(token)).expect(200);
      const rows = res.body as AdminCertificationScheme[];
      expect(rows.find((r) => r.id === 1)).to.deep.include({
        name: 'RSB Global',
        baselineValue: 89,
        fuelEmissionFactor: 3.16,
      });
      expect(res.headers['content-range']).to.match(/^certification-schemes 0-\d+\/\d+$/);
      const f = await t.api
        .get('/api/admin/feedstock-certifications')
        .query({ filter: JSON.stringify({ q: 'bonsucro' }) })
        .set(auth(token))
        .expect(200);
      expect((f.body as AdminNamedReference[]).map((r) => r.name)).to.deep.equal(['Bonsucro EU']);
      const i = await t.api
        .get('/api/admin/incentives')
        .query({ sort: JSON.stringify(['name', 'DESC']), range: '[0,1]' })
        .set(auth(token))
        .expect(200);
      expect(i.body).to.have.length(2);
      expect(i.headers['content-range']).to.match(/^incentives 0-1\/\d+$/);
    }
    const one = await t.api.get('/api/admin/certification-schemes/3').set(auth(auditor.token)).expect(200);
    expect(one.body).to.include({ id: 3, name: 'RSB CORSIA', inUse: false });
    await t.api.get('/api/admin/certification-schemes/99999').set(auth(admin.token)).expect(404);
    await t.api.get('/api/admin/incentives/abc').set(auth(admin.token)).expect(404);
  });

  it('creates a scheme (fuel emission factor 0 unless given), changes it, and the portal list follows at once; each write logged', async () => {
    const before = await logCount();
    const created = await t.api
      .post('/api/admin/certification-schemes')
      .set(auth(admin.token))
      .send({ name: `  Scheme ${suffix} `, baselineValue: 90.25 })
      .expect(200);
    const scheme = created.body as AdminCertificationScheme;
    expect(scheme).to.include({ name: `Scheme ${suffix}`, baselineValue: 90.25, fuelEmissionFactor: 0 });
    expect(await lastLog()).to.deep.include({ action: 'Certification scheme created', subject_id: String(scheme.id) });
    let portal = (await t.api.get('/api/reference/certification-schemes').set(auth(companyUser.token)).expect(200))
      .body as CertificationScheme[];
    expect(portal.find((s) => s.id === scheme.id)).to.include({ baselineValue: '90.25', fuelEmissionFactor: '0.0000' });

    const changed = await t.api
      .patch(`/api/admin/certification-schemes/${scheme.id}`)
      .set(auth(admin.token))
      .send({ baselineValue: 91.5, fuelEmissionFactor: 3.16 })
      .expect(200);
    expect(changed.body).to.include({ baselineValue: 91.5, fuelEmissionFactor: 3.16 });
    const log = await lastLog();
    expect(log!.action).to.equal('Certification scheme updated');
    expect(log!.details.changes).to.deep.equal({
      baselineValue: { from: 90.25, to: 91.5 },
      fuelEmissionFactor: { from: 0, to: 3.16 },
    });
    portal = (await t.api.get('/api/reference/certification-schemes').set(auth(companyUser.token)).expect(200))
      .body as CertificationScheme[];
    expect(portal.find((s) => s.id === scheme.id)).to.include({ baselineValue: '91.50', fuelEmissionFactor: '3.1600' });

    // nothing changed: no write, no log row
    const afterTwo = await logCount();
    await t.api
      .patch(`/api/admin/certification-schemes/${scheme.id}`)
      .set(auth(admin.token))
      .send({ baselineValue: 91.5 })
      .expect(200);
    expect(await logCount()).to.equal(afterTwo);
    expect(afterTwo).to.equal(before + 2);

    await t.api.delete(`/api/admin/certification-schemes/${scheme.id}`).set(auth(admin.token)).expect(200);
    expect(await lastLog()).to.deep.include({ action: 'Certification scheme deleted' });
    portal = (await t.api.get('/api/reference/certification-schemes').set(auth(companyUser.token)).expect(200))
      .body as CertificationScheme[];
    expect(portal.find((s) => s.id === scheme.id)).to.equal(undefined);
  });

  it('refuses a scheme without name or baseline value, with a bad baseline or factor, unknown fields, a taken name — with the messages, changing nothing', async () => {
    const before = await logCount();
    const snapshot = await tableSnapshot();
    const post = (body: Record<string, unknown>) =>
      t.api.post('/api/admin/certification-schemes').set(auth(admin.token)).send(body);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ baselineValue: 89 }, 422, MSG.nameRequired],
      [{ name: '   ', baselineValue: 89 }, 422, MSG.nameRequired],
      [{ name: 'x'.repeat(256), baselineValue: 89 }, 422, MSG.textTooLong],
      [{ name: `No baseline ${suffix}` }, 422, MSG.baselineValueRequired],
      [{ name: `Text baseline ${suffix}`, baselineValue: 'abc' }, 422, MSG.baselineValueRequired],
      [{ name: `Zero ${suffix}`, baselineValue: 0 }, 422, MSG.baselineValueInvalid],
      [{ name: `Huge ${suffix}`, baselineValue: 100000 }, 422, MSG.baselineValueInvalid],
      [{ name: `Three decimals ${suffix}`, baselineValue: 89.123 }, 422, MSG.feeTwoDecimals],
      [
        { name: `Negative factor ${suffix}`, baselineValue: 89, fuelEmissionFactor: -1 },
        422,
        MSG.fuelEmissionFactorInvalid,
      ],
      [
        { name: `Five decimals ${suffix}`, baselineValue: 89, fuelEmissionFactor: 3.12345 },
        422,
        MSG.fuelEmissionFactorInvalid,
      ],
      [{ name: 'rsb global', baselineValue: 89 }, 409, MSG.referenceNameTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).to.equal(status);
      expect(res.body.error.message, JSON.stringify(body)).to.equal(message);
    }
    expect((await post({ name: `Extra ${suffix}`, baselineValue: 89, id: 77 })).status).to.equal(422);
    const patch = await t.api
      .patch('/api/admin/certification-schemes/1')
      .set(auth(admin.token))
      .send({ name: 'ISCC EU' });
    expect(patch.status).to.equal(409);
    expect(patch.body.error.details).to.deep.equal([{ path: 'name', message: MSG.referenceNameTaken }]);
    expect(
      (await t.api.patch('/api/admin/certification-schemes/1').set(auth(admin.token)).send({ baselineValue: -3 })).body
        .error.message,
    ).to.equal(MSG.baselineValueInvalid);
    const named = await t.api.post('/api/admin/incentives').set(auth(admin.token)).send({ name: '' });
    expect(named.status).to.equal(422);
    expect(named.body.error.message).to.equal(MSG.nameRequired);
    expect(
      (await t.api.post('/api/admin/feedstock-certifications').set(auth(admin.token)).send({ name: 'RSPO' })).body.error
        .message,
    ).to.equal(MSG.referenceNameTaken);
    expect(
      (await t.api.patch('/api/admin/incentives/99999').set(auth(admin.token)).send({ name: 'Nope' })).status,
    ).to.equal(404);
    expect(await logCount()).to.equal(before);
    expect(await tableSnapshot()).to.equal(snapshot);
  });

  it('creates, renames and deletes feedstock certifications and incentives; the portal lists follow', async () => {
    for (const [path, portalPath, label] of [
      ['/api/admin/feedstock-certifications', '/api/reference/feedstock-certifications', 'Feedstock certification'],
      ['/api/admin/incentives', '/api/reference/incentives', 'Incentive'],
    ] as const) {
      const created = (
        await t.api
          .post(path)
          .set(auth(admin.token))
          .send({ name: `Item ${suffix}` })
          .expect(200)
      ).body as AdminNamedReference;
      expect(await lastLog()).to.deep.include({ action: `${label} created` });
      const renamed = await t.api
        .patch(`${path}/${created.id}`)
        .set(auth(admin.token))
        .send({ name: `Renamed ${suffix}` })
        .expect(200);
      expect(renamed.body).to.include({ id: created.id, name: `Renamed ${suffix}` });
      expect(await lastLog()).to.deep.include({ action: `${label} updated` });
      const portal = (await t.api.get(portalPath).set(auth(companyUser.token)).expect(200)).body as {
        id: number;
        name: string;
      }[];
      expect(portal).to.deep.include({ id: created.id, name: `Renamed ${suffix}` });
      await t.api.delete(`${path}/${created.id}`).set(auth(admin.token)).expect(200);
      expect(await lastLog()).to.deep.include({ action: `${label} deleted` });
      await t.api.get(`${path}/${created.id}`).set(auth(admin.token)).expect(404);
    }
  });

  it('refuses deleting a scheme or a feedstock certification that a credit names, with the message, changing nothing', async () => {
    const scheme = (
      await t.api
        .post('/api/admin/certification-schemes')
        .set(auth(admin.token))
        .send({ name: `Used ${suffix}`, baselineValue: 94 })
        .expect(200)
    ).body as AdminCertificationScheme;
    const cert = (
      await t.api
        .post('/api/admin/feedstock-certifications')
        .set(auth(admin.token))
        .send({ name: `Used cert ${suffix}` })
        .expect(200)
    ).body as AdminNamedReference;
    const supplier = (await t.registry.db.one<{ id: string }>(
      "SELECT id FROM companies WHERE type = 'Supplier' AND status = 'Active' LIMIT 1",
    ))!;
    await ledgerFixtureSql(
      t.registry.db,
      `INSERT INTO credits (company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, details)
       VALUES ($1, $1, 'Pending', 1000, 2500, 44000, $2)`,
      [
        supplier.id,
        JSON.stringify({ sustainabilityCertification: scheme.id, batches: [{ feedstockCertification: cert.name }] }),
      ],
    );
    const before = await logCount();
    expect(
      (await t.api.get(`/api/admin/certification-schemes/${scheme.id}`).set(auth(admin.token)).expect(200)).body.inUse,
    ).to.equal(true);
    const s = await t.api.delete(`/api/admin/certification-schemes/${scheme.id}`).set(auth(admin.token));
    expect(s.status).to.equal(409);
    expect(s.body.error.message).to.equal(MSG.schemeInUse);
    const c = await t.api.delete(`/api/admin/feedstock-certifications/${cert.id}`).set(auth(admin.token));
    expect(c.status).to.equal(409);
    expect(c.body.error.message).to.equal(MSG.feedstockCertificationInUse);
    await t.api.get(`/api/admin/certification-schemes/${scheme.id}`).set(auth(admin.token)).expect(200);
    await t.api.get(`/api/admin/feedstock-certifications/${cert.id}`).set(auth(admin.token)).expect(200);
    expect(await logCount()).to.equal(before);
    await t.registry.db.pool.query("DELETE FROM credits WHERE details->>'sustainabilityCertification' = $1", [
      String(scheme.id),
    ]);
  });

  it('refuses every write to an auditor (403), a company user (403) and anonymously (401), and lists to company users, changing nothing', async () => {
    const before = await logCount();
    const snapshot = await tableSnapshot();
    for (const [token, status] of [
      [auditor.token, 403],
      [companyUser.token, 403],
      [undefined, 401],
    ] as const) {
      expect(
        (
          await t.api
            .post('/api/admin/certification-schemes')
            .set(auth(token))
            .send({ name: `Evil ${suffix}`, baselineValue: 89 })
        ).status,
      ).to.equal(status);
      expect(
        (await t.api.patch('/api/admin/certification-schemes/1').set(auth(token)).send({ baselineValue: 1 })).status,
      ).to.equal(status);
      expect((await t.api.delete('/api/admin/certification-schemes/8').set(auth(token))).status).to.equal(status);
      for (const path of ['/api/admin/feedstock-certifications', '/api/admin/incentives']) {
        expect(
          (
            await t.api
              .post(path)
              .set(auth(token))
              .send({ name: `Evil ${suffix}` })
          ).status,
        ).to.equal(status);
        expect(
          (
            await t.api
              .patch(`${path}/1`)
              .set(auth(token))
              .send({ name: `Evil ${suffix}` })
          ).status,
        ).to.equal(status);
        expect((await t.api.delete(`${path}/1`).set(auth(token))).status).to.equal(status);
      }
    }
    expect((await t.api.get('/api/admin/certification-schemes').set(auth(companyUser.token))).status).to.equal(403);
    expect((await t.api.get('/api/admin/incentives')).status).to.equal(401);
    expect(await logCount()).to.equal(before);
    expect(await tableSnapshot()).to.equal(snapshot);
  });
});
