import { expect } from 'chai';
import type { PoolClient } from 'pg';
import type { Database } from '../../db/database';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { checkHoldings } from '../support/ledger-invariants';
import { derivedFigures, keptFigures } from '../support/kpi-derivation';
import { givenTradingCompany } from '../support/ledger-builders';

/**
 * The triggers that keep the credits' holdings and the monthly figures (migrations 1763760003500, 1763760003600) read
 * each statement's old and new rows. PL/pgSQL keeps a statement's plan for the session, made for the rows of its
 * first execution: a plan made after ledger steps of one credit each must still handle an update of thousands of
 * credits on the same connection in time linear in their number (migration 1763760003800).
 */
describe('triggers over transition tables (holdings, monthly figures)', function () {
  this.timeout(180_000);
  const MANY = 20_000;
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  /** The checks' reads, in the test's own transaction (rolled back: the shared registry keeps none of its credits). */
  const inTransaction = (client: PoolClient) =>
    ({
      rows: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows,
      one: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows[0],
    }) as unknown as Database;

  it('update thousands of credits at once on a connection that updated one credit at a time, and stay exact', async () => {
    const supplier = await givenTradingCompany(t, 'Supplier');
    const client = await t.registry.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('bcu.ledger', 'on', true)");
      await client.query(
        `INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj, details,
                              pos_number, registration_flow, registration_approved_at, expires_at)
         SELECT 'BCU-2090-' || lpad(i::text, 6, '0'), $1, $1, 'Active', 1000 + i, 2700 + i, 43150,
                jsonb_build_object('endProductType', 'SAF'), 'TT-POS-' || i, 'Manual form',
                timestamptz '2025-01-01' + (i % 300) * interval '1 day', timestamptz '2027-01-01'
         FROM generate_series(1, $2::int) AS i`,
        [supplier.companyId, MANY],
      );
      // ledger steps of one credit each: the triggers' statements are planned for one row
      for (let i = 1; i <= 8; i++)
        await client.query("UPDATE credits SET status = 'Suspended', volume_kg = volume_kg - 1 WHERE bcuid = $1", [
          `BCU-2090-${String(i).padStart(6, '0')}`,
        ]);
      // a plan for one row (a nested loop pairing old and new rows) takes minutes here; planned for the rows at hand
      // it takes a fraction of a second — the bound only tells the two apart
      await client.query("SET LOCAL statement_timeout = '30s'");
      const changed = await client.query(
        "UPDATE credits SET volume_kg = volume_kg + 1, co2eq_kg = co2eq_kg + 1 WHERE bcuid LIKE 'BCU-2090-%'",
      );
      expect(changed.rowCount).to.equal(MANY);
      const moved = await client.query(
        "UPDATE credits SET status = 'Active' WHERE bcuid LIKE 'BCU-2090-%' AND status = 'Suspended'",
      );
      expect(moved.rowCount).to.equal(8);

      const db = inTransaction(client);
      await checkHoldings(db);
      const held = (
        await client.query<{ n: string; kg: string }>(
          `SELECT sum(credits)::text AS n, sum(volume_kg)::text AS kg FROM credit_holdings
           WHERE company_id = $1 AND status = 'Active'`,
          [supplier.companyId],
        )
      ).rows[0];
      expect(Number(held.n)).to.equal(MANY);
      // 1000 + i + 1 for each i, less the one kilogram each of the first eight gave
      expect(Number(held.kg)).to.equal(MANY * 1001 + (MANY * (MANY + 1)) / 2 - 8);
      expect(await keptFigures(db, supplier.companyId)).to.deep.equal(await derivedFigures(db, supplier.companyId));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
