import fc from 'fast-check';
import { kgToTonnes } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { checkLedgerInvariants } from '../support/ledger-invariants';
import { type TradingCompany, givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';

/**
 * Ledger invariants (DESIGN §4) over random sequences of transfers, partial transfers, retirements, admin
 * approvals and rejections, receiver accepts and denials, and expiries (deposits and the 24-month validity), run
 * against the real PostgreSQL through the services. After every sequence the ledger invariants hold
 * (`checkLedgerInvariants`: volume conserved per lineage, no orphan or Transit without its open request, events
 * explain every credit).
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

  it('conserves volume, never orphans a credit and explains every credit by its events', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        t.clock.reset();
        const w = await world();
        for (const op of ops) await apply(op, w);
        await checkLedgerInvariants(t.registry.db, w.roots);
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
