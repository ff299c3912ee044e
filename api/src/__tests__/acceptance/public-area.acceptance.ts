/** Public area: banner parameters, the contact form for visitors and users, and feedback (spec 1 §2, §5, §8). */
import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenApprovedCompany, givenCaptcha, PASSWORD, signIn, uniqueEmail } from '../support/builders';

describe('Public area: parameters, contact and feedback', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: string;
  before(async () => {
    t = await givenRegistry();
    admin = t.registry.config.adminEmail;
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.registry.db.one<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) q`, params))!.n);

  const visitorMessage = (over: Record<string, unknown> = {}) => ({
    firstName: 'Vera',
    lastName: 'Visitor',
    companyName: 'Skyways Ltd',
    position: 'Fuel buyer',
    email: uniqueEmail('visitor'),
    cellPhone: { code: '+41', number: '791234567' },
    message: 'How do we open a Transport Service Provider account?',
    ...over,
  });

  describe('GET /api/parameters', () => {
    it('lists both banner switches publicly with their stored text values', async () => {
      const res = await t.api.get('/api/parameters').expect(200);
      expect(res.body).to.deep.equal([
        { key: 'showHomepageAcademyBanner', value: 'false' },
        { key: 'showHomepageDemoBanner', value: 'false' },
      ]);
    });

    it('follows what the admin switched on', async () => {
      await t.registry.db.pool.query(
        "UPDATE settings_parameters SET value = 'true' WHERE key = 'showHomepageDemoBanner'",
      );
      try {
        const res = await t.api.get('/api/parameters').expect(200);
        expect(res.body).to.deep.include({ key: 'showHomepageDemoBanner', value: 'true' });
      } finally {
        await t.registry.db.pool.query(
          "UPDATE settings_parameters SET value = 'false' WHERE key = 'showHomepageDemoBanner'",
        );
      }
    });

    it("refuses any value other than 'true' or 'false' in the table", async () => {
      let refused = false;
      await t.registry.db.pool
        .query("UPDATE settings_parameters SET value = 'yes' WHERE key = 'showHomepageDemoBanner'")
        .catch(() => (refused = true));
      expect(refused).to.equal(true);
    });
  });

  describe('POST /api/contact (visitors)', () => {
    it('stores the message, mails it to the admin address and logs it', async () => {
      const body = visitorMessage();
      const mark = t.sink.mark();
      await t.api
        .post('/api/contact')
        .send({ ...body, captchaToken: await givenCaptcha(t) })
        .expect(204);
      const mail = await t.sink.waitFor(admin, /Contact form: Vera Visitor, Skyways Ltd/, mark);
      expect(mail.text)
        .to.contain(body.email)
        .and.contain('+41 791234567')
        .and.contain(body.message)
        .and.contain('Fuel buyer');
      const row = await t.registry.db.one<{ id: string; user_id: string | null; message: string }>(
        "SELECT id, user_id, message FROM contact_messages WHERE kind = 'contact' AND email = $1",
        [body.email],
      );
      expect(row?.user_id).to.equal(null);
      expect(row?.message).to.equal(body.message);
      expect(
        await count("SELECT 1 FROM action_logs WHERE action = 'Contact message sent' AND subject_id = $1", [row!.id]),
      ).to.equal(1);
    });

    it('refuses a message without a captcha and stores nothing', async () => {
      const body = visitorMessage();
      const res = await t.api.post('/api/contact').send(body).expect(422);
      expect(res.body.error.message).to.equal(MSG.captchaRequired);
      expect(await count('SELECT 1 FROM contact_messages WHERE email = $1', [body.email])).to.equal(0);
    });

    it('refuses a forged or reused captcha', async () => {
      const body = visitorMessage();
      const forged = Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 'x' } }, solution: {} })).toString(
        'base64',
      );
      const res = await t.api
        .post('/api/contact')
        .send({ ...body, captchaToken: forged })
        .expect(400);
      expect(res.body.error.message).to.equal(MSG.captchaRequired);
      const captchaToken = await givenCaptcha(t);
      await t.api
        .post('/api/contact')
        .send({ ...body, captchaToken })
        .expect(204);
      await t.api
        .post('/api/contact')
        .send({ ...body, captchaToken })
        .expect(400);
      expect(await count('SELECT 1 FROM contact_messages WHERE email = $1', [body.email])).to.equal(1);
    });

    it('answers each missing field with its spec text', async () => {
      const res = await t.api
        .post('/api/contact')
        .send({
          firstName: ' ',
          lastName: '',
          companyName: '',
          position: '',
          email: '',
          message: '  ',
          cellPhone: { code: '+41', number: '791234567' },
          captchaToken: 'x',
        })
        .expect(422);
      const byPath = Object.fromEntries(
        (res.body.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
      );
      expect(byPath).to.include({
        firstName: MSG.nameRequired,
        lastName: MSG.surnameRequired,
        companyName: MSG.companyRequired,
        position: MSG.positionRequired,
        email: MSG.emailRequired,
        message: MSG.messageRequired,
      });
    });

    it('refuses a bad phone, a bad e-mail and unknown fields', async () => {
      const captchaToken = 'irrelevant';
      const phone = await t.api
        .post('/api/contact')
        .send({ ...visitorMessage({ cellPhone: { code: '+41', number: '12ab' } }), captchaToken })
        .expect(422);
      expect(phone.body.error.message).to.equal(MSG.phoneFormat);
      const code = await t.api
        .post('/api/contact')
        .send({ ...visitorMessage({ cellPhone: { code: '+999999', number: '791234567' } }), captchaToken })
        .expect(422);
      expect(code.body.error.message).to.equal(MSG.phoneCodeFormat);
      const email = await t.api
        .post('/api/contact')
        .send({ ...visitorMessage({ email: 'not-an-email' }), captchaToken })
        .expect(422);
      expect(email.body.error.message).to.equal(MSG.validEmail);
      const long = await t.api
        .post('/api/contact')
        .send({ ...visitorMessage({ position: 'x'.repeat(256) }), captchaToken })
        .expect(422);
      expect(long.body.error.message).to.equal(MSG.textTooLong);
      await t.api
        .post('/api/contact')
        .send({ ...visitorMessage(), captchaToken, isAdmin: true })
        .expect(422);
    });
  });

  describe('signed-in users', () => {
    let owner: { token: string; email: string; company: string };
    before(async () => {
      const { application } = await givenApprovedCompany(t, { name: 'Olga', surname: 'Owner', position: 'CEO' });
      const s = await signIn(t, application.email, PASSWORD);
      owner = { token: s.token, email: application.email, company: application.companyName };
    });

    it('sends a contact message with the identity of the session, without captcha', async () => {
      const mark = t.sink.mark();
      await t.api
        .post('/api/contact/signed-in')
        .set('Authorization', `Bearer ${owner.token}`)
        .send({ cellPhone: { code: '+41', number: '791112233' }, message: 'Please call me about the fee schedule.' })
        .expect(204);
      const mail = await t.sink.waitFor(admin, new RegExp(`Contact form: Olga Owner, ${owner.company}`), mark);
      expect(mail.text)
        .to.contain(owner.email)
        .and.contain('CEO')
        .and.contain('Transport Service Provider (TSP) account');
      expect(
        await count("SELECT 1 FROM contact_messages WHERE kind = 'contact' AND email = $1 AND user_id IS NOT NULL", [
          owner.email,
        ]),
      ).to.equal(1);
    });

    it("refuses identity fields from a signed-in user (they are the session's)", async () => {
      await t.api
        .post('/api/contact/signed-in')
        .set('Authorization', `Bearer ${owner.token}`)
        .send({ email: 'someone@else.example', cellPhone: { code: '+41', number: '791112233' }, message: 'Hi' })
        .expect(422);
    });

    it('answers 401 to an anonymous signed-in contact', async () => {
      await t.api
        .post('/api/contact/signed-in')
        .send({ cellPhone: { code: '+41', number: '791112233' }, message: 'Hi' })
        .expect(401);
    });

    it('stores, mails and logs feedback', async () => {
      const mark = t.sink.mark();
      await t.api
        .post('/api/feedback')
        .set('Authorization', `Bearer ${owner.token}`)
        .send({ feedback: '  The statements page is great.  ' })
        .expect(204);
      const mail = await t.sink.waitFor(admin, /Feedback from Olga Owner/, mark);
      expect(mail.text).to.contain('The statements page is great.');
      const row = await t.registry.db.one<{ id: string; message: string }>(
        "SELECT id, message FROM contact_messages WHERE kind = 'feedback' AND email = $1",
        [owner.email],
      );
      expect(row?.message).to.equal('The statements page is great.');
      expect(
        await count("SELECT 1 FROM action_logs WHERE action = 'Feedback sent' AND subject_id = $1", [row!.id]),
      ).to.equal(1);
    });

    it("refuses empty feedback with 'Feedback cannot be empty' and stores nothing", async () => {
      const before = await count("SELECT 1 FROM contact_messages WHERE kind = 'feedback'");
      for (const feedback of ['', '   \n ', undefined]) {
        const res = await t.api
          .post('/api/feedback')
          .set('Authorization', `Bearer ${owner.token}`)
          .send({ feedback })
          .expect(422);
        expect(res.body.error.message).to.equal(MSG.feedbackEmpty);
      }
      expect(await count("SELECT 1 FROM contact_messages WHERE kind = 'feedback'")).to.equal(before);
    });

    it('refuses anonymous feedback with 401 and stores nothing', async () => {
      const before = await count("SELECT 1 FROM contact_messages WHERE kind = 'feedback'");
      await t.api.post('/api/feedback').send({ feedback: 'anonymous' }).expect(401);
      expect(await count("SELECT 1 FROM contact_messages WHERE kind = 'feedback'")).to.equal(before);
    });

    it('refuses feedback from the SuperAdmin, who has no feedback button', async () => {
      const s = await signIn(t, 'superadmin@demo.bcu', 'Demo1234!');
      await t.api
        .post('/api/feedback')
        .set('Authorization', `Bearer ${s.token}`)
        .send({ feedback: 'from above' })
        .expect(403);
      expect(await count("SELECT 1 FROM contact_messages WHERE message = 'from above'")).to.equal(0);
    });
  });
});
