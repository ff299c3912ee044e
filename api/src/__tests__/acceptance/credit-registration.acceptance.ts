/**
 * BCU registration (spec 2 §2.13, §5 "Registration wizard" and "Submit checks", §9; spec 3 §2.1, §4; issue 3 items
 * 2, 4, 7): every validation message and refusal, nothing stored on a refusal, the computed figures, the admin's
 * approval (BCUID, 24 months, events, mail) and rejection, and the PDF downloads with their access rule.
 */
import { grantAuditorAccess, revokeAuditorAccess } from '../support/auditor-access';
import crypto from 'node:crypto';
import { expect } from 'chai';
import { MSG, addDays, isoDay, type CreditRegistrationPayload } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, givenPdf, signIn } from '../support/builders';
import { registrationBatch, registrationPayload } from '../support/credit-builders';

const DEMO = 'Demo1234!';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const uniquePos = () => `PoS-${crypto.randomBytes(5).toString('hex')}`;

describe('BCU registration: submit, review and files', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let user: { token: string; userId: string };
  let pdf: Buffer;
  let today: string;

  /** A valid registration with two batches delivered to Paris CDG (the builder's, dated by the registry's clock). */
  function givenPayload(
    overrides: Partial<CreditRegistrationPayload> & Record<string, unknown> = {},
  ): Record<string, unknown> {
    const schemes = ['California LCFS', 'MyScheme'];
    const batches = [
      registrationBatch(today, 'B-1', '10.5', '20', schemes),
      registrationBatch(today, 'B-2', '4.25', '30.5', schemes),
    ];
    return registrationPayload({ batches, ...overrides }, today);
  }

  function submit(
    token: string | undefined,
    payload: unknown,
    files: {
      pos?: { content: Buffer; filename?: string; contentType?: string } | null;
      supplier?: { content: Buffer; filename?: string; contentType?: string };
    } = {},
  ) {
    const req = t.api.post('/api/credits/register');
    if (token) req.set(auth(token));
    req.field('payload', typeof payload === 'string' ? payload : JSON.stringify(payload));
    const pos = files.pos === undefined ? { content: pdf } : files.pos;
    if (pos)
      req.attach('posFile', pos.content, {
        filename: pos.filename ?? 'pos.pdf',
        contentType: pos.contentType ?? 'application/pdf',
      });
    if (files.supplier)
      req.attach('supplierFile', files.supplier.content, {
        filename: files.supplier.filename ?? 'supplier.pdf',
        contentType: files.supplier.contentType ?? 'application/pdf',
      });
    return req;
  }

  const counts = async () =>
    (await t.registry.db.one<{ credits: string; submissions: string; files: string; events: string }>(
      `SELECT (SELECT count(*) FROM credits) AS credits, (SELECT count(*) FROM submissions) AS submissions,
              (SELECT count(*) FROM files) AS files, (SELECT count(*) FROM credit_events) AS events`,
    ))!;

  /** Submits and expects a refusal with `status` and `message` (at `path` when given), storing nothing. */
  async function expectRefused(
    res: Promise<{
      status: number;
      body: { error: { message: string; details?: { path: string; message: string }[] } };
    }>,
    status: number,
    message: string,
    path?: string,
  ) {
    const before = await counts();
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).to.equal(status);
    if (path) expect(r.body.error.details, JSON.stringify(r.body)).to.deep.include({ path, message });
    else expect(r.body.error.message).to.equal(message);
    expect(await counts()).to.deep.equal(before);
  }

  before(async () => {
    t = await givenRegistry();
    today = isoDay(t.clock.now());
    pdf = await givenPdf();
    const s = await signIn(t, 'supplier.user@demo.bcu', DEMO);
    user = { token: s.token, userId: s.user.id };
  });

  it('demo data: the demo supplier holds 3 Active BCUs (one CORSIA with 2 batches) and 1 Pending registration, with events', async () => {
    const rows = await t.registry.db.rows<{
      pos_number: string;
      status: string;
      bcuid: string | null;
      batches: number;
      events: string[];
    }>(
      `SELECT c.pos_number, c.status, c.bcuid, jsonb_array_length(c.details->'batches') AS batches,
              (SELECT array_agg(e.event ORDER BY e.id) FROM credit_events e WHERE e.credit_id = c.id) AS events
         FROM credits c WHERE c.pos_number LIKE 'NSP-POS-2026-%' ORDER BY c.pos_number`,
    );
    expect(rows.map((r) => [r.pos_number, r.status, r.batches, r.events])).to.deep.equal([
      ['NSP-POS-2026-0001', 'Active', 1, ['Registration Submitted', 'Registration Approved']],
      ['NSP-POS-2026-0002', 'Active', 2, ['Registration Submitted', 'Registration Approved']],
      ['NSP-POS-2026-0003', 'Active', 1, ['Registration Submitted', 'Registration Approved']],
      ['NSP-POS-2026-0004', 'Pending', 1, ['Registration Submitted']],
    ]);
    expect(rows.slice(0, 3).every((r) => /^BCU-\d{4}-\d{6}$/.test(r.bcuid ?? ''))).to.equal(true);
  });

  describe('validation messages (spec 2 §5, word for word)', () => {
    const b0 = (p: Record<string, unknown>) => (p.batches as Record<string, unknown>[])[0];
    const cases: [string, (p: Record<string, unknown>) => void, string, string][] = [
      ['product type', (p) => delete p.endProductType, 'endProductType', MSG.productTypeRequired],
      [
        'sustainability certification',
        (p) => delete p.sustainabilityCertification,
        'sustainabilityCertification',
        MSG.sustainabilityCertificationRequired,
      ],
      [
        'feedstock certification missing',
        (p) => (p.feedstockCertification = ''),
        'feedstockCertification',
        MSG.feedstockCertificationRequired,
      ],
      [
        'feedstock certification unknown',
        (p) => (p.feedstockCertification = 'Bogus Scheme'),
        'feedstockCertification',
        MSG.feedstockCertificationIncorrect,
      ],
      ['PoS issue date', (p) => delete p.posIssueDate, 'posIssueDate', MSG.posIssueDateRequired],
      [
        'PoS issue date in the future',
        (p) => (p.posIssueDate = addDays(today, 1)),
        'posIssueDate',
        MSG.issueDateFuture,
      ],
      ['raw material', (p) => delete p.rawMaterialFeedstock, 'rawMaterialFeedstock', MSG.rawMaterialRequired],
      [
        'country of feedstock origin',
        (p) => delete p.fieldBatchCountry,
        'fieldBatchCountry',
        MSG.feedstockOriginRequired,
      ],
      ['conversion process', (p) => (p.conversionProcess = ''), 'conversionProcess', MSG.conversionProcessRequired],
      [
        'certification number',
        (p) => (p.sustainabilityCertificationNumber = ' '),
        'sustainabilityCertificationNumber',
        MSG.sustainabilityCertificationNumberRequired,
      ],
      ['lower heating value', (p) => delete p.lowerHeatingValue, 'lowerHeatingValue', MSG.lowerHeatingValueRequired],
      ['certification body < 3', (p) => (p.fieldCertif = 'AB'), 'fieldCertif', MSG.certificationBodyMin],
      ['PoS number < 3', (p) => (p.fieldPoSNumber = 'P1'), 'fieldPoSNumber', MSG.posNumberMin],
      ['site name', (p) => delete p.fieldName, 'fieldName', MSG.siteNameRequired],
      ['site name < 2', (p) => (p.fieldName = 'R'), 'fieldName', MSG.siteNameMin],
      ['street 1', (p) => (p.fieldStreet1 = ''), 'fieldStreet1', MSG.siteStreet1Required],
      ['site country', (p) => (p.fieldCountry = 'Atlantis'), 'fieldCountry', MSG.siteCountryRequired],
      ['chain of custody', (p) => delete p.fieldChain, 'fieldChain', MSG.chainOfCustodyRequired],
      ['post code < 3', (p) => (p.fieldPost = '12'), 'fieldPost', MSG.postCodeLength],
      ['post code > 10', (p) => (p.fieldPost = '12345678901'), 'fieldPost', MSG.postCodeLength],
      ['city', (p) => (p.fieldCity = ''), 'fieldCity', MSG.siteCityRequired],
      [
        'third-party company name',
        (p) => (p.doesThirdPartyManage = 'Yes'),
        'companyName',
        MSG.thirdPartyCompanyNameRequired,
      ],
      ['end product', (p) => delete p.endProduct, 'endProduct', MSG.endProductRequired],
      ['supplier PoS ID < 3', (p) => (p.fieldPoS = '12'), 'fieldPoS', MSG.supplierPosIdMin],
      ['supplier issue date', (p) => delete p.supPosIssueDate, 'supPosIssueDate', MSG.supplierIssueDateRequired],
      [
        'supplier issue date in the future',
        (p) => (p.supPosIssueDate = addDays(today, 2)),
        'supPosIssueDate',
        MSG.supplierIssueDateRequired,
      ],
      [
        'production site name',
        (p) =>
          Object.assign(p, {
            radioButton: 'Self-production',
            blendFieldStreet1: 'x',
            blendFieldCountry: 'France',
            blendFieldPost: '75001',
            blendFieldCity: 'Paris',
          }),
        'blendFieldName',
        MSG.siteNameRequired,
      ],
      [
        'production site street',
        (p) =>
          Object.assign(p, {
            radioButton: 'Self-production',
            blendFieldName: 'Plant',
            blendFieldCountry: 'France',
            blendFieldPost: '75001',
            blendFieldCity: 'Paris',
          }),
        'blendFieldStreet1',
        MSG.blendStreetRequired,
      ],
      [
        'production site country',
        (p) =>
          Object.assign(p, {
            radioButton: 'Self-production',
            blendFieldName: 'Plant',
            blendFieldStreet1: 'x',
            blendFieldPost: '75001',
            blendFieldCity: 'Paris',
          }),
        'blendFieldCountry',
        MSG.blendCountryRequired,
      ],
      [
        'production site post code',
        (p) =>
          Object.assign(p, {
            radioButton: 'Self-production',
            blendFieldName: 'Plant',
            blendFieldStreet1: 'x',
            blendFieldCountry: 'France',
            blendFieldPost: '7',
            blendFieldCity: 'Paris',
          }),
        'blendFieldPost',
        MSG.postCodeLength,
      ],
      [
        'production site city',
        (p) =>
          Object.assign(p, {
            radioButton: 'Self-production',
            blendFieldName: 'Plant',
            blendFieldStreet1: 'x',
            blendFieldCountry: 'France',
            blendFieldPost: '75001',
          }),
        'blendFieldCity',
        MSG.blendCityRequired,
      ],
      [
        'blend date for a Blended self-produced product',
        (p) =>
          Object.assign(p, {
            endProduct: 'Blended',
            radioButton: 'Self-production',
            blendFieldName: 'Plant',
            blendFieldStreet1: 'x',
            blendFieldCountry: 'France',
            blendFieldPost: '75001',
            blendFieldCity: 'Paris',
          }),
        'batches.0.dateBlend',
        MSG.fieldRequired,
      ],
      ['batch ID', (p) => (b0(p).fieldID = ''), 'batches.0.fieldID', MSG.fieldRequired],
      ['batch ID > 100', (p) => (b0(p).fieldID = 'x'.repeat(101)), 'batches.0.fieldID', MSG.batchIdTooLong],
      ['batch ID unique (any case)', (p) => (b0(p).fieldID = 'b-2'), 'batches.1.fieldID', MSG.batchIdUnique],
      ['batch tonnes', (p) => delete b0(p).fieldTonnes, 'batches.0.fieldTonnes', MSG.fieldRequired],
      ['batch tonnes not a number', (p) => (b0(p).fieldTonnes = '1.2345'), 'batches.0.fieldTonnes', MSG.corsiaNumber],
      ['production date', (p) => delete b0(p).dateProd, 'batches.0.dateProd', MSG.fieldRequired],
      ['entry date', (p) => delete b0(p).entryBlendDate, 'batches.0.entryBlendDate', MSG.fieldRequired],
      ['LCA GHG value', (p) => delete b0(p).fieldCO2, 'batches.0.fieldCO2', MSG.fieldRequired],
      // issue 10.7: an LCA above the scheme's baseline (89) would give a negative CO2eq reduction
      [
        'LCA GHG value above the baseline',
        (p) => (b0(p).fieldCO2 = '89.01'),
        'batches.0.fieldCO2',
        MSG.lcaAboveBaseline,
      ],
      ['delivery country', (p) => delete b0(p).fieldBatchCountryOf, 'batches.0.fieldBatchCountryOf', MSG.fieldRequired],
      [
        'airport without country',
        (p) => delete b0(p).fieldBatchCountryOf,
        'batches.0.fieldSaf',
        MSG.deliveryCountryRequiredForAirport,
      ],
      ['delivery date', (p) => delete b0(p).productDeliveryDate, 'batches.0.productDeliveryDate', MSG.fieldRequired],
      [
        'delivery date 91 days ago',
        (p) => (b0(p).productDeliveryDate = addDays(today, -91)),
        'batches.0.productDeliveryDate',
        MSG.deliveryDateWindow,
      ],
      [
        'delivery date tomorrow',
        (p) => (b0(p).productDeliveryDate = addDays(today, 1)),
        'batches.0.productDeliveryDate',
        MSG.deliveryDateWindow,
      ],
      [
        'excepted country (Taiwan)',
        (p) => Object.assign(b0(p), { fieldBatchCountryOf: 'Taiwan', fieldSaf: 'TPE' }),
        'batches.0.fieldSaf',
        MSG.airportNotFound,
      ],
      ['airport of another country', (p) => (b0(p).fieldSaf = 'LHR'), 'batches.0.fieldSaf', MSG.airportNotFound],
      [
        'incentives: a manual entry > 10 characters',
        (p) => (b0(p).fieldDec = ['ElevenChars']),
        'batches.0.fieldDec',
        MSG.incentiveManualEntries,
      ],
      [
        'incentives: 4 manual entries',
        (p) => (b0(p).fieldDec = ['One', 'Two', 'Three', 'Four']),
        'batches.0.fieldDec',
        MSG.incentiveManualEntries,
      ],
      [
        '21 batches',
        (p) => (p.batches = Array.from({ length: 21 }, (_, i) => ({ ...b0(p), fieldID: `B-${i}` }))),
        'batches',
        MSG.batchesMax,
      ],
      ['no batch', (p) => (p.batches = []), 'batches', MSG.batchesMin],
      [
        'CORSIA values required with a CORSIA scheme',
        (p) => (p.sustainabilityCertification = 3),
        'fieldSustainabilityCO2',
        MSG.corsiaNumber,
      ],
      [
        'CORSIA value with 4 decimals',
        (p) =>
          Object.assign(p, {
            sustainabilityCertification: 5,
            fieldSustainabilityCO2: '1.2345',
            fieldSustainabilityLand: '0',
            fieldSustainabilityLandfill: '0',
            fieldSustainabilityRecycling: '0',
            dateSustainabilitySAF: today,
          }),
        'fieldSustainabilityCO2',
        MSG.corsiaNumber,
      ],
      [
        'unknown certification scheme',
        (p) => (p.sustainabilityCertification = 999),
        'sustainabilityCertification',
        MSG.referenceUnknown,
      ],
      ['unknown conversion process', (p) => (p.conversionProcess = 'XYZ'), 'conversionProcess', MSG.referenceUnknown],
    ];
    for (const [name, change, path, message] of cases)
      it(`${name}: '${message}'`, async () => {
        const payload = givenPayload();
        change(payload);
        await expectRefused(submit(user.token, payload), 422, message, path);
      });
  });

  describe('refusals', () => {
    it('anonymous: 401', async () => {
      const before = await counts();
      await submit(undefined, givenPayload()).expect(401);
      expect(await counts()).to.deep.equal(before);
    });

    for (const email of [
      'supplier.owner@demo.bcu',
      'airline.user@demo.bcu',
      'auditor.owner@demo.bcu',
      'admin@demo.bcu',
    ])
      it(`${email}: 403 (only Secondary users of Supplier companies register)`, async () => {
        const s = await signIn(t, email, DEMO);
        const r = await submit(s.token, givenPayload());
        expect(r.status).to.equal(403);
        await t.api.post('/api/credits/check-pos-number').set(auth(s.token)).send({ number: 'x' }).expect(403);
      });

    it("expired certification: 403 'This action is forbidden: Certification expired …'", async () => {
      const companyId = (await t.registry.db.one<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [
        user.userId,
      ]))!.company_id;
      const { certificate_end_date: end } = (await t.registry.db.one<{ certificate_end_date: string }>(
        'SELECT certificate_end_date FROM companies WHERE id = $1',
        [companyId],
      ))!;
      await t.registry.db.pool.query(
        'UPDATE companies SET certificate_start_date = $2, certificate_end_date = $3 WHERE id = $1',
        [companyId, addDays(today, -400), addDays(today, -1)],
      );
      try {
        await expectRefused(submit(user.token, givenPayload()), 403, MSG.certificationExpired);
      } finally {
        await t.registry.db.pool.query(
          'UPDATE companies SET certificate_start_date = $2, certificate_end_date = $3 WHERE id = $1',
          [companyId, '2026-01-01', end],
        );
      }
    });

    it('the PoS file: required, named, non-empty, a readable PDF of at most 10 MB', async () => {
      await expectRefused(submit(user.token, givenPayload(), { pos: null }), 422, MSG.posFileRequired, 'posFile');
      await expectRefused(
        submit(user.token, givenPayload(), {
          pos: { content: Buffer.from('hello'), filename: 'pos.txt', contentType: 'text/plain' },
        }),
        422,
        MSG.uploadPdf,
        'posFile',
      );
      await expectRefused(
        submit(user.token, givenPayload(), { pos: { content: Buffer.from('%PDF-1.7 garbage that does not parse') } }),
        422,
        MSG.posFileCorrupted,
        'posFile',
      );
      await expectRefused(
        submit(user.token, givenPayload(), { pos: { content: Buffer.alloc(0) } }),
        422,
        MSG.posFileCorrupted,
        'posFile',
      );
      const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      await expectRefused(
        submit(user.token, givenPayload(), { pos: { content: big } }),
        422,
        MSG.pdfOnlyUpTo10Mb,
        'posFile',
      );
      await expectRefused(
        submit(user.token, givenPayload(), { supplier: { content: Buffer.from('%PDF-1.4 broken') } }),
        422,
        MSG.supplierFileCorrupted,
        'supplierFile',
      );
    });

    it("a file part without a file name: 'POS file is invalid. Reupload the file'", async () => {
      const send = (field: string) =>
        t.api
          .post('/api/credits/register')
          .set(auth(user.token))
          .field('payload', JSON.stringify(givenPayload()))
          .field(field, 'not a file');
      await expectRefused(send('posFile'), 422, MSG.posFileInvalid, 'posFile');
      await expectRefused(send('supplierFile'), 422, MSG.supplierFileInvalid, 'supplierFile');
    });

    it('a payload that is not JSON: 400', async () => {
      await expectRefused(submit(user.token, '{not json'), 400, MSG.validationError);
    });
  });

  describe('success, PoS uniqueness, review and files', () => {
    let creditId: string;
    let submissionId: string;
    let posNumber: string;

    it('stores one Pending credit with the computed figures (client totals ignored), its submission, event and log', async () => {
      const payload = givenPayload();
      posNumber = payload.fieldPoSNumber as string;
      const before = await counts();
      const supplierPdf = await givenPdf(2);
      const r = await submit(user.token, payload, { supplier: { content: supplierPdf } }).expect(201);
      expect(r.body.message).to.equal(MSG.registrationSent);
      creditId = r.body.id;
      submissionId = r.body.submissionId;
      const after = await counts();
      expect(Number(after.credits) - Number(before.credits)).to.equal(1);
      expect(Number(after.submissions) - Number(before.submissions)).to.equal(1);
      expect(Number(after.files) - Number(before.files)).to.equal(2);
      const c = (await t.registry.db.one<
        Record<string, unknown> & {
          details: Record<string, unknown> & { batches: Record<string, unknown>[]; totals: Record<string, unknown> };
        }
      >('SELECT * FROM credits WHERE id = $1', [creditId]))!;
      // by hand: MJ = 44 × 10.5 × 1000 = 462000 and 44 × 4.25 × 1000 = 187000;
      // reduction = 100 − 100 × 20/89 = 77.52809 and 100 − 100 × 30.5/89 = 65.73034;
      // CO2eq = 462000 × 69 / 10^6 = 31.878 t and 187000 × 58.5 / 10^6 = 10.9395 → 10.940 t; total 42.8175 → 42.818 t
      expect(c).to.include({
        status: 'Pending',
        bcuid: null,
        volume_kg: '14750',
        co2eq_kg: '42818',
        energy_mj: '649000',
        pos_number: posNumber,
        registration_flow: 'Manual form',
      });
      expect(c.registration_submission_id).to.equal(submissionId);
      expect(c.root_id).to.equal(creditId);
      expect(c.details.batches.map((b) => [b.fieldMJ, b.fieldGHG, b.co2eqTonnes])).to.deep.equal([
        ['462000', '77.52809', '31.878'],
        ['187000', '65.73034', '10.940'],
      ]);
      expect(c.details.totals).to.deep.include({
        batchCount: 2,
        totalTonnes: '14.750',
        averageTonnes: '7.37500',
        totalMJ: '649000',
        averageMJ: '324500',
        averageLcaValue: '25.25',
        weightedGhgReduction: '74.12874',
        totalCo2eqTonnes: '42.818',
      });
      expect(c.details.batches[0].airport).to.deep.equal({
        code: 'CDG',
        name: (c.details.batches[0].airport as { name: string }).name,
        country: 'France',
      });
      expect(c.details).to.include({
        certificationScheme: 'RSB Global',
        rawMaterial: c.details.rawMaterial,
        conversionProcess: 'HEFA',
      });
      const events = await t.registry.db.rows(
        'SELECT event, pre_status, post_status, amount_kg, triggered_by, user_id FROM credit_events WHERE credit_id = $1',
        [creditId],
      );
      expect(events).to.deep.equal([
        {
          event: 'Registration Submitted',
          pre_status: null,
          post_status: 'Pending',
          amount_kg: '14750',
          triggered_by: 'User',
          user_id: user.userId,
        },
      ]);
      const s = (await t.registry.db.one<{ type: string; status: string; payload: Record<string, unknown> }>(
        'SELECT type, status, payload FROM submissions WHERE id = $1',
        [submissionId],
      ))!;
      expect(s).to.include({ type: 'BCURegistration', status: 'Pending' });
      expect(s.payload).to.include({ creditId, totalTonnes: '14.750', totalCo2eqTonnes: '42.818' });
      expect(
        await t.registry.db.one(
          "SELECT 1 FROM action_logs WHERE action = 'BCU registration requested' AND subject_id = $1",
          [creditId],
        ),
      ).to.not.equal(undefined);
    });

    it("refuses the same PoS number, in any case: 'PoS ID already exists in the system'; check-pos-number says so", async () => {
      await expectRefused(
        submit(user.token, givenPayload({ fieldPoSNumber: posNumber.toUpperCase() })),
        409,
        MSG.posIdExists,
        'fieldPoSNumber',
      );
      const check = (number: string) =>
        t.api.post('/api/credits/check-pos-number').set(auth(user.token)).send({ number }).expect(200);
      expect((await check(posNumber.toLowerCase())).body).to.deep.equal({ exists: true });
      expect((await check(uniquePos())).body).to.deep.equal({ exists: false });
      await t.api.post('/api/credits/check-pos-number').send({ number: posNumber }).expect(401);
    });

    it('two simultaneous registrations of one PoS number: one 201, one 409, never a 500', async () => {
      const payload = givenPayload();
      const [a, b] = await Promise.all([submit(user.token, payload), submit(user.token, payload)]);
      expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    });

    it('serves the PDFs as pos_{id}.pdf / supplier_{id}.pdf to the holder, admins and granted auditors; 404 to others', async () => {
      const pos = await t.api
        .get(`/api/credits/${creditId}/pos-file`)
        .set(auth(user.token))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(pos.headers['content-disposition']).to.equal(`attachment; filename="pos_${creditId}.pdf"`);
      expect(Buffer.compare(pos.body as Buffer, pdf)).to.equal(0);
      const sup = await t.api.get(`/api/credits/${creditId}/supplier-file`).set(auth(user.token)).expect(200);
      expect(sup.headers['content-disposition']).to.equal(`attachment; filename="supplier_${creditId}.pdf"`);
      const admin = await adminSession(t);
      await t.api.get(`/api/credits/${creditId}/pos-file`).set(auth(admin.token)).expect(200);
      const auditor = await signIn(t, 'auditor.owner@demo.bcu', DEMO);
      await t.api.get(`/api/credits/${creditId}/pos-file`).set(auth(auditor.token)).expect(404);
      const holder = (await t.registry.db.one<{ id: string }>('SELECT company_id AS id FROM credits WHERE id = $1', [
        creditId,
      ]))!.id;
      await grantAuditorAccess(t, auditor.user.companyId, holder);
      try {
        await t.api.get(`/api/credits/${creditId}/pos-file`).set(auth(auditor.token)).expect(200);
      } finally {
        await revokeAuditorAccess(t, auditor.user.companyId);
      }
      const airline = await signIn(t, 'airline.user@demo.bcu', DEMO);
      await t.api.get(`/api/credits/${creditId}/pos-file`).set(auth(airline.token)).expect(404);
      await t.api.get(`/api/credits/${creditId}/pos-file`).expect(401);
      await t.api.get('/api/credits/not-a-uuid/pos-file').set(auth(user.token)).expect(404);
    });

    it('approval: Active with BCU-{yyyy}-{nnnnnn}, approval date, expiry +24 months, event and mail', async () => {
      const admin = await adminSession(t);
      const pending = await t.api.get(`/api/admin/submissions/${submissionId}`).set(auth(admin.token)).expect(200);
      expect(pending.body).to.include({ type: 'BCURegistration', status: 'Pending' });
      const mark = t.sink.mark();
      await t.api
        .post(`/api/admin/submissions/${submissionId}/approve`)
        .set(auth(admin.token))
        .send({ message: 'Welcome' })
        .expect(200);
      const c = (await t.registry.db.one<{
        status: string;
        bcuid: string;
        registration_approved_at: Date;
        expires_at: Date;
      }>('SELECT status, bcuid, registration_approved_at, expires_at FROM credits WHERE id = $1', [creditId]))!;
      expect(c.status).to.equal('Active');
      expect(c.bcuid).to.match(new RegExp(`^BCU-${t.clock.now().getUTCFullYear()}-\\d{6}$`));
      const expected = new Date(c.registration_approved_at);
      expected.setUTCMonth(expected.getUTCMonth() + 24);
      expect(new Date(c.expires_at).toISOString()).to.equal(expected.toISOString());
      const events = await t.registry.db.rows(
        'SELECT event, bcuid, pre_status, post_status FROM credit_events WHERE credit_id = $1 ORDER BY id',
        [creditId],
      );
      expect(events[1]).to.deep.equal({
        event: 'Registration Approved',
        bcuid: c.bcuid,
        pre_status: 'Pending',
        post_status: 'Active',
      });
      const mail = await t.sink.waitFor('supplier.user@demo.bcu', /approved/, mark);
      expect(mail.text).to.contain(c.bcuid).and.to.contain('Welcome');
      // decided once: a second approval is refused
      await t.api.post(`/api/admin/submissions/${submissionId}/approve`).set(auth(admin.token)).send({}).expect(409);
    });

    it('rejection: Denied with the deny date, event and mail with the message; the PoS number is free again', async () => {
      const payload = givenPayload({ registrationFlow: 'Excel file' });
      const r = await submit(user.token, payload).expect(201);
      const admin = await adminSession(t);
      const mark = t.sink.mark();
      await t.api
        .post(`/api/admin/submissions/${r.body.submissionId}/reject`)
        .set(auth(admin.token))
        .send({ message: 'Batch data does not match the PoS' })
        .expect(200);
      const c = (await t.registry.db.one<{
        status: string;
        bcuid: string | null;
        registration_denied_at: Date | null;
        registration_flow: string;
      }>('SELECT status, bcuid, registration_denied_at, registration_flow FROM credits WHERE id = $1', [r.body.id]))!;
      expect(c).to.include({ status: 'Denied', bcuid: null, registration_flow: 'Excel file' });
      expect(c.registration_denied_at).to.not.equal(null);
      const events = await t.registry.db.rows<{ event: string; post_status: string }>(
        'SELECT event, post_status FROM credit_events WHERE credit_id = $1 ORDER BY id',
        [r.body.id],
      );
      expect(events.map((e) => e.event)).to.deep.equal(['Registration Submitted', 'Registration Rejected']);
      const mail = await t.sink.waitFor('supplier.user@demo.bcu', /rejected/, mark);
      expect(mail.text).to.contain('Batch data does not match the PoS');
      const check = await t.api
        .post('/api/credits/check-pos-number')
        .set(auth(user.token))
        .send({ number: payload.fieldPoSNumber })
        .expect(200);
      expect(check.body).to.deep.equal({ exists: false });
    });

    it('an incentive the admin added to the reference list is a known one, not a manual entry', async () => {
      const name = `Incentive ${crypto.randomBytes(4).toString('hex')}`;
      const {
        rows: [row],
      } = await t.registry.db.pool.query<{ id: number }>('INSERT INTO ref_incentives (name) VALUES ($1) RETURNING id', [
        name,
      ]);
      try {
        const payload = givenPayload();
        (payload.batches as Record<string, unknown>[])[0].fieldDec = [name, 'Abc', 'Def', 'Ghi'];
        await submit(user.token, payload).expect(201);
      } finally {
        await t.registry.db.pool.query('DELETE FROM ref_incentives WHERE id = $1', [row.id]);
      }
    });

    it('a CORSIA registration (ISCC CORSIA, Blended, Self-production) with 20 batches is accepted', async () => {
      const base = givenPayload();
      const b0 = (base.batches as Record<string, unknown>[])[0];
      const payload = {
        ...base,
        sustainabilityCertification: 5,
        endProduct: 'Blended',
        radioButton: 'Self-production',
        fieldPoS: undefined,
        supPosIssueDate: undefined,
        blendFieldName: 'Blending Terminal',
        blendFieldStreet1: 'Havenweg 3',
        blendFieldPost: '1043',
        blendFieldCity: 'Amsterdam',
        blendFieldCountry: 'Netherlands',
        fieldSustainabilityCO2: '1,200.5',
        fieldSustainabilityLand: '0',
        fieldSustainabilityLandfill: '-12.125',
        fieldSustainabilityRecycling: '0.5',
        dateSustainabilitySAF: today,
        batches: Array.from({ length: 20 }, (_, i) => ({
          ...b0,
          fieldID: `C-${i + 1}`,
          dateBlend: addDays(today, -30),
        })),
      };
      const r = await submit(user.token, payload).expect(201);
      const c = (await t.registry.db.one<{
        volume_kg: string;
        details: { isCorsia: boolean; fieldSustainabilityCO2: string };
      }>('SELECT volume_kg, details FROM credits WHERE id = $1', [r.body.id]))!;
      expect(c.volume_kg).to.equal('210000');
      expect(c.details).to.include({
        isCorsia: true,
        fieldSustainabilityCO2: '1200.5',
        fieldSustainabilityLandfill: '-12.125',
      });
    });
  });
});

/** supertest parser that keeps a binary body as a Buffer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}
