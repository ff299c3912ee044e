import { expect } from 'chai';
import { MSG, amountRangeMessage } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { ledgerFixtureSql } from '../support/ledger-fixture';

/**
 * The ledger at its edges (issue 10, points 1, 3, 5 and 7): the clock — not the hourly job — decides that a BCU has
 * expired, and an expired BCU never moves; a late Scope 1 answer never rewrites a BCU that left the holder's balance;
 * a facilitator's total counts what is assigned to it and its bulk transfers move whole BCUs; amounts are numbers or
 * '.'-decimal strings. Every test uses companies of its own and moves the test clock.
 */
describe('ledger edges: expiry, late Scope 1 answers, facilitator amounts, amount input (issue 10)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  const auth = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return `Bearer ${tokens.get(c.userEmail)}`;
  };
  const admin = async () => `Bearer ${(await adminSession(t)).token}`;
  const credit = (id: string) =>
    t.registry.db.one<{
      id: string;
      status: string;
      company_id: string;
      volume_kg: string;
      expires_at: Date;
      scope1_company_id: string | null;
      credit_claim_country: string | null;
      reporting: string | null;
    }>('SELECT * FROM credits WHERE id = $1', [id]);
  const byBcuid = (bcuid: string) =>
    t.registry.db.one<{ id: string; status: string; company_id: string; expires_at: Date }>(
      'SELECT * FROM credits WHERE bcuid = $1',
      [bcuid],
    );
  const events = async (id: string) =>
    (
      await t.registry.db.rows<{ event: string }>('SELECT event FROM credit_events WHERE credit_id = $1 ORDER BY id', [
        id,
      ])
    ).map((e) => e.event);
  const request = (id: string) =>
    t.registry.db.one<{ status: string }>('SELECT status FROM credit_requests WHERE id = $1', [id]);
  const hoursFromNow = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000);
  const transfer = async (from: TradingCompany, creditId: string, body: object) =>
    t.api
      .post(`/api/credits/${creditId}/transfer`)
      .set('Authorization', await auth(from))
      .send(body);
  const retire = async (from: TradingCompany, creditId: string, body: object = {}) =>
    t.api
      .post(`/api/credits/${creditId}/retire`)
      .set('Authorization', await auth(from))
      .send({ amount: 1, creditClaimCountry: 'France', reporting: 'CORSIA', ...body });
  const decide = async (submissionId: string, action: 'approve' | 'reject') =>
    t.api
      .post(`/api/admin/submissions/${submissionId}/${action}`)
      .set('Authorization', await admin())
      .send({});

  async function givenPair(
    senderType: TradingCompany['type'] = 'Supplier',
    receiverType: TradingCompany['type'] = 'Corporate',
  ) {
    const sender = await givenTradingCompany(t, senderType);
    const receiver = await givenTradingCompany(t, receiverType);
    await givenContact(t, sender, receiver);
    return { sender, receiver };
  }

  describe('1. an expired BCU never moves (the clock decides, not the job)', () => {
    it('a BCU past expires_at but still Active (the job has not run) is refused by transfer, bulk transfer, assignment and retirement', async () => {
      const { sender, receiver } = await givenPair('Corporate', 'Airline');
      const facilitator = await givenTradingCompany(t, 'Facilitator');
      await givenContact(t, sender, facilitator);
      const past = await givenActiveCredit(t, {
        holder: sender,
        volumeKg: 3_000,
        scope1CompanyId: receiver.companyId,
        expiresAt: hoursFromNow(2),
      });
      const fresh = await givenActiveCredit(t, {
        holder: sender,
        volumeKg: 1_000,
        scope1CompanyId: receiver.companyId,
      });
      t.clock.advanceHours(3);
      expect((await credit(past.id))!.status).to.equal('Active');

      const single = await transfer(sender, past.id, { amount: 1, receiverId: receiver.companyId });
      expect([single.status, single.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);
      const bulk = await t.api
        .post('/api/credits/transfers/bulk')
        .set('Authorization', await auth(sender))
        .send({
          transfers: [
            { creditId: fresh.id, receiverId: receiver.companyId },
            { creditId: past.id, receiverId: receiver.companyId },
          ],
        });
      expect([bulk.status, bulk.body.error?.message]).to.deep.equal([422, MSG.creditExpired]);
      expect(bulk.body.error.details).to.deep.include({ path: 'transfers.1.creditId', message: MSG.creditExpired });
      const assign = await t.api
        .put(`/api/credits/${past.id}/facilitator`)
        .set('Authorization', await auth(sender))
        .send({ action: 'Assign', facilitatorId: facilitator.companyId });
      expect([assign.status, assign.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);
      const retirement = await retire(sender, past.id);
      expect([retirement.status, retirement.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);

      // nothing changed: both BCUs as they were, no request
      expect((await credit(past.id))!.status).to.equal('Active');
      expect((await credit(fresh.id))!.status).to.equal('Active');
      expect(await events(past.id)).to.deep.equal(['Registration Approved']);
      const open = await t.registry.db.one<{ n: string }>(
        'SELECT count(*) AS n FROM credit_requests WHERE sender_company_id = $1',
        [sender.companyId],
      );
      expect(open!.n).to.equal('0');
    });

    it('a BCU held in Transit over its expiry: the admin cannot approve its transfer or retirement, the receiver cannot accept it', async () => {
      const { sender, receiver } = await givenPair('Corporate', 'Airline');
      const toAccept = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000, expiresAt: hoursFromNow(48) });
      const toApprove = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000, expiresAt: hoursFromNow(48) });
      const toRetire = await givenActiveCredit(t, {
        holder: sender,
        volumeKg: 2_000,
        scope1CompanyId: receiver.companyId,
        expiresAt: hoursFromNow(48),
      });
      const accepted = await transfer(sender, toAccept.id, { amount: 2, receiverId: receiver.companyId });
      expect(accepted.status).to.equal(201);
      expect((await decide(accepted.body.submissionId, 'approve')).status).to.equal(200);
      const approved = await transfer(sender, toApprove.id, { amount: 1, receiverId: receiver.companyId });
      expect(approved.status).to.equal(201);
      const retirement = await retire(sender, toRetire.id, { amount: 2 });
      expect(retirement.status).to.equal(201);

      t.clock.advanceHours(49);
      const accept = await t.api
        .post(`/api/incoming-transactions/${accepted.body.id}/accept`)
        .set('Authorization', await auth(receiver));
      expect([accept.status, accept.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);
      expect((await credit(toAccept.id))!).to.include({ status: 'Transit', company_id: sender.companyId });
      const approve = await decide(approved.body.submissionId, 'approve');
      expect([approve.status, approve.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);
      expect((await request(approved.body.id))!.status).to.equal('Pending');
      // the admin can still reject it: the part comes back and merges with its sibling, Expired at once (the clock decides)
      expect((await decide(approved.body.submissionId, 'reject')).status).to.equal(200);
      expect((await credit(toApprove.id))!).to.include({ status: 'Expired', company_id: sender.companyId });
      expect((await events(toApprove.id)).slice(-2)).to.deep.equal(['Merge', 'Expired']);
      const retired = await decide(retirement.body.submissionId, 'approve');
      expect([retired.status, retired.body.error?.message]).to.deep.equal([409, MSG.creditExpired]);
      expect((await credit(toRetire.id))!.status).to.equal('Transit');
      const statements = await t.registry.db.one<{ n: string }>(
        'SELECT count(*) AS n FROM retirement_statements WHERE company_id = $1',
        [sender.companyId],
      );
      expect(statements!.n).to.equal('0');
    });

    it('the job expires past-due BCUs in any non-final status; held parts go back to the sender and their open requests are cancelled with events and mails; split children keep the expiry', async () => {
      const { sender, receiver } = await givenPair('Corporate', 'Airline');
      const expiresAt = hoursFromNow(24);
      const suspended = await givenActiveCredit(t, { holder: sender, volumeKg: 1_000, expiresAt });
      await ledgerFixtureSql(t.registry.db, "UPDATE credits SET status = 'Suspended' WHERE id = $1", [suspended.id]);
      const pendingTransfer = await givenActiveCredit(t, { holder: sender, volumeKg: 4_000, expiresAt });
      const depositPending = await givenActiveCredit(t, { holder: sender, volumeKg: 2_000, expiresAt });
      const pendingRetirement = await givenActiveCredit(t, {
        holder: sender,
        volumeKg: 2_000,
        scope1CompanyId: receiver.companyId,
        expiresAt,
      });
      const t1 = await transfer(sender, pendingTransfer.id, { amount: 1, receiverId: receiver.companyId });
      expect(t1.status).to.equal(201);
      // split children keep the parent's expiry
      const moving = (await byBcuid(`${pendingTransfer.bcuid}-01`))!;
      const rest = (await byBcuid(`${pendingTransfer.bcuid}-02`))!;
      expect([moving.expires_at.getTime(), rest.expires_at.getTime()]).to.deep.equal([
        expiresAt.getTime(),
        expiresAt.getTime(),
      ]);
      const t2 = await transfer(sender, depositPending.id, { amount: 2, receiverId: receiver.companyId });
      expect((await decide(t2.body.submissionId, 'approve')).status).to.equal(200);
      const r1 = await retire(sender, pendingRetirement.id, { amount: 2 });
      expect(r1.status).to.equal(201);
      // an open Scope 1 information request on a BCU that expires is expired with it
      const airline2 = await givenTradingCompany(t, 'Airline');
      await givenContact(t, receiver, airline2);
      const asked = await givenActiveCredit(t, { holder: receiver, volumeKg: 1_000, expiresAt });
      const info = await t.api
        .post('/api/info-requests')
        .set('Authorization', await auth(receiver))
        .send({ creditId: asked.id, companyId: airline2.companyId });
      expect(info.status).to.equal(201);

      t.clock.advanceHours(25);
      const mark = t.sink.mark();
      const run = await t.registry.services.tradingExpiry.runOnce({
        companyIds: [sender.companyId, receiver.companyId],
      });
      // the held part went back and merged with its sibling: the whole BCU is expired under its own BCUID
      expect([...run.credits].sort()).to.deep.equal(
        [suspended.id, pendingTransfer.id, depositPending.id, pendingRetirement.id, asked.id].sort(),
      );
      expect(run.infoRequests).to.deep.equal([info.body.id]);
      expect((await events(asked.id)).slice(-2)).to.deep.equal(['Expired', 'Scope 1 Request Expired']);
      for (const id of [suspended.id, pendingTransfer.id, depositPending.id, pendingRetirement.id])
        expect((await credit(id))!, id).to.include({ status: 'Expired', company_id: sender.companyId });
      expect(await events(moving.id)).to.deep.equal(['Split', 'Transfer Submitted', 'Transfer Rejected', 'Merge']);
      expect((await events(pendingTransfer.id)).slice(-2)).to.deep.equal(['Merge', 'Expired']);
      expect((await events(depositPending.id)).slice(-3)).to.deep.equal([
        'Transfer Approved',
        'Deposit Expired',
        'Expired',
      ]);
      expect((await events(pendingRetirement.id)).slice(-2)).to.deep.equal(['Retirement Rejected', 'Expired']);
      expect((await events(suspended.id)).slice(-1)).to.deep.equal(['Expired']);
      expect([
        (await request(t1.body.id))!.status,
        (await request(t2.body.id))!.status,
        (await request(r1.body.id))!.status,
      ]).to.deep.equal(['Rejected', 'Deposit Expired', 'Rejected']);
      // the admin's submissions are closed too
      const submissions = await t.registry.db.rows<{ status: string }>(
        'SELECT status FROM submissions WHERE id = ANY($1::uuid[]) ORDER BY created_at',
        [[t1.body.submissionId, r1.body.submissionId]],
      );
      expect(submissions.map((s) => s.status)).to.deep.equal(['Rejected', 'Rejected']);
      await t.sink.waitFor(sender.userEmail, /BCU transfer rejected/, mark);
      await t.sink.waitFor(sender.userEmail, /Deposit Expired/, mark);
      await t.sink.waitFor(receiver.userEmail, /Deposit Expired/, mark);
      await t.sink.waitFor(sender.userEmail, /BCU retirement rejected/, mark);
      // a second run finds nothing
      expect(
        (await t.registry.services.tradingExpiry.runOnce({ companyIds: [sender.companyId] })).credits,
      ).to.deep.equal([]);
    });

    it('no status change brings an Expired BCU back: the admin cannot set it (or a Suspended BCU past its date) to Active', async () => {
      const holder = await givenTradingCompany(t, 'Supplier');
      const expired = await givenActiveCredit(t, { holder, expiresAt: hoursFromNow(1) });
      const suspended = await givenActiveCredit(t, { holder, expiresAt: hoursFromNow(1) });
      await ledgerFixtureSql(t.registry.db, "UPDATE credits SET status = 'Suspended' WHERE id = $1", [suspended.id]);
      t.clock.advanceHours(2);
      // the suspended one is past its date before the job ran
      const early = await t.api
        .patch(`/api/admin/credits/${suspended.id}`)
        .set('Authorization', await admin())
        .send({ status: 'Active' });
      expect([early.status, early.body.error?.message]).to.deep.equal([409, MSG.creditExpiredStays]);
      await t.registry.services.tradingExpiry.runOnce({ companyIds: [holder.companyId] });
      for (const status of ['Active', 'Suspended', 'Inactive']) {
        const res = await t.api
          .patch(`/api/admin/credits/${expired.id}`)
          .set('Authorization', await admin())
          .send({ status });
        expect([res.status, res.body.error?.message], status).to.deep.equal([409, MSG.creditExpiredStays]);
      }
      expect((await credit(expired.id))!.status).to.equal('Expired');
      expect((await credit(suspended.id))!.status).to.equal('Expired');
    });
  });

  describe('3. a late Scope 1 answer never rewrites a BCU that is no longer Active', () => {
    it('approving an information request for a retired BCU is refused (409) and its Scope 1 stays as retired', async () => {
      const holder = await givenTradingCompany(t, 'Corporate');
      const requester = await givenTradingCompany(t, 'Facilitator');
      const airline = await givenTradingCompany(t, 'Airline');
      const first = await givenTradingCompany(t, 'Airline');
      await givenContact(t, holder, airline);
      await givenContact(t, holder, requester, { allowOnBehalf: true });
      const c = await givenActiveCredit(t, {
        holder,
        volumeKg: 2_000,
        scope1CompanyId: first.companyId,
        facilitator: { companyId: requester.companyId, amountKg: 2_000 },
      });
      const asked = await t.api
        .post('/api/info-requests')
        .set('Authorization', await auth(requester))
        .send({ creditId: c.id, companyId: airline.companyId });
      expect(asked.status, JSON.stringify(asked.body)).to.equal(201);
      // the holder retires the whole BCU while the request is pending; the admin approves it
      const retired = await retire(holder, c.id, { amount: 2, creditClaimCountry: 'Spain', reporting: 'CORSIA' });
      expect(retired.status).to.equal(201);
      const answer = async () =>
        t.api
          .post(`/api/info-requests/${asked.body.id}/answer`)
          .set('Authorization', await auth(airline))
          .send({ action: 'Approve', answer: 'yes', creditClaimCountry: 'Italy', reporting: 'EU RED II (Scope 1)' });
      // in Transit for retirement
      const inTransit = await answer();
      expect([inTransit.status, inTransit.body.error?.message]).to.deep.equal([409, MSG.infoRequestCreditNotActive]);
      expect((await decide(retired.body.submissionId, 'approve')).status).to.equal(200);
      const late = await answer();
      expect([late.status, late.body.error?.message]).to.deep.equal([409, MSG.infoRequestCreditNotActive]);
      expect((await credit(c.id))!).to.include({
        status: 'Retired',
        scope1_company_id: first.companyId,
        credit_claim_country: 'Spain',
        reporting: 'CORSIA',
      });
      expect(await events(c.id)).to.not.include('Scope 1 Request Approved');
      const req = await t.api
        .get(`/api/info-requests/${asked.body.id}`)
        .set('Authorization', await auth(airline))
        .expect(200);
      expect(req.body.status).to.equal('Pending');
    });

    it('approving an information request for an expired BCU is refused (409)', async () => {
      const holder = await givenTradingCompany(t, 'Airline');
      const airline = await givenTradingCompany(t, 'Airline');
      await givenContact(t, holder, airline);
      const c = await givenActiveCredit(t, { holder, expiresAt: hoursFromNow(1) });
      const asked = await t.api
        .post('/api/info-requests')
        .set('Authorization', await auth(holder))
        .send({ creditId: c.id, companyId: airline.companyId });
      expect(asked.status).to.equal(201);
      t.clock.advanceHours(2);
      const res = await t.api
        .post(`/api/info-requests/${asked.body.id}/answer`)
        .set('Authorization', await auth(airline))
        .send({ action: 'Approve', answer: 'yes', creditClaimCountry: 'Italy', reporting: 'CORSIA' });
      expect([res.status, res.body.error?.message]).to.deep.equal([409, MSG.infoRequestCreditNotActive]);
      expect((await credit(c.id))!.scope1_company_id).to.equal(null);
    });
  });

  describe('5. facilitators: assigned amounts are not holdings; bulk transfers move whole BCUs', () => {
    it("a facilitator's balance total counts only the assigned amounts (25 t credit, 10 t assigned → 10.000)", async () => {
      const holder = await givenTradingCompany(t, 'Corporate');
      const facilitator = await givenTradingCompany(t, 'Facilitator');
      await givenActiveCredit(t, {
        holder,
        volumeKg: 25_000,
        facilitator: { companyId: facilitator.companyId, amountKg: 10_000 },
      });
      const total = await t.api
        .get('/api/credits/balance-total')
        .set('Authorization', await auth(facilitator))
        .expect(200);
      expect(total.body.total).to.equal('10.000');
    });

    it("a facilitator's bulk transfer of a BCU assigned only in part is refused and nothing changes", async () => {
      const { sender: holder, receiver } = await givenPair('Corporate', 'Airline');
      const facilitator = await givenTradingCompany(t, 'Facilitator');
      await givenContact(t, holder, facilitator, { allowOnBehalf: true });
      const whole = await givenActiveCredit(t, {
        holder,
        volumeKg: 3_000,
        facilitator: { companyId: facilitator.companyId, amountKg: 3_000 },
      });
      const part = await givenActiveCredit(t, {
        holder,
        volumeKg: 25_000,
        facilitator: { companyId: facilitator.companyId, amountKg: 10_000 },
      });
      const res = await t.api
        .post('/api/credits/transfers/bulk')
        .set('Authorization', await auth(facilitator))
        .send({
          transfers: [
            { creditId: whole.id, receiverId: receiver.companyId },
            { creditId: part.id, receiverId: receiver.companyId },
          ],
        });
      expect([res.status, res.body.error?.message]).to.deep.equal([422, MSG.bulkWholeBcuOnly]);
      expect(res.body.error.details).to.deep.include({ path: 'transfers.1.creditId', message: MSG.bulkWholeBcuOnly });
      expect((await credit(whole.id))!.status).to.equal('Active');
      expect((await credit(part.id))!.status).to.equal('Active');
      expect(await byBcuid(`${part.bcuid}-01`)).to.equal(undefined);
    });
  });

  describe('7. amounts are numbers or strings with a "." decimal point', () => {
    it('"5,5" is refused with the field\'s message (it used to become 55 t); 5.5 and "5.5" are accepted', async () => {
      const { sender, receiver } = await givenPair('Supplier', 'Corporate');
      const facilitator = await givenTradingCompany(t, 'Facilitator');
      await givenContact(t, sender, facilitator);
      const c = await givenActiveCredit(t, { holder: sender, volumeKg: 100_000 });
      for (const amount of ['5,5', '5 5', '5.5.5', '1e3', '-5', ''] as const) {
        const res = await transfer(sender, c.id, { amount, receiverId: receiver.companyId });
        expect([res.status, res.body.error?.message], amount).to.deep.equal([422, amountRangeMessage('100.000')]);
      }
      const assign = await t.api
        .put(`/api/credits/${c.id}/facilitator`)
        .set('Authorization', await auth(sender))
        .send({ action: 'Assign', facilitatorId: facilitator.companyId, bcuAmount: '5,5' });
      expect([assign.status, assign.body.error?.message]).to.deep.equal([422, amountRangeMessage('100.000')]);
      expect(await events(c.id)).to.deep.equal(['Registration Approved']);

      // the admin's volume correction reads amounts the same way
      const edit = (volume: string) =>
        admin().then((a) =>
          t.api.patch(`/api/admin/credits/${c.id}`).set('Authorization', a).send({ id: c.id, volume }),
        );
      const comma = await edit('5,5');
      expect([comma.status, comma.body.error?.message]).to.deep.equal([422, MSG.creditEditNumber]);
      expect((await credit(c.id))!.volume_kg).to.equal('100000');

      const text = await transfer(sender, c.id, { amount: '5.5', receiverId: receiver.companyId });
      expect([text.status, text.body.amount]).to.deep.equal([201, '5.500']);
      const rest = (await byBcuid(`${c.bcuid}-02`))!;
      const number = await transfer(sender, rest.id, { amount: 5.5, receiverId: receiver.companyId });
      expect([number.status, number.body.amount]).to.deep.equal([201, '5.500']);
    });
  });
});
