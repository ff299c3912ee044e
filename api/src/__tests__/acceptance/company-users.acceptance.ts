/** User Info: the account owner invites, removes and cancels invites within the 10-user limit (spec 1 §4, §5, §8). */
import { expect } from 'chai';
import { MSG, USER_LIMIT_REACHED, alreadyPartOf } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenApprovedCompany, PASSWORD, signIn, uniqueEmail } from '../support/builders';

describe('User Info: company users', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let owner: { token: string; userId: string; email: string };
  let member: { email: string; token?: string; userId?: string };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const list = async (token = owner.token) =>
    (await t.api.get('/api/profile/users').set(auth(token)).expect(200)).body as {
      id: string;
      kind: string;
      email: string;
      status: string;
      type: string | null;
    }[];

  before(async () => {
    t = await givenRegistry();
    const { application } = await givenApprovedCompany(t);
    const s = await signIn(t, application.email, PASSWORD);
    owner = { token: s.token, userId: s.user.id, email: application.email };
    member = { email: uniqueEmail('member') };
  });

  it('lists the owner, then an invite as Pending, and mails the invite link', async () => {
    expect((await list()).map((r) => r.email)).to.deep.equal([owner.email]);
    const mark = t.sink.mark();
    await t.api.post('/api/profile/users').set(auth(owner.token)).send({ email: member.email }).expect(204);
    const mail = await t.sink.waitFor(member.email, /You are invited/, mark);
    const token = /[?&]token=([\w-]+)/.exec(mail.text)![1];
    const rows = await list();
    expect(rows.find((r) => r.email === member.email)).to.include({ kind: 'invite', status: 'Pending' });
    expect(
      await t.registry.db.one("SELECT 1 FROM action_logs WHERE action = 'User invited' AND user_id = $1", [
        owner.userId,
      ]),
    ).to.not.equal(undefined);
    // the invitee completes the registration and becomes an Active user of the company
    await t.api
      .post('/api/invites/register')
      .send({
        token,
        name: 'Mia',
        surname: 'Member',
        position: 'Trader',
        userPhone: { code: '+41', number: '791112233' },
        agreement: true,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      })
      .expect((r) => expect(r.status).to.be.oneOf([200, 201, 204]));
    const after = (await list()).find((r) => r.email === member.email)!;
    expect(after).to.include({ kind: 'user', status: 'Active', type: 'Secondary' });
    member.userId = after.id;
    member.token = (await signIn(t, member.email, PASSWORD)).token;
  });

  it("refuses an e-mail that is already part of the account with the 'already part of' text", async () => {
    const res = await t.api
      .post('/api/profile/users/validate-email')
      .set(auth(owner.token))
      .send({ email: member.email })
      .expect(409);
    expect(res.body.error.message).to.equal(alreadyPartOf('Transport Service Provider (TSP)'));
    await t.api.post('/api/profile/users').set(auth(owner.token)).send({ email: member.email }).expect(409);
    const fresh = await t.api
      .post('/api/profile/users/validate-email')
      .set(auth(owner.token))
      .send({ email: 'airline.user@demo.bcu' })
      .expect(200);
    expect(fresh.body).to.deep.equal({ isEmailExists: true, isSameTypeExists: true });
  });

  it('validates the invite e-mail with the spec texts', async () => {
    const empty = await t.api.post('/api/profile/users').set(auth(owner.token)).send({ email: '' }).expect(422);
    expect(empty.body.error.message).to.equal(MSG.emailRequired);
    const bad = await t.api.post('/api/profile/users').set(auth(owner.token)).send({ email: 'nope' }).expect(422);
    expect(bad.body.error.message).to.equal(MSG.validEmail);
  });

  it('refuses the 11th Active or Pending user', async () => {
    // owner + member = 2; eight invites make 10
    for (let i = 0; i < 8; i++)
      await t.api
        .post('/api/profile/users')
        .set(auth(owner.token))
        .send({ email: uniqueEmail(`inv${i}`) })
        .expect(204);
    expect(await list()).to.have.length(10);
    const res = await t.api
      .post('/api/profile/users')
      .set(auth(owner.token))
      .send({ email: uniqueEmail('eleventh') })
      .expect(409);
    expect(res.body.error.message).to.equal(USER_LIMIT_REACHED);
    expect(await list()).to.have.length(10);
  });

  it('cancels an invite once', async () => {
    const invite = (await list()).find((r) => r.kind === 'invite')!;
    await t.api.post(`/api/profile/users/invites/${invite.id}/cancel`).set(auth(owner.token)).expect(204);
    expect((await list()).map((r) => r.id)).to.not.include(invite.id);
    await t.api.post(`/api/profile/users/invites/${invite.id}/cancel`).set(auth(owner.token)).expect(404);
  });

  it('lets only the owner manage users, never on their own row', async () => {
    await t.api.post('/api/profile/users').set(auth(member.token!)).send({ email: uniqueEmail() }).expect(403);
    await t.api.post(`/api/profile/users/${owner.userId}/remove`).set(auth(member.token!)).expect(403);
    // the owner holds the permission; its own row has no Remove action: a conflict with the row, not a refusal
    const own = await t.api.post(`/api/profile/users/${owner.userId}/remove`).set(auth(owner.token)).expect(409);
    expect(own.body.error.message).to.equal(MSG.userNotRemovable);
    await t.api.post('/api/profile/users/not-a-uuid/remove').set(auth(owner.token)).expect(404);
    await t.api.get('/api/profile/users').expect(401);
    await t.api.post('/api/profile/users').send({ email: uniqueEmail() }).expect(401);
  });

  it('removes a user: gone from the list, status Removed, logged', async () => {
    await t.api.post(`/api/profile/users/${member.userId}/remove`).set(auth(owner.token)).expect(204);
    expect((await list()).map((r) => r.id)).to.not.include(member.userId);
    const row = await t.registry.db.one<{ status: string }>('SELECT status FROM users WHERE id = $1', [member.userId]);
    expect(row!.status).to.equal('Removed');
    expect(
      await t.registry.db.one("SELECT 1 FROM action_logs WHERE action = 'User removed' AND subject_id = $1", [
        member.userId,
      ]),
    ).to.not.equal(undefined);
    // a removed user's session no longer works
    await t.api.get('/api/profile/users').set(auth(member.token!)).expect(401);
  });
});
