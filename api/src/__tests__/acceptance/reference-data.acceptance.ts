/** Reference data and airports (spec 2 §2.13, §7, §9; spec 3 §2.6), against a real PostgreSQL. */
import { expect } from 'chai';
import { AIRPORT_PAGE_SIZE, COUNTRIES, MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';

describe('Reference data (spec 2 §2.13, §9; spec 3 §2.6)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let auth: { Authorization: string };
  const get = (url: string) => t.api.get(`/api${url}`).set(auth);

  before(async () => {
    t = await givenRegistry();
    const s = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    auth = { Authorization: `Bearer ${s.token}` };
  });

  it('needs a signed-in user', async () => {
    await t.api.get('/api/reference/certification-schemes').expect(401);
    await t.api.get('/api/reference/airports').expect(401);
  });

  it('lists the certification schemes with exact baselines; ids 3 and 5 are the CORSIA schemes', async () => {
    const { body } = await get('/reference/certification-schemes').expect(200);
    const byName = Object.fromEntries(body.map((s: { name: string }) => [s.name, s]));
    expect(byName['RSB CORSIA']).to.deep.equal({ id: 3, name: 'RSB CORSIA', baselineValue: '89.00', fuelEmissionFactor: '3.1600', isCorsia: true });
    expect(byName['ISCC CORSIA']).to.include({ id: 5, baselineValue: '89.00', isCorsia: true });
    expect(byName['ISCC EU']).to.include({ baselineValue: '94.00', isCorsia: false });
    for (const name of ['RSB Global', 'ISCC PLUS', '2BSvs']) expect(byName[name], name).to.be.an('object');
    expect(body.filter((s: { isCorsia: boolean }) => s.isCorsia).map((s: { id: number }) => s.id)).to.deep.equal([3, 5]);
  });

  it('lists incentives, feedstock certifications, conversion processes, product types, end products and chains', async () => {
    const names = async (url: string) => (await get(url).expect(200)).body.map((r: { name: string }) => r.name);
    // the four seeded incentives first; admins may have added more (other tests share this registry)
    expect((await names('/reference/incentives')).slice(0, 4)).to.deep.equal(['California LCFS', 'US RFS (RIN)', 'US IRS BTC', 'NL HBE Scheme']);
    expect(await names('/reference/feedstock-certifications')).to.include.members(['RSB CORSIA', 'ISCC CORSIA', 'ISCC EU']);
    const processes = (await get('/reference/conversion-processes').expect(200)).body.map((p: { code: string }) => p.code);
    expect(processes).to.deep.equal(['FT', 'HEFA', 'SIP', 'FT-SKA', 'ATJ-SPK', 'CHJ', 'HC-HEFA-SPK']);
    expect(await names('/reference/product-types')).to.deep.equal(['SAF']);
    expect(await names('/reference/end-products')).to.deep.equal(['Blended', 'Unblended', 'Co-processed']);
    expect(await names('/reference/chain-of-custody-models')).to.deep.equal(['Mass Balance']);
  });

  it('lists 21 raw materials and their feedstocks, filtered by raw material', async () => {
    const raw = (await get('/reference/raw-materials').expect(200)).body as { id: number; name: string }[];
    expect(raw).to.have.length(21);
    const all = (await get('/reference/feedstocks').expect(200)).body as { rawMaterialId: number; name: string }[];
    expect(all.length).to.be.within(45, 60);
    const uco = raw.find((r) => r.name === 'Used cooking oil')!;
    const ucoFeedstocks = (await get(`/reference/feedstocks?rawMaterialId=${uco.id}`).expect(200)).body;
    expect(ucoFeedstocks).to.deep.equal([{ id: 1, name: 'Used cooking oil (UCO)', rawMaterialId: uco.id, rawMaterial: 'Used cooking oil' }]);
    for (const bad of ['abc', '0', '-1', '1.5']) await get(`/reference/feedstocks?rawMaterialId=${bad}`).expect(422);
  });

  it('keeps names unique in the database', async () => {
    const err = await t.registry.db
      .one("INSERT INTO ref_incentives (name) VALUES ('california lcfs')")
      .then(() => undefined, (e: { code?: string }) => e);
    expect(err?.code).to.equal('23505');
    const check = await t.registry.db
      .one("INSERT INTO ref_certification_schemes (name, baseline_value) VALUES ('Zero baseline', 0)")
      .then(() => undefined, (e: { code?: string }) => e);
    expect(check?.code).to.equal('23514');
  });

  describe('airports', () => {
    it('pages 50 at a time with the total, every airport with an IATA code, a name and a COUNTRIES name', async () => {
      const first = (await get('/reference/airports').expect(200)).body;
      expect(first).to.include({ page: 1, pageSize: AIRPORT_PAGE_SIZE });
      expect(first.data).to.have.length(AIRPORT_PAGE_SIZE);
      expect(first.total).to.be.greaterThan(5000);
      const countryNames = new Set(COUNTRIES.map((c) => c.name));
      for (const a of first.data) {
        expect(a.code).to.match(/^[A-Z0-9]{3}$/);
        expect(a.name).to.be.a('string').and.not.equal('');
        expect(countryNames.has(a.country), a.country).to.equal(true);
      }
      const second = (await get('/reference/airports?page=2').expect(200)).body;
      expect(second.page).to.equal(2);
      expect(second.data[0].code).to.not.equal(first.data[0].code);
      const lastPage = Math.ceil(first.total / AIRPORT_PAGE_SIZE);
      const last = (await get(`/reference/airports?page=${lastPage}`).expect(200)).body;
      expect(last.data.length).to.equal(first.total - (lastPage - 1) * AIRPORT_PAGE_SIZE);
      expect((await get(`/reference/airports?page=${lastPage + 1}`).expect(200)).body.data).to.deep.equal([]);
    });

    it('filters by country, given as ISO code or as the COUNTRIES name', async () => {
      const byCode = (await get('/reference/airports?country=NL').expect(200)).body;
      const byName = (await get('/reference/airports?country=Netherlands').expect(200)).body;
      expect(byCode.total).to.be.greaterThan(3).and.equal(byName.total);
      expect(byCode.data.every((a: { country: string; countryCode: string }) => a.country === 'Netherlands' && a.countryCode === 'NL')).to.equal(true);
      expect(byCode.data.map((a: { code: string }) => a.code)).to.include('AMS');
      const de = (await get('/reference/airports?country=de').expect(200)).body;
      expect(de.total).to.be.greaterThan(AIRPORT_PAGE_SIZE);
      expect(de.data).to.have.length(AIRPORT_PAGE_SIZE);
      // Liechtenstein has no airport with an IATA code
      expect((await get('/reference/airports?country=Liechtenstein').expect(200)).body).to.deep.include({ total: 0, data: [] });
    });

    it('searches names and IATA codes from the third character on; shorter searches are ignored', async () => {
      const all = (await get('/reference/airports?country=FR').expect(200)).body.total;
      expect((await get('/reference/airports?country=FR&search=Pa').expect(200)).body.total).to.equal(all);
      expect((await get('/reference/airports?country=FR&search=%20%20').expect(200)).body.total).to.equal(all);
      const cdg = (await get('/reference/airports?country=FR&search=cdg').expect(200)).body;
      expect(cdg.data[0]).to.include({ code: 'CDG', country: 'France' });
      const gaulle = (await get('/reference/airports?search=Gaulle').expect(200)).body;
      expect(gaulle.data.map((a: { code: string }) => a.code)).to.include('CDG');
      expect(gaulle.total).to.be.lessThan(all);
      const nothing = (await get('/reference/airports?country=NL&search=Gaulle').expect(200)).body;
      expect(nothing).to.deep.include({ total: 0, data: [] });
    });

    it('finds one airport by code, within a country', async () => {
      expect((await get('/reference/airports/ams?country=Netherlands').expect(200)).body).to.deep.equal({
        code: 'AMS', name: (await get('/reference/airports/AMS').expect(200)).body.name, country: 'Netherlands', countryCode: 'NL',
      });
      const wrong = await get('/reference/airports/AMS?country=FR').expect(404);
      expect(wrong.body.error.message).to.equal(MSG.airportNotFound);
      await get('/reference/airports/ZZZZ').expect(404);
    });

    it('answers bad queries with 422, never 500', async () => {
      const cases: [string, string][] = [
        ['country=Atlantis', MSG.airportCountryUnknown],
        ['country=', MSG.airportCountryUnknown],
        ['page=0', MSG.pageInvalid],
        ['page=abc', MSG.pageInvalid],
        ['page=1.5', MSG.pageInvalid],
        ['page=99999999999', MSG.pageInvalid],
        [`search=${'x'.repeat(101)}`, MSG.airportSearchTooLong],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/reference/airports?${query}`);
        expect(res.status, query).to.equal(422);
        expect(res.body.error.message, query).to.equal(message);
      }
      const repeated = await get('/reference/airports?country=NL&country=FR');
      expect(repeated.status).to.be.within(400, 499);
    });
  });
});
