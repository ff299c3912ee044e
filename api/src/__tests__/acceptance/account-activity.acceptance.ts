import { expect } from 'chai';
import { grantAuditorAccess, revokeAuditorAccess } from '../support/auditor-access';
import { ACCOUNT_ACTIVITY_API } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * The read-only activity tabs of an account in the backoffice (spec 3 §2.3: Transactions, Balance with its
 * 3-decimal total, Contacts): admins and auditors read exactly what the company itself reads; company users and
 * anonymous callers are refused; an unknown account is 404.
 */
describe('account activity in the backoffice (spec 3 §2.3)', function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let supplier: TradingCompany;
  let airline: TradingCompany;
  let auditor: TradingCompany;
  const tokens = new Map<string, string>();

  const as = async (c: TradingCompany) => {
    if (!tokens.has(c.userEmail)) tokens.set(c.userEmail, (await signIn(t, c.userEmail)).token);
    return `Bearer ${tokens.get(c.userEmail)!}`;
  };
  /** The contact list is read by the company's Primary user. */
  const asOwner = async (c: TradingCompany) => `Bearer ${(await signIn(t, c.ownerEmail)).token}`;
  const admin = async () => `Bearer ${(await adminSession(t)).token}`;
  let superAdminToken: Promise<string> | undefined;
  const superAdmin = async () => {
    superAdminToken ??= signIn(t, 'superadmin@demo.bcu', 'Demo1234!').then((s) => s.token);
    return `Bearer ${await superAdminToken}`;
  };
  const page = { range: JSON.stringify([0, 99]) };
  const read = (path: string, auth: string | undefined, query: Record<string, string> = page) => {
    const req = t.api.get(`/api${path}`).query(query);
    return auth ? req.set('Authorization', auth) : req;
  };
  const paths = (id: string) => [
    ACCOUNT_ACTIVITY_API.transactions(id),
    ACCOUNT_ACTIVITY_API.credits(id),
    ACCOUNT_ACTIVITY_API.creditsTotal(id),
    ACCOUNT_ACTIVITY_API.contacts(id),
  ];

  before(async () => {
    t = await givenRegistry();
    supplier = await givenTradingCompany(t, 'Supplier');
    airline = await givenTradingCompany(t, 'Airline');
    auditor = await givenTradingCompany(t, 'Auditor');
    await t.registry.db.rows("UPDATE users SET role = 'Auditor' WHERE company_id = $1", [auditor.companyId]);
    await givenContact(t, supplier, airline);
    const credit = await givenActiveCredit(t, { holder: supplier, volumeKg: 12_345, co2eqKg: 9_000 });
    await givenActiveCredit(t, { holder: supplier, volumeKg: 1_001, co2eqKg: 500 });
    const sent = await t.api
      .post(`/api/credits/${credit.id}/transfer`)
      .set('Authorization', await as(supplier))
      .send({ amount: '2', amountType: 'BCU', receiverId: airline.companyId });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
  });

  it('shows the Contacts tab as the backoffice does (spec 3 §2.3): hidden for the Admin role, read by SuperAdmin and Auditor', async () => {
    const path = ACCOUNT_ACTIVITY_API.contacts(supplier.companyId);
    const refused = await read(path, await admin());
    expect(refused.status).to.equal(403);
    const seen = await read(path, await superAdmin()).expect(200);
    expect(seen.body.map((c: { to: { name: string } }) => c.to.name)).to.deep.equal([airline.name]);
    await grantAuditorAccess(t, auditor.companyId, supplier.companyId);
    expect((await read(path, await as(auditor)).expect(200)).body).to.deep.equal(seen.body);
    await revokeAuditorAccess(t, auditor.companyId);
  });

  it('shows an admin the transactions, balance, total and contacts the company itself sees', async () => {
    const own = {
      transactions: await read('/transactions', await as(supplier)).expect(200),
      credits: await read('/credits', await as(supplier)).expect(200),
      total: await read('/credits/balance-total', await as(supplier), {}).expect(200),
      contacts: await read('/contacts', await asOwner(supplier)).expect(200),
    };
    const auth = await admin();
    const transactions = await read(ACCOUNT_ACTIVITY_API.transactions(supplier.companyId), auth).expect(200);
    const credits = await read(ACCOUNT_ACTIVITY_API.credits(supplier.companyId), auth).expect(200);
    const total = await read(ACCOUNT_ACTIVITY_API.creditsTotal(supplier.companyId), auth, {}).expect(200);
    // the contacts by a SuperAdmin: the Contacts tab is hidden for the Admin role
    const contacts = await read(ACCOUNT_ACTIVITY_API.contacts(supplier.companyId), await superAdmin()).expect(200);

    expect(transactions.body).to.have.length.greaterThan(2);
    expect(transactions.body).to.deep.equal(own.transactions.body);
    expect(transactions.headers['content-range']).to.equal(own.transactions.headers['content-range']);
    expect(credits.body).to.deep.equal(own.credits.body);
    expect(credits.headers['content-range']).to.match(/^credits 0-\d+\/\d+$/);
    expect(total.body).to.deep.equal(own.total.body);
    expect(total.body.total).to.match(/^\d+\.\d{3}$/);
    expect(contacts.body).to.deep.equal(own.contacts.body);
    expect(contacts.body.map((c: { to: { name: string } }) => c.to.name)).to.deep.equal([airline.name]);
  });

  it('applies the filter, paging and sort of each list like the company lists', async () => {
    const auth = await admin();
    const filter = JSON.stringify({ type: 'Transfer' });
    const mine = await read('/transactions', await as(supplier), { filter, ...page }).expect(200);
    const seen = await read(ACCOUNT_ACTIVITY_API.transactions(supplier.companyId), auth, { filter, ...page }).expect(
      200,
    );
    expect(seen.body).to.deep.equal(mine.body);
    expect(seen.body.every((r: { type: string }) => r.type === 'Transfer')).to.equal(true);
    const first = await read(ACCOUNT_ACTIVITY_API.credits(supplier.companyId), auth, {
      range: JSON.stringify([0, 0]),
      sort: JSON.stringify(['volume', 'ASC']),
    }).expect(200);
    expect(first.body).to.have.length(1);
    expect(first.headers['content-range']).to.match(/^credits 0-0\/\d+$/);
    // an accountId in the filter never redirects the read to another company
    const other = await read(ACCOUNT_ACTIVITY_API.contacts(airline.companyId), await superAdmin(), {
      filter: JSON.stringify({ accountId: supplier.companyId }),
      ...page,
    }).expect(200);
    expect(other.body).to.deep.equal([]);
    const bad = await read(ACCOUNT_ACTIVITY_API.transactions(supplier.companyId), auth, {
      filter: JSON.stringify({ from: '2025-02-01', to: '2025-01-01' }),
    });
    expect(bad.status).to.equal(422);
  });

  it('lets an auditor read every tab of an account that granted it access, and none of another (issue 11.3)', async () => {
    const auth = await as(auditor);
    for (const path of paths(supplier.companyId)) expect((await read(path, auth)).status, path).to.equal(404);
    await grantAuditorAccess(t, auditor.companyId, supplier.companyId);
    try {
      const mine = await read(ACCOUNT_ACTIVITY_API.creditsTotal(supplier.companyId), await admin(), {}).expect(200);
      for (const path of paths(supplier.companyId)) await read(path, auth).expect(200);
      const total = await read(ACCOUNT_ACTIVITY_API.creditsTotal(supplier.companyId), auth, {}).expect(200);
      expect(total.body).to.deep.equal(mine.body);
    } finally {
      await revokeAuditorAccess(t, auditor.companyId);
    }
  });

  it('refuses company users (403) and anonymous callers (401), even for their own account', async () => {
    for (const path of paths(supplier.companyId)) {
      expect((await read(path, await as(supplier))).status, path).to.equal(403);
      expect((await read(path, await as(airline))).status, path).to.equal(403);
      expect((await read(path, undefined)).status, path).to.equal(401);
    }
  });

  it('names the statement RSID in the BCU Retirement Info of an approved retirement (spec 3 §2.1)', async () => {
    const auth = await admin();
    const c = await givenActiveCredit(t, { holder: supplier, volumeKg: 5_000, co2eqKg: 4_000 });
    const sent = await t.api
      .post(`/api/credits/${c.id}/transfer`)
      .set('Authorization', await as(supplier))
      .send({ amount: '3', amountType: 'BCU', receiverId: airline.companyId })
      .expect(201);
    await t.api
      .post(`/api/admin/submissions/${sent.body.submissionId}/approve`)
      .set('Authorization', auth)
      .send({})
      .expect(200);
    await t.api
      .post(`/api/incoming-transactions/${sent.body.id}/accept`)
      .set('Authorization', await as(airline))
      .expect(200);
    const held = (await t.registry.db.one<{ id: string }>('SELECT id FROM credits WHERE bcuid = $1', [
      `${c.bcuid}-01`,
    ]))!;
    const retired = await t.api
      .post(`/api/credits/${held.id}/retire`)
      .set('Authorization', await as(airline))
      .send({ amount: '1', amountType: 'BCU', reporting: 'CORSIA', creditClaimCountry: 'Switzerland', isScope1Provider: 'yes' });
    expect(retired.status, JSON.stringify(retired.body)).to.equal(201);
    const detail = async () =>
      (await t.api.get(`/api/admin/submissions/${retired.body.submissionId}`).set('Authorization', auth).expect(200))
        .body;
    expect((await detail()).retirementInfo).to.include({ amount: '1.000', statementRSID: null });
    await t.api
      .post(`/api/admin/submissions/${retired.body.submissionId}/approve`)
      .set('Authorization', auth)
      .send({})
      .expect(200);
    const statement = (await t.registry.db.one<{ rsid: string }>(
      'SELECT rs.rsid FROM retirement_statements rs JOIN credit_requests r ON r.statement_id = rs.id WHERE r.id = $1',
      [retired.body.id],
    ))!;
    expect((await detail()).retirementInfo).to.include({ status: 'Approved', statementRSID: statement.rsid });
  });

  it('answers 404 for an unknown or malformed account', async () => {
    // by a SuperAdmin, who may read every tab (the Admin role is refused the Contacts tab before the account is looked up)
    const auth = await superAdmin();
    for (const path of [...paths('00000000-0000-4000-8000-000000000000'), ...paths('not-a-uuid')])
      expect((await read(path, auth)).status, path).to.equal(404);
  });
});
