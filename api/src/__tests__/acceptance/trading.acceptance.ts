import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Transfer and retirement through the API (spec 2 §2.7–§2.10, §5; DESIGN §4): the request holds the amount, the
 * admin decides the submission, the receiver accepts or denies, unanswered deposits expire, approved retirements
 * issue a statement; both parties are mailed at completion. Every test uses companies of its own.
 */
describe('trading: transfers, incoming transactions, retirements (spec 2 §2.7–§2.10)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  async function as(c: TradingCompany): Promise<string> {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return tokens.get(c.userEmail)!;
  }
  const auth = async (c: TradingCompany) => `Bearer ${await as(c)}`;
  const admin = async () => `Bearer ${(await adminSession(t)).token}`;
  const credit = (id: string) =>
    t.registry.db.one<{ status: string; company_id: string; volume_kg: string; co2eq_kg: string; energy_mj: string; bcuid: string; scope1_company_id: string | null }>(
      'SELECT * FROM credits WHERE id = $1', [id]);
  const creditByBcuid = (bcuid: string) => t.registry.db.one<{ id: string; status: string; company_id: string; volume_kg: string }>('SELECT * FROM credits WHERE bcuid = $1', [bcuid]);
  const events = async (id: string) =>
    (await t.registry.db.rows<{ event: string }>('SELECT event FROM credit_events WHERE credit_id = $1 ORDER BY id', [id])).map((e) => e.event);
  const approve = async (submissionId: string) =>
    t.api.post(`/api/admin/submissions/${submissionId}/approve`).set('Authorization', await admin()).send({}).expect(200);
  const reject = async (submissionId: string) =>
    t.api.post(`/api/admin/submissions/${submissionId}/reject`).set('Authorization', await admin()).send({ message: 'Not this time' }).expect(200);

  async function givenPair(senderType: TradingCompany['type'] = 'Supplier', receiverType: TradingCompany['type'] = 'Airline') {
    const sender = await givenTradingCompany(t, senderType);
    const receiver = await givenTradingCompany(t, receiverType);
    await givenContact(t, sender, receiver);
    return { sender, receiver };
  }

  it('moves part of a BCU: split (-01 Transit, -02 Active), admin approval, the receiver accepts; both are mailed', async () => {
    const { sender, receiver } = await givenPair();
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 10_000, co2eqKg: 7_500, energyMj: 430_000 });

    const res = await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: '4,000.5', amountType: 'BCU', receiverId: receiver.companyId }).expect(422);
    expect(res.body.error.message).to.equal('Value must be a number between 0 and 10.000');

    const sent = await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: '4', amountType: 'BCU', receiverId: receiver.companyId }).expect(201);
    expect(sent.body).to.include({ status: 'Pending', kind: 'Transfer', bcuid: c.bcuid, heldBcuid: `${c.bcuid}-01`, amount: '4.000', tonnesOfCO2eq: '3.000' });
    expect((await credit(c.id))!.status).to.equal('Split');
    const moving = (await creditByBcuid(`${c.bcuid}-01`))!;
    const rest = (await creditByBcuid(`${c.bcuid}-02`))!;
    expect([moving.status, moving.volume_kg, rest.status, rest.volume_kg]).to.deep.equal(['Transit', '4000', 'Active', '6000']);
    expect(await events(moving.id)).to.deep.equal(['Split', 'Transfer Submitted']);

    // nothing in the receiver's list before the admin approved
    const before = await t.api.get('/api/incoming-transactions').set('Authorization', await auth(receiver)).expect(200);
    expect(before.body).to.have.length(0);

    await approve(sent.body.submissionId);
    const list = await t.api.get('/api/incoming-transactions').set('Authorization', await auth(receiver)).expect(200);
    expect(list.headers['content-range']).to.equal('incoming-transactions 0-0/1');
    expect(list.body[0]).to.include({ bcuid: `${c.bcuid}-01`, amount: '4.000', status: 'Pending', statusLabel: 'For consideration' });
    expect((await t.api.get('/api/incoming-transactions/count').set('Authorization', await auth(receiver)).expect(200)).body).to.deep.equal({ count: 1 });

    const mark = t.sink.mark();
    const accepted = await t.api.post(`/api/incoming-transactions/${sent.body.id}/accept`).set('Authorization', await auth(receiver)).expect(200);
    expect(accepted.body).to.include({ status: 'Approved' });
    const after = (await credit(moving.id))!;
    expect([after.status, after.company_id]).to.deep.equal(['Active', receiver.companyId]);
    expect(await events(moving.id)).to.deep.equal(['Split', 'Transfer Submitted', 'Transfer Approved', 'Deposit Approved']);
    await t.sink.waitFor(sender.userEmail, /BCU transfer: Deposit Approved/, mark);
    await t.sink.waitFor(receiver.userEmail, /BCU transfer: Deposit Approved/, mark);
    // decided once only
    await t.api.post(`/api/incoming-transactions/${sent.body.id}/deny`).set('Authorization', await auth(receiver)).expect(409);
    const mine = await t.api.get('/api/credit-requests').set('Authorization', await auth(sender)).expect(200);
    expect(mine.body[0]).to.include({ id: sent.body.id, status: 'Deposit Approved' });
  });

  it('a denied deposit returns to the sender as Active (Deposit Rejected); an admin rejection releases the hold (Transfer Rejected) and the part merges back', async () => {
    const { sender, receiver } = await givenPair('Intermediary', 'Corporate');
    const c1 = await givenActiveCredit(t, { holder: sender, volumeKg: 5_000 });
    const whole = await t.api.post(`/api/credits/${c1.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: 5, receiverId: receiver.companyId }).expect(201);
    expect(whole.body.heldBcuid).to.equal(c1.bcuid);
    expect((await credit(c1.id))!.status).to.equal('Transit');
    await approve(whole.body.submissionId);
    const mark = t.sink.mark();
    await t.api.post(`/api/incoming-transactions/${whole.body.id}/deny`).set('Authorization', await auth(receiver)).expect(200);
    expect((await credit(c1.id))!).to.include({ status: 'Active', company_id: sender.companyId });
    expect(await events(c1.id)).to.deep.equal(['Registration Approved', 'Transfer Submitted', 'Transfer Approved', 'Deposit Rejected']);
    await t.sink.waitFor(sender.userEmail, /Deposit Rejected/, mark);

    const again = await t.api.post(`/api/credits/${c1.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: '1000', amountType: 'MJ', receiverId: receiver.companyId }).expect(201);
    await reject(again.body.submissionId);
    // the returned part merges back with its Active sibling: the BCU is whole again under its own BCUID
    const moving = (await creditByBcuid(`${c1.bcuid}-01`))!;
    const sibling = (await creditByBcuid(`${c1.bcuid}-02`))!;
    expect([moving.status, sibling.status, (await credit(c1.id))!.status]).to.deep.equal(['Merged', 'Merged', 'Active']);
    expect(await events(moving.id)).to.deep.equal(['Split', 'Transfer Submitted', 'Transfer Rejected', 'Merge']);
    expect((await events(c1.id)).slice(-2)).to.deep.equal(['Split', 'Merge']);
    // split again, the children continue the numbering
    const third = await t.api.post(`/api/credits/${c1.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: '1', receiverId: receiver.companyId }).expect(201);
    expect(third.body.heldBcuid).to.equal(`${c1.bcuid}-03`);
    const req = await t.api.get(`/api/credit-requests/${again.body.id}`).set('Authorization', await auth(sender)).expect(200);
    expect(req.body.status).to.equal('Rejected');
  });

  it('unanswered deposits expire after 14 days and BCUs 24 months after issuance (the expiry job with the moved clock)', async () => {
    const { sender, receiver } = await givenPair('Supplier', 'Forwarder');
    const c = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000 });
    const other = await givenActiveCredit(t, { holder: sender, volumeKg: 1_000, expiresAt: new Date(t.clock.now().getTime() + 20 * 86_400_000) });
    const sent = await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: 2, receiverId: receiver.companyId }).expect(201);
    await approve(sent.body.submissionId);
    const scope = { companyIds: [sender.companyId, receiver.companyId] };
    t.clock.advanceHours(13 * 24);
    expect((await t.registry.services.tradingExpiry.runOnce(scope)).deposits).to.deep.equal([]);
    t.clock.advanceHours(2 * 24);
    const mark = t.sink.mark();
    const run = await t.registry.services.tradingExpiry.runOnce(scope);
    expect(run.deposits).to.deep.equal([sent.body.id]);
    expect((await credit(c.id))!).to.include({ status: 'Active', company_id: sender.companyId });
    expect(await events(c.id)).to.include('Deposit Expired');
    await t.sink.waitFor(sender.userEmail, /Deposit Expired/, mark);
    await t.sink.waitFor(receiver.userEmail, /Deposit Expired/, mark);
    // 20 days later the second BCU's validity has ended
    t.clock.advanceHours(6 * 24);
    expect((await t.registry.services.tradingExpiry.runOnce(scope)).credits).to.deep.equal([other.id]);
    expect((await credit(other.id))!.status).to.equal('Expired');
    const res = await t.api.post(`/api/credits/${other.id}/transfer`).set('Authorization', await auth(sender))
      .send({ amount: 1, receiverId: receiver.companyId }).expect(409);
    expect(res.body.error.message).to.equal(MSG.creditNotActive);
  });

  it('the hourly pg-boss job expires a BCU whose 24-month validity has ended', async () => {
    const holder = await givenTradingCompany(t, 'Corporate');
    const c = await givenActiveCredit(t, { holder, expiresAt: new Date(t.clock.now().getTime() - 60_000) });
    await t.registry.jobs.sendTradingExpiry({ companyIds: [holder.companyId] });
    for (let i = 0; i < 100 && (await credit(c.id))!.status !== 'Expired'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await credit(c.id))!.status).to.equal('Expired');
    const expired = await t.registry.db.one<{ triggered_by: string; pre_status: string }>("SELECT * FROM credit_events WHERE credit_id = $1 AND event = 'Expired'", [c.id]);
    expect(expired).to.include({ triggered_by: 'System', pre_status: 'Active' });
  });

  it('checks the variant rules: Airline Scope 1 radio, country and reporting; Forwarder Scope 3; receivers from the contact list', async () => {
    const { sender: airline, receiver } = await givenPair('Airline', 'Corporate');
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 3_000, co2eqKg: 2_000, energyMj: 129_000 });
    const send = async (body: object, status: number) =>
      (await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', await auth(airline)).send(body).expect(status)).body;
    expect((await send({ amount: 1, receiverId: receiver.companyId }, 422)).error.message).to.equal('Please, choose an option.');
    const noCountry = await send({ amount: 1, receiverId: receiver.companyId, scope1: { isScope1Provider: 'yes' } }, 422);
    expect(noCountry.error.details.map((d: { message: string }) => d.message)).to.deep.equal(['Country field is required.', 'Reporting field is required.']);
    expect((await send({ amount: 1 }, 422)).error.message).to.equal('Transfer to field is required.');
    expect((await send({ amount: 3, amountType: 'CO2eq', receiverId: receiver.companyId, scope1: { isScope1Provider: 'no' } }, 422)).error.message)
      .to.equal('Value must be a number between 0 and 2.000');
    expect((await send({ amount: 200000, amountType: 'MJ', receiverId: receiver.companyId, scope1: { isScope1Provider: 'no' } }, 422)).error.message)
      .to.equal('Value must be a number between 0 and 129000');
    const stranger = await givenTradingCompany(t, 'Corporate');
    expect((await send({ amount: 1, receiverId: stranger.companyId, scope1: { isScope1Provider: 'no' } }, 422)).error.message).to.equal(MSG.recipientNotAllowed);
    const facilitator = await givenTradingCompany(t, 'Facilitator');
    await givenContact(t, airline, facilitator);
    const managed = await givenTradingCompany(t, 'Corporate');
    await givenContact(t, airline, managed, { createdByFacilitator: true });
    expect((await send({ amount: 1, receiverId: managed.companyId, scope1: { isScope1Provider: 'no' } }, 422)).error.message).to.equal(MSG.recipientNotAllowed);
    const recipients = await t.api.get('/api/transfer-recipients').query({ creditId: c.id }).set('Authorization', await auth(airline)).expect(200);
    expect(recipients.body.map((r: { id: string }) => r.id)).to.deep.equal([receiver.companyId]);
    // CO2eq 1.000 of 2.000 t is exactly half the volume
    const ok = await send({ amount: '1.000', amountType: 'CO2eq', receiverId: receiver.companyId, scope1: { isScope1Provider: 'yes', creditClaimCountry: 'Germany', reporting: 'CORSIA' } }, 201);
    expect(ok).to.include({ amount: '1.500', isScope1Provider: true, creditClaimCountry: 'Germany', reporting: 'CORSIA' });

    const forwarder = await givenTradingCompany(t, 'Forwarder');
    await givenContact(t, forwarder, receiver);
    const f = await givenActiveCredit(t, { holder: forwarder });
    const res = await t.api.post(`/api/credits/${f.id}/transfer`).set('Authorization', await auth(forwarder)).send({ amount: 1, receiverId: receiver.companyId }).expect(422);
    expect(res.body.error.details[0]).to.deep.equal({ path: 'scope3', message: 'Please, choose an option.' });
  });

  it('bulk transfers the full amount of at least two BCUs, all or none', async () => {
    const { sender, receiver } = await givenPair('Supplier', 'Intermediary');
    const a = await givenActiveCredit(t, { holder: sender, volumeKg: 1_000 });
    const b = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000 });
    const bulk = (transfers: object[]) => t.api.post('/api/credits/transfers/bulk').set('Authorization', `Bearer ${tokens.get(sender.userEmail)}`).send({ transfers });
    await as(sender);
    expect((await bulk([])).body.error.message).to.equal('At least one BCU must be selected.');
    expect((await bulk([{ creditId: a.id, receiverId: receiver.companyId }])).body.error.message).to.equal(MSG.bulkAtLeastTwo);
    const stranger = await givenTradingCompany(t, 'Airline');
    const refused = await bulk([{ creditId: a.id, receiverId: receiver.companyId }, { creditId: b.id, receiverId: stranger.companyId }]);
    expect(refused.status).to.equal(422);
    expect(refused.body.error.details[0].path).to.equal('transfers.1.receiverId');
    expect((await credit(a.id))!.status).to.equal('Active');
    const ok = await bulk([{ creditId: a.id, receiverId: receiver.companyId }, { creditId: b.id, receiverId: receiver.companyId }]);
    expect(ok.status).to.equal(201);
    expect(ok.body.map((r: { amount: string }) => r.amount)).to.deep.equal(['1.000', '2.000']);
    expect([(await credit(a.id))!.status, (await credit(b.id))!.status]).to.deep.equal(['Transit', 'Transit']);
  });

  it('retires with a Scope 1 provider: refused without one, then an Airline declares it on transfer; approval issues the statement', async () => {
    const { sender: airline, receiver: corporate } = await givenPair('Airline', 'Corporate');
    const plain = await givenActiveCredit(t, { holder: corporate });
    const retire = async (id: string, body: object, status: number) =>
      (await t.api.post(`/api/credits/${id}/retire`).set('Authorization', await auth(corporate)).send(body).expect(status)).body;
    const claim = { creditClaimCountry: 'France', reporting: 'Voluntary (Scope 1 + 3)' };
    expect((await retire(plain.id, { amount: 1, ...claim }, 409)).error.message).to.equal(MSG.scope1ProviderMissing);
    const missing = await retire(plain.id, { amount: 1 }, 422);
    expect(missing.error.details.map((d: { message: string }) => d.message)).to.deep.equal(['Field is required.', 'Field is required']);

    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 8_000, co2eqKg: 6_000 });
    const sent = await t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', await auth(airline))
      .send({ amount: 8, receiverId: corporate.companyId, scope1: { isScope1Provider: 'yes', creditClaimCountry: 'Switzerland', reporting: 'CORSIA' } }).expect(201);
    await approve(sent.body.submissionId);
    await t.api.post(`/api/incoming-transactions/${sent.body.id}/accept`).set('Authorization', await auth(corporate)).expect(200);
    expect((await credit(c.id))!.scope1_company_id).to.equal(airline.companyId);

    const req = await retire(c.id, { amount: '2.5', ...claim, scope3Anonymity: true }, 201);
    expect(req).to.include({ kind: 'Retirement', status: 'Pending', amount: '2.500', heldBcuid: `${c.bcuid}-01`, scope3Anonymity: true });
    const detail = await t.api.get(`/api/admin/submissions/${req.submissionId}`).set('Authorization', await admin()).expect(200);
    expect(detail.body.retirementInfo).to.include({ id: req.id, amount: '2.500' });
    expect(detail.body.credit).to.be.an('object');
    const mark = t.sink.mark();
    await approve(req.submissionId);
    const held = (await creditByBcuid(`${c.bcuid}-01`))!;
    expect(held.status).to.equal('Retired');
    const statement = await t.registry.db.one<{ rsid: string; is_anonymous: boolean; volume_kg: string }>(
      'SELECT rs.* FROM retirement_statements rs JOIN credit_requests r ON r.statement_id = rs.id WHERE r.id = $1', [req.id]);
    expect(statement).to.include({ is_anonymous: true, volume_kg: '2500' });
    expect(statement!.rsid).to.match(/^RS-\d{4}-\d{6,}$/);
    await t.sink.waitFor(corporate.userEmail, /BCU retirement approved/, mark);
    expect(await events(held.id)).to.deep.equal(['Split', 'Retirement Submitted', 'Retirement Approved']);
    // a retired BCU never moves again
    await retire(held.id, { amount: 1, ...claim }, 409);
  });

  it('a rejected retirement releases the hold; Supplier and Intermediary BCUs are not retired', async () => {
    const airline = await givenTradingCompany(t, 'Airline');
    const c = await givenActiveCredit(t, { holder: airline, volumeKg: 1_000 });
    const req = await t.api.post(`/api/credits/${c.id}/retire`).set('Authorization', await auth(airline))
      .send({ amount: 1, creditClaimCountry: 'Spain', reporting: 'EU ETS', isScope1Provider: 'yes' }).expect(201);
    await reject(req.body.submissionId);
    expect((await credit(c.id))!.status).to.equal('Active');
    expect(await events(c.id)).to.deep.equal(['Registration Approved', 'Retirement Submitted', 'Retirement Rejected']);
  });

  it('Scope 1 information requests: Airline connections only, one pending per BCU, approved with yes, country and reporting, or expired', async () => {
    const requester = await givenTradingCompany(t, 'Airline');
    const target = await givenTradingCompany(t, 'Airline');
    const corporate = await givenTradingCompany(t, 'Corporate');
    await givenContact(t, requester, target);
    await givenContact(t, requester, corporate);
    const c = await givenActiveCredit(t, { holder: requester });
    const targets = await t.api.get('/api/info-request-companies').query({ creditId: c.id }).set('Authorization', await auth(requester)).expect(200);
    expect(targets.body.map((x: { id: string }) => x.id)).to.deep.equal([target.companyId]);
    const ask = (companyId: string) => t.api.post('/api/info-requests').set('Authorization', `Bearer ${tokens.get(requester.userEmail)}`).send({ creditId: c.id, companyId });
    expect((await ask(corporate.companyId)).status).to.equal(422);
    expect((await t.api.post('/api/info-requests').set('Authorization', await auth(requester)).send({ creditId: c.id })).body.error.message).to.equal('Field is required.');
    const mark = t.sink.mark();
    const created = await ask(target.companyId);
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ status: 'Pending', statusLabel: 'For consideration', bcuid: c.bcuid });
    await t.sink.waitFor(target.userEmail, /Scope 1 information request/, mark);
    const twice = await ask(target.companyId);
    expect([twice.status, twice.body.error.message]).to.deep.equal([409, 'There is an ongoing request for the selected BCU ID']);

    expect((await t.api.get('/api/info-requests/count').set('Authorization', await auth(target)).expect(200)).body).to.deep.equal({ count: 1 });
    // the holder retires part of the BCU while the request is pending (an Airline that declares itself its Scope 1 provider)
    await t.api.post(`/api/credits/${c.id}/retire`).set('Authorization', await auth(requester)).send({ amount: '1', creditClaimCountry: 'Spain', reporting: 'CORSIA', isScope1Provider: 'yes' }).expect(201);
    const incomplete = await t.api.post(`/api/info-requests/${created.body.id}/answer`).set('Authorization', await auth(target)).send({ action: 'Approve', answer: 'yes' }).expect(422);
    expect(incomplete.body.error.details.map((d: { message: string }) => d.message)).to.deep.equal(['Country field is required.', 'Reporting field is required.']);
    // the requester cannot answer its own request
    await t.api.post(`/api/info-requests/${created.body.id}/answer`).set('Authorization', await auth(requester)).send({ action: 'Deny' }).expect(404);
    const answered = await t.api.post(`/api/info-requests/${created.body.id}/answer`).set('Authorization', await auth(target))
      .send({ action: 'Approve', answer: 'yes', creditClaimCountry: 'Italy', reporting: 'EU RED II (Scope 1)' }).expect(200);
    expect(answered.body).to.include({ status: 'Approved', creditClaimCountry: 'Italy' });
    expect((await credit(c.id))!.scope1_company_id).to.equal(target.companyId);
    expect(await events(c.id)).to.deep.equal(['Registration Approved', 'Scope 1 Request Submitted', 'Split', 'Scope 1 Request Approved']);
    // the parts split meanwhile and still held carry the answer too
    const rest = (await creditByBcuid(`${c.bcuid}-02`))!;
    expect((await credit(rest.id))!.scope1_company_id).to.equal(target.companyId);
    expect(await events(rest.id)).to.deep.equal(['Split', 'Scope 1 Request Approved']);

    // a new request on the rest is allowed once the first is decided; it expires unanswered
    const second = await t.api.post('/api/info-requests').set('Authorization', await auth(requester)).send({ creditId: rest.id, companyId: target.companyId });
    expect(second.status).to.equal(201);
    t.clock.advanceHours(15 * 24);
    const run = await t.registry.services.tradingExpiry.runOnce({ companyIds: [requester.companyId] });
    expect(run.infoRequests).to.deep.equal([second.body.id]);
    const sent = await t.api.get('/api/info-requests').query({ filter: JSON.stringify({ direction: 'sent' }) }).set('Authorization', await auth(requester)).expect(200);
    expect(sent.body.map((r: { status: string }) => r.status)).to.deep.equal(['Expired', 'Approved']);
  });

  it('facilitators: assign with an amount, act on behalf only where the holder allows it, up to the assigned amount', async () => {
    const { sender: holder, receiver } = await givenPair('Corporate', 'Airline');
    const facilitator = await givenTradingCompany(t, 'Facilitator');
    const c = await givenActiveCredit(t, { holder, volumeKg: 5_000, scope1CompanyId: receiver.companyId });
    const put = async (who: TradingCompany, body: object, status: number) =>
      (await t.api.put(`/api/credits/${c.id}/facilitator`).set('Authorization', await auth(who)).send(body).expect(status)).body;
    expect((await put(holder, { action: 'Assign', facilitatorId: facilitator.companyId }, 422)).error.message).to.equal(MSG.facilitatorNotContact);
    const options = async () =>
      (await t.api.get('/api/facilitator-options').set('Authorization', await auth(holder)).expect(200)).body.map((o: { id: string }) => o.id);
    expect(await options()).to.not.include(facilitator.companyId);
    await givenContact(t, holder, facilitator);
    // the Secondary user who assigns is offered the Facilitator companies of its contact list, nothing else
    expect(await options()).to.deep.equal([facilitator.companyId]);
    expect((await put(holder, { action: 'Assign', facilitatorId: facilitator.companyId, bcuAmount: '6' }, 422)).error.message)
      .to.equal('Value must be a number between 0 and 5.000');
    expect((await put(holder, { action: 'Assign', facilitatorId: receiver.companyId }, 422)).error.message).to.equal(MSG.facilitatorNotFacilitator);
    expect((await put(holder, { action: 'Assign' }, 422)).error.message).to.equal('Field is required.');
    const assigned = await put(holder, { action: 'Assign', facilitatorId: facilitator.companyId, bcuAmount: '2.5' }, 200);
    expect(assigned).to.include({ facilitatorAmount: '2.500', message: 'BCU Facilitator is updated successfully' });
    await put(facilitator, { action: 'Unassign' }, 403);

    const transfer = (body: object) => t.api.post(`/api/credits/${c.id}/transfer`).set('Authorization', `Bearer ${tokens.get(facilitator.userEmail)}`).send(body);
    await as(facilitator);
    const notAllowed = await transfer({ amount: 1, receiverId: receiver.companyId });
    expect([notAllowed.status, notAllowed.body.error.message]).to.deep.equal([422, MSG.onBehalfNotAllowed]);
    await givenContact(t, holder, facilitator, { allowOnBehalf: true });
    const tooMuch = await transfer({ amount: 3, receiverId: receiver.companyId });
    expect(tooMuch.body.error.message).to.equal('Value must be a number between 0 and 2.500');
    const ok = await transfer({ amount: 2, receiverId: receiver.companyId });
    expect(ok.status).to.equal(201);
    expect(ok.body.onBehalfBy).to.include({ id: facilitator.companyId });
    const rest = (await t.registry.db.one<{ facilitator_amount_kg: string }>('SELECT facilitator_amount_kg FROM credits WHERE bcuid = $1', [`${c.bcuid}-02`]))!;
    expect(rest.facilitator_amount_kg).to.equal('500');
    // the facilitator retires on behalf of the Corporate holder, from the rest of its assignment
    const rest2 = (await creditByBcuid(`${c.bcuid}-02`))!;
    const retired = await t.api.post(`/api/credits/${rest2.id}/retire`).set('Authorization', await auth(facilitator))
      .send({ amount: '0.5', creditClaimCountry: 'France', reporting: 'CORSIA' }).expect(201);
    expect(retired.body.onBehalfBy.id).to.equal(facilitator.companyId);
    expect(retired.body.scope3Anonymity).to.equal(false);
    // with Public anonymity on the contact, the holder stays anonymous in what the facilitator retires for it
    await t.registry.db.rows('UPDATE company_contacts SET is_public_anonymity = true WHERE from_company_id = $1 AND to_company_id = $2', [holder.companyId, facilitator.companyId]);
    const c2 = await givenActiveCredit(t, { holder, volumeKg: 1_000, scope1CompanyId: receiver.companyId, facilitator: { companyId: facilitator.companyId, amountKg: 1_000 } });
    const anonymous = await t.api.post(`/api/credits/${c2.id}/retire`).set('Authorization', await auth(facilitator))
      .send({ amount: '1', creditClaimCountry: 'France', reporting: 'CORSIA' }).expect(201);
    expect(anonymous.body).to.include({ scope3Anonymity: true, heldBcuid: c2.bcuid });
    // the Split parent is no longer Active
    expect((await put(holder, { action: 'Unassign' }, 422)).error.message).to.equal(MSG.onlyActiveToFacilitator);
  });
});
