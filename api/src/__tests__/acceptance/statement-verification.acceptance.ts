/** Verifying a statement PDF by its SHA-256 (issue 16.4): a real issued PDF is recognised, an altered one is not. */
import { createHash } from 'node:crypto';
import { expect } from '@loopback/testlab';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { companyIdOf, givenStatement } from '../support/statements';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const binaryBody = (res: any, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('Statement verification by digest (issue 16.4)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let corporate: string;
  before(async () => {
    t = await givenRegistry();
    corporate = await companyIdOf(t, 'Acme Travel Corporation');
  });

  it('finds the statement of a real issued PDF, as the public list shows it', async () => {
    const s = await givenStatement(t, corporate, { credits: 2 });
    const pdf = (await t.api.get(`/api/statements/${s.id}/pdf`).buffer(true).parse(binaryBody).expect(200))
      .body as Buffer;
    const res = await t.api
      .get('/api/statements/verify')
      .query({ sha256: sha256(pdf).toUpperCase() })
      .expect(200);
    expect(res.body.issued).to.be.true();
    expect(res.body.document).to.equal('statement');
    expect(res.body.sid).to.be.null();
    const listed = await t.api
      .get('/api/statements')
      .query({ filter: JSON.stringify({ q: s.rsid }) })
      .expect(200);
    expect(res.body.statement).to.eql(listed.body[0]);
    expect(res.body.statement.RSID).to.equal(s.rsid);
  });

  it("finds the statement of a credit's certificate and names the certificate", async () => {
    const s = await givenStatement(t, corporate, { isAnonymous: true, scope3CompanyId: corporate });
    const [row] = await t.registry.services.statements.byIds([s.id]);
    const pdf = (
      await t.api
        .get(`/api/statements/${s.id}/credits/${row.credits[0].creditId}/certificate`)
        .buffer(true)
        .parse(binaryBody)
        .expect(200)
    ).body as Buffer;
    const res = await t.api
      .get('/api/statements/verify')
      .query({ sha256: sha256(pdf) })
      .expect(200);
    expect(res.body).to.containDeep({ issued: true, document: 'certificate', sid: `${s.rsid}-01` });
    expect(res.body.statement.beneficiary).to.equal('Anonymous');
    expect(JSON.stringify(res.body)).to.not.match(/Acme/);
  });

  it('does not recognise an altered PDF (one byte changed)', async () => {
    const s = await givenStatement(t, corporate);
    const pdf = (await t.api.get(`/api/statements/${s.id}/pdf`).buffer(true).parse(binaryBody).expect(200))
      .body as Buffer;
    const altered = Buffer.from(pdf);
    altered[Math.floor(altered.length / 2)] ^= 0x01;
    const res = await t.api
      .get('/api/statements/verify')
      .query({ sha256: sha256(altered) })
      .expect(200);
    expect(res.body).to.eql({ issued: false, document: null, sid: null, statement: null });
  });

  it('refuses what is not a SHA-256 digest with the catalogue message', async () => {
    for (const q of [{}, { sha256: 'abc' }, { sha256: 'g'.repeat(64) }]) {
      const res = await t.api.get('/api/statements/verify').query(q).expect(422);
      expect(res.body.error.message).to.equal(MSG.sha256Invalid);
    }
  });

  it('prints what the digest is for and where to check it in the PDF footer', async () => {
    const { statementHtml } = await import('../../services/credits/statements/pdf-templates/statement.js');
    const s = await givenStatement(t, corporate);
    const [row] = await t.registry.services.statements.byIds([s.id]);
    const html = statementHtml(row, 'https://registry.example/');
    expect(html).to.containEql('SHA-256 digest identifies the exact document the registry issued');
    expect(html).to.containEql('https://registry.example/statements/verify');
  });
});
