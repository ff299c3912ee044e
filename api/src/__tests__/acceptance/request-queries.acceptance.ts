import { expect } from 'chai';
import { EVENTS_CHANNEL } from '../../services/platform/events.service';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApplication, signIn, submitApplication } from '../support/builders';
import { statementsDuring } from '../support/statement-log';
import { tokenIn } from '../support/smtp-sink';
import { givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

describe('round trips per request (issue 14 "Fast everywhere", API half)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  before(async () => (t = await givenRegistry()));

  /** A confirmed application's Registration submission, pending, and an admin's session to decide it. */
  async function givenPendingRegistration() {
    const a = givenApplication();
    expect((await submitApplication(t, a)).status).to.equal(201);
    const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
    await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD }).expect(200);
    const admin = await adminSession(t);
    const {
      body: [submission],
    } = await t.api
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ q: a.companyName, type: 'Registration' }) })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    return { admin, submission };
  }

  /** The statements an admin's approval of the submission sends (it must answer 200). */
  const approvalStatements = (id: string, token: string) =>
    statementsDuring(() =>
      t.api.post(`/api/admin/submissions/${id}/approve`).set('Authorization', `Bearer ${token}`).send({}).expect(200),
    );

  it('GET /api/auth resolves the caller, its session and its accounts with one query', async () => {
    const s = await signIn(t, 'supplier.user@demo.bcu', 'Demo1234!');
    let body: Record<string, unknown> = {};
    const sql = await statementsDuring(async () => {
      body = (await t.api.get('/api/auth').set('Authorization', `Bearer ${s.token}`).expect(200)).body;
    });
    expect(sql.filter((q) => /\bFROM users\b/.test(q))).to.have.length(1);
    expect(body).to.include({ email: 'supplier.user@demo.bcu', status: 'Active' });
    expect(body.accountTypes).to.deep.equal(s.user.accountTypes);
  });

  it('an approval sends its live events in one statement at commit, and listeners hear each of them in order', async () => {
    const { admin, submission } = await givenPendingRegistration();
    const listener = await t.registry.db.pool.connect();
    const heard: Array<{ topic: string; data: Record<string, unknown> }> = [];
    listener.on('notification', (n) => n.channel === EVENTS_CHANNEL && heard.push(JSON.parse(n.payload!)));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const sql = await approvalStatements(submission.id, admin.token);
      expect(sql.filter((q) => q.includes('pg_notify'))).to.have.length(1);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await listener.query(`UNLISTEN ${EVENTS_CHANNEL}`);
      listener.release();
    }
    const topics = heard.map((e) => e.topic);
    expect(topics.length).to.be.greaterThan(1);
    // the submission's own events, in the order the service published them
    expect(topics.filter((x) => ['submissions', 'logs', 'counters'].includes(x)).slice(0, 3)).to.deep.equal([
      'submissions',
      'logs',
      'counters',
    ]);
    expect(heard.find((e) => e.topic === 'submissions')!.data).to.include({ id: submission.id, status: 'Approved' });
  });

  it("an outcome mail's recipients are chosen in the statement that queues it: each active user once, each logged", async () => {
    const sender = await givenTradingCompany(t, 'Supplier');
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, sender, receiver);
    const c = await givenActiveCredit(t, { holder: sender });
    const user = await signIn(t, sender.userEmail, PASSWORD);
    const sent = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ amount: '1', amountType: 'BCU', receiverId: receiver.companyId })
      .expect(201);
    const admin = await adminSession(t);
    const sql = await approvalStatements(sent.body.submissionId, admin.token);
    const queued = sql.filter((q) => q.includes('INSERT INTO mail_outbox'));
    expect(queued).to.have.length(1);
    expect(queued[0]).to.contain('FROM users');
    expect(sql.filter((q) => /^\s*SELECT email FROM users/.test(q))).to.have.length(0);
    // the receiver's two active users (owner first, by user type), each mailed and logged once
    const subject = 'A BCU transfer is waiting for your acceptance';
    const mails = await t.registry.db.rows<{ recipient: string }>(
      'SELECT recipient FROM mail_outbox WHERE subject = $1 AND recipient = ANY($2) ORDER BY recipient',
      [subject, [receiver.ownerEmail, receiver.userEmail]],
    );
    expect(mails.map((m) => m.recipient)).to.deep.equal([receiver.ownerEmail, receiver.userEmail].sort());
    const logged = await t.registry.db.rows<{ to: string }>(
      "SELECT details->>'to' AS to FROM action_logs WHERE details->>'subject' = $1 AND details->>'to' = ANY($2) ORDER BY id",
      [subject, [receiver.ownerEmail, receiver.userEmail]],
    );
    expect(logged.map((l) => l.to)).to.deep.equal([receiver.ownerEmail, receiver.userEmail]);
  });

  it("an approval's action log rows go in one statement with its live events right before COMMIT; a refused one writes none", async () => {
    const { admin, submission } = await givenPendingRegistration();
    const logged = async () =>
      (
        await t.registry.db.rows<{ action: string }>(
          "SELECT action FROM action_logs WHERE subject_id = $1 OR details->>'companyId' = $2 ORDER BY id",
          [submission.id, submission.companyId],
        )
      ).map((r) => r.action);
    const before = await logged();
    const sql = await approvalStatements(submission.id, admin.token);
    const inserts = sql.filter((q) => q.includes('INSERT INTO action_logs'));
    expect(inserts).to.have.length(1);
    expect(inserts[0]).to.contain('pg_notify');
    const after = await logged();
    expect(after.slice(before.length)).to.include('Registration submission approved');
    // decided already: refused, and nothing more is logged about it
    await t.api
      .post(`/api/admin/submissions/${submission.id}/reject`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({})
      .expect(409);
    expect(await logged()).to.deep.equal(after);
  });
});
