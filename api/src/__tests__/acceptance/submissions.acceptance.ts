import { expect } from 'chai';
import { MSG } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { PASSWORD, adminSession, givenApplication, signIn, submitApplication } from '../support/builders';
import { tokenIn } from '../support/smtp-sink';

describe('admin review of Registration submissions (spec 3 §2.1)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  let admin: { token: string };
  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
  });

  async function givenPendingRegistration() {
    const a = givenApplication();
    await submitApplication(t, a);
    const { body } = await t.api.get('/api/admin/submissions').query({ filter: JSON.stringify({ q: a.companyName }) }).set('Authorization', `Bearer ${admin.token}`).expect(200);
    return { a, id: body[0].id as string };
  }

  it('lists submissions with Type, Status and search filters, paging and a Content-Range header', async () => {
    const { a } = await givenPendingRegistration();
    const res = await t.api
      .get('/api/admin/submissions')
      .query({ filter: JSON.stringify({ type: 'Registration', status: 'Pending' }), range: '[0,1]', sort: '["createdAt","DESC"]' })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(res.body).to.have.length.at.most(2);
    expect(res.headers['content-range']).to.match(/^submissions 0-[01]\/\d+$/);
    expect(res.body.every((s: { type: string; status: string }) => s.type === 'Registration' && s.status === 'Pending')).to.equal(true);
    const search = await t.api.get('/api/admin/submissions').query({ filter: JSON.stringify({ q: a.email }) }).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(search.body).to.have.length(1);
    expect(search.body[0]).to.include({ companyName: a.companyName, applicantEmail: a.email, companyType: 'Airline', status: 'Pending' });
  });

  it('refuses a filter field that is not on the allow-list', async () => {
    const res = await t.api.get('/api/admin/submissions').query({ filter: JSON.stringify({ 'password_hash': 'x' }) }).set('Authorization', `Bearer ${admin.token}`);
    expect(res.status).to.equal(422);
    const bad = await t.api.get('/api/admin/submissions').query({ range: 'not json' }).set('Authorization', `Bearer ${admin.token}`);
    expect(bad.status).to.equal(400);
  });

  it('shows the company, users, applicant and note of a submission, and its signed letter', async () => {
    const { a, id } = await givenPendingRegistration();
    const { body } = await t.api.get(`/api/admin/submissions/${id}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(body.company).to.include({ name: a.companyName, registrationNumber: a.registrationNumber, hasSignedLetter: true, city: 'Zurich' });
    expect(body.users).to.have.length(1);
    expect(body.applicant).to.include({ email: a.email, type: 'Primary', status: 'Pending' });
    expect(body.note).to.equal(null);
    const letter = await t.api.get(`/api/admin/companies/${body.company.id}/signed-letter`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(letter.headers['content-type']).to.equal('application/pdf');
    expect(Buffer.from(letter.body).subarray(0, 5).toString()).to.equal('%PDF-');
  });

  it('approves: the company and owner become Active, the applicant is mailed and can sign in', async () => {
    const { a, id } = await givenPendingRegistration();
    const token = tokenIn(await t.sink.waitFor(a.email, /Confirm your email/));
    await t.api.post('/api/email-confirmation/confirm').send({ token, email: a.email, password: PASSWORD }).expect(200);
    const { body } = await t.api.post(`/api/admin/submissions/${id}/approve`).set('Authorization', `Bearer ${admin.token}`).send({ message: 'Welcome aboard' }).expect(200);
    expect(body).to.include({ status: 'Approved', reviewMessage: 'Welcome aboard' });
    expect(body.company.status).to.equal('Active');
    const mail = await t.sink.waitFor(a.email, /approved/);
    expect(mail.text).to.contain('Welcome aboard');
    const company = await t.registry.db.one<{ months: number }>(
      "SELECT (extract(year FROM age(expires_at, approved_at)) * 12 + extract(month FROM age(expires_at, approved_at)))::int AS months FROM companies WHERE name = $1", [a.companyName]);
    expect(company!.months).to.equal(12);
    const session = await signIn(t, a.email);
    expect(session.user.status).to.equal('Active');
    const again = await t.api.post(`/api/admin/submissions/${id}/reject`).set('Authorization', `Bearer ${admin.token}`).send({});
    expect(again.status).to.equal(409);
    expect(again.body.error.message).to.equal(MSG.submissionNotPending);
  });

  it('rejects: the company is Declined, the applicant is mailed and cannot sign in', async () => {
    const { a, id } = await givenPendingRegistration();
    await t.api.post(`/api/admin/submissions/${id}/reject`).set('Authorization', `Bearer ${admin.token}`).send({ message: 'Letter unsigned' }).expect(200);
    expect((await t.sink.waitFor(a.email, /declined/)).text).to.contain('Letter unsigned');
    const login = await t.api.post('/api/auth/login').send({ email: a.email, password: PASSWORD });
    expect(login.status).to.be.oneOf([401, 403]);
  });

  it('decides a submission once even when two admins click at the same time', async () => {
    const { id } = await givenPendingRegistration();
    const superAdmin = await signIn(t, 'superadmin@demo.bcu', 'Demo1234!');
    const results = await Promise.all([
      t.api.post(`/api/admin/submissions/${id}/approve`).set('Authorization', `Bearer ${admin.token}`).send({}),
      t.api.post(`/api/admin/submissions/${id}/reject`).set('Authorization', `Bearer ${superAdmin.token}`).send({}),
    ]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
  });

  it('keeps a note of at most 1000 characters', async () => {
    const { id } = await givenPendingRegistration();
    await t.api.put(`/api/admin/submissions/${id}/note`).set('Authorization', `Bearer ${admin.token}`).send({ note: 'Called the applicant.' }).expect(204);
    const { body } = await t.api.get(`/api/admin/submissions/${id}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(body.note).to.equal('Called the applicant.');
    const long = await t.api.put(`/api/admin/submissions/${id}/note`).set('Authorization', `Bearer ${admin.token}`).send({ note: 'x'.repeat(1001) });
    expect(long.status).to.equal(422);
    expect(long.body.error.message).to.equal(MSG.noteTooLong);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await t.api.get('/api/admin/submissions/00000000-0000-4000-8000-000000000000').set('Authorization', `Bearer ${admin.token}`).expect(404);
    await t.api.get('/api/admin/submissions/not-a-uuid').set('Authorization', `Bearer ${admin.token}`).expect(404);
  });

  describe('refusals', () => {
    it('refuses an auditor every submission endpoint, reads included (spec 3 §7, issue 11.3) — and nothing changes', async () => {
      const { id } = await givenPendingRegistration();
      const auditor = await signIn(t, 'auditor.user@demo.bcu', 'Demo1234!');
      await t.api.get('/api/admin/submissions').set('Authorization', `Bearer ${auditor.token}`).expect(403);
      await t.api.get(`/api/admin/submissions/${id}`).set('Authorization', `Bearer ${auditor.token}`).expect(403);
      await t.api.post(`/api/admin/submissions/${id}/approve`).set('Authorization', `Bearer ${auditor.token}`).send({}).expect(403);
      await t.api.post(`/api/admin/submissions/${id}/reject`).set('Authorization', `Bearer ${auditor.token}`).send({}).expect(403);
      await t.api.put(`/api/admin/submissions/${id}/note`).set('Authorization', `Bearer ${auditor.token}`).send({ note: 'x' }).expect(403);
      const row = await t.registry.db.one<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id]);
      expect(row!.status).to.equal('Pending');
    });

    it('refuses company users and anonymous callers every admin endpoint', async () => {
      const { id } = await givenPendingRegistration();
      const user = await signIn(t, 'airline.owner@demo.bcu', 'Demo1234!');
      await t.api.get('/api/admin/submissions').set('Authorization', `Bearer ${user.token}`).expect(403);
      await t.api.post(`/api/admin/submissions/${id}/approve`).set('Authorization', `Bearer ${user.token}`).send({}).expect(403);
      await t.api.get('/api/admin/submissions').expect(401);
      await t.api.post(`/api/admin/submissions/${id}/approve`).send({}).expect(401);
      const row = await t.registry.db.one<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id]);
      expect(row!.status).to.equal('Pending');
    });
  });
});
