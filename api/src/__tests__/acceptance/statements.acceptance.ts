/** Retirement statements: issue, immutability, public and account lists, PDFs, certificates and statements.zip. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@loopback/testlab';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { companyIdOf, givenRetiredCredit, givenStatement } from '../support/statements';
import { signIn } from '../support/builders';
import { keepBusy } from '../support/busy-event-loop';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const binaryBody = (res: any, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
/** The text of a PDF as pdftotext reads it (poppler-utils). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Retirement statements (spec 2 §2.6, §3; spec 1 §2 /statements)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let airline: string;
  let corporate: string;
  before(async () => {
    t = await givenRegistry();
    airline = await companyIdOf(t, 'Alpine Airways AG');
    corporate = await companyIdOf(t, 'Acme Travel Corporation');
  });

  it('issues a statement with a readable unique RSID, the clock date, the credits and the parties', async () => {
    const s = await givenStatement(t, corporate, { credits: 2, scope1CompanyId: airline });
    expect(s.rsid).to.match(/^RS-\d{4}-\d{6}$/);
    const [row] = await t.registry.services.statements.byIds([s.id]);
    expect(row.RSID).to.equal(s.rsid);
    expect(row.beneficiary).to.equal('Acme Travel Corporation');
    expect(row.scope1).to.equal('Alpine Airways AG');
    expect(row.amount).to.equal('24.691');
    expect(row.tonnesOfCO2eq).to.equal('19.752');
    expect(row.credits.map((c) => c.BCUID)).to.eql(s.credits.map((c) => c.bcuid));
    expect(row.credits.map((c) => c.sid)).to.eql([`${s.rsid}-01`, `${s.rsid}-02`]);
    const other = await givenStatement(t, corporate);
    expect(other.rsid).to.not.equal(s.rsid);
  });

  it("numbers the RSID from its sequence in the issue's year, with six digits at least", async () => {
    const { n } = (await t.registry.db.one<{ n: string }>(
      'SELECT last_value::text AS n FROM retirement_statement_seq',
    ))!;
    try {
      await t.registry.db.pool.query("SELECT setval('retirement_statement_seq', 999999)");
      const s = await givenStatement(t, corporate, { credits: 2 });
      const [row] = await t.registry.services.statements.byIds([s.id]);
      expect(s.rsid).to.equal(`RS-${new Date(row.issuedAt).getUTCFullYear()}-1000000`);
      expect(row.credits.map((c) => c.sid)).to.eql([`${s.rsid}-01`, `${s.rsid}-02`]);
    } finally {
      // the numbers after the one taken before this test were never used
      await t.registry.db.pool.query("SELECT setval('retirement_statement_seq', $1)", [n]);
    }
  });

  it('takes the product type from the BCU when the retirement does not name it', async () => {
    const c = await givenRetiredCredit(t, corporate);
    await t.registry.db.pool.query(`UPDATE credits SET details = '{"endProductType":"HEFA-SPK"}' WHERE id = $1`, [
      c.creditId,
    ]);
    const s = await t.registry.db.tx((tx) =>
      t.registry.services.statements.issue(tx, { companyId: corporate, isAnonymous: false, credits: [c] }),
    );
    const [row] = await t.registry.services.statements.byIds([s.id]);
    expect(row.productType).to.equal('HEFA-SPK');
  });

  it('keeps a statement immutable: UPDATE and DELETE of it or its credits fail in SQL', async () => {
    const s = await givenStatement(t, corporate);
    await expect(
      t.registry.db.pool.query(`UPDATE retirement_statements SET beneficiary_name = 'x' WHERE id = $1`, [s.id]),
    ).to.be.rejectedWith(/cannot be changed/);
    await expect(
      t.registry.db.pool.query(`DELETE FROM retirement_statements WHERE id = $1`, [s.id]),
    ).to.be.rejectedWith(/cannot be changed/);
    await expect(
      t.registry.db.pool.query(`UPDATE statement_credits SET volume_kg = 1 WHERE statement_id = $1`, [s.id]),
    ).to.be.rejectedWith(/cannot be changed/);
    const [row] = await t.registry.services.statements.byIds([s.id]);
    expect(row.beneficiary).to.equal('Acme Travel Corporation');
  });

  it('shows an anonymous statement as Anonymous in public', async () => {
    const s = await givenStatement(t, corporate, { isAnonymous: true, scope3CompanyId: corporate });
    const res = await t.api
      .get('/api/statements')
      .query({ filter: JSON.stringify({ q: s.rsid }) })
      .expect(200);
    expect(res.body).to.have.length(1);
    expect(res.body[0].beneficiary).to.equal('Anonymous');
    expect(res.body[0].scope3).to.equal('Anonymous');
    expect(res.body[0]).to.not.have.property('companyId');
    expect(JSON.stringify(res.body)).to.not.match(/Acme/);
    expect(res.body[0].credits).to.have.length(1);
  });

  it('renders the statement PDF with RSID, amounts, parties, credits and the verification link, stored once with its digest', async () => {
    const s = await givenStatement(t, corporate, { credits: 2, scope1CompanyId: airline });
    const res = await t.api.get(`/api/statements/${s.id}/pdf`).buffer(true).parse(binaryBody).expect(200);
    expect(res.headers['content-type']).to.match(/application\/pdf/);
    expect(res.headers['content-disposition']).to.equal(`attachment; filename="${s.rsid}.pdf"`);
    const text = pdfText(res.body as Buffer);
    for (const want of [
      s.rsid,
      'Acme Travel Corporation',
      'Alpine Airways AG',
      '24.691 t',
      '19.752 t CO2eq',
      '12.345 t',
      'SAF',
      'Switzerland',
      'CORSIA',
      s.credits[0].bcuid,
      s.credits[1].bcuid,
      `${s.rsid}-02`,
      `http://localhost:3000/statements?rsid=${s.rsid}`,
    ])
      expect(text).to.containEql(want);
    const again = await t.api.get(`/api/statements/${s.id}/pdf`).buffer(true).parse(binaryBody).expect(200);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).to.equal(0);
    const stored = await t.registry.db.rows<{ sha256: string; kind: string }>(
      `SELECT f.sha256, f.kind FROM statement_documents d JOIN files f ON f.id = d.file_id WHERE d.statement_id = $1 AND d.statement_credit_id IS NULL`,
      [s.id],
    );
    expect(stored).to.have.length(1);
    expect(stored[0].kind).to.equal('statement');
    expect(stored[0].sha256).to.match(/^[0-9a-f]{64}$/);
    await expect(
      t.registry.db.pool.query('DELETE FROM statement_documents WHERE statement_id = $1', [s.id]),
    ).to.be.rejectedWith(/cannot be changed/);
  });

  it('renders the PDFs in the background once the issuing transaction commits', async () => {
    const s = await givenStatement(t, corporate, { credits: 2 });
    let n = 0;
    for (let i = 0; i < 100 && n < 3; i++) {
      await new Promise((r) => setTimeout(r, 200));
      n = Number(
        (await t.registry.db.one<{ n: string }>(
          'SELECT count(*) AS n FROM statement_documents WHERE statement_id = $1',
          [s.id],
        ))!.n,
      );
    }
    expect(n).to.equal(3);
  });

  it('renders the PDFs in the background only once requests leave the registry room', async () => {
    const stored = async (id: string) =>
      Number(
        (await t.registry.db.one<{ n: string }>(
          'SELECT count(*) AS n FROM statement_documents WHERE statement_id = $1',
          [id],
        ))!.n,
      );
    // the registry's event loop busy nine tenths of the time, as under a burst of approvals
    const idle = keepBusy();
    let s: Awaited<ReturnType<typeof givenStatement>>;
    try {
      s = await givenStatement(t, corporate);
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await stored(s.id)).to.equal(0); // nothing rendered while busy
    } finally {
      idle();
    }
    let n = 0;
    for (let i = 0; i < 100 && n < 2; i++) {
      await new Promise((r) => setTimeout(r, 200));
      n = await stored(s.id);
    }
    expect(n).to.equal(2); // the statement and its certificate, once quiet
  });

  it('hides an anonymous beneficiary in the PDF and renders a credit certificate', async () => {
    const s = await givenStatement(t, corporate, {
      isAnonymous: true,
      scope3CompanyId: corporate,
      scope1CompanyId: airline,
    });
    const pdf = await t.api.get(`/api/statements/${s.id}/pdf`).buffer(true).parse(binaryBody).expect(200);
    expect(pdfText(pdf.body as Buffer)).to.not.containEql('Acme');
    expect(pdfText(pdf.body as Buffer)).to.containEql('Anonymous');
    const cert = await t.api
      .get(`/api/statements/${s.id}/credits/${s.credits[0].creditId}/certificate`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = pdfText(cert.body as Buffer);
    for (const want of [
      'Retirement Certificate',
      `${s.rsid}-01`,
      s.credits[0].bcuid,
      '12.345 t',
      '9.876 t CO2eq',
      'Alpine Airways AG',
      'Anonymous',
    ])
      expect(text).to.containEql(want);
    expect(text).to.not.containEql('Acme');
    const other = await givenStatement(t, corporate);
    await t.api.get(`/api/statements/${s.id}/credits/${other.credits[0].creditId}/certificate`).expect(404);
    await t.api.get(`/api/statements/${s.id}/credits/not-a-uuid/certificate`).expect(404);
    await t.api.get('/api/statements/00000000-0000-4000-8000-000000000000/pdf').expect(404);
  });

  it('zips a selection as statements.zip with one PDF per statement', async () => {
    const a = await givenStatement(t, corporate);
    const b = await givenStatement(t, airline);
    const res = await t.api
      .post('/api/statements/download')
      .send({ ids: [a.id, b.id] })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-disposition']).to.equal('attachment; filename="statements.zip"');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'statements.zip'), res.body as Buffer);
      execFileSync('unzip', ['-q', 'statements.zip', '-d', 'out'], { cwd: dir });
      expect(fs.readdirSync(path.join(dir, 'out')).sort()).to.eql([`${a.rsid}.pdf`, `${b.rsid}.pdf`].sort());
      expect(pdfText(fs.readFileSync(path.join(dir, 'out', `${b.rsid}.pdf`)))).to.containEql('Alpine Airways AG');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await t.api.post('/api/statements/download').send({ ids: [] }).expect(422);
    await t.api
      .post('/api/statements/download')
      .send({ ids: ['nope'] })
      .expect(422);
    await t.api
      .post('/api/statements/download')
      .send({ ids: [a.id, '00000000-0000-4000-8000-000000000000'] })
      .expect(404);
  });

  it("lists the signed-in company's own statements with credits, date filter and search; none for Supplier or Intermediary", async () => {
    const mine = await givenStatement(t, airline, { credits: 2 });
    await givenStatement(t, corporate);
    const { token } = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    const auth = { Authorization: `Bearer ${token}` };
    const all = await t.api.get('/api/account/statements').set(auth).expect(200);
    expect(all.body.length).to.be.greaterThan(0);
    expect(all.body.every((s: { beneficiary: string }) => s.beneficiary === 'Alpine Airways AG')).to.be.true();
    const found = await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ q: mine.credits[1].bcuid }) })
      .set(auth)
      .expect(200);
    expect(found.body.map((s: { RSID: string }) => s.RSID)).to.eql([mine.rsid]);
    expect(found.body[0].credits).to.have.length(2);
    const today = t.clock.now().toISOString().slice(0, 10);
    const dated = await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ from: today, to: today, q: mine.rsid }) })
      .set(auth)
      .expect(200);
    expect(dated.body).to.have.length(1);
    const past = await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ to: '2020-01-01' }) })
      .set(auth)
      .expect(200);
    expect(past.body).to.have.length(0);
    await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ accountId: corporate }) })
      .set(auth)
      .expect(404);
    await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ from: 'yesterday' }) })
      .set(auth)
      .expect(422);
    await t.api.get('/api/account/statements').expect(401);
    const supplier = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    await t.api
      .get('/api/account/statements')
      .set({ Authorization: `Bearer ${supplier.token}` })
      .expect(403);
  });

  it('lets an Auditor read the statements of a company it has access to, and no other', async () => {
    const auditorCompany = await companyIdOf(t, 'Verity Sustainability Audit SA');
    const s = await givenStatement(t, corporate);
    await t.registry.db.pool.query(
      `INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [auditorCompany, corporate],
    );
    const { token } = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    const auth = { Authorization: `Bearer ${token}` };
    const res = await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ accountId: corporate, q: s.rsid }) })
      .set(auth)
      .expect(200);
    expect(res.body.map((r: { RSID: string }) => r.RSID)).to.eql([s.rsid]);
    await t.api
      .get('/api/account/statements')
      .query({ filter: JSON.stringify({ accountId: airline }) })
      .set(auth)
      .expect(404);
  });
});
