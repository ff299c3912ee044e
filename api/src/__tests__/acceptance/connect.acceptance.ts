/**
 * Registry Connect (spec 3 §2.7, §4, §5, §6, §7, §8, §9): preferences and their messages, Discover (filters,
 * anonymous display, connection state, contact details only once Approved), connection requests (one Pending per
 * pair, decided by the receiver only while Pending), admin read-only views, the badge count and the tour flag.
 */
import { expect } from '@loopback/testlab';
import bcrypt from 'bcrypt';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, PASSWORD, signIn, uniqueEmail } from '../support/builders';
import { givenActiveCompany } from '../support/companies';
import { anonymousCompanyName, MSG } from '../../contracts';
import { EVENTS_CHANNEL } from '../../services/platform/events.service';

type Session = { token: string; companyId: string; userId: string; email?: string; name?: string };

describe('Registry Connect (spec 3 §2.7)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let airline: Session; // sender, discoverable, looking
  let forwarder: Session; // receiver, discoverable, offering, notified
  let corporate: Session; // not participating at first
  let supplier: Session; // anonymous, offering
  let auditor: Session;
  let adminCompanyUser: Session; // a SystemUser of an Admin company
  let suspended: Session; // a Suspended user of the forwarder
  let forwarderOwner: Session;
  let admin: { token: string };

  const auth = (s: { token: string }) => ({ Authorization: `Bearer ${s.token}` });
  const prefs = (overrides: Record<string, unknown> = {}) => ({
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
    ...overrides,
  });
  const putPrefs = (s: Session, body: unknown) =>
    t.api
      .put('/api/connect/preferences')
      .set(auth(s))
      .send(body as object);
  const discover = (s: { token: string }, filter: Record<string, unknown> = {}, range?: [number, number]) =>
    t.api
      .get('/api/connect/discovery')
      .query({ filter: JSON.stringify(filter), ...(range ? { range: JSON.stringify(range) } : {}) })
      .set(auth(s));
  const cards = async (s: { token: string }, filter: Record<string, unknown> = {}) =>
    (await discover(s, filter).expect(200)).body as Array<Record<string, unknown>>;
  const send = (s: Session, body: unknown) =>
    t.api
      .post('/api/connect/connection-requests')
      .set(auth(s))
      .send(body as object);
  const decide = (s: { token: string }, id: string, body: unknown) =>
    t.api
      .put(`/api/connect/connection-requests/${id}`)
      .set(auth(s))
      .send(body as object);
  const list = (s: Session, filter: Record<string, unknown>) =>
    t.api
      .get('/api/connect/connection-requests')
      .query({ filter: JSON.stringify(filter) })
      .set(auth(s));
  const count = async (s: Session) =>
    (await t.api.get('/api/connect/connection-requests/count').set(auth(s)).expect(200)).body.count as number;
  const logCount = async (action: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs WHERE action = $1', [action]))!.n,
    );
  const card = (list: Array<Record<string, unknown>>, id: string) => list.find((c) => c.id === id);
  const detailMessages = (body: { error: { details: Array<{ message: string }> } }) =>
    body.error.details.map((d) => d.message);

  /** The live events published while `fn` runs (pg_notify on the events channel, delivered at commit). */
  const liveEvents = async (fn: () => Promise<unknown>) => {
    const client = await t.registry.db.pool.connect();
    const seen: Array<{ topic: string; companyIds?: string[] }> = [];
    client.on('notification', (n) => seen.push(JSON.parse(n.payload!)));
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      await fn();
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await client.query(`UNLISTEN ${EVENTS_CHANNEL}`);
      client.release();
    }
    return seen;
  };

  /** Another user of a company, in the given status. */
  const colleague = async (companyId: string, type: 'Primary' | 'Secondary', status = 'Active'): Promise<Session> => {
    const email = uniqueEmail(type.toLowerCase());
    await t.registry.db.pool.query('INSERT INTO credentials (email, password_hash) VALUES ($1, $2)', [
      email,
      await bcrypt.hash(PASSWORD, 4),
    ]);
    const u = await t.registry.db.one<{ id: string }>(
      `INSERT INTO users (email, company_id, role, type, status, first_name, last_name, is_email_confirmed,
         is_admin_approved, phone_code, phone_number)
       VALUES ($1, $2, 'SystemUser', $3, 'Active', 'Olga', 'Owner', true, true, '+49', '40123456') RETURNING id`,
      [email, companyId, type],
    );
    const s = await signIn(t, email);
    if (status !== 'Active')
      await t.registry.db.pool.query('UPDATE users SET status = $2 WHERE id = $1', [u!.id, status]);
    return { token: s.token, companyId, userId: u!.id, email };
  };

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
    airline = await givenActiveCompany(t, 'Airline', { country: 'Switzerland' });
    forwarder = await givenActiveCompany(t, 'Forwarder', { country: 'Germany' });
    corporate = await givenActiveCompany(t, 'Corporate', { country: 'United States' });
    supplier = await givenActiveCompany(t, 'Supplier', { country: 'Norway' });
    auditor = await givenActiveCompany(t, 'Auditor');
    adminCompanyUser = await givenActiveCompany(t, 'Admin');
    suspended = await colleague(forwarder.companyId, 'Secondary', 'Suspended');
    forwarderOwner = await colleague(forwarder.companyId, 'Primary');
    await t.registry.db.pool.query(`UPDATE companies SET website = 'https://forwarder.example.com' WHERE id = $1`, [
      forwarder.companyId,
    ]);
    await putPrefs(
      airline,
      prefs({
        isReadyToOfferConnect: false,
        isLookingForCompanyConnect: true,
        offerTags: [],
        offerPitch: '',
        lookingTags: ['Air freight'],
        lookingPitch: 'We look for freight partners',
      }),
    ).expect(200);
    await putPrefs(
      forwarder,
      prefs({ isNotifyConnections: true, offerTags: ['Air freight', 'Ocean'], offerPitch: 'Green cargo' }),
    ).expect(200);
    await putPrefs(
      supplier,
      prefs({ isAnonymousConnection: true, offerTags: ['HEFA'], offerPitch: 'Secret SAF pitch' }),
    ).expect(200);
  });

  describe('access', () => {
    it('refuses anonymous callers (401) on every Connect route', async () => {
      await t.api.get('/api/connect/discovery').expect(401);
      await t.api.get('/api/connect/preferences').expect(401);
      await t.api.put('/api/connect/preferences').send(prefs()).expect(401);
      await t.api.get('/api/connect/connection-requests').expect(401);
      await t.api.post('/api/connect/connection-requests').send({}).expect(401);
      await t.api.get('/api/connect/connection-requests/count').expect(401);
      await t.api.get('/api/connect/admin/connection-requests').expect(401);
      await t.api.post('/api/users/update-tour-status').send({ connectTourCompleted: true }).expect(401);
    });

    it('gives Auditors no Connect access (403)', async () => {
      await discover(auditor).expect(403);
      await t.api.get('/api/connect/preferences').set(auth(auditor)).expect(403);
      await putPrefs(auditor, prefs()).expect(403);
      await list(auditor, {}).expect(403);
      await send(auditor, { receiverId: forwarder.companyId, message: 'Hello' }).expect(403);
      await t.api.get('/api/connect/admin/connection-requests').set(auth(auditor)).expect(403);
    });

    it("refuses an Admin company's preferences with 'Access Denied' and the spec's text", async () => {
      const res = await putPrefs(adminCompanyUser, prefs()).expect(403);
      expect(res.body.error.message).to.equal(MSG.connectAccessDenied);
      expect(detailMessages(res.body)).to.eql([MSG.connectAdminCannotModify]);
      const read = await t.api.get('/api/connect/preferences').set(auth(adminCompanyUser)).expect(200);
      expect(read.body.canEdit).to.be.false();
      // Admin and SuperAdmin have no preferences of their own and never write
      const byAdmin = await putPrefs(admin as Session, prefs()).expect(403);
      expect(byAdmin.body.error.message).to.equal(MSG.connectAccessDenied);
      await t.api.get('/api/connect/preferences').set(auth(admin)).expect(403);
    });

    it('lets a Suspended user read but not write', async () => {
      await discover(suspended).expect(200);
      await list(suspended, { type: 'received' }).expect(200);
      await putPrefs(suspended, prefs()).expect(403);
      await send(suspended, { receiverId: airline.companyId, message: 'Hi' }).expect(403);
    });
  });

  describe('preferences (spec 3 §5)', () => {
    it('answers defaults before anything is saved', async () => {
      const res = await t.api.get('/api/connect/preferences').set(auth(corporate)).expect(200);
      expect(res.body).to.containDeep({
        companyId: corporate.companyId,
        isDiscoverable: false,
        offerTags: [],
        acceptRulesOfParticipation: false,
        continent: 'North America',
        industry: 'Manufacturing',
        canEdit: true,
      });
    });

    it("refuses each rule with the spec's message (422)", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ acceptRulesOfParticipation: false }, MSG.connectRulesRequired],
        [{ isReadyToOfferConnect: false, isLookingForCompanyConnect: false }, MSG.connectOptionRequired],
        [{ offerTags: [] }, MSG.connectOfferTagsMin],
        [{ offerTags: ['a', 'b', 'c', 'd', 'e', 'f'] }, MSG.connectOfferTagsMax],
        [{ offerPitch: '' }, MSG.connectOfferPitchRequired],
        [{ offerPitch: 'x'.repeat(141) }, MSG.connectOfferPitchTooLong],
        [{ isLookingForCompanyConnect: true, lookingTags: [], lookingPitch: 'p' }, MSG.connectLookingTagsMin],
        [
          { isLookingForCompanyConnect: true, lookingTags: ['1', '2', '3', '4', '5', '6'], lookingPitch: 'p' },
          MSG.connectLookingTagsMax,
        ],
        [{ isLookingForCompanyConnect: true, lookingTags: ['x'] }, MSG.connectLookingPitchRequired],
        [
          { isLookingForCompanyConnect: true, lookingTags: ['x'], lookingPitch: 'y'.repeat(141) },
          MSG.connectLookingPitchTooLong,
        ],
        [{ offerTags: ['t'.repeat(31)] }, MSG.connectTagTooLong],
      ];
      for (const [overrides, message] of cases) {
        const res = await putPrefs(corporate, prefs(overrides)).expect(422);
        expect(detailMessages(res.body)).to.containEql(message);
      }
      const unchanged = await t.api.get('/api/connect/preferences').set(auth(corporate)).expect(200);
      expect(unchanged.body.isDiscoverable).to.be.false();
    });

    it('answers 422, never a 500, for malformed bodies', async () => {
      for (const body of [
        {},
        { ...prefs(), extra: 1 },
        prefs({ offerTags: 'SAF' }),
        prefs({ offerTags: [1, 2] }),
        prefs({ offerPitch: 42 }),
        prefs({ isDiscoverable: 'yes' }),
        prefs({ offerTags: Array.from({ length: 60 }, (_, i) => `t${i}`) }),
        prefs({ offerPitch: 'x'.repeat(5000) }),
      ])
        await putPrefs(corporate, body).expect(422);
      await t.api
        .put('/api/connect/preferences')
        .set(auth(corporate))
        .set('Content-Type', 'application/json')
        .send('[1,2')
        .expect((r) => expect(r.status).to.be.within(400, 422));
    });

    it('cleans tags (letters, digits, spaces, hyphens; whitespace collapsed; duplicates once) and logs the save', async () => {
      const before = await logCount('Connect preferences updated');
      const res = await putPrefs(
        corporate,
        prefs({ offerTags: ['  Green!!  fuel ', 'green fuel', 'e-SAF'], offerPitch: '  Corporate pitch  ' }),
      ).expect(200);
      expect(res.body.offerTags).to.eql(['Green fuel', 'e-SAF']);
      expect(res.body.offerPitch).to.equal('Corporate pitch');
      expect(await logCount('Connect preferences updated')).to.equal(before + 1);
    });

    it('keeps the other values when Enable Registry Connect is turned off, without checking them', async () => {
      const res = await putPrefs(
        corporate,
        prefs({ isDiscoverable: false, offerTags: [], offerPitch: '', lookingTags: ['Kept tag'] }),
      ).expect(200);
      expect(res.body).to.containDeep({
        isDiscoverable: false,
        isReadyToOfferConnect: true,
        lookingTags: ['Kept tag'],
      });
      const again = await t.api.get('/api/connect/preferences').set(auth(corporate)).expect(200);
      expect(again.body.lookingTags).to.eql(['Kept tag']);
      // the rules must still be accepted
      await putPrefs(corporate, prefs({ isDiscoverable: false, acceptRulesOfParticipation: false })).expect(422);
      expect(card(await cards(airline, { q: corporate.name! }), corporate.companyId)).to.be.undefined();
    });
  });

  describe('discovery', () => {
    it("lists participating companies other than the viewer's own, never Admin, Auditor or opted-out ones", async () => {
      const offering = await cards(airline, { connectType: 'offer' });
      expect(card(offering, forwarder.companyId)).to.containDeep({
        name: forwarder.name,
        type: 'Forwarder',
        typeLabel: 'Logistics Service Provider (LSP)',
        country: 'Germany',
        continent: 'Europe',
        industry: 'Logistics',
        offerTags: ['Air freight', 'Ocean'],
        offerPitch: 'Green cargo',
        connectionState: 'None',
        canRequest: true,
        contact: null,
      });
      expect(card(offering, airline.companyId)).to.be.undefined(); // own company
      expect(card(offering, corporate.companyId)).to.be.undefined(); // opted out
      expect(card(offering, auditor.companyId)).to.be.undefined();
      expect(card(offering, adminCompanyUser.companyId)).to.be.undefined();
      // the airline only looks
      const looking = await cards(forwarder, { connectType: 'looking' });
      expect(card(looking, airline.companyId)).to.containDeep({ lookingPitch: 'We look for freight partners' });
      expect(card(await cards(forwarder, { connectType: 'offer' }), airline.companyId)).to.be.undefined();
    });

    it("shows an anonymous company as 'Anonymous Company #' + 4 id characters, continent only, pitch hidden", async () => {
      const c = card(await cards(airline), supplier.companyId)!;
      expect(c).to.containDeep({
        name: anonymousCompanyName(supplier.companyId),
        isAnonymous: true,
        city: null,
        country: null,
        continent: 'Europe',
        offerPitch: MSG.connectHiddenPitch,
        logoUrl: null,
      });
      expect((c.name as string).length).to.equal('Anonymous Company #'.length + 4);
      expect(JSON.stringify(c)).not.to.containEql(supplier.name!);
      // a search by its real name or its country does not reveal it; its continent does
      expect(card(await cards(airline, { q: supplier.name! }), supplier.companyId)).to.be.undefined();
      expect(card(await cards(airline, { location: ['Norway'] }), supplier.companyId)).to.be.undefined();
      expect(card(await cards(airline, { location: ['Europe'] }), supplier.companyId)).to.be.ok();
      // Admins see it in full (admin mode: city and country)
      const a = card(await cards(admin), supplier.companyId)!;
      expect(a).to.containDeep({
        name: supplier.name,
        country: 'Norway',
        city: 'Zurich',
        offerPitch: 'Secret SAF pitch',
      });
      expect(a.canRequest).to.be.false();
    });

    it('filters by company type, location, industry, search and connection state, joined values included', async () => {
      const ids = async (filter: Record<string, unknown>) => (await cards(airline, filter)).map((c) => c.id as string);
      expect(await ids({ type: ['Forwarder'] })).to.containEql(forwarder.companyId);
      expect(await ids({ type: ['Supplier'] })).not.to.containEql(forwarder.companyId);
      expect(await ids({ type: 'Supplier, Forwarder' })).to.containEql(forwarder.companyId);
      expect(await ids({ location: ['Germany'] })).to.containEql(forwarder.companyId);
      expect(await ids({ location: ['Asia'] })).not.to.containEql(forwarder.companyId);
      expect(await ids({ industry: ['Logistics'] })).to.containEql(forwarder.companyId);
      expect(await ids({ industry: ['Retail'] })).to.eql([]);
      expect(await ids({ q: forwarder.name })).to.eql([forwarder.companyId]);
      expect(await ids({ q: 'ocean' })).to.containEql(forwarder.companyId);
      expect(await ids({ q: 'no such company 42%_' })).to.eql([]);
      expect(await ids({ status: ['Connected'], q: forwarder.name })).to.eql([]);
      expect(await ids({ status: ['None'], q: forwarder.name })).to.eql([forwarder.companyId]);
    });

    it('shows no one to a company that does not take part (its page shows the overlay)', async () => {
      const res = await discover(corporate).expect(200);
      expect(res.body).to.eql([]);
      expect(res.headers['content-range']).to.match(/\/0$/);
      expect(await cards(adminCompanyUser)).to.eql([]);
    });

    it("serves a participant's logo, not an anonymous company's until Approved (Admins see it)", async () => {
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
      for (const s of [forwarderOwner, await colleague(supplier.companyId, 'Primary')])
        await t.api
          .post('/api/profile/company/logo')
          .set(auth(s))
          .attach('logo', png, { filename: 'logo.png', contentType: 'image/png' })
          .expect(204);
      const c = card(await cards(airline, { q: forwarder.name }), forwarder.companyId)!;
      expect(c).to.containDeep({ hasLogo: true, logoUrl: `/connect/companies/${forwarder.companyId}/logo` });
      const img = await t.api
        .get(`/api${c.logoUrl as string}`)
        .set(auth(airline))
        .expect(200);
      expect(img.headers['content-type']).to.equal('image/png');
      const hidden = card(await cards(airline), supplier.companyId)!;
      expect(hidden).to.containDeep({ hasLogo: false, logoUrl: null });
      await t.api.get(`/api/connect/companies/${supplier.companyId}/logo`).set(auth(airline)).expect(404);
      await t.api.get(`/api/connect/companies/${supplier.companyId}/logo`).set(auth(admin)).expect(200);
      await t.api.get(`/api/connect/companies/${corporate.companyId}/logo`).set(auth(airline)).expect(404);
      await t.api.get('/api/connect/companies/nope/logo').set(auth(airline)).expect(404);
      await t.api.get(`/api/connect/companies/${forwarder.companyId}/logo`).set(auth(auditor)).expect(403);
    });

    it('pages 10 by default with the total in Content-Range', async () => {
      const res = await discover(airline, {}, [0, 0]).expect(200);
      expect(res.body).to.have.length(1);
      const total = Number(/\/(\d+)$/.exec(res.headers['content-range'])![1]);
      expect(total).to.be.greaterThanOrEqual(2);
      const past = await discover(airline, {}, [500, 509]).expect(200);
      expect(past.body).to.eql([]);
      expect(past.headers['content-range']).to.match(new RegExp(`/${total}$`));
    });

    it('answers 422 or 400, never a 500, for a malformed filter', async () => {
      for (const filter of [
        { connectType: 'both' },
        { type: ['Admin'] },
        { type: 42 },
        { industry: ['Mining'] },
        { status: ['Approved'] },
        { unknown: 1 },
        { q: 'x'.repeat(300) },
        { location: [{}] },
      ])
        await discover(airline, filter).expect(422);
      await t.api.get('/api/connect/discovery').query({ filter: '{' }).set(auth(airline)).expect(400);
      await t.api.get('/api/connect/discovery').query({ range: '[5,1]' }).set(auth(airline)).expect(422);
    });
  });

  describe('connection requests', () => {
    let requestId: string;

    it("refuses the message rules with the spec's texts and other bad input (422)", async () => {
      const cases: Array<[unknown, string]> = [
        [{ receiverId: forwarder.companyId }, MSG.connectMessageRequired],
        [{ receiverId: forwarder.companyId, message: '   ' }, MSG.connectMessageRequired],
        [{ receiverId: forwarder.companyId, message: 'm'.repeat(501) }, MSG.connectMessageTooLong],
        [{ receiverId: 'not-a-uuid', message: 'Hi' }, MSG.connectReceiverRequired],
        [{ receiverId: airline.companyId, message: 'Hi' }, MSG.connectNotToSelf],
        [{ receiverId: corporate.companyId, message: 'Hi' }, MSG.connectReceiverNotParticipating],
        [{ receiverId: auditor.companyId, message: 'Hi' }, MSG.connectReceiverNotParticipating],
        [{ receiverId: '00000000-0000-4000-8000-000000000000', message: 'Hi' }, MSG.connectReceiverNotParticipating],
      ];
      for (const [body, message] of cases) {
        const res = await send(airline, body).expect(422);
        expect(detailMessages(res.body)).to.containEql(message);
      }
      await send(airline, { receiverId: forwarder.companyId, message: 'Hi', extra: true }).expect(422);
      await send(airline, { receiverId: forwarder.companyId, message: 5 }).expect(422);
      // a company that does not take part cannot send
      const res = await send(corporate, { receiverId: forwarder.companyId, message: 'Hi' }).expect(422);
      expect(res.body.error.message).to.equal(MSG.connectSenderNotParticipating);
    });

    it('sends a request: logged, counted on the receiver badge, mailed to a receiver who asked for it', async () => {
      const before = await logCount('Connection request sent');
      const mark = t.sink.mark();
      let res: { body: Record<string, unknown> & { id: string } } = { body: { id: '' } };
      const events = await liveEvents(async () => {
        res = await send(airline, { receiverId: forwarder.companyId, message: 'm'.repeat(500) }).expect(201);
      });
      // the badge of both companies refreshes
      expect(events.filter((e) => e.topic === 'counters').flatMap((e) => e.companyIds)).to.containDeep([
        forwarder.companyId,
        airline.companyId,
      ]);
      requestId = res.body.id;
      expect(res.body).to.containDeep({
        status: 'Pending',
        direction: 'sent',
        sender: { id: airline.companyId },
        receiver: { id: forwarder.companyId, name: forwarder.name },
        createdBy: { id: airline.userId },
        reviewedBy: null,
        canDecide: false,
        contact: null,
      });
      expect(await logCount('Connection request sent')).to.equal(before + 1);
      expect(await count(forwarder)).to.equal(1);
      expect(await count(airline)).to.equal(0);
      await t.sink.waitFor(forwarder.email!, /connection request/i, mark);
      const c = card(await cards(airline, { q: forwarder.name }), forwarder.companyId)!;
      expect(c).to.containDeep({ connectionState: 'Pending', connectionRequestDirection: 'sent', canRequest: false });
      expect(c.contact).to.be.null();
    });

    it('refuses a second Pending request between the same two companies, in either direction (409)', async () => {
      const again = await send(airline, { receiverId: forwarder.companyId, message: 'Again' }).expect(409);
      expect(again.body.error.message).to.equal(MSG.connectAlreadyPending);
      await send(forwarder, { receiverId: airline.companyId, message: 'Back' }).expect(409);
    });

    it('lists sent and received requests, 10 a page; hides them from other companies (404)', async () => {
      const sent = await list(airline, { type: 'sent' }).expect(200);
      expect(sent.body.map((r: { id: string }) => r.id)).to.containEql(requestId);
      const received = await list(forwarder, { type: 'received', status: 'Pending' }).expect(200);
      expect(received.body[0]).to.containDeep({ id: requestId, direction: 'received', canDecide: true });
      expect(received.headers['content-range']).to.match(/^connection-requests 0-0\/1$/);
      expect((await list(airline, { type: 'received' }).expect(200)).body).to.eql([]);
      await t.api.get(`/api/connect/connection-requests/${requestId}`).set(auth(airline)).expect(200);
      await t.api.get(`/api/connect/connection-requests/${requestId}`).set(auth(corporate)).expect(404);
      await t.api.get('/api/connect/connection-requests/not-a-uuid').set(auth(airline)).expect(404);
      await list(airline, { type: 'both' }).expect(422);
      await t.api.get('/api/connect/connection-requests').query({ filter: '[' }).set(auth(airline)).expect(400);
    });

    it('lets only the receiving company decide: not the sender, an Admin, a Suspended user or another company', async () => {
      const bySender = await decide(airline, requestId, { action: 'approve' }).expect(403);
      expect(bySender.body.error.message).to.equal(MSG.connectOnlyReceiver);
      await decide(admin, requestId, { action: 'approve' }).expect(403);
      await decide(suspended, requestId, { action: 'approve' }).expect(403);
      await decide(corporate, requestId, { action: 'approve' }).expect(404);
      await decide(forwarder, requestId, { action: 'accept' }).expect(422);
      await decide(forwarder, requestId, { action: 'approve', message: 'x'.repeat(501) }).expect(422);
      await decide(forwarder, 'nope', { action: 'approve' }).expect(404);
      await decide(forwarder, '00000000-0000-4000-8000-000000000000', { action: 'approve' }).expect(404);
    });

    it('approves while Pending, then shares contact details both ways; a second decision is refused (409)', async () => {
      const before = await logCount('Connection request approved');
      let res: { body: Record<string, unknown> } = { body: {} };
      const events = await liveEvents(async () => {
        res = await decide(forwarder, requestId, { action: 'approve', message: 'Welcome' }).expect(200);
      });
      expect(events.find((e) => e.topic === 'counters')?.companyIds).to.containDeep([forwarder.companyId]);
      expect(res.body).to.containDeep({
        status: 'Approved',
        reviewMessage: 'Welcome',
        reviewedBy: { id: forwarder.userId },
        canDecide: false,
      });
      // the forwarder sees the airline's contact (its only Active user)
      expect(res.body.contact).to.containDeep({ email: airline.email });
      expect(await logCount('Connection request approved')).to.equal(before + 1);
      expect(await count(forwarder)).to.equal(0);
      const again = await decide(forwarder, requestId, { action: 'decline' }).expect(409);
      expect(again.body.error.message).to.equal(MSG.connectNotPending);
      // the airline's card of the forwarder: Connected, with the owner's e-mail and phone and the website
      const c = card(await cards(airline, { q: forwarder.name }), forwarder.companyId)!;
      expect(c).to.containDeep({
        connectionState: 'Connected',
        connectionRequestStatus: 'Approved',
        contact: { name: 'Olga Owner', phone: '+49 40123456', website: 'https://forwarder.example.com' },
      });
      expect((await cards(airline, { status: ['Connected'] })).map((x) => x.id)).to.containEql(forwarder.companyId);
      const already = await send(airline, { receiverId: forwarder.companyId, message: 'Again' }).expect(409);
      expect(already.body.error.message).to.equal(MSG.connectAlreadyConnected);
    });

    it('declines while Pending; the pair may then send a new request', async () => {
      const sent = await send(forwarder, { receiverId: supplier.companyId, message: 'Hello supplier' }).expect(201);
      // to the sender the anonymous receiver stays anonymous until Approved
      expect(sent.body.receiver).to.containDeep({ name: anonymousCompanyName(supplier.companyId), country: null });
      const res = await decide(supplier, sent.body.id, { action: 'decline' }).expect(200);
      expect(res.body).to.containDeep({ status: 'Rejected', contact: null });
      const c = card(await cards(forwarder), supplier.companyId)!;
      expect(c).to.containDeep({ connectionState: 'None', connectionRequestStatus: 'Rejected', canRequest: true });
      const second = await send(forwarder, { receiverId: supplier.companyId, message: 'Second try' }).expect(201);
      await decide(supplier, second.body.id, { action: 'approve' }).expect(200);
      // once Approved, the anonymous company is shown in full to its partner
      const shown = card(await cards(forwarder), supplier.companyId)!;
      expect(shown).to.containDeep({ name: supplier.name, country: 'Norway', offerPitch: 'Secret SAF pitch' });
    });

    it('keeps one Pending request per pair when both companies send at the same moment (201 and 409, no 500)', async () => {
      const [a, b] = await Promise.all([
        send(supplier, { receiverId: airline.companyId, message: 'From the supplier' }),
        send(airline, { receiverId: supplier.companyId, message: 'From the airline' }),
      ]);
      expect([a.status, b.status].sort()).to.eql([201, 409]);
    });

    it('gives Admin and SuperAdmin every request, read only', async () => {
      const res = await t.api
        .get('/api/connect/admin/connection-requests')
        .query({ filter: JSON.stringify({ q: forwarder.name }) })
        .set(auth(admin))
        .expect(200);
      expect(res.body.length).to.be.greaterThanOrEqual(3);
      const row = res.body.find((r: { id: string }) => r.id === requestId);
      expect(row).to.containDeep({ direction: null, canDecide: false, contact: null });
      const detail = await t.api
        .get(`/api/connect/admin/connection-requests/${requestId}`)
        .set(auth(admin))
        .expect(200);
      expect(detail.body).to.containDeep({ id: requestId, sender: { name: airline.name }, status: 'Approved' });
      await t.api.get('/api/connect/admin/connection-requests/x').set(auth(admin)).expect(404);
      await t.api.get('/api/connect/admin/connection-requests').set(auth(airline)).expect(403);
      await t.api.get(`/api/connect/admin/connection-requests/${requestId}`).set(auth(airline)).expect(403);
      await t.api
        .get('/api/connect/admin/connection-requests')
        .query({ filter: JSON.stringify({ status: 'Done' }) })
        .set(auth(admin))
        .expect(422);
    });
  });

  describe('demo data', () => {
    it('seeds participating demo companies so Discover is not empty, one of them anonymous', async () => {
      const demo = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
      const names = (await cards(demo, { connectType: 'offer' })).map((c) => c.name as string);
      expect(names).to.containEql('Nordic SAF Producers AS');
      expect(names).to.containEql('Blue Cargo Logistics GmbH');
      expect(names.some((n) => n.startsWith('Anonymous Company #'))).to.be.true();
      expect(names).not.to.containEql('GreenFuel Trading BV');
      expect(names).not.to.containEql('Acme Travel Corporation');
      const corporateDemo = await signIn(t, 'corporate.user@demo.bcu', 'Demo1234!');
      const own = await t.api.get('/api/connect/preferences').set(auth(corporateDemo)).expect(200);
      expect(own.body.isDiscoverable).to.be.false();
    });
  });

  describe('tour status (spec 1 §7)', () => {
    it('stores connectTourCompleted on the user, shown by GET /api/auth', async () => {
      const res = await t.api
        .post('/api/users/update-tour-status')
        .set(auth(airline))
        .send({ connectTourCompleted: true })
        .expect(200);
      expect(res.body).to.eql({ connectTourCompleted: true });
      const me = await t.api.get('/api/auth').set(auth(airline)).expect(200);
      expect(me.body.connectTourCompleted).to.be.true();
      await t.api
        .post('/api/users/update-tour-status')
        .set(auth(admin))
        .send({ connectTourCompleted: true })
        .expect(200);
      await t.api
        .post('/api/users/update-tour-status')
        .set(auth(airline))
        .send({ connectTourCompleted: 'y' })
        .expect(422);
      await t.api.post('/api/users/update-tour-status').set(auth(airline)).send({}).expect(422);
      await t.api
        .post('/api/users/update-tour-status')
        .set(auth(auditor))
        .send({ connectTourCompleted: true })
        .expect(403);
    });
  });
});
