/**
 * The ledger invariants (DESIGN §4) over the lineages of the given root credits, checked on the database:
 * - the registered total equals the sum over leaf credits (Active + Transit + Retired + Expired), per lineage, with
 *   returned parts merged back (Merge) whenever their sibling is still Active;
 * - each Split parent's live children sum exactly to it in volume, CO2eq and MJ (merged pairs too); no credit is
 *   orphaned or ≤ 0;
 * - a Transit credit carries exactly one open request and an open request's credit is Transit;
 * - every credit's history explains it: the first event carries its volume ('Registration Approved' or 'Split'),
 *   each status change starts where the previous one ended, and the last one ends in the current status;
 * - what each company holds per status as the database keeps it (credit_holdings) is what its credits add up to.
 */
import { expect } from 'chai';
import type { Database } from '../../db/database';

export async function checkLedgerInvariants(db: Database, roots: string[]): Promise<void> {
  const credits = await db.rows<{
    id: string;
    bcuid: string;
    parent_id: string | null;
    root_id: string;
    status: string;
    volume_kg: string;
    co2eq_kg: string;
    energy_mj: string;
    company_id: string;
  }>(
    'SELECT id, bcuid, parent_id, coalesce(root_id, id) AS root_id, status, volume_kg, co2eq_kg, energy_mj, company_id FROM credits WHERE coalesce(root_id, id) = ANY($1::uuid[])',
    [roots],
  );
  const byId = new Map(credits.map((c) => [c.id, c]));
  const sum = (rows: typeof credits, k: 'volume_kg' | 'co2eq_kg' | 'energy_mj') =>
    rows.reduce((a, c) => a + BigInt(c[k]), 0n);
  for (const root of roots) {
    const lineage = credits.filter((c) => c.root_id === root);
    const leaves = lineage.filter((c) => c.status !== 'Split' && c.status !== 'Merged');
    expect(
      leaves.every((c) => ['Active', 'Transit', 'Retired', 'Expired'].includes(c.status)),
      'leaf statuses',
    ).to.equal(true);
    for (const k of ['volume_kg', 'co2eq_kg', 'energy_mj'] as const)
      expect(sum(leaves, k), `${k} of leaves = registered`).to.equal(BigInt(byId.get(root)![k]));
  }
  for (const c of credits) {
    expect(BigInt(c.volume_kg) > 0n, 'positive').to.equal(true);
    if (c.parent_id) expect(byId.get(c.parent_id), 'a child has its parent').to.not.equal(undefined);
    if (c.parent_id && c.status !== 'Merged')
      expect(byId.get(c.parent_id)!.status, 'parent of a live child is Split').to.equal('Split');
    const children = credits.filter((x) => x.parent_id === c.id).sort((a, b) => a.bcuid.localeCompare(b.bcuid));
    const live = children.filter((x) => x.status !== 'Merged');
    expect(live.length, 'a Split credit has two live children, any other none').to.equal(c.status === 'Split' ? 2 : 0);
    if (c.status === 'Split')
      for (const k of ['volume_kg', 'co2eq_kg', 'energy_mj'] as const) expect(sum(live, k)).to.equal(BigInt(c[k]));
    // merged pairs sum to the parent too
    for (let i = 0; i + 1 < children.length; i += 2)
      if (children[i].status === 'Merged')
        expect(BigInt(children[i].volume_kg) + BigInt(children[i + 1].volume_kg)).to.equal(BigInt(c.volume_kg));
  }
  const open = await db.rows<{ held_credit_id: string }>(
    "SELECT held_credit_id FROM credit_requests WHERE status IN ('Pending', 'Deposit Pending') AND held_credit_id = ANY($1::uuid[])",
    [credits.map((c) => c.id)],
  );
  const transit = credits
    .filter((c) => c.status === 'Transit')
    .map((c) => c.id)
    .sort();
  expect(open.map((o) => o.held_credit_id).sort(), 'Transit ⇔ one open request').to.deep.equal(transit);
  const events = await db.rows<{
    credit_id: string;
    event: string;
    pre_status: string | null;
    post_status: string | null;
    amount_kg: string | null;
  }>(
    'SELECT credit_id, event, pre_status, post_status, amount_kg FROM credit_events WHERE credit_id = ANY($1::uuid[]) ORDER BY id',
    [credits.map((c) => c.id)],
  );
  for (const c of credits) {
    const history = events.filter((e) => e.credit_id === c.id);
    expect(history[0].event).to.equal(c.parent_id ? 'Split' : 'Registration Approved');
    expect(history[0].amount_kg, 'first event carries the volume').to.equal(c.volume_kg);
    let status = history[0].post_status;
    for (const e of history.slice(1)) {
      expect(e.pre_status, `${e.event} starts where the history stands`).to.equal(status);
      status = e.post_status;
    }
    expect(status, 'history ends in the current status').to.equal(c.status);
  }
  await checkHoldings(db);
}

/** credit_holdings sums, per company and status, to the credits and kilograms the credits table holds. */
export async function checkHoldings(db: Database): Promise<void> {
  const [kept, counted] = await Promise.all([
    db.rows(
      `SELECT company_id, status, sum(credits)::text AS credits, sum(volume_kg)::text AS volume_kg FROM credit_holdings
       GROUP BY company_id, status HAVING sum(credits) <> 0 OR sum(volume_kg) <> 0 ORDER BY company_id, status`,
    ),
    db.rows(
      `SELECT company_id, status, count(*)::text AS credits, sum(volume_kg)::text AS volume_kg FROM credits
       GROUP BY company_id, status ORDER BY company_id, status`,
    ),
  ]);
  expect(kept, 'credit_holdings = the credits held, per company and status').to.deep.equal(counted);
}
