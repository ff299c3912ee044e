/**
 * Spec 3 §4 'Log types': every log type the spec lists is triggered here the way a user or the system does it,
 * and is then found in the action log under its name and kind, and among the choices of the action filter.
 */
import { expect } from 'chai';
import { LIMITS } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApprovedCompany, givenPdf, signIn } from '../support/builders';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';
import { tokenIn } from '../support/smtp-sink';
import { registrationPayload } from '../support/credit-builders';

/** The spec's list, each type with the action it is written under and its kind (System events as the spec names them). */
const SPEC_LOG_TYPES: [type: string, action: string, kind: 'User' | 'System'][] = [
  ['account registered', 'Company application submitted', 'User'],
  ['account approved', 'Registration submission approved', 'User'],
  ['account changed', 'Account changed', 'User'],
  ['account suspended (by the lifecycle)', 'Account suspended', 'System'],
  ['account suspended (by an admin)', 'Account suspended', 'User'],
  ['account restored', 'Account restored', 'User'],
  ['account linked', 'Account linked', 'User'],
  ['user invited', 'User invited', 'User'],
  ['user removed', 'User removed', 'User'],
  ['email confirmed', 'Email confirmed', 'User'],
  ['email link sent', 'Email link sent', 'System'],
  ['email sent', 'Email sent', 'System'],
  ['token: contact token', 'Contact token generated', 'User'],
  ['token: share token', 'Share token generated', 'User'],
  ['password reset requested', 'Password reset requested', 'User'],
  ['password reset', 'Password reset', 'User'],
  ['password changed', 'Password changed', 'User'],
  ['login', 'User logged in', 'User'],
  ['logout', 'User logged out', 'User'],
  ['inactivity logout', 'Inactivity logout', 'System'],
  ['BCU registration requested', 'BCU registration requested', 'User'],
  ['BCU registration approved', 'BCU registration approved', 'User'],
  ['BCU registration denied', 'BCU registration denied', 'User'],
  ['BCU transfer requested', 'BCU transfer requested', 'User'],
  ['BCU transfer approved', 'BCU transfer approved', 'User'],
  ['BCU transfer denied', 'BCU transfer denied', 'User'],
  ['BCU retirement requested', 'BCU retirement requested', 'User'],
  ['BCU retirement approved', 'BCU retirement approved', 'User'],
  ['BCU retirement denied', 'BCU retirement denied', 'User'],
  ['retirement statement created', 'Retirement statement created', 'System'],
  ['BCU info requested', 'BCU info requested', 'User'],
  ['BCU info approved', 'BCU info approved', 'User'],
  ['BCU info denied', 'BCU info denied', 'User'],
  ['BCU info expired', 'Credit info expired', 'System'],
  ['note: account', 'Account note updated', 'User'],
  ['note: BCU', 'BCU note updated', 'User'],
  ['note: submission', 'Submission note updated', 'User'],
  ['attachment added', 'Attachment added', 'User'],
  ['attachment removed', 'Attachment removed', 'User'],
  ['credit status changed (by an admin)', 'Credit status changed', 'User'],
  ['credit status changed (by the system)', 'Credit status changed', 'System'],
  ['user status changed', 'User status changed', 'User'],
  ['account lock', 'User locked', 'System'],
  ['account unlock (by an admin)', 'User unlocked', 'User'],
  ['connection request sent', 'Connection request sent', 'User'],
  ['connection request approved', 'Connection request approved', 'User'],
  ['connection request declined', 'Connection request declined', 'User'],
  ['connect preferences', 'Connect preferences updated', 'User'],
];

describe('the action log names what happened (spec 3 §4 log types)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let adminToken: string;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const tokens = new Map<string, string>();
  const as = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return bearer(tokens.get(c.userEmail)!);
  };
  /** A write that succeeded, whatever its 2xx (the status of each call is tested where the call is specified). */
  const ok = (r: { status: number; body: unknown }) =>
    expect(r.status, JSON.stringify(r.body)).to.be.oneOf([200, 201, 204]);
  const approve = (id: string) =>
    t.api.post(`/api/admin/submissions/${id}/approve`).set(bearer(adminToken)).send({}).expect(200);
  const reject = (id: string) =>
    t.api.post(`/api/admin/submissions/${id}/reject`).set(bearer(adminToken)).send({ message: 'No' }).expect(200);

  before(async () => {
    t = await givenRegistry();
    adminToken = (await adminSession(t)).token;
  });
  afterEach(() => t.clock.reset());

  it('offers every action the spec lists in the action filter, before any of them happened', async () => {
    const { body } = await t.api.get('/api/admin/logs/actions').set(bearer(adminToken)).expect(200);
    expect(body).to.include.members([...new Set(SPEC_LOG_TYPES.map(([, action]) => action))]);
  });

  it('writes each listed log type, under its name and kind, when it happens', async () => {
    const since = (await t.registry.db.one<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM action_logs'))!
      .id;

    // accounts: registered, e-mail confirmed (with its link mail), approved (with its mail), login, logout
    const { application } = await givenApprovedCompany(t);
    const owner = await signIn(t, application.email);
    await t.api.post('/api/auth/logout').set(bearer(owner.token)).expect(ok);
    // a session left unused past the refresh token's lifetime ends as an inactivity logout
    const idle = await signIn(t, application.email);
    t.clock.advanceHours(LIMITS.refreshTokenDays * 24 + 1);
    await t.api.post('/api/auth/refresh').set('Cookie', idle.cookie).expect(401);
    t.clock.reset();

    // users: invited, linked (an existing user joins a second account), removed; tokens; passwords
    const ownerSession = await signIn(t, application.email);
    const other = await givenTradingCompany(t, 'Airline');
    let mark = t.sink.mark();
    await t.api.post('/api/profile/users').set(bearer(ownerSession.token)).send({ email: other.userEmail }).expect(ok);
    const inviteToken = tokenIn(await t.sink.waitFor(other.userEmail, /You are invited/, mark));
    await t.api
      .post('/api/invites/register')
      .send({
        token: inviteToken,
        name: 'Lia',
        surname: 'Linked',
        position: 'Trader',
        userPhone: { code: '+41', number: '791112233' },
        agreement: true,
      })
      .expect((r) => expect(r.status, JSON.stringify(r.body)).to.be.oneOf([200, 201, 204]));
    const linked = await t.registry.db.one<{ id: string }>(
      'SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1 AND c.name = $2',
      [other.userEmail, application.companyName],
    );
    await t.api.post(`/api/profile/users/${linked!.id}/remove`).set(bearer(ownerSession.token)).expect(ok);
    await t.api.post('/api/contacts/token').set(bearer(ownerSession.token)).expect(ok);
    await t.api.post('/api/share-token/generate').set(bearer(ownerSession.token)).expect(ok);
    mark = t.sink.mark();
    await t.api.post('/api/account/forgot-password').send({ email: application.email }).expect(ok);
    const resetToken = tokenIn(await t.sink.waitFor(application.email, /Reset your/, mark));
    await t.api
      .post('/api/account/reset-password')
      .send({ token: resetToken, password: 'Changed123!', confirmPassword: 'Changed123!' })
      .expect(ok);
    const again = await signIn(t, application.email, 'Changed123!');
    await t.api
      .post('/api/account/change-password')
      .set(bearer(again.token))
      .send({ oldPassword: 'Changed123!', password: PASSWORD, confirmPassword: PASSWORD })
      .expect(ok);

    // the admin: account changed, suspended, restored, its note; the lifecycle suspends an expired account
    const companyId = (await t.registry.db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1', [
      application.companyName,
    ]))!.id;
    await t.api
      .patch(`/api/admin/accounts/${companyId}`)
      .set(bearer(adminToken))
      .send({ streetAddress: 'New Street 2' })
      .expect(ok);
    await t.api
      .patch(`/api/admin/accounts/${companyId}`)
      .set(bearer(adminToken))
      .send({ status: 'Suspended' })
      .expect(ok);
    await t.api.patch(`/api/admin/accounts/${companyId}`).set(bearer(adminToken)).send({ status: 'Active' }).expect(ok);
    await t.api
      .put(`/api/admin/accounts/${companyId}/note`)
      .set(bearer(adminToken))
      .send({ note: 'Called them.' })
      .expect(ok);
    const expiring = await givenTradingCompany(t, 'Corporate');
    await t.registry.db.pool.query("UPDATE companies SET expires_at = now() - interval '2 months' WHERE id = $1", [
      expiring.companyId,
    ]);
    await t.registry.lifecycle.runOnce({ companyIds: [expiring.companyId] });

    // lock after five wrong passwords, unlocked by the admin; a user status changed by the admin
    for (let i = 0; i < LIMITS.maxFailedLogins; i++)
      await t.api.post('/api/auth/login').send({ email: expiring.userEmail, password: 'Wrong1234' });
    await t.api
      .patch(`/api/admin/users/${expiring.userId}`)
      .set(bearer(adminToken))
      .send({ status: 'Active' })
      .expect(ok);
    await t.api
      .patch(`/api/admin/users/${expiring.ownerId}`)
      .set(bearer(adminToken))
      .send({ status: 'Suspended' })
      .expect(ok);

    // BCUs: registration requested, approved and denied
    const supplier = await givenTradingCompany(t, 'Supplier');
    const registered: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.api
        .post('/api/credits/register')
        .set(await as(supplier))
        .field('payload', JSON.stringify(registrationPayload()))
        .attach('posFile', await givenPdf(), { filename: 'pos.pdf', contentType: 'application/pdf' });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      registered.push(res.body.submissionId as string);
    }
    await approve(registered[0]);
    await reject(registered[1]);

    // transfers and retirements: requested, approved, denied; the approval's retirement statement
    const airline = await givenTradingCompany(t, 'Airline');
    const target = await givenTradingCompany(t, 'Airline');
    await givenContact(t, supplier, airline);
    await givenContact(t, airline, target);
    const c = await givenActiveCredit(t, { holder: supplier, volumeKg: 10_000 });
    const transfer = async () =>
      (
        await t.api
          .post(`/api/credits/${(await givenActiveCredit(t, { holder: supplier })).id}/transfer`)
          .set(await as(supplier))
          .send({ amount: 1, receiverId: airline.companyId })
          .expect(ok)
      ).body;
    await approve((await transfer()).submissionId);
    await reject((await transfer()).submissionId);
    const retire = async () =>
      (
        await t.api
          .post(`/api/credits/${(await givenActiveCredit(t, { holder: airline })).id}/retire`)
          .set(await as(airline))
          .send({ amount: 1, creditClaimCountry: 'Spain', reporting: 'CORSIA', isScope1Provider: 'yes' })
          .expect(ok)
      ).body;
    await approve((await retire()).submissionId);
    await reject((await retire()).submissionId);

    // Scope 1 information requests: requested, approved, denied, expired by the schedule
    const ask = async (creditId: string) =>
      (
        await t.api
          .post('/api/info-requests')
          .set(await as(airline))
          .send({ creditId, companyId: target.companyId })
          .expect(ok)
      ).body;
    const answer = async (id: string, body: object) =>
      t.api
        .post(`/api/info-requests/${id}/answer`)
        .set(await as(target))
        .send(body)
        .expect(ok);
    const asked = [0, 1, 2].map(async () => (await givenActiveCredit(t, { holder: airline })).id);
    const [r1, r2, r3] = [await ask(await asked[0]), await ask(await asked[1]), await ask(await asked[2])];
    await answer(r1.id, {
      action: 'Approve',
      answer: 'yes',
      creditClaimCountry: 'Italy',
      reporting: 'EU RED II (Scope 1)',
    });
    await answer(r2.id, { action: 'Deny' });
    expect(r3.status).to.equal('Pending');
    t.clock.advanceHours(15 * 24);
    await t.registry.services.tradingExpiry.runOnce({ companyIds: [airline.companyId] });
    t.clock.reset();

    // the admin on a BCU: note, attachment added and removed, status changed; the system expires a BCU
    await t.api.put(`/api/admin/credits/${c.id}/note`).set(bearer(adminToken)).send({ note: 'Checked.' }).expect(ok);
    const added = await t.api
      .post(`/api/admin/credits/${c.id}/attachments`)
      .set(bearer(adminToken))
      .attach('file', await givenPdf(), { filename: 'audit.pdf', contentType: 'application/pdf' })
      .expect(ok);
    await t.api.delete(`/api/admin/credits/${c.id}/attachments/${added.body.id}`).set(bearer(adminToken)).expect(ok);
    await t.api
      .patch(`/api/admin/credits/${c.id}`)
      .set(bearer(adminToken))
      .send({ id: c.id, status: 'Suspended' })
      .expect(ok);
    const old = await givenActiveCredit(t, { holder: supplier, expiresAt: new Date(Date.now() - 86_400_000) });
    await t.registry.services.tradingExpiry.runOnce({ companyIds: [supplier.companyId] });
    expect(
      (await t.registry.db.one<{ status: string }>('SELECT status FROM credits WHERE id = $1', [old.id]))!.status,
    ).to.equal('Expired');
    await t.api
      .put(`/api/admin/submissions/${registered[0]}/note`)
      .set(bearer(adminToken))
      .send({ note: 'Fine.' })
      .expect(ok);

    // Registry Connect: preferences, a request sent, approved and declined
    const prefs = {
      isDiscoverable: true,
      isAnonymousConnection: false,
      isNotifyConnections: false,
      isReadyToOfferConnect: true,
      isLookingForCompanyConnect: false,
      offerTags: ['SAF supply'],
      lookingTags: [],
      offerPitch: 'We offer SAF',
      lookingPitch: '',
      acceptRulesOfParticipation: true,
    };
    const [x, y, z] = [target, await givenTradingCompany(t, 'Forwarder'), await givenTradingCompany(t, 'Corporate')];
    for (const p of [x, y, z])
      await t.api
        .put('/api/connect/preferences')
        .set(await as(p))
        .send(prefs)
        .expect(ok);
    const request = async (from: TradingCompany) =>
      (
        await t.api
          .post('/api/connect/connection-requests')
          .set(await as(from))
          .send({ receiverId: x.companyId, message: 'Hello' })
          .expect(ok)
      ).body;
    const q1 = await request(y);
    const q2 = await request(z);
    await t.api
      .put(`/api/connect/connection-requests/${q1.id}`)
      .set(await as(x))
      .send({ action: 'approve' })
      .expect(ok);
    await t.api
      .put(`/api/connect/connection-requests/${q2.id}`)
      .set(await as(x))
      .send({ action: 'decline' })
      .expect(ok);

    const rows = await t.registry.db.rows<{ action: string; kind: string; details: Record<string, unknown> }>(
      'SELECT action, kind, details FROM action_logs WHERE id > $1',
      [since],
    );
    const missing = SPEC_LOG_TYPES.filter(
      ([, action, kind]) => !rows.some((r) => r.action === action && r.kind === kind),
    );
    expect(missing.map(([type, action, kind]) => `${type}: ${action} (${kind})`)).to.deep.equal([]);
    // what the rows say: the statement's RSID, the mail's subject without its body, the admin behind an admin's step
    const statement = rows.find((r) => r.action === 'Retirement statement created')!;
    expect(statement.details.rsid).to.match(/\S/);
    const mails = rows.filter((r) => r.action === 'Email sent' || r.action === 'Email link sent');
    expect(mails.every((r) => typeof r.details.subject === 'string' && !('text' in r.details))).to.equal(true);
    expect(rows.some((r) => r.action === 'Credit status changed' && r.kind === 'User' && r.details.adminId)).to.equal(
      true,
    );

    const { body: actions } = await t.api.get('/api/admin/logs/actions').set(bearer(adminToken)).expect(200);
    expect(actions).to.include.members([...new Set(SPEC_LOG_TYPES.map(([, action]) => action))]);
  });
});
