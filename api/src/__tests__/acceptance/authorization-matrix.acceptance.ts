/**
 * Issue 15.6: the whole authorization matrix. Every operation of openapi.json declares who may call it (`x-public`,
 * or `x-permissions` checked against the access matrix of contracts/access.ts); every operation is called as every
 * actor (a visitor; owner and user of each company type; a Suspended user; admin; super admin; auditor with and
 * without a grant) and answers what the matrix says: 401 without a token, 403 without the permission (in the
 * permission's own words), neither with it — the declared permission decides alone, no route is excused. Every id-bearing route is called with another company's id by a user who holds the permission: 404. None of
 * the refused writes (auditors, foreign companies, missing permissions) changes a row of any table.
 * Runs on a database of its own: the permitted calls may issue tokens and tickets the other tests do not expect.
 */
import { expect } from 'chai';
import { supertest } from '@loopback/testlab';
import { type Actor, type Permission, can, COMPANY_TYPES, type CompanyType, refusalOf } from '../../contracts';
import { givenOwnRegistry, type OwnRegistry } from '../support/own-registry';
import { PASSWORD, signIn } from '../support/builders';
import { givenActiveCompany } from '../support/companies';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';
import { grantAuditorAccess } from '../support/auditor-access';
import { label, operations, pathParams, urlOf, type Operation } from '../support/operations';
import { tableDigests } from '../support/registry-state';

const NIL = '00000000-0000-4000-8000-000000000000';
const TRADING: CompanyType[] = COMPANY_TYPES.filter((c) => c !== 'Admin' && c !== 'Auditor');

interface SignedIn {
  name: string;
  token: string;
  actor: Actor;
}

/**
 * Id-bearing routes whose ids belong to no company, so no other company's id exists: reference data, fees,
 * parameters, the action log and submissions (Admin and SuperAdmin only), statements (public), Discover's logos
 * (every Discover user sees every discoverable company).
 */
const NOT_COMPANY_OWNED =
  /^\/(admin\/(certification-schemes|feedstock-certifications|fees|incentives|parameters|logs|submissions|companies)|connect\/admin|connect\/companies|reference|statements)\//;

/** Multipart routes are sent a multipart body (a JSON one would be refused 415 before the credentials are read). */
const isMultipart = (op: Operation) => Boolean(op.spec.requestBody?.content['multipart/form-data']);

/**
 * The public routes whose credential is the refresh cookie, not a bearer token: without the cookie they answer 401
 * (the only 401 a public route may give).
 */
const COOKIE_CREDENTIAL = new Set(['POST /auth/refresh', 'POST /auth/logout']);

/** Tables a refused request may touch: sessions and rate-limit counters are written by signing in and every call. */
const VOLATILE_TABLES = ['rate_limit_hits', 'captcha_solutions'];

describe('the authorization matrix: every operation × every actor (issue 15.6)', function () {
  this.timeout(600_000);
  let t: OwnRegistry;
  const actors: SignedIn[] = [];
  /** The company whose ids the strangers try, and the ids of what it owns, by the path's first segments. */
  let owner: TradingCompany;
  const owned = new Map<string, string>();
  const strangers: SignedIn[] = [];
  let grantedAuditor: SignedIn;

  const send = (op: Operation, url: string, token?: string, body: object = {}) => {
    const req = (t.api as unknown as Record<string, (u: string) => supertest.Test>)[op.method](url);
    if (token) req.set('Authorization', `Bearer ${token}`);
    if (op.method === 'get') return req;
    return isMultipart(op) ? req.field('probe', '1') : req.send(body);
  };

  /** The answer of a fixture's call, which must have succeeded. */
  const created = (res: supertest.Response) => {
    if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  async function signedIn(name: string, email: string, actor: Actor, password = PASSWORD): Promise<SignedIn> {
    const s = await signIn(t, email, password);
    return { name, token: s.token, actor };
  }

  before(async () => {
    t = await givenOwnRegistry('authz');
    const companies = new Map<CompanyType, TradingCompany>();
    for (const type of TRADING) {
      const c = await givenTradingCompany(t, type);
      companies.set(type, c);
      const base = { role: 'SystemUser', companyType: type, status: 'Active' } as const;
      actors.push(await signedIn(`${type} owner`, c.ownerEmail, { ...base, type: 'Primary' }));
      actors.push(await signedIn(`${type} user`, c.userEmail, { ...base, type: 'Secondary' }));
    }
    owner = companies.get('Airline')!;
    // a Suspended user: signed in while Active, then suspended (the authorizer reads the status on every call)
    const suspended = await givenTradingCompany(t, 'Airline');
    const s = await signedIn('Suspended Airline user', suspended.userEmail, {
      role: 'SystemUser',
      type: 'Secondary',
      companyType: 'Airline',
      status: 'Suspended',
    });
    await t.registry.db.rows("UPDATE users SET status = 'Suspended' WHERE id = $1", [suspended.userId]);
    actors.push(s);
    const admin = { type: 'Primary', companyType: 'Admin', status: 'Active' } as const;
    actors.push(await signedIn('admin', 'admin@demo.bcu', { ...admin, role: 'Admin' }, 'Demo1234!'));
    actors.push(await signedIn('super admin', 'superadmin@demo.bcu', { ...admin, role: 'SuperAdmin' }, 'Demo1234!'));
    const auditor = { role: 'Auditor', type: 'Secondary', companyType: 'Auditor', status: 'Active' } as const;
    const granted = await givenActiveCompany(t, 'Auditor');
    await grantAuditorAccess(t, granted.companyId, owner.companyId, 30);
    grantedAuditor = { name: 'auditor with a grant', token: granted.token, actor: auditor };
    const ungranted = await givenActiveCompany(t, 'Auditor');
    const ungrantedAuditor = { name: 'auditor without a grant', token: ungranted.token, actor: auditor };
    actors.push(grantedAuditor, ungrantedAuditor);

    // what the owner company has: credits, an outgoing transfer, an incoming one, a target, a contact, an invite,
    // a Scope 1 information request, a connection request
    const ownerUser = actors.find((a) => a.name === 'Airline user')!.token;
    const ownerOwner = actors.find((a) => a.name === 'Airline owner')!.token;
    const supplier = companies.get('Supplier')!;
    const corporate = companies.get('Corporate')!;
    const adminToken = actors.find((a) => a.name === 'admin')!.token;
    await givenContact(t, owner, corporate);
    await givenContact(t, supplier, owner);
    const credit = await givenActiveCredit(t, { holder: owner, volumeKg: 5_000 });
    owned.set('credits', credit.id);
    owned.set('admin/credits', credit.id);
    owned.set('admin/accounts', owner.companyId);
    owned.set('admin/users', owner.userId);
    owned.set('profile/users', owner.userId);
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const outgoing = await t.api
      .post(`/api/credits/${credit.id}/transfer`)
      .set(auth(ownerUser))
      .send({ amount: '1', receiverId: corporate.companyId, scope1: { isScope1Provider: 'no' } })
      .then(created);
    owned.set('credit-requests', outgoing.body.id);
    const supplied = await givenActiveCredit(t, { holder: supplier, volumeKg: 1_000 });
    const supplierUser = actors.find((a) => a.name === 'Supplier user')!.token;
    const incoming = await t.api
      .post(`/api/credits/${supplied.id}/transfer`)
      .set(auth(supplierUser))
      .send({ amount: '1', receiverId: owner.companyId })
      .then(created);
    await t.api
      .post(`/api/admin/submissions/${incoming.body.submissionId}/approve`)
      .set(auth(adminToken))
      .send({})
      .then(created);
    owned.set('incoming-transactions', incoming.body.id);
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, owner, receiver);
    const asked = await givenActiveCredit(t, { holder: owner, volumeKg: 2_000 });
    const infoRequest = await t.api
      .post('/api/info-requests')
      .set(auth(ownerUser))
      .send({ creditId: asked.id, companyId: receiver.companyId })
      .then(created);
    owned.set('info-requests', infoRequest.body.id);
    const target = await t.api
      .post('/api/targets')
      .set(auth(ownerUser))
      .send({ name: 'Owned', value: 5, startDate: '2026-01', endDate: '2026-12' })
      .then(created);
    owned.set('targets', target.body.id);
    const contacts = await t.api.get('/api/contacts').set(auth(ownerOwner)).then(created);
    owned.set('contacts', contacts.body[0].id);
    await t.api
      .post('/api/profile/users')
      .set(auth(ownerOwner))
      .send({ email: `invitee.${Date.now()}@example.com` })
      .then(created);
    const invite = await t.registry.db.one<{ id: string }>(
      "SELECT id FROM link_tokens WHERE kind = 'invite' AND company_id = $1",
      [owner.companyId],
    );
    owned.set('profile/users/invites', invite!.id);
    const key = await t.api
      .post('/api/profile/api-keys')
      .set(auth(ownerOwner))
      .send({
        name: 'Owned',
        scopes: ['credits:read'],
        expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      })
      .then(created);
    owned.set('profile/api-keys', key.body.id);
    owned.set('admin/api-keys', key.body.id);
    // an endpoint and one delivery of the company, written directly: registering one resolves its host name
    const endpoint = await t.registry.db.one<{ id: string }>(
      `INSERT INTO webhook_endpoints (company_id, url, events, secret)
       VALUES ($1, 'https://hooks.example.com/bcu', ARRAY['transfer.incoming'], 'whsec_owned') RETURNING id`,
      [owner.companyId],
    );
    owned.set('profile/webhooks', endpoint!.id);
    const delivery = await t.registry.db.one<{ id: string }>(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, body, status)
       VALUES ($1, gen_random_uuid(), 'transfer.incoming', '{}', 'Delivered') RETURNING id`,
      [endpoint!.id],
    );
    owned.set('profile/webhooks/deliveries', delivery!.id);
    const corporateUser = actors.find((a) => a.name === 'Corporate user')!.token;
    for (const token of [ownerUser, corporateUser])
      await t.api
        .put('/api/connect/preferences')
        .set(auth(token))
        .send({
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
        })
        .then(created);
    const connection = await t.api
      .post('/api/connect/connection-requests')
      .set(auth(ownerUser))
      .send({ receiverId: corporate.companyId, message: 'Shall we trade?' })
      .then(created);
    owned.set('connect/connection-requests', connection.body.id);

    // strangers: users of another Airline (holding the same permissions), and an auditor without a grant
    const foreign = await givenTradingCompany(t, 'Airline');
    const foreignBase = { role: 'SystemUser', companyType: 'Airline', status: 'Active' } as const;
    strangers.push(await signedIn('foreign Airline owner', foreign.ownerEmail, { ...foreignBase, type: 'Primary' }));
    strangers.push(await signedIn('foreign Airline user', foreign.userEmail, { ...foreignBase, type: 'Secondary' }));
    strangers.push(ungrantedAuditor);
  });
  after(async () => t?.close());

  const permissionsOf = (op: Operation) => (op.spec['x-permissions'] ?? []) as Permission[];
  const holds = (a: Actor, op: Operation) => permissionsOf(op).every((p) => can(a, p));
  /** The words a refusal of the actor answers with: the operation's own, else the first missing permission's. */
  const refusalText = (a: Actor, op: Operation) =>
    op.spec['x-refusal'] ??
    refusalOf(
      a,
      permissionsOf(op).find((p) => !can(a, p))!,
    ).message;

  it('finds a declared permission on every operation (x-public, or x-permissions of the access matrix)', () => {
    const undeclared = operations()
      .filter((op) => !op.spec['x-public'] && !permissionsOf(op).length)
      .map(label);
    expect(undeclared).to.deep.equal([]);
  });

  it('answers every operation as every actor as the access matrix says (401, 403, or neither), changing nothing it refuses', async () => {
    const ops = operations();
    const before = await tableDigests(t.registry.db, VOLATILE_TABLES);
    const wrong: string[] = [];
    let cells = 0;
    const check = async (
      op: Operation,
      who: string,
      token: string | undefined,
      ok: (s: number) => boolean,
      expected: string,
    ) => {
      const res = await send(
        op,
        urlOf(op, () => NIL),
        token,
      );
      cells++;
      if (res.status >= 500 || !ok(res.status))
        wrong.push(`${who}: ${label(op)} answered ${res.status}, expected ${expected}`);
      return res;
    };
    // the refused calls first, so that the table digests can show they changed nothing
    for (const op of ops) {
      if (op.spec['x-public']) continue;
      await check(op, 'visitor', undefined, (s) => s === 401, '401');
      for (const a of actors) {
        // the live stream's credential is its ticket, never a bearer token
        if (!op.spec.security) await check(op, a.name, a.token, (s) => s === 401, '401 (no ticket)');
        else if (!holds(a.actor, op)) {
          // refused in the declared permission's own words
          const res = await check(op, a.name, a.token, (s) => s === 403, '403');
          if (res.status === 403 && res.body.error?.message !== refusalText(a.actor, op))
            wrong.push(`${a.name}: ${label(op)} refused with '${res.body.error?.message}'`);
        }
      }
    }
    expect(await tableDigests(t.registry.db, VOLATILE_TABLES), 'a refused call changed a table').to.deep.equal(before);
    for (const op of ops) {
      if (op.spec['x-public']) {
        // a public route refuses nobody (the refresh cookie's routes answer 401 without it)
        await check(
          op,
          'visitor',
          undefined,
          (s) => s !== 403 && (s !== 401 || COOKIE_CREDENTIAL.has(label(op))),
          'neither 401 nor 403',
        );
        continue;
      }
      if (!op.spec.security) continue;
      for (const a of actors)
        if (holds(a.actor, op)) await check(op, a.name, a.token, (s) => s !== 401 && s !== 403, 'neither 401 nor 403');
    }
    console.log(`      authorization matrix: ${cells} cells (${ops.length} operations × ${actors.length + 1} actors)`);
    expect(wrong, wrong.join('\n')).to.deep.equal([]);
  });

  it("answers another company's id with 404 on every id-bearing route, and the refused calls change nothing", async () => {
    const bodies: Record<string, object> = {
      'POST /credits/{id}/transfer': { amount: '1', receiverId: owner.companyId, scope1: { isScope1Provider: 'no' } },
      'POST /credits/{id}/retire': {
        amount: '1',
        isScope1Provider: 'no',
        creditClaimCountry: 'Switzerland',
        reporting: 'CORSIA',
      },
      'PUT /credits/{id}/facilitator': { action: 'Unassign' },
      'PUT /targets/{id}': { name: 'Foreign', value: 1, startDate: '2026-01', endDate: '2026-12' },
      'PATCH /contacts/{id}': { isAllowOnBehalf: true },
      'POST /info-requests/{id}/answer': { action: 'Deny', answer: 'No' },
      'PUT /connect/connection-requests/{id}': { action: 'decline' },
      'PUT /admin/accounts/{id}/note': { note: 'foreign' },
      'PUT /admin/credits/{id}/note': { note: 'foreign' },
    };
    const idOf = (op: Operation) => {
      const key = [...owned.keys()].sort((a, b) => b.length - a.length).find((k) => op.path.startsWith(`/${k}/`));
      return key && owned.get(key);
    };
    const idBearing = operations().filter((op) => pathParams(op).length && !op.spec['x-public'] && op.spec.security);
    const unclassified = idBearing.filter((op) => !NOT_COMPANY_OWNED.test(op.path) && !idOf(op)).map(label);
    expect(unclassified, 'id-bearing routes with no owned id to try').to.deep.equal([]);
    const before = await tableDigests(t.registry.db, VOLATILE_TABLES);
    const wrong: string[] = [];
    let cells = 0;
    for (const op of idBearing.filter((o) => idOf(o)))
      for (const s of strangers) {
        const id = idOf(op)!;
        const res = await send(
          op,
          urlOf(op, (name) => (name === pathParams(op)[0] ? id : NIL)),
          s.token,
          bodies[label(op)],
        );
        cells++;
        const expected = holds(s.actor, op) ? 404 : 403;
        if (res.status !== expected) wrong.push(`${s.name}: ${label(op)} answered ${res.status}, expected ${expected}`);
      }
    // the auditor with a grant reads what the grant covers
    for (const op of idBearing.filter((o) => idOf(o) && o.method === 'get' && holds(grantedAuditor.actor, o))) {
      const res = await send(
        op,
        urlOf(op, (name) => (name === pathParams(op)[0] ? idOf(op)! : NIL)),
        grantedAuditor.token,
      );
      cells++;
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        wrong.push(`${grantedAuditor.name}: ${label(op)} answered ${res.status}`);
    }
    console.log(`      foreign ids: ${cells} cells`);
    expect(wrong, wrong.join('\n')).to.deep.equal([]);
    expect(await tableDigests(t.registry.db, VOLATILE_TABLES), 'a refused call changed a table').to.deep.equal(before);
  });
});
