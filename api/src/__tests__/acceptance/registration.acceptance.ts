import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, givenCaptcha, givenApplication, givenPdf, submitApplication, uniqueEmail, signIn, adminSession } from '../support/builders';
import { tokenIn } from '../support/smtp-sink';

describe('company application (spec 1 §3–§5)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  before(async () => (t = await givenRegistry()));

  const count = async (sql: string, params: unknown[]) => Number((await t.registry.db.one<{ n: string }>(sql, params))!.n);
  const companiesNamed = (name: string) => count('SELECT count(*) AS n FROM companies WHERE name = $1', [name]);

  it('stores a Pending company, its owner, a Registration submission, a log row, and mails the confirmation link', async () => {
    const a = givenApplication();
    const res = await submitApplication(t, a);
    expect(res.status).to.equal(201);
    expect(res.body.message).to.equal(MSG.applicationSuccess);
    const row = await t.registry.db.one<{ status: string; type: string; sub: string; user_status: string; letter: boolean }>(
      `SELECT c.status, c.type, s.type AS sub, u.status AS user_status, c.signed_letter_file_id IS NOT NULL AS letter
       FROM companies c JOIN submissions s ON s.company_id = c.id JOIN users u ON u.company_id = c.id WHERE c.name = $1`,
      [a.companyName],
    );
    expect(row).to.deep.equal({ status: 'Pending', type: 'Airline', sub: 'Registration', user_status: 'Pending', letter: true });
    const mail = await t.sink.waitFor(a.email, /Confirm your email/);
    expect(mail.text).to.match(/\/verify-email\?token=[\w-]+&accountType=Airline&companyName=/);
    expect(await count("SELECT count(*) AS n FROM action_logs WHERE action = 'Company application submitted' AND details->>'email' = $1", [a.email])).to.equal(1);
  });

  it('refuses an application without a solved captcha and stores nothing', async () => {
    const a = givenApplication();
    const res = await submitApplication(t, { ...a, captchaToken: undefined });
    expect(res.status).to.equal(422);
    expect(res.body.error.message).to.equal(MSG.captchaRequired);
    const forged = await submitApplication(t, { ...a, captchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.status).to.equal(422);
    expect(await companiesNamed(a.companyName)).to.equal(0);
  });

  it('accepts a captcha solution only once', async () => {
    const captchaToken = await givenCaptcha(t);
    expect((await submitApplication(t, { ...givenApplication(), captchaToken })).status).to.equal(201);
    const replay = await submitApplication(t, { ...givenApplication(), captchaToken });
    expect(replay.status).to.equal(422);
    expect(replay.body.error.message).to.equal(MSG.captchaRequired);
  });

  it('refuses a letter that is not a PDF, whatever its name says, and stores nothing', async () => {
    const a = givenApplication();
    const res = await submitApplication(t, a, { content: Buffer.from('<html>not a pdf</html>'), filename: 'letter.pdf' });
    expect(res.status).to.equal(422);
    expect(res.body.error.message).to.equal(MSG.invalidPdf);
    expect(await companiesNamed(a.companyName)).to.equal(0);
  });

  it('refuses a PDF header on a broken document', async () => {
    const res = await submitApplication(t, givenApplication(), { content: Buffer.from('%PDF-1.7\n garbage garbage') });
    expect(res.status).to.equal(422);
    expect(res.body.error.message).to.equal(MSG.invalidPdf);
  });

  it('refuses a letter over 10 MB', async () => {
    const big = Buffer.concat([await givenPdf(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await submitApplication(t, givenApplication(), { content: big });
    expect(res.status).to.equal(422);
    expect(res.body.error.message).to.equal(MSG.invalidPdf);
  });

  it("refuses an application without the letter with 'Field is required'", async () => {
    const res = await submitApplication(t, givenApplication(), null);
    expect(res.status).to.equal(422);
    expect(res.body.error.details).to.deep.include({ path: 'signedCompanyLetter', message: MSG.fieldRequired });
  });

  it('answers field errors with the spec messages and their paths', async () => {
    const res = await submitApplication(t, { ...givenApplication(), zip: '12', companyPhone: { code: '+41', number: '12' } });
    expect(res.status).to.equal(422);
    expect(res.body.error.details).to.deep.include.members([
      { path: 'zip', message: MSG.zipLength },
      { path: 'companyPhone.number', message: MSG.phoneFormat },
    ]);
  });

  it("refuses a second application for the same company and type: 'Account already exists.'", async () => {
    const a = givenApplication();
    expect((await submitApplication(t, a)).status).to.equal(201);
    const again = await submitApplication(t, { ...a, email: uniqueEmail('other') });
    expect(again.status).to.equal(409);
    expect(again.body.error.message).to.equal(MSG.accountAlreadyExists);
    expect(await companiesNamed(a.companyName)).to.equal(1);
  });

  it('refuses the same person applying again for the same company as already associated', async () => {
    const a = givenApplication();
    expect((await submitApplication(t, a)).status).to.equal(201);
    const again = await submitApplication(t, a);
    expect(again.status).to.equal(409);
    expect(again.body.error.message).to.equal(MSG.validationError);
    expect(again.body.error.details[0].message).to.equal(MSG.alreadyAssociated);
  });

  it('reports the existence flags before applying', async () => {
    const a = givenApplication();
    const before = await t.api.post('/api/auth/validate-account').send({ email: a.email, accountType: 'Airline', accountName: a.companyName }).expect(200);
    expect(before.body).to.deep.equal({ isAccountTypeExist: false, isAccountsExist: false, isAccountNameSame: false });
    expect((await submitApplication(t, a)).status).to.equal(201);
    const same = await t.api.post('/api/auth/validate-account').send({ email: a.email, accountType: 'Airline', accountName: a.companyName }).expect(200);
    expect(same.body).to.deep.equal({ isAccountTypeExist: true, isAccountsExist: true, isAccountNameSame: true });
    const newType = await t.api.post('/api/auth/validate-account').send({ email: a.email, accountType: 'Forwarder', accountName: 'Other Co' }).expect(200);
    expect(newType.body).to.deep.equal({ isAccountTypeExist: false, isAccountsExist: true, isAccountNameSame: false });
  });

  it('lets an e-mail with an account open a new account type only with its existing password', async () => {
    const a = givenApplication();
    expect((await submitApplication(t, a)).status).to.equal(201);
    const wrong = await submitApplication(t, { ...a, accountType: 'Forwarder', companyName: `${a.companyName} Cargo`, password: 'Another123' });
    expect(wrong.status).to.equal(401);
    const right = await submitApplication(t, { ...a, accountType: 'Forwarder', companyName: `${a.companyName} Cargo` });
    expect(right.status).to.equal(201);
  });

  it('requires a valid, unused referral token for a Corporate application and then needs no captcha', async () => {
    const owner = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
    const { body: share } = await t.api.post('/api/share-token/generate').set('Authorization', `Bearer ${owner.token}`).expect(200);
    const corporate = givenApplication({ accountType: 'Corporate', companyName: 'Corporate Travel Co ' + Date.now() });
    const noToken = await submitApplication(t, { ...corporate, captchaToken: 'x' });
    expect(noToken.status).to.equal(422);
    expect(noToken.body.error.details).to.deep.include({ path: 'token', message: MSG.tokenRequired });
    const res = await submitApplication(t, { ...corporate, token: share.token });
    expect(res.status).to.equal(201);
    const reuse = await submitApplication(t, { ...givenApplication({ accountType: 'Corporate' }), token: share.token });
    expect(reuse.status).to.equal(400);
    expect(reuse.body.error.message).to.equal(MSG.tokenRequired);
  });

  describe('e-mail confirmation (/verify-email)', () => {
    it('confirms with the token, the e-mail and the password, once', async () => {
      const a = givenApplication();
      await submitApplication(t, a);
      const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
      const wrong = await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: 'Wrong1234' });
      expect(wrong.status).to.equal(401);
      await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD }).expect(200, { email: a.email });
      const again = await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD });
      expect(again.status).to.equal(400);
      expect(again.body.error.message).to.equal(MSG.invalidToken);
    });

    it("requires the token: 'Token is required.'", async () => {
      const res = await t.api.post('/api/email-confirmation/confirm').send({ email: 'a@b.co', password: 'x' });
      expect(res.status).to.equal(422);
      expect(res.body.error.details).to.deep.include({ path: 'token', message: MSG.tokenRequiredDot });
    });

    it('refuses an expired link', async () => {
      const a = givenApplication();
      await submitApplication(t, a);
      const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
      t.clock.advanceHours(24 * 8);
      try {
        const res = await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD });
        expect(res.status).to.equal(400);
      } finally {
        t.clock.reset();
      }
    });
  });

  describe('invited users (registration modes 2 and 3)', () => {
    async function givenInvite(email: string) {
      const company = await t.registry.db.one<{ id: string; name: string }>("SELECT id, name FROM companies WHERE type = 'Forwarder' AND name LIKE 'Blue Cargo%'");
      const owner = await t.registry.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'forwarder.owner@demo.bcu'");
      return t.registry.db.tx((tx) =>
        t.registry.services.accounts.invite(tx, { userId: owner!.id, companyId: company!.id, companyName: company!.name, companyType: 'Forwarder' }, {
          email, firstName: 'Ivo', lastName: 'Invited', position: 'Analyst', cellPhone: { code: '+49', number: '1761234567' },
        }),
      );
    }

    it('shows a new invitee the invite data, then registers them with a password', async () => {
      const email = uniqueEmail('invitee');
      const token = await givenInvite(email);
      const { body } = await t.api.post('/api/invites/check').send({ token }).expect(200);
      expect(body).to.include({ email, firstName: 'Ivo', accountType: 'Forwarder', isExistingUser: false });
      const missing = await t.api.post('/api/invites/register').send({ token, name: 'Ivo', surname: 'Invited', position: 'Analyst', userPhone: { code: '+49', number: '1761234567' }, agreement: true });
      expect(missing.status).to.equal(422);
      expect(missing.body.error.message).to.equal(MSG.passwordRequired);
      await t.api.post('/api/invites/register').send({
        token, name: 'Ivo', surname: 'Invited', position: 'Analyst', userPhone: { code: '+49', number: '1761234567' }, agreement: true,
        password: PASSWORD, confirmPassword: PASSWORD,
      }).expect(201);
      const session = await signIn(t, email);
      expect(session.user).to.include({ type: 'Secondary', status: 'Active' });
      const reuse = await t.api.post('/api/invites/check').send({ token });
      expect(reuse.status).to.equal(400);
    });

    it('makes an existing user confirm their identity, then links the account type without a new password', async () => {
      const existing = 'airline.user@demo.bcu';
      const token = await givenInvite(existing);
      const wrong = await t.api.post('/api/invites/confirm-identity').send({ token, email: existing, password: 'Wrong1234' });
      expect(wrong.status).to.equal(401);
      const { body } = await t.api.post('/api/invites/confirm-identity').send({ token, email: existing, password: 'Demo1234!' }).expect(200);
      expect(body).to.include({ isExistingUser: true, accountType: 'Forwarder' });
      await t.api.post('/api/invites/register').send({ token, name: 'Airline', surname: 'User', position: 'Analyst', userPhone: { code: '+41', number: '791234567' }, agreement: true }).expect(201);
      const login = await t.api.post('/api/auth/login').send({ email: existing, password: 'Demo1234!' }).expect(200);
      expect(login.body.accounts.map((a: { companyType: string }) => a.companyType)).to.include.members(['Airline', 'Forwarder']);
      const admin = await adminSession(t);
      expect(admin.token).to.be.a('string');
    });
  });
});
