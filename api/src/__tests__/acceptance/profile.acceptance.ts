/** Profile area: profile changes (ProfileUpdate for the owner) and company info (spec 1 §2, §4, §5; spec 3 §2.1). */
import { expect } from 'chai';
import { EMAIL_TAKEN, MSG, PROFILE_REQUEST_PENDING } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, givenApprovedCompany, PASSWORD, signIn, uniqueEmail } from '../support/builders';

describe('Profile area', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let owner: { token: string; email: string; userId: string };
  let user: { token: string; userId: string };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  before(async () => {
    t = await givenRegistry();
    const { application } = await givenApprovedCompany(t, { name: 'Olga', surname: 'Owner', position: 'CEO' });
    const s = await signIn(t, application.email, PASSWORD);
    owner = { token: s.token, email: application.email, userId: s.user.id };
    const u = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    user = { token: u.token, userId: u.user.id };
  });

  const userRow = (id: string) =>
    t.registry.db.one<{ first_name: string; last_name: string; email: string; position: string }>(
      'SELECT first_name, last_name, email, position FROM users WHERE id = $1',
      [id],
    );

  describe("the account owner's change", () => {
    let submissionId: string;
    const newEmail = uniqueEmail('renamed');

    it('saving the same values creates no request and changes nothing', async () => {
      const count = async () =>
        Number(
          (await t.registry.db.one<{ n: string }>(
            "SELECT count(*) AS n FROM submissions WHERE user_id = $1 AND type = 'ProfileUpdate'",
            [owner.userId],
          ))!.n,
        );
      const logs = async () =>
        Number(
          (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs WHERE user_id = $1', [
            owner.userId,
          ]))!.n,
        );
      const [before, logsBefore] = [await count(), await logs()];
      const res = await t.api
        .post('/api/profile')
        .set(bearer(owner.token))
        .send({ firstName: 'Olga', lastName: 'Owner', email: owner.email, position: 'CEO' })
        .expect(422);
      expect(res.body.error.message).to.equal(MSG.profileNotUpdated);
      expect(await count()).to.equal(before);
      expect(await logs()).to.equal(logsBefore);
    });

    it('becomes a ProfileUpdate request with the before and after values of the changed fields only; nothing changes yet', async () => {
      const res = await t.api
        .post('/api/profile')
        .set(bearer(owner.token))
        .send({ firstName: 'Olivia', lastName: 'Owner', email: newEmail, position: 'Managing Director' })
        .expect(200);
      expect(res.body).to.include({ outcome: 'request', message: MSG.profileChangeRequested });
      submissionId = res.body.submissionId;
      expect(await userRow(owner.userId)).to.include({ first_name: 'Olga', email: owner.email, position: 'CEO' });
      const s = await t.registry.db.one<{ type: string; status: string; payload: { before: object; after: object } }>(
        'SELECT type, status, payload FROM submissions WHERE id = $1',
        [submissionId],
      );
      expect(s).to.include({ type: 'ProfileUpdate', status: 'Pending' });
      // the unchanged last name is not part of the request
      expect(s!.payload.before).to.deep.equal({ firstName: 'Olga', email: owner.email, position: 'CEO' });
      expect(s!.payload.after).to.deep.equal({ firstName: 'Olivia', email: newEmail, position: 'Managing Director' });
      const logged = await t.registry.db.one(
        "SELECT 1 FROM action_logs WHERE action = 'Profile change requested' AND subject_id = $1",
        [submissionId],
      );
      expect(logged).to.not.equal(undefined);
    });

    it('refuses a second request while one is pending', async () => {
      const res = await t.api.post('/api/profile').set(bearer(owner.token)).send({ lastName: 'Other' }).expect(409);
      expect(res.body.error.message).to.equal(PROFILE_REQUEST_PENDING);
    });

    it('applies when the admin approves it; the login moves to the new e-mail', async () => {
      const admin = await adminSession(t);
      const detail = await t.api.get(`/api/admin/submissions/${submissionId}`).set(bearer(admin.token)).expect(200);
      expect(JSON.stringify(detail.body)).to.contain(newEmail);
      await t.api.post(`/api/admin/submissions/${submissionId}/approve`).set(bearer(admin.token)).send({}).expect(200);
      expect(await userRow(owner.userId)).to.include({
        first_name: 'Olivia',
        email: newEmail,
        position: 'Managing Director',
      });
      const again = await signIn(t, newEmail, PASSWORD);
      expect(again.user.firstName).to.equal('Olivia');
      owner = { ...owner, token: again.token, email: newEmail };
    });

    it('refuses an e-mail that belongs to another login', async () => {
      const res = await t.api
        .post('/api/profile')
        .set(bearer(owner.token))
        .send({ email: 'airline.user@demo.bcu' })
        .expect(409);
      expect(res.body.error.message).to.equal(EMAIL_TAKEN);
      const pending = await t.registry.db.one(
        "SELECT 1 FROM submissions WHERE user_id = $1 AND type = 'ProfileUpdate' AND status = 'Pending'",
        [owner.userId],
      );
      expect(pending).to.equal(undefined);
    });
  });

  describe("another user's change", () => {
    it('applies position and phone at once', async () => {
      const res = await t.api
        .post('/api/profile')
        .set(bearer(user.token))
        .send({ position: 'Fuel desk', cellPhone: { code: '+41', number: '799998877' } })
        .expect(200);
      expect(res.body).to.deep.equal({ outcome: 'applied', message: MSG.profileUpdated });
      expect(await userRow(user.userId)).to.include({ position: 'Fuel desk' });
    });

    it('refuses name, surname and e-mail, which only the owner may change', async () => {
      for (const change of [{ firstName: 'X' }, { lastName: 'Y' }, { email: uniqueEmail() }])
        await t.api.post('/api/profile').set(bearer(user.token)).send(change).expect(403);
    });
  });

  describe('refusals', () => {
    it('answers the spec texts for empty fields and a bad phone', async () => {
      const cases: [object, string][] = [
        [{ firstName: ' ' }, MSG.nameRequired],
        [{ lastName: '' }, MSG.surnameRequired],
        [{ position: '' }, MSG.positionRequired],
        [{ email: '' }, MSG.emailRequired],
        [{ email: 'nope' }, MSG.validEmail],
        [{ cellPhone: { code: '+41', number: '12' } }, MSG.phoneFormat],
        [{}, MSG.profileNotUpdated],
      ];
      for (const [change, message] of cases) {
        const res = await t.api.post('/api/profile').set(bearer(user.token)).send(change).expect(422);
        expect(res.body.error.message, JSON.stringify(change)).to.equal(message);
      }
    });

    it('answers 401 without a session', async () => {
      await t.api.post('/api/profile').send({ position: 'x' }).expect(401);
      await t.api.get('/api/profile/company').expect(401);
      await t.api.patch('/api/profile/company').send({ website: 'x' }).expect(401);
    });
  });

  describe('company info', () => {
    it('shows the company with the read-only fields of its type', async () => {
      const res = await t.api.get('/api/profile/company').set(bearer(owner.token)).expect(200);
      expect(res.body).to.include({ type: 'Airline', editable: true });
      expect(res.body.lockedFields).to.include.members([
        'name',
        'registrationNumber',
        'streetAddress',
        'zip',
        'city',
        'country',
      ]);
      const asUser = await t.api.get('/api/profile/company').set(bearer(user.token)).expect(200);
      expect(asUser.body.editable).to.equal(false);
    });

    it('lets the owner change phone and website, not the name or address', async () => {
      const res = await t.api
        .patch('/api/profile/company')
        .set(bearer(owner.token))
        .send({ companyPhone: { code: '+41', number: '440001122' }, website: 'https://example.com' })
        .expect(200);
      expect(res.body).to.deep.include({
        companyPhone: { code: '+41', number: '440001122' },
        website: 'https://example.com',
      });
      await t.api.patch('/api/profile/company').set(bearer(owner.token)).send({ name: 'Renamed Airline' }).expect(403);
      await t.api.patch('/api/profile/company').set(bearer(owner.token)).send({ city: 'Bern' }).expect(403);
    });

    it("refuses a user's company change", async () => {
      await t.api
        .patch('/api/profile/company')
        .set(bearer(user.token))
        .send({ website: 'https://x.example' })
        .expect(403);
    });
  });

  describe('company logo', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const upload = (token: string, content: Buffer, filename = 'logo.png', contentType = 'image/png') =>
      t.api.post('/api/profile/company/logo').set(bearer(token)).attach('logo', content, { filename, contentType });

    it('stores a PNG and serves it back', async () => {
      await upload(owner.token, png).expect(204);
      const res = await t.api
        .get('/api/profile/company/logo')
        .set(bearer(owner.token))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).to.equal('image/png');
      expect(Buffer.compare(res.body as Buffer, png)).to.equal(0);
      expect((await t.api.get('/api/profile/company').set(bearer(owner.token)).expect(200)).body.hasLogo).to.equal(
        true,
      );
    });

    it('serves an SVG sandboxed, so its scripts cannot run', async () => {
      await upload(
        owner.token,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ).expect(204);
      const res = await t.api.get('/api/profile/company/logo').set(bearer(owner.token)).expect(200);
      expect(res.headers['content-type']).to.equal('image/svg+xml');
      expect(res.headers['content-security-policy']).to.contain('sandbox');
    });

    it('refuses other types by content and files over 2 MB with the spec texts', async () => {
      const pdf = await upload(owner.token, Buffer.from('%PDF-1.7 not an image'), 'logo.png', 'image/png').expect(422);
      expect(pdf.body.error.message).to.equal(MSG.invalidImage);
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await upload(owner.token, big).expect(422);
      expect(tooBig.body.error.message).to.equal(MSG.imageTooLarge);
    });

    it("refuses a user's upload and an anonymous one", async () => {
      await upload(user.token, png).expect(403);
      await t.api
        .post('/api/profile/company/logo')
        .attach('logo', png, { filename: 'l.png', contentType: 'image/png' })
        .expect(401);
    });

    it('removes the logo once', async () => {
      await t.api.delete('/api/profile/company/logo').set(bearer(owner.token)).expect(204);
      await t.api.get('/api/profile/company/logo').set(bearer(owner.token)).expect(404);
      await t.api.delete('/api/profile/company/logo').set(bearer(owner.token)).expect(404);
      expect((await t.api.get('/api/profile/company').set(bearer(owner.token)).expect(200)).body.hasLogo).to.equal(
        false,
      );
    });
  });
});
