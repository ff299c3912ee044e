import { expect } from 'chai';
import { LIMITS, MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApplication, givenApprovedCompany, signIn, submitApplication } from '../support/builders';
import { codeIn, tokenIn } from '../support/smtp-sink';

describe('login, sessions and passwords (spec 1 §4, §5)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  before(async () => (t = await givenRegistry()));

  describe('before approval', () => {
    it('refuses login until the e-mail is confirmed, then until the admin approves, with a clear message', async () => {
      const a = givenApplication();
      await submitApplication(t, a);
      const unconfirmed = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD });
      expect(unconfirmed.status).to.equal(403);
      expect(unconfirmed.body.error.message).to.equal(MSG.emailNotConfirmed);
      const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
      await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD }).expect(200);
      const unapproved = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD });
      expect(unapproved.status).to.equal(403);
      expect(unapproved.body.error.message).to.equal(MSG.awaitingApproval);
      expect(t.sink.count(a.email)).to.equal(1); // no code was mailed
    });
  });

  describe('three steps', () => {
    it('mails a 5-digit code, checks it, and opens a session for the chosen account', async () => {
      const { application: a } = await givenApprovedCompany(t);
      const step1 = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD }).expect(200);
      expect(step1.body.message).to.equal(MSG.codeSent);
      expect(step1.body.accounts).to.have.length(1);
      expect(step1.body.accounts[0]).to.include({ companyName: a.companyName, companyType: 'Airline', isReadOnly: false });
      const code = codeIn(await t.sink.waitFor(a.email, /login code/));
      await t.api.post('/api/auth/check-code').send({ email: a.email, otp: code }).expect(200, { valid: true });
      const session = await t.api.post('/api/auth/session').send({ email: a.email, password: PASSWORD, otp: code, userId: step1.body.accounts[0].userId }).expect(200);
      expect(session.body.accessToken).to.be.a('string');
      const cookie = (session.headers['set-cookie'] as unknown as string[]).join(';');
      expect(cookie).to.match(/bcu_refresh=/).and.match(/HttpOnly/).and.match(/SameSite=Strict/).and.match(/Path=\/api\/auth/);
      const me = await t.api.get('/api/auth').set('Authorization', `Bearer ${session.body.accessToken}`).expect(200);
      expect(me.body).to.include({ role: 'SystemUser', type: 'Primary', status: 'Active', firstName: 'Anna', email: a.email, isReadOnly: false });
      expect(me.body.company).to.include({ name: a.companyName, type: 'Airline', city: 'Zurich', country: 'Switzerland' });
      expect(me.body.SUID).to.match(/^SU-\d{6}$/);
      // The code was used up.
      const reuse = await t.api.post('/api/auth/session').send({ email: a.email, password: PASSWORD, otp: code, userId: step1.body.accounts[0].userId });
      expect(reuse.status).to.equal(400);
    });

    it("rejects a wrong code as not correct, and only a code with non-digits with 'OTP must be a number from email.'", async () => {
      const mark = t.sink.mark();
      await t.api.post('/api/auth/login').send({ email: 'supplier.user@demo.bcu', password: 'Demo1234!' }).expect(200);
      const code = codeIn(await t.sink.waitFor('supplier.user@demo.bcu', /login code/, mark));
      const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
      const res = await t.api.post('/api/auth/check-code').send({ email: 'supplier.user@demo.bcu', otp: wrong });
      expect(res.status).to.equal(400);
      expect(res.body.error.message).to.equal(MSG.otpWrong);
      const sixDigits = await t.api.post('/api/auth/check-code').send({ email: 'supplier.user@demo.bcu', otp: `${code}1` });
      expect(sixDigits.status).to.equal(422);
      expect(sixDigits.body.error.message).to.equal(MSG.otpLength);
      const malformed = await t.api.post('/api/auth/check-code').send({ email: 'supplier.user@demo.bcu', otp: '12a' });
      expect(malformed.status).to.equal(422);
      expect(malformed.body.error.message).to.equal(MSG.otpFormat);
      await t.registry.db.pool.query("UPDATE credentials SET failed_attempts = 0 WHERE email = 'supplier.user@demo.bcu'");
    });

    it('rejects an expired code as expired', async () => {
      const mark = t.sink.mark();
      await t.api.post('/api/auth/login').send({ email: 'intermediary.user@demo.bcu', password: 'Demo1234!' }).expect(200);
      const code = codeIn(await t.sink.waitFor('intermediary.user@demo.bcu', /login code/, mark));
      t.clock.advanceHours(1);
      try {
        const res = await t.api.post('/api/auth/check-code').send({ email: 'intermediary.user@demo.bcu', otp: code });
        expect(res.status).to.equal(400);
        expect(res.body.error.message).to.equal(MSG.otpExpired);
      } finally {
        t.clock.reset();
        await t.registry.db.pool.query("UPDATE credentials SET failed_attempts = 0 WHERE email = 'intermediary.user@demo.bcu'");
      }
    });

    it('lists every account of an e-mail and refuses a session for a read-only one', async () => {
      const { application: a } = await givenApprovedCompany(t);
      await submitApplication(t, { ...a, accountType: 'Forwarder', companyName: `${a.companyName} Cargo` });
      const step1 = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD }).expect(200);
      expect(step1.body.accounts).to.have.length(2);
      const pending = step1.body.accounts.find((x: { companyType: string }) => x.companyType === 'Forwarder');
      expect(pending.isReadOnly).to.equal(true);
      const code = codeIn(await t.sink.waitFor(a.email, /login code/));
      const res = await t.api.post('/api/auth/session').send({ email: a.email, password: PASSWORD, otp: code, userId: pending.userId });
      expect(res.status).to.equal(403);
      expect(res.body.error.message).to.equal(MSG.emailNotConfirmed);
    });

    it("refuses a session for another e-mail's account", async () => {
      const other = await t.registry.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'admin@demo.bcu'");
      const mark = t.sink.mark();
      await t.api.post('/api/auth/login').send({ email: 'corporate.user@demo.bcu', password: 'Demo1234!' }).expect(200);
      const code = codeIn(await t.sink.waitFor('corporate.user@demo.bcu', /login code/, mark));
      const res = await t.api.post('/api/auth/session').send({ email: 'corporate.user@demo.bcu', password: 'Demo1234!', otp: code, userId: other!.id });
      expect(res.status).to.equal(400);
    });
  });

  describe('locking', () => {
    it('locks every account of the e-mail after 5 failures in a row, logs it, and then refuses even the right password', async () => {
      const { application: a } = await givenApprovedCompany(t);
      for (let i = 0; i < 5; i++) {
        const res = await t.api.post('/api/auth/login').send({ email: a.email, password: 'Wrong1234' });
        expect(res.status).to.be.oneOf([401, 403]);
      }
      const user = await t.registry.db.one<{ id: string; status: string; prev_status: string }>('SELECT id, status, prev_status FROM users WHERE email = $1', [a.email]);
      expect(user).to.include({ status: 'Locked', prev_status: 'Active' });
      const log = await t.registry.db.one<{ kind: string }>("SELECT kind FROM action_logs WHERE action = 'User locked' AND user_id = $1", [user!.id]);
      expect(log?.kind).to.equal('System');
      const res = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD });
      expect(res.status).to.equal(403);
      expect(res.body.error.message).to.equal(MSG.userLocked);
    });

    it('does not say whether an unknown e-mail exists', async () => {
      const res = await t.api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'Whatever1' });
      expect(res.status).to.equal(401);
      expect(res.body.error.message).to.equal(MSG.invalidCredentials);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token; a replayed one ends every session of the user', async () => {
      const s = await signIn(t, 'forwarder.user@demo.bcu', 'Demo1234!');
      const first = await t.api.post('/api/auth/refresh').set('Cookie', s.cookie).expect(200);
      expect(first.body.accessToken).to.be.a('string');
      const rotated = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bcu_refresh='))!.split(';')[0];
      expect(rotated).to.not.equal(s.cookie);
      // replayed after the grace window in which the same browser gets the same new token (issue 11.7)
      t.clock.advanceHours((LIMITS.refreshReplayGraceSeconds + 1) / 3600);
      try {
        await t.api.post('/api/auth/refresh').set('Cookie', s.cookie).expect(401);
        await t.api.post('/api/auth/refresh').set('Cookie', rotated).expect(401);
      } finally {
        t.clock.reset();
      }
    });

    it('logout revokes the refresh token', async () => {
      const s = await signIn(t, 'facilitator.user@demo.bcu', 'Demo1234!');
      await t.api.post('/api/auth/logout').set('Cookie', s.cookie).expect(204);
      await t.api.post('/api/auth/refresh').set('Cookie', s.cookie).expect(401);
    });

    it('refuses a forged or missing access token', async () => {
      await t.api.get('/api/auth').expect(401);
      await t.api.get('/api/auth').set('Authorization', 'Bearer not.a.jwt').expect(401);
    });

    it('ends the access of a user who was locked after signing in', async () => {
      const { application: a } = await givenApprovedCompany(t);
      const s = await signIn(t, a.email);
      await t.registry.db.pool.query("UPDATE users SET status = 'Locked' WHERE email = $1", [a.email]);
      await t.api.get('/api/auth').set('Authorization', `Bearer ${s.token}`).expect(401);
    });

    it('gives a Suspended user a read-only session and refuses the password change', async () => {
      const { application: a } = await givenApprovedCompany(t);
      await t.registry.db.pool.query("UPDATE users SET status = 'Suspended' WHERE email = $1", [a.email]);
      const s = await signIn(t, a.email);
      const me = await t.api.get('/api/auth').set('Authorization', `Bearer ${s.token}`).expect(200);
      expect(me.body).to.include({ status: 'Suspended', isReadOnly: true });
      await t.api.post('/api/account/change-password').set('Authorization', `Bearer ${s.token}`)
        .send({ oldPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' }).expect(403);
    });
  });

  describe('passwords', () => {
    it('resets the password of every account of the e-mail with a single-use link', async () => {
      const { application: a } = await givenApprovedCompany(t);
      await t.api.post('/api/account/forgot-password').send({ email: a.email }).expect(204);
      await t.api.post('/api/account/forgot-password').send({ email: 'unknown@example.com' }).expect(204);
      const token = tokenIn(await t.sink.waitFor(a.email, /Reset your/));
      const mismatch = await t.api.post('/api/account/reset-password').send({ token, password: 'NewPass123', confirmPassword: 'NewPass124' });
      expect(mismatch.status).to.equal(422);
      expect(mismatch.body.error.message).to.equal(MSG.passwordSameAsAbove);
      const weak = await t.api.post('/api/account/reset-password').send({ token, password: 'weak', confirmPassword: 'weak' });
      expect(weak.body.error.message).to.equal(MSG.passwordRule);
      await t.api.post('/api/account/reset-password').send({ token, password: 'NewPass123', confirmPassword: 'NewPass123' }).expect(204);
      await t.api.post('/api/account/reset-password').send({ token, password: 'NewPass456', confirmPassword: 'NewPass456' }).expect(400);
      await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD }).expect(401);
      await t.api.post('/api/auth/login').send({ email: a.email, password: 'NewPass123' }).expect(200);
    });

    it("gives 'Email must have correct format.' for a malformed e-mail", async () => {
      const res = await t.api.post('/api/account/forgot-password').send({ email: 'not-an-email' });
      expect(res.status).to.equal(422);
      expect(res.body.error.message).to.equal(MSG.emailFormat);
    });

    it('refuses an expired reset link', async () => {
      const { application: a } = await givenApprovedCompany(t);
      await t.api.post('/api/account/forgot-password').send({ email: a.email }).expect(204);
      const token = tokenIn(await t.sink.waitFor(a.email, /Reset your/));
      t.clock.advanceHours(25);
      try {
        await t.api.post('/api/account/reset-password').send({ token, password: 'NewPass123', confirmPassword: 'NewPass123' }).expect(400);
      } finally {
        t.clock.reset();
      }
    });

    it('changes the password only with the old one, and ends the other sessions', async () => {
      const { application: a } = await givenApprovedCompany(t);
      const s = await signIn(t, a.email);
      const noOld = await t.api.post('/api/account/change-password').set('Authorization', `Bearer ${s.token}`).send({ oldPassword: '', password: 'Changed123', confirmPassword: 'Changed123' });
      expect(noOld.body.error.message).to.equal(MSG.oldPasswordRequired);
      await t.api.post('/api/account/change-password').set('Authorization', `Bearer ${s.token}`).send({ oldPassword: 'Wrong1234', password: 'Changed123', confirmPassword: 'Changed123' }).expect(401);
      await t.api.post('/api/account/change-password').set('Authorization', `Bearer ${s.token}`).send({ oldPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' }).expect(204);
      await t.api.post('/api/auth/refresh').set('Cookie', s.cookie).expect(401);
      await t.api.post('/api/auth/login').send({ email: a.email, password: 'Changed123' }).expect(200);
    });
  });

  describe('share tokens', () => {
    it('lets a fee-paying owner generate a 48-hour token and refuses others', async () => {
      const owner = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
      const { body } = await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${owner.token}`).expect(200);
      const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).to.be.within(47.9, 48.1);
      const corporateOwner = await signIn(t, 'corporate.owner@demo.bcu', 'Demo1234!');
      await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${corporateOwner.token}`).expect(403);
      const user = await signIn(t, 'supplier.user@demo.bcu', 'Demo1234!');
      await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${user.token}`).expect(403);
      await t.api.post('/api/share-token/generate').expect(401);
      const admin = await adminSession(t);
      await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${admin.token}`).expect(200);
    });
  });
});
