/** Registration by Excel (spec 2 §2.13 "Excel alternative", §8): template download, round trip, refusals. */
import { expect } from 'chai';
import ExcelJS from 'exceljs';
import {
  EXCEL_SHEETS,
  MSG,
  addDays,
  batchColumns,
  creditRegistrationSchema,
  isoDay,
  registrationColumns,
  type ExcelSource,
} from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenPdf, signIn } from '../support/builders';

/** Binary answers as Buffers (supertest only buffers text by default). */
function binary(res: unknown, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** Batch dates inside the 90-day delivery window: batch b is dated `base + b` days. */
const today = isoDay(new Date());
const base = addDays(today, -30);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

const REGISTRATION: Record<string, string> = {
  endProductType: 'SAF',
  sustainabilityCertification: 'RSB CORSIA',
  sustainabilityCertificationNumber: 'RSB-CERT-0042',
  fieldCertif: 'SGS Cert',
  feedstockCertification: 'RSB CORSIA',
  rawMaterialFeedstock: 'Used cooking oil (UCO)',
  fieldBatchCountry: 'Germany',
  conversionProcess: 'HEFA',
  lowerHeatingValue: '43.15',
  fieldPoSNumber: 'POS-XL-0001',
  fieldName: 'North Refinery',
  fieldStreet1: 'Harbour Road 1',
  fieldPost: '20457',
  fieldCity: 'Hamburg',
  fieldCountry: 'Germany',
  doesThirdPartyManage: 'No',
  fieldChain: 'Mass Balance',
  endProduct: 'Blended',
  fieldPoS: '123/456',
  fieldSustainabilityCO2: '12.5',
  fieldSustainabilityLand: '0',
  fieldSustainabilityLandfill: '1,250.125',
  fieldSustainabilityRecycling: '3',
};

describe('Registration by Excel (spec 2 §2.13)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let auth: { Authorization: string };

  const template = async (source: ExcelSource) =>
    (await t.api.get(`/api/credits/registration-template?source=${source}`).set(auth).buffer(true).parse(binary).expect(200))
      .body as Buffer;
  const upload = (source: string, content: Buffer, filename = 'filled.xlsx') =>
    t.api.post(`/api/credits/registration-excel?source=${source}`).set(auth).attach('file', content, filename);
  const load = async (buf: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    return wb;
  };

  /** The template of `source`, filled in code: the registration row and `batches` batch rows. */
  async function filled(source: ExcelSource, batches = 2, change?: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
    const wb = await load(await template(source));
    const reg = wb.getWorksheet(EXCEL_SHEETS.registration)!;
    registrationColumns(source).forEach((c, i) => {
      if (c.key === 'posIssueDate') reg.getCell(2, i + 1).value = utc('2026-10-15');
      else if (c.key === 'supPosIssueDate') reg.getCell(2, i + 1).value = '14.10.2026';
      else if (c.key === 'dateSustainabilitySAF') reg.getCell(2, i + 1).value = '2026-10-01';
      else if (c.key === 'lowerHeatingValue') reg.getCell(2, i + 1).value = 43.15;
      else if (c.key === 'blendFieldCountry') reg.getCell(2, i + 1).value = 'France';
      else if (c.key === 'blendFieldPost') reg.getCell(2, i + 1).value = 75001;
      else if (c.key.startsWith('blendField')) reg.getCell(2, i + 1).value = `${c.label} 123`;
      else if (REGISTRATION[c.key] !== undefined) reg.getCell(2, i + 1).value = REGISTRATION[c.key];
    });
    const sheet = wb.getWorksheet(EXCEL_SHEETS.batches)!;
    for (let b = 0; b < batches; b++) {
      batchColumns(source).forEach((c, i) => {
        const cell = sheet.getCell(b + 2, i + 1);
        if (c.key === 'fieldID') cell.value = `B-${b + 1}`;
        else if (c.key === 'fieldTonnes') cell.value = b === 0 ? 10.5 : '2,000.125';
        else if (c.kind === 'date') cell.value = utc(addDays(base, b));
        else if (c.key === 'fieldCO2') cell.value = '20';
        else if (c.key === 'fieldBatchCountryOf') cell.value = 'germany';
        else if (c.key === 'fieldSaf') cell.value = 'fra';
        else if (c.key === 'fieldDec') cell.value = 'California LCFS, Own scheme';
      });
    }
    change?.(wb);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  before(async () => {
    t = await givenRegistry();
    const s = await signIn(t, 'supplier.user@demo.bcu', 'Demo1234!');
    auth = { Authorization: `Bearer ${s.token}` };
  });

  it('needs a signed-in Secondary user of a Supplier company', async () => {
    await t.api.get('/api/credits/registration-template?source=Acquired').expect(401);
    await t.api.post('/api/credits/registration-excel?source=Acquired').expect(401);
    const airline = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    await t.api.get('/api/credits/registration-template?source=Acquired').set('Authorization', `Bearer ${airline.token}`).expect(403);
    const owner = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    await t.api.get('/api/credits/registration-template?source=Acquired').set('Authorization', `Bearer ${owner.token}`).expect(403);
  });

  it('tells the wizard whether the certificate validity has ended (spec 2 §2.13)', async () => {
    const { body } = await t.api.get('/api/credits/registration-status').set(auth).expect(200);
    expect(body).to.deep.equal({ certificateEndDate: '2027-12-31', certificationExpired: false });
    const company = await t.registry.db.one<{ id: string; start: string; end: string }>(
      `SELECT c.id, to_char(certificate_start_date, 'YYYY-MM-DD') AS start, to_char(certificate_end_date, 'YYYY-MM-DD') AS end
         FROM companies c JOIN users u ON u.company_id = c.id WHERE u.email = 'supplier.user@demo.bcu'`,
    );
    const setPeriod = (start: string, end: string) =>
      t.registry.db.one('UPDATE companies SET certificate_start_date = $2, certificate_end_date = $3 WHERE id = $1', [company!.id, start, end]);
    await setPeriod('2019-01-01', '2020-01-31');
    try {
      const expired = await t.api.get('/api/credits/registration-status').set(auth).expect(200);
      expect(expired.body).to.deep.equal({ certificateEndDate: '2020-01-31', certificationExpired: true });
    } finally {
      await setPeriod(company!.start, company!.end);
    }
  });

  it('serves BCU_Registration_Template_{source}.xlsx with the labelled columns and the lists', async () => {
    for (const source of ['Acquired', 'Produced'] as const) {
      const res = await t.api.get(`/api/credits/registration-template?source=${source}`).set(auth).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-disposition']).to.equal(`attachment; filename="BCU_Registration_Template_${source}.xlsx"`);
      expect(res.headers['content-type']).to.match(/spreadsheetml/);
      const wb = await load(res.body);
      expect(wb.worksheets.map((w) => w.name)).to.deep.equal(['Instructions', 'Registration', 'Batches', 'Lists']);
      const header = (name: string) => (wb.getWorksheet(name)!.getRow(1).values as unknown[]).slice(1);
      expect(header(EXCEL_SHEETS.registration)).to.deep.equal(registrationColumns(source).map((c) => c.label));
      expect(header(EXCEL_SHEETS.batches)).to.deep.equal(batchColumns(source).map((c) => c.label));
      expect(header(EXCEL_SHEETS.registration)).to.include(source === 'Acquired' ? 'Supplier PoS ID' : 'Final production site name');
      const lists = wb.getWorksheet(EXCEL_SHEETS.lists)!;
      const certifications = lists.getColumn(2).values.slice(2);
      expect(certifications).to.include.members(['RSB CORSIA', 'ISCC CORSIA']);
    }
    await t.api.get('/api/credits/registration-template?source=Other').set(auth).expect(422, /Product source must be/);
    await t.api.get('/api/credits/registration-template').set(auth).expect(422);
  });

  it('round trip: a filled Acquired template gives the same values back, with MJ and GHG reduction computed', async () => {
    const res = await upload('Acquired', await filled('Acquired')).expect(200);
    expect(res.body.message).to.equal(MSG.excelUploaded);
    expect(res.body.data).to.have.length(1);
    const v = res.body.data[0];
    expect(v).to.include({
      ...REGISTRATION,
      fieldSustainabilityLandfill: '1250.125',
      sustainabilityCertification: 3,
      rawMaterialFeedstock: 1,
      radioButton: 'Supplier',
      registrationFlow: 'Excel file',
    });
    expect(v).to.include({ posIssueDate: '2026-10-15', supPosIssueDate: '2026-10-14', dateSustainabilitySAF: '2026-10-01' });
    expect(v.batches).to.have.length(2);
    expect(v.batches[0]).to.deep.equal({
      fieldID: 'B-1',
      fieldTonnes: '10.5',
      dateProd: base,
      entryBlendDate: base,
      fieldCO2: '20',
      productDeliveryDate: base,
      fieldBatchCountryOf: 'Germany',
      fieldSaf: 'FRA',
      fieldDec: ['California LCFS', 'Own scheme'],
      fieldMJ: '453075', // 43.15 MJ/kg × 10.5 t × 1000
      fieldGHG: '77.52809', // 100 − 100 × 20 / 89
    });
    expect(v.batches[1]).to.include({ fieldID: 'B-2', fieldTonnes: '2000.125', dateProd: addDays(base, 1), fieldMJ: '86305394' });
    // the values are what the wizard and the API accept
    const check = creditRegistrationSchema({ today }).safeParse(v);
    expect(check.success, JSON.stringify(check.error?.issues)).to.equal(true);
  });

  it('round trip: a Produced template gives the final production site and the blending date', async () => {
    const res = await upload('Produced', await filled('Produced', 1)).expect(200);
    const v = res.body.data[0];
    expect(v).to.include({ radioButton: 'Self-production', blendFieldCountry: 'France', blendFieldName: 'Final production site name 123', blendFieldPost: '75001' });
    expect(v).not.to.have.property('fieldPoS');
    expect(v.batches[0]).to.include({ dateBlend: base });
    const check = creditRegistrationSchema({ today }).safeParse(v);
    expect(check.success, JSON.stringify(check.error?.issues)).to.equal(true);
  });

  it('takes 20 batches and refuses 21', async () => {
    const twenty = await upload('Acquired', await filled('Acquired', 20)).expect(200);
    expect(twenty.body.data[0].batches).to.have.length(20);
    await upload('Acquired', await filled('Acquired', 21)).expect(422, new RegExp(MSG.excelTooManyBatches));
  });

  it('refuses non-numbers in the CORSIA columns with the spec text, per field', async () => {
    const buf = await filled('Acquired', 1, (wb) => {
      const col = registrationColumns('Acquired').findIndex((c) => c.key === 'fieldSustainabilityLand') + 1;
      wb.getWorksheet(EXCEL_SHEETS.registration)!.getCell(2, col).value = 'twelve';
    });
    const res = await upload('Acquired', buf).expect(422);
    expect(res.body.error.message).to.equal(MSG.excelOnlyNumbers);
    expect(res.body.error.details).to.deep.equal([{ path: 'fieldSustainabilityLand', message: MSG.excelOnlyNumbers }]);
  });

  it('refuses a template of the other source, a changed header, another workbook and empty sheets', async () => {
    const produced = await filled('Produced', 1);
    const other = await upload('Acquired', produced).expect(422);
    expect(other.body.error.message).to.equal(MSG.excelOtherSource);

    const changed = await filled('Acquired', 1, (wb) => (wb.getWorksheet(EXCEL_SHEETS.registration)!.getCell(1, 2).value = 'Scheme'));
    expect((await upload('Acquired', changed).expect(422)).body.error.message).to.equal(MSG.excelHeaderChanged);
    const extra = await filled('Acquired', 1, (wb) => (wb.getWorksheet(EXCEL_SHEETS.batches)!.getCell(1, 30).value = 'Extra'));
    expect((await upload('Acquired', extra).expect(422)).body.error.message).to.equal(MSG.excelHeaderChanged);

    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet('Sheet1').getCell('A1').value = 'hello';
    const foreignBuf = Buffer.from(await foreign.xlsx.writeBuffer());
    expect((await upload('Acquired', foreignBuf).expect(422)).body.error.message).to.equal(MSG.excelWrongTemplate);

    const noBatches = await filled('Acquired', 0);
    expect((await upload('Acquired', noBatches).expect(422)).body.error.message).to.equal(MSG.excelNoBatches);
    const empty = await template('Acquired');
    expect((await upload('Acquired', empty).expect(422)).body.error.message).to.equal(MSG.excelNoRegistration);
  });

  it('refuses a non-xlsx name, a non-zip content, a damaged zip, a zip bomb, an oversize file and no file', async () => {
    const good = await filled('Acquired', 1);
    expect((await upload('Acquired', good, 'filled.xls').expect(422)).body.error.message).to.equal(MSG.excelOnlyXlsx);
    expect((await upload('Acquired', good, 'filled.pdf').expect(422)).body.error.message).to.equal(MSG.excelOnlyXlsx);
    expect((await upload('Acquired', await givenPdf(), 'renamed.xlsx').expect(422)).body.error.message).to.equal(MSG.excelOnlyXlsx);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    expect((await upload('Acquired', truncated).expect(422)).body.error.message).to.equal(MSG.excelCorrupt);
    const garbled = Buffer.from(good);
    for (let i = 200; i < garbled.length - 200; i += 7) garbled[i] ^= 0xff;
    // which refusal depends on where the flipped bytes land (a garbled size in the central directory reads as a bomb)
    expect((await upload('Acquired', garbled).expect(422)).body.error.message).to.be.oneOf([
      MSG.excelCorrupt,
      MSG.excelWrongTemplate,
      MSG.excelTooLarge,
    ]);
    // a central directory claiming 4 GB − 2 of content for an entry: refused before inflating
    const bomb = Buffer.from(good);
    const eocd = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bomb.writeUInt32LE(0xfffffffe, bomb.readUInt32LE(eocd + 16) + 24);
    expect((await upload('Acquired', bomb).expect(422)).body.error.message).to.equal(MSG.excelTooLarge);
    const big = Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload('Acquired', big).expect(422)).body.error.message).to.equal(MSG.excelTooLarge);
    const none = await t.api.post('/api/credits/registration-excel?source=Acquired').set(auth).field('x', 'y').expect(422);
    expect(none.body.error.message).to.equal(MSG.excelFileRequired);
    await upload('Sideways', good).expect(422, /Product source must be/);
  });
});
