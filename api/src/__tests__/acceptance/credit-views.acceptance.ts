import { expect } from 'chai';
import ExcelJS from 'exceljs';
import {
  ADMIN_CREDIT_COLUMNS,
  MSG,
  type AdminCreditDetail,
  type BalanceTotal,
  type CreditDetail,
  type CreditEventRow,
  type CreditListRow,
} from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, givenPdf, signIn, uniqueName } from '../support/builders';
import { givenCredit, givenRegistrationDetails } from '../support/credit-builders';

const DEMO = 'Demo1234!';

describe('credit views: balance, BCU detail, admin BCUs (spec 2 §2.2, §2.12; spec 3 §2.2, §5)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  type Session = { token: string; user: { companyId: string } };
  let admin: { token: string };
  let supplier: Session;
  let airline: Session;
  let facilitator: Session;
  let auditor: Session;
  let supplierCo: string;
  let airlineCo: string;
  let facilitatorCo: string;
  let auditorCo: string;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const q = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const companyOf = async (type: string) =>
    (await t.registry.db.one<{ id: string }>(
      "SELECT id FROM companies WHERE type = $1 AND name NOT LIKE 'Company %' ORDER BY created_at LIMIT 1",
      [type],
    ))!.id;

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    supplier = await signIn(t, 'supplier.user@demo.bcu', DEMO);
    airline = await signIn(t, 'airline.user@demo.bcu', DEMO);
    facilitator = await signIn(t, 'facilitator.user@demo.bcu', DEMO);
    auditor = await signIn(t, 'auditor.owner@demo.bcu', DEMO);
    supplierCo = supplier.user.companyId ?? (await companyOf('Supplier'));
    airlineCo = airline.user.companyId ?? (await companyOf('Airline'));
    facilitatorCo = facilitator.user.companyId ?? (await companyOf('Facilitator'));
    auditorCo = auditor.user.companyId ?? (await companyOf('Auditor'));
  });

  const balance = (token: string, query: Record<string, unknown> = {}) =>
    t.api.get('/api/credits').query(q(query)).set(auth(token));

  describe('GET /api/credits (balance)', () => {
    let tag: string;
    let active: { id: string; bcuid: string | null };
    before(async () => {
      tag = uniqueName('Bal').replace(/\W/g, '');
      const db = t.registry.db;
      const now = t.clock.now().getTime();
      active = await givenCredit(db, {
        companyId: supplierCo,
        posNumber: `${tag}-A`,
        volumeKg: 1_234_500,
        facilitatorCompanyId: facilitatorCo,
        facilitatorAmountKg: 1000,
        expiresAt: new Date(now + 60 * 86_400_000),
      });
      await givenCredit(db, {
        companyId: supplierCo,
        posNumber: `${tag}-B`,
        volumeKg: 500,
        status: 'Suspended',
        approvedAt: new Date('2023-05-01T00:00:00Z'),
        expiresAt: new Date(now + 300 * 86_400_000),
      });
      await givenCredit(db, { companyId: supplierCo, posNumber: `${tag}-C`, volumeKg: 1, status: 'Expired' });
      await givenCredit(db, { companyId: supplierCo, posNumber: `${tag}-D`, volumeKg: 7, status: 'Retired' });
      for (let i = 0; i < 11; i++)
        await givenCredit(db, { companyId: supplierCo, posNumber: `${tag}-P${i}`, volumeKg: 1000 });
    });

    it('lists the company’s BCUs with the columns of §2.2, 3-decimal volumes, 10 a page by default and a Content-Range', async () => {
      const res = await balance(supplier.token, { filter: { search: tag } }).expect(200);
      expect(res.body).to.have.length(10);
      // the counted statuses by default (contracts BALANCE_COUNTED_STATUSES): Active, Suspended + 11; not Expired, not Retired
      expect(res.headers['content-range']).to.match(/^credits 0-9\/13$/);
      const all = (await balance(supplier.token, { filter: { search: tag }, range: [0, 99] }).expect(200))
        .body as CreditListRow[];
      const row = all.find((r) => r.id === active.id)!;
      expect(row).to.include({
        BCUID: active.bcuid,
        volume: '1234.500',
        tonnesOfCO2eq: '34.250',
        neatAmountInMJ: '539375',
        productType: 'SAF',
        status: 'Active',
        facilitatorAmount: '1.000',
        companyId: supplierCo,
      });
      expect(row.facilitatorName).to.be.a('string');
      expect(row.bcuHolder).to.be.a('string');
      expect(row.certificationScheme).to.be.a('string');
      expect(all.some((r) => r.status === 'Retired' || r.status === 'Expired')).to.equal(false);
      const inactive = (await balance(supplier.token, { filter: { search: tag, status: 'Inactive' } }).expect(200))
        .body as CreditListRow[];
      expect(inactive.map((r) => r.statusLabel)).to.deep.equal(['Inactive']);
    });

    it('filters by status, assignment, registration year, expiry preset and range, and sorts', async () => {
      const ids = async (filter: Record<string, unknown>, sort?: [string, string]) =>
        (
          (
            await balance(supplier.token, {
              filter: { search: tag, ...filter },
              range: [0, 99],
              ...(sort ? { sort } : {}),
            }).expect(200)
          ).body as CreditListRow[]
        ).map((r) => r.status + r.volume);
      expect(await ids({ status: ['Suspended'] })).to.deep.equal(['Suspended0.500']);
      expect(await ids({ status: 'Inactive' })).to.deep.equal(['Expired0.001']);
      expect(await ids({ assign: 'assigned' })).to.deep.equal(['Active1234.500']);
      expect(await ids({ assign: 'unassigned' })).to.have.length(12);
      expect(await ids({ registrationYear: 2023 })).to.deep.equal(['Suspended0.500']);
      expect(await ids({ expiresWithin: '3m' })).to.deep.equal(['Active1234.500']);
      expect(await ids({ expiresWithin: '1y' })).to.have.members(['Active1234.500', 'Suspended0.500']);
      const day = (d: number) => new Date(t.clock.now().getTime() + d * 86_400_000).toISOString().slice(0, 10);
      expect(await ids({ startDate: day(200), endDate: day(400) })).to.deep.equal(['Suspended0.500']);
      const sorted = await ids({}, ['volume', 'ASC']);
      expect(sorted[0]).to.equal('Suspended0.500');
      expect(sorted.at(-1)).to.equal('Active1234.500');
      await balance(supplier.token, { filter: { registrationYear: 2019 } }).expect(422);
      // any credit status is answered (issue 10 point 4), not refused
      expect(await ids({ status: ['Retired'] })).to.deep.equal(['Retired0.007']);
      const bad = await balance(supplier.token, { filter: { startDate: day(5), endDate: day(1) } }).expect(422);
      expect(JSON.stringify(bad.body)).to.contain(MSG.startRangeAfterEnd);
    });

    it('searches the holder’s name and the feedstock’s name as well as BCU ID and PoS number', async () => {
      const found = (search?: string) => balance(supplier.token, { filter: search ? { search } : {}, range: [0, 99] });
      const count = async (search?: string) =>
        Number((await found(search).expect(200)).headers['content-range'].split('/')[1]);
      const [row] = (await found(`${tag}-A`).expect(200)).body as CreditListRow[];
      // every BCU of the balance is held by the supplier: its name finds them all
      expect(await count(row.bcuHolder)).to.equal(await count());
      const byFeedstock = (await found(row.rawMaterial!).expect(200)).body as CreditListRow[];
      expect(byFeedstock.length).to.be.greaterThan(0);
      expect(byFeedstock.every((r) => r.rawMaterial === row.rawMaterial)).to.equal(true);
      expect(await count(`zz-${tag}-nothing`)).to.equal(0);
    });

    it('finds a BCU by its BCU ID, whole, begun or any part of it, in any case, with % and _ taken literally', async () => {
      const ids = async (search: string) =>
        (
          (await balance(supplier.token, { filter: { search }, range: [0, 99] }).expect(200)).body as CreditListRow[]
        ).map((r) => r.id);
      const bcuid = active.bcuid!;
      for (const search of [
        bcuid,
        bcuid.toLowerCase(),
        bcuid.slice(0, -2),
        bcuid.slice(0, -2).toLowerCase(),
        bcuid.slice(4),
      ])
        expect(await ids(search), search).to.include(active.id);
      expect(await ids(`${bcuid}9`)).to.not.include(active.id);
      expect(await ids('BCU-%')).to.deep.equal([]);
      expect(await ids('bcu-____-')).to.deep.equal([]);
      expect(await ids(`x${bcuid}`)).to.deep.equal([]);
    });

    it('gives the total balance with exactly 3 decimals under the same filter', async () => {
      const total = (
        await t.api
          .get('/api/credits/balance-total')
          .query(q({ filter: { search: tag, status: ['Active'] } }))
          .set(auth(supplier.token))
          .expect(200)
      ).body as BalanceTotal;
      expect(total).to.deep.equal({ total: '1245.500', count: 12 });
    });

    it('never shows another company’s balance: accountId of another company is 404; an Auditor sees a company it holds access to', async () => {
      expect((await balance(airline.token, { filter: { search: tag } }).expect(200)).body).to.have.length(0);
      await balance(airline.token, { filter: { accountId: supplierCo } }).expect(404);
      await balance(auditor.token, { filter: { accountId: supplierCo } }).expect(404);
      await t.registry.db.pool.query(
        'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
        [auditorCo, supplierCo, new Date(t.clock.now().getTime() + 86_400_000)],
      );
      try {
        const rows = (
          await balance(auditor.token, { filter: { accountId: supplierCo, search: tag }, range: [0, 99] }).expect(200)
        ).body as CreditListRow[];
        expect(rows).to.have.length(13);
      } finally {
        await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2', [
          auditorCo,
          supplierCo,
        ]);
      }
      await t.api.get('/api/credits').expect(401);
    });

    it('lists a facilitator the units assigned to it', async () => {
      const rows = (await balance(facilitator.token, { filter: { search: tag } }).expect(200)).body as CreditListRow[];
      expect(rows.map((r) => r.id)).to.deep.equal([active.id]);
    });
  });

  describe('GET /api/credits/{id} and /events (BCU detail)', () => {
    let credit: { id: string; bcuid: string | null };
    before(async () => {
      credit = await givenCredit(t.registry.db, {
        companyId: supplierCo,
        facilitatorCompanyId: facilitatorCo,
        facilitatorAmountKg: 2000,
      });
    });

    it('shows the holder its BCU with values, info, scopes, facilitator, events and the tabs a Supplier sees', async () => {
      const d = (await t.api.get(`/api/credits/${credit.id}`).set(auth(supplier.token)).expect(200))
        .body as CreditDetail;
      expect(d.tabs).to.deep.equal(['bcu-values', 'bcu-info', 'scope1', 'scope3', 'facilitator', 'bcu-events']);
      expect(d.values).to.include({
        volume: '12.500',
        tonnesOfCO2eq: '34.250',
        neatAmountInMJ: '539375',
        batchNumber: 2,
        LCAGHGValue: '22.50',
      });
      expect(d.info).to.include({
        productType: 'SAF',
        supplierName: 'Rotterdam Site',
        supplierZip: '30110',
        chainCustodyModel: 'Mass Balance',
        acquisitionDate: '2025-01-05',
        deliveryCountry: 'Netherlands',
      });
      expect(d.facilitator).to.include({ facilitatorId: facilitatorCo, facilitatorAmount: '2.000' });
      expect(d.events.map((e) => e.creditEvent)).to.deep.equal(['Registration Approved']);
      expect(d.events[0]).to.include({
        BCUID: credit.bcuid,
        preEventStatus: 'Pending',
        postEventStatus: 'Active',
        amount: '12.500',
      });
    });

    it('hides BCU Values from an Airline, the Facilitator tab from a Facilitator company, BCU Events from an Auditor', async () => {
      await t.api.get(`/api/credits/${credit.id}`).set(auth(airline.token)).expect(404);
      const f = (await t.api.get(`/api/credits/${credit.id}`).set(auth(facilitator.token)).expect(200))
        .body as CreditDetail;
      expect(f.tabs).to.deep.equal(['bcu-info', 'scope1', 'scope3', 'bcu-events']);
      await t.api.get(`/api/credits/${credit.id}`).set(auth(auditor.token)).expect(404);
      await t.registry.db.pool.query(
        'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
        [auditorCo, supplierCo, new Date(t.clock.now().getTime() + 86_400_000)],
      );
      try {
        const a = (await t.api.get(`/api/credits/${credit.id}`).set(auth(auditor.token)).expect(200))
          .body as CreditDetail;
        expect(a.tabs).to.deep.equal(['bcu-values', 'bcu-info', 'scope1', 'scope3']);
        expect(a.events).to.deep.equal([]);
        await t.api.get(`/api/credits/${credit.id}/events`).set(auth(auditor.token)).expect(403);
      } finally {
        await t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCo]);
      }
    });

    it('answers 404 for a malformed or unknown id and for another company', async () => {
      await t.api.get('/api/credits/not-a-uuid').set(auth(supplier.token)).expect(404);
      await t.api.get('/api/credits/00000000-0000-4000-8000-000000000000').set(auth(supplier.token)).expect(404);
      await t.api.get(`/api/credits/${credit.id}/events`).set(auth(airline.token)).expect(404);
    });

    it('lists the events of a split part together with its ancestors’ events', async () => {
      const child = await givenCredit(t.registry.db, {
        companyId: airlineCo,
        issuerCompanyId: supplierCo,
        parentId: credit.id,
        bcuid: `${credit.bcuid}-01`,
        volumeKg: 1000,
      });
      const events = (await t.api.get(`/api/credits/${child.id}/events`).set(auth(airline.token)).expect(200))
        .body as CreditEventRow[];
      expect(events.map((e) => e.BCUID)).to.have.members([credit.bcuid, `${credit.bcuid}-01`]);
      const d = (await t.api.get(`/api/credits/${child.id}`).set(auth(airline.token)).expect(200)).body as CreditDetail;
      expect(d.origin).to.equal(credit.bcuid);
      expect(d.tabs).to.not.include('bcu-values');
    });
  });

  describe('admin BCUs (spec 3 §2.2, §5)', () => {
    let tag: string;
    let ids: string[];
    const list = (token: string, query: Record<string, unknown> = {}) =>
      t.api.get('/api/admin/credits').query(q(query)).set(auth(token));
    // the auditor reads the supplier's BCUs through a current grant (issue 11.3)
    before(() =>
      t.registry.db.pool.query(
        'INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)',
        [auditorCo, supplierCo, new Date(t.clock.now().getTime() + 86_400_000)],
      ),
    );
    after(() => t.registry.db.pool.query('DELETE FROM auditor_access WHERE auditor_company_id = $1', [auditorCo]));
    before(async () => {
      tag = uniqueName('Adm').replace(/\W/g, '');
      ids = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          (
            await givenCredit(t.registry.db, {
              companyId: supplierCo,
              posNumber: `${tag}-${i}`,
              volumeKg: 1000 * (i + 1),
              status: i === 2 ? 'Suspended' : 'Active',
            })
          ).id,
        );
    });

    it('lists every BCU with statuses, a trimmed search, a date range, 50 a page and sorting; auditors read too', async () => {
      const page = await list(admin.token).expect(200);
      expect(page.body.length).to.be.at.most(50);
      expect(page.headers['content-range']).to.match(/^credits 0-\d+\/\d+$/);
      const found = (await list(admin.token, { filter: { q: `  ${tag}  ` }, sort: ['volume', 'DESC'] }).expect(200))
        .body as CreditListRow[];
      expect(found.map((r) => r.volume)).to.deep.equal(['3.000', '2.000', '1.000']);
      expect((await list(admin.token, { filter: { q: tag, status: ['Suspended'] } }).expect(200)).body).to.have.length(
        1,
      );
      const today = t.clock.now().toISOString().slice(0, 10);
      expect(
        (await list(admin.token, { filter: { q: tag, startDate: today, endDate: today } }).expect(200)).body,
      ).to.have.length(3);
      expect((await list(admin.token, { filter: { q: tag, endDate: '2020-01-01' } }).expect(200)).body).to.have.length(
        0,
      );
      expect((await list(auditor.token, { filter: { q: tag } }).expect(200)).body).to.have.length(3);
      await list(supplier.token).expect(403);
      await t.api.get('/api/admin/credits').expect(401);
    });

    it('downloads BCU_download_{timestamp}.xlsx with the list’s columns and rows under the same filter', async () => {
      const res = await t.api
        .get('/api/admin/credits/download')
        .query(q({ filter: { q: tag }, sort: ['volume', 'ASC'] }))
        .set(auth(auditor.token))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-disposition']).to.match(/filename="BCU_download_\d{8}_\d{6}\.xlsx"/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as never);
      const sheet = wb.worksheets[0];
      const rows = sheet
        .getSheetValues()
        .filter(Boolean)
        .map((r) => ADMIN_CREDIT_COLUMNS.map((_, i) => (r as unknown[])[i + 1] ?? ''));
      expect(rows[0]).to.deep.equal(ADMIN_CREDIT_COLUMNS.map(([, h]) => h));
      const listed = (await list(admin.token, { filter: { q: tag }, sort: ['volume', 'ASC'] }).expect(200))
        .body as CreditListRow[];
      expect(rows.slice(1)).to.deep.equal(listed.map((r) => ADMIN_CREDIT_COLUMNS.map(([k]) => r[k] ?? '')));
    });

    it('shows a BCU with every tab, its note and attachments', async () => {
      const d = (await t.api.get(`/api/admin/credits/${ids[0]}`).set(auth(auditor.token)).expect(200))
        .body as AdminCreditDetail;
      expect(d.tabs).to.have.length(6);
      expect(d.note).to.equal(null);
      expect(d.attachments).to.deep.equal([]);
      await t.api.get('/api/admin/credits/nope').set(auth(admin.token)).expect(404);
    });

    const edit = (token: string, id: string, body: Record<string, unknown>) =>
      t.api.patch(`/api/admin/credits/${id}`).set(auth(token)).send(body);

    it('edits the changed fields with the spec’s rules and messages, recording an Edited event and a log row', async () => {
      const id = ids[0];
      const msg = async (body: Record<string, unknown>) =>
        JSON.stringify((await edit(admin.token, id, { id, ...body }).expect(422)).body);
      expect(await msg({ productType: null })).to.contain(MSG.productTypeRequiredDot);
      expect(await msg({ supplierZip: '1234' })).to.contain(MSG.zipMoreThan4);
      expect(await msg({ supplierAddress: 'ab' })).to.contain(MSG.supplierAddressMin);
      expect(await msg({ LCAGHGValue: 'abc' })).to.contain(MSG.creditEditNumber);
      expect(await msg({ batchNumber: '' })).to.contain(MSG.fieldRequired);
      expect(await msg({ supplierCity: null })).to.contain(MSG.fieldRequired);
      expect(await msg({ status: 'Pending' })).to.contain(MSG.creditEditStatus);
      expect(await msg({ certificationScheme: 'ICAO_CORSIA' })).to.contain(MSG.defaultIlucRequired);
      expect(await msg({ certificationScheme: 'ICAO_CORSIA', directLandUseChangeDisaggregatedValue: 'x' })).to.contain(
        MSG.creditEditNumber,
      );
      const before = await t.registry.db.one<{ details: unknown; updated_at: Date }>(
        'SELECT details, updated_at FROM credits WHERE id = $1',
        [id],
      );

      const d = (
        await edit(admin.token, id, {
          id,
          supplierZip: '30111',
          supplierCity: 'Delft',
          certificationScheme: 'ICAO_CORSIA',
          directLandUseChangeDisaggregatedValue: '1,234.5',
        }).expect(200)
      ).body as AdminCreditDetail;
      expect(d.info).to.include({
        supplierZip: '30111',
        supplierCity: 'Delft',
        certificationScheme: 'ICAO_CORSIA',
        directLandUseChangeDisaggregatedValue: '1234.5',
      });
      expect(d.certificationScheme).to.equal('ICAO_CORSIA');
      expect(d.info.fieldPost).to.equal('30110'); // the registration as submitted stays
      const edited = d.events.find((e) => e.creditEvent === 'Edited')!;
      expect(edited).to.include({ preEventStatus: 'Active', postEventStatus: 'Active', triggeredBy: 'User' });
      expect(before).to.not.equal(undefined);
      const log = await t.registry.db.one<{ details: { fields: string[] } }>(
        "SELECT details FROM action_logs WHERE action = 'BCU changed' AND subject_id = $1 ORDER BY id DESC LIMIT 1",
        [id],
      );
      expect(log!.details.fields).to.have.members([
        'supplierZip',
        'supplierCity',
        'certificationScheme',
        'directLandUseChangeDisaggregatedValue',
      ]);
    });

    it('changes nothing when nothing differs; volume, energy and status are corrected through the ledger with an Edited event', async () => {
      const id = ids[1];
      const events = async () =>
        Number(
          (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM credit_events WHERE credit_id = $1', [
            id,
          ]))!.n,
        );
      const row = () =>
        t.registry.db.one<{ volume_kg: string; energy_mj: string; co2eq_kg: string; status: string }>(
          'SELECT volume_kg, energy_mj, co2eq_kg, status FROM credits WHERE id = $1',
          [id],
        );
      const n = await events();
      const before = (await row())!;
      await edit(admin.token, id, {
        id,
        volume: '2.000',
        neatAmountInMJ: before.energy_mj,
        status: 'Active',
        supplierZip: '30110',
      }).expect(200);
      expect(await events()).to.equal(n);
      // a registered, unsplit BCU: volume corrected, one Edited event with before/after
      await edit(admin.token, id, { id, volume: '2.5' }).expect(200);
      expect(await row()).to.deep.include({ volume_kg: '2500', status: 'Active' });
      const edited = await t.registry.db.one<{
        pre_status: string;
        post_status: string;
        details: { before: { volumeKg: string }; after: { volumeKg: string } };
      }>(
        "SELECT pre_status, post_status, details FROM credit_events WHERE credit_id = $1 AND event = 'Edited' ORDER BY id DESC LIMIT 1",
        [id],
      );
      expect(edited!.details.before.volumeKg).to.equal('2000');
      expect(edited!.details.after.volumeKg).to.equal('2500');
      // status from the full list, except the statuses the requests own
      await edit(admin.token, id, { id, status: 'Suspended' }).expect(200);
      expect((await row())!.status).to.equal('Suspended');
      const refused = await edit(admin.token, id, { id, status: 'Transit', supplierZip: '99999' }).expect(409);
      expect(refused.body.error.message).to.equal(MSG.creditStatusByRequest);
      await edit(admin.token, id, { id, status: 'Retired' }).expect(409);
      expect(await row()).to.deep.include({ volume_kg: '2500', status: 'Suspended' });
      await edit(admin.token, id, { id, status: 'Active' }).expect(200);
      await edit(admin.token, id, { id: ids[0], supplierZip: '12345' }).expect(422);
    });

    it('refuses a volume correction on a BCU that has been split (the lineage sums stay exact)', async () => {
      const parent = await givenCredit(t.registry.db, {
        companyId: supplierCo,
        posNumber: `${tag}-S`,
        volumeKg: 4000,
        status: 'Split',
      });
      const child = await givenCredit(t.registry.db, {
        companyId: supplierCo,
        volumeKg: 1000,
        parentId: parent.id,
        bcuid: `${parent.bcuid}-01`,
      });
      for (const target of [parent.id, child.id]) {
        const res = await edit(admin.token, target, { id: target, volume: '0.5' }).expect(409);
        expect(res.body.error.message).to.equal(MSG.creditCorrectionLineage);
      }
      const kept = await t.registry.db.one<{ volume_kg: string }>('SELECT volume_kg FROM credits WHERE id = $1', [
        child.id,
      ]);
      expect(kept!.volume_kg).to.equal('1000');
    });

    it('keeps a note of at most 1000 characters', async () => {
      const id = ids[0];
      await t.api
        .put(`/api/admin/credits/${id}/note`)
        .set(auth(admin.token))
        .send({ note: 'Checked the PoS.' })
        .expect(204);
      expect(
        ((await t.api.get(`/api/admin/credits/${id}`).set(auth(admin.token)).expect(200)).body as AdminCreditDetail)
          .note,
      ).to.equal('Checked the PoS.');
      const long = await t.api
        .put(`/api/admin/credits/${id}/note`)
        .set(auth(admin.token))
        .send({ note: 'x'.repeat(1001) })
        .expect(422);
      expect(JSON.stringify(long.body)).to.contain(MSG.noteTooLong);
    });

    it('uploads, downloads and deletes attachments of allowed types', async () => {
      const id = ids[0];
      const pdf = await givenPdf();
      const added = await t.api
        .post(`/api/admin/credits/${id}/attachments`)
        .set(auth(admin.token))
        .attach('file', pdf, { filename: 'audit.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(added.body).to.include({ name: 'audit.pdf', mimeType: 'application/pdf', size: pdf.length });
      const got = await t.api
        .get(`/api/admin/credits/${id}/attachments/${added.body.id}`)
        .set(auth(auditor.token))
        .buffer(true)
        .expect(200);
      expect(got.headers['content-disposition']).to.contain('audit.pdf');
      const bad = await t.api
        .post(`/api/admin/credits/${id}/attachments`)
        .set(auth(admin.token))
        .attach('file', Buffer.from('MZ...'), { filename: 'run.exe' })
        .expect(422);
      expect(bad.body.error.message).to.equal(MSG.attachmentTypeNotAllowed);
      await t.api
        .post(`/api/admin/credits/${id}/attachments`)
        .set(auth(admin.token))
        .attach('file', Buffer.from('not a pdf'), { filename: 'fake.pdf' })
        .expect(422);
      await t.api.delete(`/api/admin/credits/${id}/attachments/${added.body.id}`).set(auth(admin.token)).expect(204);
      await t.api.get(`/api/admin/credits/${id}/attachments/${added.body.id}`).set(auth(admin.token)).expect(404);
      expect(
        (await t.api.get(`/api/admin/credits/${id}/attachments`).set(auth(admin.token)).expect(200)).body,
      ).to.deep.equal([]);
    });

    it('refuses every write to an auditor, a company user and a visitor, and changes nothing', async () => {
      const id = ids[2];
      const snapshot = async () =>
        JSON.stringify(
          await t.registry.db.rows(
            'SELECT c.*, (SELECT count(*) FROM credit_attachments a WHERE a.credit_id = c.id) AS att, (SELECT body FROM notes WHERE subject_id = c.id) AS note FROM credits c WHERE c.id = $1',
            [id],
          ),
        );
      const before = await snapshot();
      for (const [token, status] of [
        [auditor.token, 403],
        [supplier.token, 403],
        [undefined, 401],
      ] as const) {
        const h = token ? auth(token) : {};
        await t.api.patch(`/api/admin/credits/${id}`).set(h).send({ id, supplierZip: '55555' }).expect(status);
        await t.api.put(`/api/admin/credits/${id}/note`).set(h).send({ note: 'no' }).expect(status);
        await t.api
          .post(`/api/admin/credits/${id}/attachments`)
          .set(h)
          .attach('file', await givenPdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
          .expect(status);
      }
      expect(await snapshot()).to.equal(before);
    });
  });

  describe('BCURegistration submission detail (spec 3 §2.1)', () => {
    it('adds the BCU tabs and the red Certification expired warning when the company’s certificate has ended', async () => {
      const db = t.registry.db;
      const sub = await db.one<{ id: string }>(
        "INSERT INTO submissions (type, company_id, payload) VALUES ('BCURegistration', $1, '{}') RETURNING id",
        [supplierCo],
      );
      const credit = await givenCredit(db, {
        companyId: supplierCo,
        status: 'Pending',
        approvedAt: null,
        expiresAt: null,
        details: givenRegistrationDetails({ fieldSustainabilityLand: '1.5' }),
      });
      await db.pool.query('UPDATE credits SET registration_submission_id = $2 WHERE id = $1', [credit.id, sub!.id]);
      const end = await db.one<{ start: string; end: string }>(
        'SELECT certificate_start_date::text AS start, certificate_end_date::text AS end FROM companies WHERE id = $1',
        [supplierCo],
      );
      const get = async () =>
        (await t.api.get(`/api/admin/submissions/${sub!.id}`).set(auth(admin.token)).expect(200)).body;
      const d = await get();
      expect(d.credit.id).to.equal(credit.id);
      expect(d.values).to.include({ volume: '12.500', directLandUseChangeDisaggregatedValue: '1.5' });
      expect(d.info.productType).to.equal('SAF');
      expect(d.events.map((e: CreditEventRow) => e.creditEvent)).to.include('Registration Approved');
      expect(d.certificationExpired).to.equal(false);
      try {
        await db.pool.query(
          "UPDATE companies SET certificate_start_date = '2020-01-01', certificate_end_date = '2020-12-31' WHERE id = $1",
          [supplierCo],
        );
        expect((await get()).certificationExpired).to.equal(true);
      } finally {
        await db.pool.query(
          'UPDATE companies SET certificate_end_date = $3, certificate_start_date = $2 WHERE id = $1',
          [supplierCo, end!.start, end!.end],
        );
      }
    });
  });
});
