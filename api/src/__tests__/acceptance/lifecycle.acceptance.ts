import { expect } from 'chai';
import { addHours, addMonths } from '../../services/platform/clock';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenApprovedCompany, signIn } from '../support/builders';

interface Account {
  id: string;
  email: string;
  approvedAt: Date;
  expiresAt: Date | null;
}

/**
 * The account lifecycle of spec 1 §4, moved across each boundary with the test clock. Every run is limited to the
 * test's own accounts: the registry is shared with the other tests, whose accounts must not age with this clock.
 */
describe('account lifecycle (spec 1 §4)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  // Mid-month, so that adding and subtracting months never clamps at a month's end.
  const ANCHOR = new Date('2031-03-15T10:00:00Z');

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  const at = (d: Date) => {
    t.clock.offsetMs = d.getTime() - Date.now();
  };

  async function givenAccount(accountType: 'Airline' | 'Corporate' = 'Airline'): Promise<Account> {
    at(ANCHOR);
    let token: string | undefined;
    if (accountType === 'Corporate') {
      // a Corporate End-user applies with a referral token from a fee-paying account
      const referrer = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
      token = (
        await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${referrer.token}`).expect(200)
      ).body.token;
    }
    const { application } = await givenApprovedCompany(t, { accountType, ...(token ? { token } : {}) });
    const c = (await t.registry.db.one<{ id: string; approved_at: Date; expires_at: Date | null }>(
      'SELECT id, approved_at, expires_at FROM companies WHERE name = $1',
      [application.companyName],
    ))!;
    return { id: c.id, email: application.email, approvedAt: c.approved_at, expiresAt: c.expires_at };
  }

  const run = (a: Account) => t.registry.lifecycle.runOnce({ companyIds: [a.id] });
  const status = async (a: Account) =>
    (await t.registry.db.one<{ status: string }>('SELECT status FROM companies WHERE id = $1', [a.id]))!.status;
  const systemLogs = (a: Account) =>
    t.registry.db.rows<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM action_logs WHERE kind = 'System' AND company_id = $1 ORDER BY id",
      [a.id],
    );

  /** Signs the owner in at the given time: login is the activity the inactivity rule counts. */
  async function activityAt(a: Account, d: Date) {
    at(d);
    await signIn(t, a.email);
  }

  it('sets the expiry by account type: 12 months for an Airline, 24 for a Corporate End-user, never for Admin', async () => {
    const airline = await givenAccount('Airline');
    const corporate = await givenAccount('Corporate');
    expect(airline.expiresAt!.toISOString()).to.equal(addMonths(airline.approvedAt, 12).toISOString());
    expect(corporate.expiresAt!.toISOString()).to.equal(addMonths(corporate.approvedAt, 24).toISOString());
    const admin = (await t.registry.db.one<{ id: string; expires_at: Date | null }>(
      "SELECT id, expires_at FROM companies WHERE type = 'Admin' LIMIT 1",
    ))!;
    expect(admin.expires_at).to.equal(null);
    at(addMonths(ANCHOR, 120));
    const result = await t.registry.lifecycle.runOnce({ companyIds: [admin.id] });
    expect(result).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
    expect(
      (await t.registry.db.one<{ status: string }>('SELECT status FROM companies WHERE id = $1', [admin.id]))!.status,
    ).to.equal('Active');
  });

  it('mails the owner once, one month before expiry, with a System log row', async () => {
    const a = await givenAccount();
    const noticeAt = addMonths(a.expiresAt!, -1);
    at(addHours(noticeAt, -1));
    expect((await run(a)).notified).to.deep.equal([]);
    expect(await systemLogs(a)).to.deep.equal([]);

    const mark = t.sink.mark();
    at(addHours(noticeAt, 1));
    expect((await run(a)).notified).to.deep.equal([a.id]);
    const mail = await t.sink.waitFor(a.email, /expires in one month/, mark);
    expect(mail.text).to.contain('15.03.2032').and.to.contain('/contact-us');
    const logs = await systemLogs(a);
    expect(logs.map((l) => l.action)).to.deep.equal(['Account expiry notice sent']);
    expect(logs[0].details).to.include({ accountId: a.id });
    expect(await status(a)).to.equal('Active');

    // once: a second run, and a later one before expiry, change nothing
    const count = t.sink.count(a.email);
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
    at(addHours(a.expiresAt!, -1));
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.sink.count(a.email)).to.equal(count);
    expect(await systemLogs(a)).to.have.length(1);
  });

  it('suspends an account not renewed one month after expiry, then makes it Inactive after six months suspended', async () => {
    const a = await givenAccount();
    await activityAt(a, addMonths(ANCHOR, 11)); // active until well after the suspension
    const suspendAt = addMonths(a.expiresAt!, 1);
    at(addHours(suspendAt, -1));
    const before = await run(a);
    expect(before.suspended).to.deep.equal([]);
    expect(await status(a)).to.equal('Active');

    let mark = t.sink.mark();
    at(addHours(suspendAt, 1));
    expect((await run(a)).suspended).to.deep.equal([a.id]);
    expect(await status(a)).to.equal('Suspended');
    expect((await t.sink.waitFor(a.email, /has been suspended/, mark)).text).to.contain('expired on 15.03.2032');
    const suspendedAt = (await t.registry.db.one<{ suspended_at: Date }>(
      'SELECT suspended_at FROM companies WHERE id = $1',
      [a.id],
    ))!.suspended_at;
    expect(Math.abs(suspendedAt.getTime() - addHours(suspendAt, 1).getTime())).to.be.below(60_000);
    expect((await systemLogs(a)).map((l) => l.action)).to.deep.equal([
      'Account expiry notice sent',
      'Account suspended',
    ]);
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });

    const inactiveAt = addMonths(suspendedAt, 6);
    at(addHours(inactiveAt, -1));
    expect((await run(a)).inactivated).to.deep.equal([]);
    expect(await status(a)).to.equal('Suspended');

    mark = t.sink.mark();
    at(addHours(inactiveAt, 1));
    expect((await run(a)).inactivated).to.deep.equal([{ id: a.id, reason: 'suspendedSixMonths' }]);
    expect(await status(a)).to.equal('Inactive');
    expect((await t.sink.waitFor(a.email, /now inactive/, mark)).text).to.contain('suspended for 6 months');
    const logs = await systemLogs(a);
    expect(logs.map((l) => l.action)).to.deep.equal([
      'Account expiry notice sent',
      'Account suspended',
      'Account inactive',
    ]);
    expect(logs[2].details).to.include({ reason: 'suspendedSixMonths' });
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
  });

  it('makes an account Inactive after twelve months without activity', async () => {
    const a = await givenAccount('Corporate'); // 24 months: expiry does not interfere
    const lastLogin = addMonths(ANCHOR, 2);
    await activityAt(a, lastLogin);
    const inactiveAt = addMonths(lastLogin, 12);
    at(addHours(inactiveAt, -1));
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
    expect(await status(a)).to.equal('Active');

    const mark = t.sink.mark();
    at(addHours(inactiveAt, 1));
    expect((await run(a)).inactivated).to.deep.equal([{ id: a.id, reason: 'noActivity' }]);
    expect(await status(a)).to.equal('Inactive');
    expect((await t.sink.waitFor(a.email, /now inactive/, mark)).text).to.contain('no activity on it for 12 months');
    const logs = await systemLogs(a);
    expect(logs.map((l) => l.action)).to.deep.equal(['Account inactive']);
    expect(logs[0].details).to.include({ reason: 'noActivity' });
    expect(await run(a)).to.deep.equal({ notified: [], suspended: [], inactivated: [] });
  });

  it('counts approval as activity when nobody has signed in yet', async () => {
    const a = await givenAccount('Corporate');
    at(addHours(addMonths(a.approvedAt, 12), -1));
    expect((await run(a)).inactivated).to.deep.equal([]);
    at(addHours(addMonths(a.approvedAt, 12), 1));
    expect((await run(a)).inactivated).to.deep.equal([{ id: a.id, reason: 'noActivity' }]);
  });

  it('remembers when an admin suspended an account, and clears it when the account is restored', async () => {
    const a = await givenAccount();
    await t.registry.db.pool.query("UPDATE companies SET status = 'Suspended' WHERE id = $1", [a.id]);
    const row = async () =>
      (await t.registry.db.one<{ suspended_at: Date | null }>('SELECT suspended_at FROM companies WHERE id = $1', [
        a.id,
      ]))!;
    expect((await row()).suspended_at).to.be.instanceOf(Date);
    await t.registry.db.pool.query("UPDATE companies SET status = 'Active' WHERE id = $1", [a.id]);
    expect((await row()).suspended_at).to.equal(null);
  });

  it('runs as a pg-boss job: a queued run sends the notice', async () => {
    const a = await givenAccount();
    const mark = t.sink.mark();
    at(addHours(addMonths(a.expiresAt!, -1), 1));
    const jobId = await t.registry.jobs.send({ companyIds: [a.id] });
    expect(jobId).to.be.a('string');
    await t.sink.waitFor(a.email, /expires in one month/, mark, 15_000);
    expect((await systemLogs(a)).map((l) => l.action)).to.deep.equal(['Account expiry notice sent']);
    for (let i = 0; i < 50 && (await t.registry.jobs.state(jobId!)) !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await t.registry.jobs.state(jobId!)).to.equal('completed');
  });
});
