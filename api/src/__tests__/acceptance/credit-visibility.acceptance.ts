/**
 * Issue 11.4: a credit is read by the company holding it (and its facilitator, admins and granted auditors), not
 * by the supplier that issued it once another company holds it; the issuer keeps its registration in its own
 * history.
 */
import { expect } from 'chai';
import type { Transaction } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { companyIdByEmail, givenCredit } from '../support/credit-builders';
import { adminSession, signIn } from '../support/builders';

describe('who reads a credit held by another company than its issuer (issue 11.4)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let credit: { id: string; bcuid: string | null };
  let supplier: { token: string };
  let airline: { token: string };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const reads = (id: string) => [`/api/credits/${id}`, `/api/credits/${id}/events`, `/api/credits/${id}/pos-file`];

  before(async () => {
    t = await givenRegistry();
    const db = t.registry.db;
    const supplierCo = await companyIdByEmail(db, 'supplier.owner@demo.bcu');
    const airlineCo = await companyIdByEmail(db, 'airline.owner@demo.bcu');
    credit = await givenCredit(db, { companyId: airlineCo, issuerCompanyId: supplierCo });
    await db.pool.query(
      `UPDATE credits SET pos_file_id = (SELECT pos_file_id FROM credits WHERE pos_file_id IS NOT NULL LIMIT 1),
              registered_by_user_id = (SELECT id FROM users WHERE email = 'supplier.user@demo.bcu')
        WHERE id = $1`,
      [credit.id],
    );
    supplier = await signIn(t, 'supplier.user@demo.bcu', 'Demo1234!');
    airline = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
  });

  it('answers 404 to the issuing supplier for the credit, its events and its PoS file', async () => {
    for (const path of reads(credit.id))
      expect((await t.api.get(path).set(auth(supplier.token))).status, path).to.equal(404);
  });

  it('answers the holder and the admin', async () => {
    const admin = await adminSession(t);
    for (const token of [airline.token, admin.token]) {
      await t.api.get(`/api/credits/${credit.id}`).set(auth(token)).expect(200);
      await t.api.get(`/api/credits/${credit.id}/pos-file`).set(auth(token)).expect(200);
    }
    await t.api.get(`/api/credits/${credit.id}/events`).set(auth(airline.token)).expect(200);
  });

  it("keeps the registration in the issuer's own history", async () => {
    const rows = (
      await t.api
        .get('/api/transactions')
        .query({ filter: JSON.stringify({ q: credit.bcuid }) })
        .set(auth(supplier.token))
        .expect(200)
    ).body as Transaction[];
    expect(rows.map((r) => [r.type, r.creditId])).to.deep.include(['Register', credit.id]);
  });
});
