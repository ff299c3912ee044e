/**
 * The plan PostgreSQL keeps for the reads of a credit's lineage (issue 14). They are prepared statements: planned
 * once per connection, that plan serves every credit, however many credits and events there are later. It must look
 * each ancestor and the lineage's events up through their indexes, not read every credit and every event — which
 * costs more with every BCU the registry holds, in the answer of every ledger decision.
 */
import { expect } from 'chai';
import { DETAIL_WITH_EVENTS_SQL, LINEAGE_EVENTS_SQL } from '../../repositories/credit.sql';
import { givenRegistry, type TestRegistry } from '../support/test-registry';

/** Thrown to roll the fixture back once the plans are read. */
class RollBack extends Error {}

describe("the lineage's reads (issue 14)", function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  it('find the ancestors and their events by index under the one plan a prepared statement keeps', async () => {
    const plans: string[] = [];
    await t.registry.db
      .tx(async (tx) => {
        await tx.query("SELECT set_config('bcu.ledger', 'on', true)");
        // 1 500 roots, each split once, each with its event: tables the size a young registry has, where reading
        // everything looks cheap to a planner that expects ten ancestors (rolled back below)
        const company = (await tx.query<{ id: string }>('SELECT id FROM companies ORDER BY created_at LIMIT 1'))
          .rows[0];
        const { rows } = await tx.query<{ id: string }>(
          `WITH roots AS (
             INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj,
                                  registration_approved_at, expires_at)
             SELECT 'BCU-2026-' || lpad(nextval('credit_bcuid_seq')::text, 6, '0'), $1, $1, 'Active', 10000, 7500,
                    430000, now(), now() + interval '2 years'
               FROM generate_series(1, 1500)
             RETURNING id, bcuid),
           parts AS (
             INSERT INTO credits (bcuid, parent_id, root_id, company_id, issuer_company_id, status, volume_kg, co2eq_kg,
                                  energy_mj, registration_approved_at, expires_at)
             SELECT bcuid || '-01', id, id, $1, $1, 'Active', 4000, 3000, 172000, now(), now() + interval '2 years'
               FROM roots
             RETURNING id, bcuid),
           events AS (
             INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by,
                                        holder_company_id)
             SELECT id, 'Registration Approved', bcuid, 'Pending', 'Active', 10000, 'System', $1
               FROM (SELECT * FROM roots UNION ALL SELECT * FROM parts) c)
           SELECT id FROM parts LIMIT 1`,
          [company.id],
        );
        await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
        // each statement's parameters: the split part, then the detail's clock
        for (const [name, sql, clock] of [
          ['lineage_plan_detail', DETAIL_WITH_EVENTS_SQL.text, ', now()'],
          ['lineage_plan_events', LINEAGE_EVENTS_SQL, ''],
        ] as const) {
          await tx.query(`PREPARE ${name} AS ${sql}`);
          try {
            const plan = await tx.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN EXECUTE ${name}('${rows[0].id}'::uuid${clock})`,
            );
            plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
          } finally {
            await tx.query(`DEALLOCATE ${name}`);
          }
        }
        throw new RollBack();
      })
      .catch((e) => {
        if (!(e instanceof RollBack)) throw e;
      });
    expect(plans).to.have.length(2);
    for (const plan of plans) expect(plan).to.not.match(/Seq Scan on credit(s|_events)\b/);
  });
});
