import { expect } from 'chai';
import fc from 'fast-check';
import { kgToTonnes } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Ledger invariants (DESIGN §4) over random sequences of transfers, partial transfers, retirements, admin
 * approvals and rejections, receiver accepts and denials, and expiries (deposits and the 24-month validity), run
 * against the real PostgreSQL through the services. After every sequence:
 * - the registered total equals the sum over leaf credits (Active + Transit + Retired + Expired), per lineage, with
 *   returned parts merged back (Merge) whenever their sibling is still Active;
 * - each Split parent's live children sum exactly to it in volume, CO2eq and MJ (merged pairs too); no credit is
 *   orphaned or ≤ 0;
 * - a Transit credit carries exactly one open request and an open request's credit is Transit;
 * - every credit's history explains it: the first event carries its volume ('Registration Approved' or 'Split'),
 *   each status change starts where the previous one ended, and the last one ends in the current status.
 */
describe('ledger properties (fast-check over random request sequences)', function () {
  this.timeout(600_000);
  let t: TestRegistry;
  let reviewer: { userId: string; companyId: string };

  before(async () => {
    t = await givenRegistry();
    const admin = (await t.registry.db.one<{ id: string; company_id: string }>(
      "SELECT id, company_id FROM users WHERE email = 'admin@demo.bcu'",
    ))!;
    reviewer = { userId: admin.id, companyId: admin.company_id };
  });
  afterEach(() => t.clock.reset());

  type Op =
    | { kind: 'transfer'; pick: number; fraction: number; to: number }
    | { kind: 'retire'; pick: number; fraction: number }
    | { kind: 'admin'; pick: number; approve: boolean }
    | { kind: 'receiver'; pick: number; accept: boolean }
    | { kind: 'time'; days: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('transfer' as const),
        pick: fc.nat(),
        fraction: fc.double({ min: 0, max: 1, noNaN: true }),
        to: fc.nat(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('retire' as const),
        pick: fc.nat(),
        fraction: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('admin' as const), pick: fc.nat(), approve: fc.boolean() }) },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('receiver' as const), pick: fc.nat(), accept: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 800 }) }) },
  );

  async function world() {
    const companies = [
      await givenTradingCompany(t, 'Supplier'),
      await givenTradingCompany(t, 'Intermediary'),
      await givenTradingCompany(t, 'Airline'),
      await givenTradingCompany(t, 'Corporate'),
    ];
    for (const a of companies) for (const b of companies) if (a !== b) await givenContact(t, a, b);
    const airline = companies[2];
    const roots: string[] = [];
    for (const [i, volumeKg] of [10_000, 3_337, 1_001].entries())
      roots.push(
        (
          await givenActiveCredit(t, {
            holder: companies[[0, 3, 2][i]],
            volumeKg,
            co2eqKg: ((volumeKg * 7) / 9) | 0,
            energyMj: volumeKg * 43,
            scope1CompanyId: airline.companyId,
          })
        ).id,
      );
    return { companies, roots };
  }

  async function apply(op: Op, w: { companies: TradingCompany[]; roots: string[] }) {
    const db = t.registry.db;
    const ids = w.companies.map((c) => c.companyId);
    const byCompany = new Map(w.companies.map((c) => [c.companyId, c]));
    const s = t.registry.services;
    const swallow = (e: { kind?: string }) => {
      // refusals are part of the game (409/422); anything else is a failure
      if (e.kind !== 'conflict' && e.kind !== 'invalid') throw e;
    };
    switch (op.kind) {
      case 'transfer':
      case 'retire': {
        const active = await db.rows<{ id: string; company_id: string; volume_kg: string }>(
          "SELECT id, company_id, volume_kg FROM credits WHERE status = 'Active' AND company_id = ANY($1::uuid[]) ORDER BY bcuid",
          [ids],
        );
        if (!active.length) return;
        const c = active[op.pick % active.length];
        const volume = BigInt(c.volume_kg);
        const kg = 1n + BigInt(Math.floor(op.fraction * Number(volume - 1n)));
        const holder = byCompany.get(c.company_id)!;
        if (op.kind === 'transfer') {
          const others = w.companies.filter((x) => x !== holder);
          const to = others[op.to % others.length];
          await s.transfers
            .submit(holder.actor, c.id, {
              amount: kgToTonnes(kg),
              amountType: 'BCU',
              receiverId: to.companyId,
              ...(holder.type === 'Airline' ? { scope1: { isScope1Provider: 'no' as const } } : {}),
            })
            .catch(swallow);
        } else {
          await s.retirements
            .submit(holder.actor, c.id, {
              amount: kgToTonnes(kg),
              amountType: 'BCU',
              isScope1Provider: 'yes',
              creditClaimCountry: 'France',
              reporting: 'CORSIA',
              scope3Anonymity: false,
            })
            .catch(swallow);
        }
        return;
      }
      case 'admin': {
        const pending = await db.rows<{ submission_id: string }>(
          "SELECT submission_id FROM credit_requests WHERE status = 'Pending' AND sender_company_id = ANY($1::uuid[]) ORDER BY created_at, id",
          [ids],
        );
        if (!pending.length) return;
        const sid = pending[op.pick % pending.length].submission_id;
        await (
          op.approve
            ? s.reviews.approve(sid, reviewer, {}, { ip: '127.0.0.1' })
            : s.reviews.reject(sid, reviewer, {}, { ip: '127.0.0.1' })
        ).catch(swallow);
        return;
      }
      case 'receiver': {
        const deposits = await db.rows<{ id: string; receiver_company_id: string }>(
          "SELECT id, receiver_company_id FROM credit_requests WHERE status = 'Deposit Pending' AND sender_company_id = ANY($1::uuid[]) ORDER BY created_at, id",
          [ids],
        );
        if (!deposits.length) return;
        const d = deposits[op.pick % deposits.length];
        const receiver = byCompany.get(d.receiver_company_id)!;
        await (op.accept ? s.incoming.accept(receiver.actor, d.id) : s.incoming.deny(receiver.actor, d.id)).catch(
          swallow,
        );
        return;
      }
      case 'time':
        t.clock.advanceHours(op.days * 24);
        await s.tradingExpiry.runOnce({ companyIds: ids });
        return;
    }
  }

  async function checkInvariants(w: { roots: string[] }) {
    const db = t.registry.db;
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
      [w.roots],
    );
    const byId = new Map(credits.map((c) => [c.id, c]));
    const sum = (rows: typeof credits, k: 'volume_kg' | 'co2eq_kg' | 'energy_mj') =>
      rows.reduce((a, c) => a + BigInt(c[k]), 0n);
    for (const root of w.roots) {
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
      expect(live.length, 'a Split credit has two live children, any other none').to.equal(
        c.status === 'Split' ? 2 : 0,
      );
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
  }

  it('conserves volume, never orphans a credit and explains every credit by its events', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        t.clock.reset();
        const w = await world();
        for (const op of ops) await apply(op, w);
        await checkInvariants(w);
        for (const r of await t.registry.db.rows<{ k: string }>(
          `SELECT 'credit ' || status AS k FROM credits WHERE coalesce(root_id, id) = ANY($1::uuid[])
           UNION ALL SELECT 'request ' || kind || ' ' || status FROM credit_requests WHERE credit_id IN (SELECT id FROM credits WHERE coalesce(root_id, id) = ANY($1::uuid[]))`,
          [w.roots],
        ))
          seen.set(r.k, (seen.get(r.k) ?? 0) + 1);
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 12) },
    );
    // what the random sequences reached (for the reader of the test log)
    console.log('      reached:', JSON.stringify(Object.fromEntries([...seen].sort())));
  });
});
