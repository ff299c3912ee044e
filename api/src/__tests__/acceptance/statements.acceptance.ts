/** Retirement statements: issue, immutability, public and account lists, PDFs, certificates and statements.zip. */
import { expect } from '@loopback/testlab';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { companyIdOf, givenStatement } from '../support/statements';

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

  it('keeps a statement immutable: UPDATE and DELETE of it or its credits fail in SQL', async () => {
    const s = await givenStatement(t, corporate);
    await expect(t.registry.db.pool.query(`UPDATE retirement_statements SET beneficiary_name = 'x' WHERE id = $1`, [s.id])).to.be.rejectedWith(/cannot be changed/);
    await expect(t.registry.db.pool.query(`DELETE FROM retirement_statements WHERE id = $1`, [s.id])).to.be.rejectedWith(/cannot be changed/);
    await expect(t.registry.db.pool.query(`UPDATE statement_credits SET volume_kg = 1 WHERE statement_id = $1`, [s.id])).to.be.rejectedWith(/cannot be changed/);
    const [row] = await t.registry.services.statements.byIds([s.id]);
    expect(row.beneficiary).to.equal('Acme Travel Corporation');
  });

  it('shows an anonymous statement as Anonymous in public', async () => {
    const s = await givenStatement(t, corporate, { isAnonymous: true, scope3CompanyId: corporate });
    const res = await t.api.get('/api/statements').query({ filter: JSON.stringify({ q: s.rsid }) }).expect(200);
    expect(res.body).to.have.length(1);
    expect(res.body[0].beneficiary).to.equal('Anonymous');
    expect(res.body[0].scope3).to.equal('Anonymous');
    expect(res.body[0]).to.not.have.property('companyId');
    expect(JSON.stringify(res.body)).to.not.match(/Acme/);
    expect(res.body[0].credits).to.have.length(1);
  });
});
