/** The contact list (spec 2 §2.11, §5, §7): tokens, add (the 412 cases), column rules, switches, delete, who may. */
import { expect } from '@loopback/testlab';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { givenActiveCompany } from '../support/companies';
import { CONTACT_MSG, FACILITATOR_MANAGED_NAME, MSG } from '../../contracts';

type Session = { token: string; companyId: string; userId: string };

describe('Contact list (spec 2 §2.11)', function () {
  this.timeout(180_000);
  let t: TestRegistry;

  /** A fresh approved company of the type and its signed-in owner. */
  const company = (type: string): Promise<Session> => givenActiveCompany(t, type, { userType: 'Primary' });
  const auth = (s: { token: string }) => ({ Authorization: `Bearer ${s.token}` });
  const tokenOf = async (s: Session) =>
    (await t.api.post('/api/contacts/token').set(auth(s)).expect(201)).body.token as string;
  const add = (s: Session, token: unknown) => t.api.post('/api/contacts').set(auth(s)).send({ token });
  const logCount = async (action: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs WHERE action = $1', [action]))!.n,
    );

  let corporate: Session;
  let airline: Session;
  let forwarder: Session;
  let supplier: Session;
  before(async () => {
    t = await givenRegistry();
    corporate = await company('Corporate');
    airline = await company('Airline');
    forwarder = await company('Forwarder');
    supplier = await company('Supplier');
  });

  it('adds a company by its contact token, lists it with name, country, type and status, and logs it', async () => {
    const before = await logCount('Contact added');
    const res = await add(corporate, await tokenOf(airline)).expect(201);
    expect(res.body.toId).to.equal(airline.companyId);
    expect(res.body.to).to.containDeep({ country: 'Switzerland', type: 'Airline', status: 'Active' });
    expect(res.body).to.containDeep({
      isAllowOnBehalf: false,
      isPublicAnonymity: false,
      isCreatedByFacilitator: false,
    });
    const list = await t.api.get('/api/contacts').set(auth(corporate)).expect(200);
    expect(list.headers['content-range']).to.equal('contacts 0-0/1');
    expect(list.body.map((c: { toId: string }) => c.toId)).to.eql([airline.companyId]);
    expect(await logCount('Contact added')).to.equal(before + 1);
    // one token serves several partners until it expires
    const token = await tokenOf(forwarder);
    await add(corporate, token).expect(201);
    await add(airline, token).expect(201);
  });

  it("refuses an add that cannot be done with 412 and the reason, an existing contact with 412 and an empty message; 'Token field is required'", async () => {
    const missing = await t.api.post('/api/contacts').set(auth(corporate)).send({}).expect(422);
    expect(missing.body.error.message).to.equal(MSG.contactTokenRequired);
    expect((await add(corporate, '   ').expect(422)).body.error.message).to.equal('Token field is required');
    expect((await add(corporate, 'not-a-token').expect(412)).body.error.message).to.equal(CONTACT_MSG.tokenInvalid);
    expect((await add(corporate, await tokenOf(corporate)).expect(412)).body.error.message).to.equal(
      CONTACT_MSG.ownCompany,
    );
    const again = await add(corporate, await tokenOf(airline)).expect(412);
    expect(again.body.error.message).to.equal('');
    const expired = await tokenOf(supplier);
    t.clock.advanceHours(49);
    try {
      expect((await add(corporate, expired).expect(412)).body.error.message).to.equal(CONTACT_MSG.tokenInvalid);
    } finally {
      t.clock.reset();
    }
    const suspendedToken = await tokenOf(supplier);
    await t.registry.db.pool.query(`UPDATE companies SET status = 'Suspended' WHERE id = $1`, [supplier.companyId]);
    try {
      expect((await add(corporate, suspendedToken).expect(412)).body.error.message).to.equal(
        CONTACT_MSG.companyNotActive,
      );
    } finally {
      await t.registry.db.pool.query(`UPDATE companies SET status = 'Active' WHERE id = $1`, [supplier.companyId]);
    }
    const list = await t.api.get('/api/contacts').set(auth(corporate)).expect(200);
    expect(list.body.map((c: { toId: string }) => c.toId).sort()).to.eql(
      [airline.companyId, forwarder.companyId].sort(),
    );
  });

  it('searches the list and pages it 50 at a time', async () => {
    const byType = await t.api
      .get('/api/contacts')
      .query({ filter: JSON.stringify({ q: 'forwarder' }) })
      .set(auth(corporate))
      .expect(200);
    expect(byType.body.map((c: { toId: string }) => c.toId)).to.eql([forwarder.companyId]);
    const none = await t.api
      .get('/api/contacts')
      .query({ filter: JSON.stringify({ q: 'zzz-nothing' }) })
      .set(auth(corporate))
      .expect(200);
    expect(none.body).to.eql([]);
    const demo = await signIn(t, 'supplier.owner@demo.bcu', 'Demo1234!');
    const page = await t.api.get('/api/contacts').set(auth(demo)).expect(200);
    expect(page.headers['content-range']).to.match(/^contacts 0-\d+\/\d+$/);
    await t.api.get('/api/contacts').query({ range: '[0,99]' }).set(auth(demo)).expect(200);
  });

  it('switches retire on behalf for an Airline or Forwarder contact and public anonymity for a Corporate owner; switching the first off resets the second', async () => {
    const [c] = (
      await t.api
        .get('/api/contacts')
        .query({ filter: JSON.stringify({ q: 'Airline' }) })
        .set(auth(corporate))
        .expect(200)
    ).body;
    // anonymity needs on-behalf first
    const refused = await t.api
      .patch(`/api/contacts/${c.id}`)
      .set(auth(corporate))
      .send({ isPublicAnonymity: true })
      .expect(422);
    expect(refused.body.error.message).to.equal(CONTACT_MSG.anonymityNotSwitchable);
    await t.api.patch(`/api/contacts/${c.id}`).set(auth(corporate)).send({ isAllowOnBehalf: true }).expect(200);
    const both = await t.api
      .patch(`/api/contacts/${c.id}`)
      .set(auth(corporate))
      .send({ isPublicAnonymity: true })
      .expect(200);
    expect(both.body).to.containDeep({ isAllowOnBehalf: true, isPublicAnonymity: true });
    const off = await t.api
      .patch(`/api/contacts/${c.id}`)
      .set(auth(corporate))
      .send({ isAllowOnBehalf: false })
      .expect(200);
    expect(off.body).to.containDeep({ isAllowOnBehalf: false, isPublicAnonymity: false });
    const row = await t.registry.db.one<{ a: boolean; p: boolean }>(
      'SELECT is_allow_on_behalf AS a, is_public_anonymity AS p FROM company_contacts WHERE id = $1',
      [c.id],
    );
    expect(row).to.eql({ a: false, p: false });
    await t.api.patch(`/api/contacts/${c.id}`).set(auth(corporate)).send({}).expect(422);
    await t.api.patch(`/api/contacts/${c.id}`).set(auth(corporate)).send({ isAllowOnBehalf: 'yes' }).expect(422);
  });

  it('refuses retire on behalf for a Supplier contact and public anonymity for an Airline owner', async () => {
    await add(airline, await tokenOf(supplier)).expect(201);
    const list = (await t.api.get('/api/contacts').set(auth(airline)).expect(200)).body as {
      id: string;
      to: { type: string };
    }[];
    const sup = list.find((c) => c.to.type === 'Supplier')!;
    const fwd = list.find((c) => c.to.type === 'Forwarder')!;
    const r1 = await t.api
      .patch(`/api/contacts/${sup.id}`)
      .set(auth(airline))
      .send({ isAllowOnBehalf: true })
      .expect(422);
    expect(r1.body.error.message).to.equal(CONTACT_MSG.onBehalfNotSwitchable);
    await t.api.patch(`/api/contacts/${fwd.id}`).set(auth(airline)).send({ isAllowOnBehalf: true }).expect(200);
    const r2 = await t.api
      .patch(`/api/contacts/${fwd.id}`)
      .set(auth(airline))
      .send({ isPublicAnonymity: true })
      .expect(422);
    expect(r2.body.error.message).to.equal(CONTACT_MSG.anonymityNotSwitchable);
    // a Supplier owner has no retire-on-behalf column at all
    const sl = await add(supplier, await tokenOf(airline)).expect(201);
    await t.api.patch(`/api/contacts/${sl.body.id}`).set(auth(supplier)).send({ isAllowOnBehalf: true }).expect(422);
  });

  it("lets a company switch operate on behalf for a Facilitator contact; the facilitator then adds contacts for it, shown as 'Facilitator managed account'", async () => {
    const facilitator = await company('Facilitator');
    const fc = await add(corporate, await tokenOf(facilitator)).expect(201);
    // not yet allowed: the facilitator cannot act for the corporate
    const partnerToken = await tokenOf(supplier);
    const denied = await t.api
      .post('/api/contacts')
      .set(auth(facilitator))
      .send({ token: partnerToken, accountId: corporate.companyId })
      .expect(412);
    expect(denied.body.error.message).to.equal(CONTACT_MSG.notOnBehalfOfAccount);
    await t.api
      .get('/api/contacts')
      .query({ filter: JSON.stringify({ accountId: corporate.companyId }) })
      .set(auth(facilitator))
      .expect(404);
    await t.api.patch(`/api/contacts/${fc.body.id}`).set(auth(corporate)).send({ isAllowOnBehalf: true }).expect(200);
    // the Corporate chooses to stay anonymous in statements of retirements the facilitator makes for it
    const anon = await t.api
      .patch(`/api/contacts/${fc.body.id}`)
      .set(auth(corporate))
      .send({ isPublicAnonymity: true })
      .expect(200);
    expect(anon.body).to.containDeep({ isAllowOnBehalf: true, isPublicAnonymity: true });
    const made = await t.api
      .post('/api/contacts')
      .set(auth(facilitator))
      .send({ token: partnerToken, accountId: corporate.companyId })
      .expect(201);
    expect(made.body.isCreatedByFacilitator).to.be.true();
    expect(made.body.to.name).to.not.equal(FACILITATOR_MANAGED_NAME); // the facilitator sees whom it connected
    const list = (await t.api.get('/api/contacts').set(auth(corporate)).expect(200)).body as {
      id: string;
      toId: string | null;
      to: { name: string; country: string };
    }[];
    const managed = list.find((c) => c.id === made.body.id)!;
    expect(managed.to).to.containDeep({ name: FACILITATOR_MANAGED_NAME, country: 'Anonymous' });
    expect(managed.toId).to.be.null();
    expect(JSON.stringify(managed)).to.not.containEql(supplier.companyId);
    // managed by the facilitator: no switches for the owner
    await t.api.patch(`/api/contacts/${made.body.id}`).set(auth(corporate)).send({ isAllowOnBehalf: true }).expect(422);
  });

  it("answers 404 for another company's contact and changes nothing", async () => {
    const [c] = (await t.api.get('/api/contacts').set(auth(corporate)).expect(200)).body;
    await t.api.patch(`/api/contacts/${c.id}`).set(auth(airline)).send({ isAllowOnBehalf: true }).expect(404);
    await t.api.delete(`/api/contacts/${c.id}`).set(auth(airline)).expect(404);
    await t.api.delete('/api/contacts/not-a-uuid').set(auth(airline)).expect(404);
    await t.api
      .get('/api/contacts')
      .query({ filter: JSON.stringify({ accountId: corporate.companyId }) })
      .set(auth(airline))
      .expect(404);
    expect(await t.registry.db.one('SELECT 1 FROM company_contacts WHERE id = $1', [c.id])).to.be.ok();
  });

  it('refuses changes by a suspended user and by an auditor (who reads a list it has access to)', async () => {
    const [c] = (await t.api.get('/api/contacts').set(auth(corporate)).expect(200)).body;
    await t.registry.db.pool.query(`UPDATE users SET status = 'Suspended' WHERE id = $1`, [corporate.userId]);
    try {
      await add(corporate, await tokenOf(supplier)).expect(403);
      await t.api.delete(`/api/contacts/${c.id}`).set(auth(corporate)).expect(403);
      await t.api.patch(`/api/contacts/${c.id}`).set(auth(corporate)).send({ isAllowOnBehalf: true }).expect(403);
      await t.api.post('/api/contacts/token').set(auth(corporate)).expect(403);
      await t.api.get('/api/contacts').set(auth(corporate)).expect(200);
    } finally {
      await t.registry.db.pool.query(`UPDATE users SET status = 'Active' WHERE id = $1`, [corporate.userId]);
    }
    const auditor = await signIn(t, 'auditor.owner@demo.bcu', 'Demo1234!');
    const auditorCompany = (await t.registry.db.one<{ id: string }>(
      `SELECT company_id AS id FROM users WHERE email = 'auditor.owner@demo.bcu'`,
    ))!.id;
    await t.api
      .get('/api/contacts')
      .query({ filter: JSON.stringify({ accountId: corporate.companyId }) })
      .set(auth(auditor))
      .expect(404);
    const grant = await t.registry.db.one<{ id: string }>(
      `INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, now() + interval '1 day')
       RETURNING id`,
      [auditorCompany, corporate.companyId],
    );
    try {
      const read = await t.api
        .get('/api/contacts')
        .query({ filter: JSON.stringify({ accountId: corporate.companyId }) })
        .set(auth(auditor))
        .expect(200);
      expect(read.body.length).to.be.greaterThan(0);
      await t.api.post('/api/contacts').set(auth(auditor)).send({ token: 'x' }).expect(403);
      await t.api.patch(`/api/contacts/${c.id}`).set(auth(auditor)).send({ isAllowOnBehalf: true }).expect(403);
      await t.api.delete(`/api/contacts/${c.id}`).set(auth(auditor)).expect(403);
    } finally {
      // the grant was for this test only: the other tests' auditor starts without it
      await t.registry.db.pool.query('DELETE FROM auditor_access WHERE id = $1', [grant!.id]);
    }
    await t.api.get('/api/contacts').expect(401);
  });

  it("is the account owner's page: a Secondary user neither reads nor changes the list", async () => {
    const demoUser = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    await t.api.get('/api/contacts').set(auth(demoUser)).expect(403);
    await t.api.post('/api/contacts').set(auth(demoUser)).send({ token: 'x' }).expect(403);
    await t.api.post('/api/contacts/token').set(auth(demoUser)).expect(403);
  });

  it('removes a contact and logs it', async () => {
    const before = await logCount('Contact removed');
    const list = (await t.api.get('/api/contacts').set(auth(airline)).expect(200)).body as { id: string }[];
    await t.api.delete(`/api/contacts/${list[0].id}`).set(auth(airline)).expect(204);
    await t.api.delete(`/api/contacts/${list[0].id}`).set(auth(airline)).expect(404);
    expect((await t.api.get('/api/contacts').set(auth(airline)).expect(200)).body).to.have.length(list.length - 1);
    expect(await logCount('Contact removed')).to.equal(before + 1);
  });

  it('seeds demo contacts so the demo trading companies can transfer to each other', async () => {
    const rows = await t.registry.db.rows<{ a: string; b: string }>(
      `SELECT fa.type AS a, fb.type AS b FROM company_contacts cc JOIN companies fa ON fa.id = cc.from_company_id JOIN companies fb ON fb.id = cc.to_company_id
       WHERE fa.name IN ('Alpine Airways AG', 'Nordic SAF Producers AS', 'Acme Travel Corporation') AND fb.name IN ('Alpine Airways AG', 'Nordic SAF Producers AS', 'Acme Travel Corporation')`,
    );
    expect(rows).to.have.length(6);
  });
});
