import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Scope 1 on an Airline's retirement (spec 2 §2.8, §2.9; issue 10 point 2): the Airline retirement asks whether the
 * account is the legitimate Scope 1 transport service provider. Yes → the airline is the Scope 1 provider with the
 * retirement's country and reporting; No → the credit's Scope 1 provider (an approved information request) is, and
 * without one the retirement is refused with the spec's message. The statement names the actual provider.
 */
describe('retirement: the Airline Scope 1 question (spec 2 §2.8, §2.9)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await givenRegistry();
  });

  const auth = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return `Bearer ${tokens.get(c.userEmail)}`;
  };
  const approve = async (submissionId: string) =>
    t.api
      .post(`/api/admin/submissions/${submissionId}/approve`)
      .set('Authorization', `Bearer ${(await adminSession(t)).token}`)
      .send({})
      .expect(200);
  const retire = async (who: TradingCompany, creditId: string, body: object) =>
    t.api
      .post(`/api/credits/${creditId}/retire`)
      .set('Authorization', await auth(who))
      .send(body);
  const statementOf = (requestId: string) =>
    t.registry.db.one<{
      scope1_company_id: string | null;
      scope1_name: string | null;
      claim_country: string;
      reporting: string;
    }>('SELECT rs.* FROM retirement_statements rs JOIN credit_requests r ON r.statement_id = rs.id WHERE r.id = $1', [
      requestId,
    ]);
  const claim = { creditClaimCountry: 'Spain', reporting: 'CORSIA' };

  it('asks the Airline whether it is the Scope 1 provider; without an answer the retirement is refused', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 2_000 });
    const res = await retire(airline, c.id, { amount: 1, ...claim });
    expect(res.status).to.equal(422);
    expect(res.body.error.details).to.deep.equal([{ path: 'isScope1Provider', message: MSG.chooseOption }]);
    const bad = await retire(airline, c.id, { amount: 1, ...claim, isScope1Provider: 'maybe' });
    expect(bad.status).to.equal(422);
    expect(
      (await t.registry.db.one<{ status: string }>('SELECT status FROM credits WHERE id = $1', [c.id]))!.status,
    ).to.equal('Active');
  });

  it('No without a Scope 1 provider on the credit is refused with the spec message; nothing is held', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 2_000 });
    const res = await retire(airline, c.id, { amount: 1, ...claim, isScope1Provider: 'no' });
    expect([res.status, res.body.error.message]).to.deep.equal([409, MSG.scope1ProviderMissing]);
    expect(
      (await t.registry.db.one<{ status: string }>('SELECT status FROM credits WHERE id = $1', [c.id]))!.status,
    ).to.equal('Active');
  });

  it('Yes: the airline is the Scope 1 provider with its country and reporting, on the credit and the statement', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 2_000 });
    const req = await retire(airline, c.id, { amount: 2, ...claim, isScope1Provider: 'yes' });
    expect(req.status).to.equal(201);
    await approve(req.body.submissionId);
    expect(await statementOf(req.body.id)).to.include({
      scope1_company_id: airline.companyId,
      scope1_name: airline.name,
      claim_country: 'Spain',
      reporting: 'CORSIA',
    });
    const credit = await t.registry.db.one<{ scope1_company_id: string; status: string }>(
      'SELECT * FROM credits WHERE id = $1',
      [c.id],
    );
    expect(credit).to.include({ scope1_company_id: airline.companyId, status: 'Retired' });
  });

  it('No after Aero Two answered the information request: the statement names Aero Two, not the retiring airline', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const aeroTwo = await givenTradingCompany(t, 'Airline');
    await givenContact(t, airline, aeroTwo);
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 3_000 });
    const asked = await t.api
      .post('/api/info-requests')
      .set('Authorization', await auth(airline))
      .send({ creditId: c.id, companyId: aeroTwo.companyId })
      .expect(201);
    await t.api
      .post(`/api/info-requests/${asked.body.id}/answer`)
      .set('Authorization', await auth(aeroTwo))
      .send({ action: 'Approve', answer: 'yes', creditClaimCountry: 'Italy', reporting: 'EU RED II (Scope 1)' })
      .expect(200);
    const req = await retire(airline, c.id, { amount: 1, ...claim, isScope1Provider: 'no' });
    expect(req.status).to.equal(201);
    await approve(req.body.submissionId);
    const statement = await statementOf(req.body.id);
    expect(statement).to.include({ scope1_company_id: aeroTwo.companyId, scope1_name: aeroTwo.name });
    const held = (await t.registry.db.one<{ id: string; scope1_company_id: string }>(
      'SELECT * FROM credits WHERE bcuid = $1',
      [`${c.bcuid}-01`],
    ))!;
    expect(held.scope1_company_id).to.equal(aeroTwo.companyId);
    // the BCU detail's Scope 1 tab names the same provider as the statement
    const detail = await t.api
      .get(`/api/credits/${held.id}`)
      .set('Authorization', await auth(airline))
      .expect(200);
    expect(detail.body.scope1.scope1Company).to.include({ id: aeroTwo.companyId });
  });
});
