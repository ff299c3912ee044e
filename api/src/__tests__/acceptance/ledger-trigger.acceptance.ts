import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { givenActiveCredit, givenContact, givenTradingCompany } from '../support/ledger-builders';
import { ledgerFixtureSql } from '../support/ledger-fixture';
import { statementsDuring } from '../support/statement-log';
import type { Tx } from '../../datasources';

/**
 * Issue 12 point 5: the ledger is the only writer of a credit's status, figures, holder, lineage and facilitator
 * assignment, of new credits and of BCU events — and the database says so (migration 1763760001500): a plain
 * statement outside the ledger's transaction helper is refused and changes nothing, while the ledger's steps work.
 */
describe('the database lets only the ledger write credits and BCU events (issue 12.5)', function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  const row = (id: string) => t.registry.db.one<Record<string, unknown>>('SELECT * FROM credits WHERE id = $1', [id]);
  const eventCount = async (id: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*) AS n FROM credit_events WHERE credit_id = $1', [id]))!.n,
    );
  const refused = async (sql: string, params: unknown[]) => {
    const error = await t.registry.db.pool.query(sql, params).then(
      () => undefined,
      (e: { code?: string; message: string }) => e,
    );
    expect(error, sql).to.not.equal(undefined);
    expect(error!.code).to.equal('42501');
    return error!.message;
  };

  /** The error, if any, of a transaction that runs a ledger step and then a plain UPDATE retiring the credit. */
  const retiredAfter = (step: (tx: Tx) => Promise<unknown>) =>
    t.registry.db
      .tx(async (tx) => {
        const credit = (await step(tx)) as { id: string };
        await tx.query("UPDATE credits SET status = 'Retired' WHERE id = $1", [credit.id]);
      })
      .then(
        () => undefined,
        (e: { code?: string }) => e,
      );

  it('refuses a plain UPDATE of each ledger column outside the ledger and changes nothing', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const other = await givenTradingCompany(t, 'Facilitator');
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    const before = await row(credit.id);
    const updates: [string, unknown][] = [
      ['status', 'Retired'],
      ['volume_kg', '9000'],
      ['co2eq_kg', '1'],
      ['energy_mj', '1'],
      ['company_id', other.companyId],
      ['parent_id', credit.id],
      ['facilitator_company_id', other.companyId],
      ['facilitator_amount_kg', '1000'],
    ];
    for (const [column, value] of updates)
      expect(await refused(`UPDATE credits SET ${column} = $2 WHERE id = $1`, [credit.id, value])).to.match(
        /only the ledger/,
      );
    expect(await row(credit.id)).to.deep.equal(before);
  });

  it('refuses a new credit and a BCU event outside the ledger; descriptive data stays writable', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    const events = await eventCount(credit.id);
    await refused(
      `INSERT INTO credits (company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj) VALUES ($1, $1, 'Pending', 1000, 1, 1)`,
      [holder.companyId],
    );
    await refused(
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by)
       VALUES ($1, 'Edited', NULL, 'Active', 'Active', 1, 'System')`,
      [credit.id],
    );
    expect(await eventCount(credit.id)).to.equal(events);
    // a status written to the same value is no change; descriptive columns are not the ledger's
    await t.registry.db.pool.query("UPDATE credits SET status = 'Active', reporting = 'CORSIA' WHERE id = $1", [
      credit.id,
    ]);
    expect((await row(credit.id))!.reporting).to.equal('CORSIA');
  });

  it('the flag lasts only for the ledger step: a later statement of the same transaction is refused', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    const { ledger } = t.registry.services;
    const error = await retiredAfter((tx) => ledger.record(tx, credit.id, 'Transfer Approved', { kind: 'System' }));
    expect(error?.code).to.equal('42501');
    expect((await row(credit.id))!.status).to.equal('Active');
  });

  it('an event that is a whole step carries the flag in its own statement: on for its row, off again after it', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    const { ledger } = t.registry.services;
    const before = await eventCount(credit.id);
    let flag: string | undefined;
    const sql = await statementsDuring(() =>
      t.registry.db.tx(async (tx) => {
        const held = await ledger.lockOne(tx, credit.id);
        await ledger.record(tx, held, 'Transfer Approved', { kind: 'System' });
        flag = (await tx.query<{ f: string }>("SELECT current_setting('bcu.ledger', true) AS f")).rows[0].f;
      }),
    );
    expect(flag).to.equal('off');
    expect(await eventCount(credit.id)).to.equal(before + 1);
    expect(sql.filter((q) => q.includes('set_config'))).to.have.length(1);
    // and a later statement of the same transaction is refused, as after any ledger step
    const error = await retiredAfter(async (tx) =>
      ledger.record(tx, await ledger.lockOne(tx, credit.id), 'Transfer Approved', { kind: 'System' }),
    );
    expect(error?.code).to.equal('42501');
    expect((await row(credit.id))!.status).to.equal('Active');
    expect(await eventCount(credit.id)).to.equal(before + 1);
  });

  it('a retirement and a deposit accepted each write the credit and its event in one statement carrying the flag', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const receiver = await givenTradingCompany(t, 'Airline');
    const { ledger } = t.registry.services;
    const by = { kind: 'User' as const, userId: holder.userId, companyId: holder.companyId };
    const steps = [
      {
        submitted: 'Retirement Submitted' as const,
        step: (tx: Tx, id: string) =>
          ledger.retire(tx, id, by, { scope: { creditClaimCountry: 'France', reporting: 'CORSIA' } }),
        status: 'Retired',
        holderId: holder.companyId,
      },
      {
        submitted: 'Transfer Submitted' as const,
        step: (tx: Tx, id: string) => ledger.moveOwnership(tx, id, receiver.companyId, by),
        status: 'Active',
        holderId: receiver.companyId,
      },
    ];
    for (const { submitted, step, status, holderId } of steps) {
      const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
      await t.registry.db.tx((tx) => ledger.hold(tx, credit.id, 5_000n, submitted, by));
      const before = await eventCount(credit.id);
      let flag: string | undefined;
      const sql = await statementsDuring(() =>
        t.registry.db.tx(async (tx) => {
          await step(tx, credit.id);
          flag = (await tx.query<{ f: string }>("SELECT current_setting('bcu.ledger', true) AS f")).rows[0].f;
        }),
      );
      expect(flag, submitted).to.equal('off');
      const after = (await row(credit.id))!;
      expect([after.status, after.company_id], submitted).to.deep.equal([status, holderId]);
      expect(await eventCount(credit.id), submitted).to.equal(before + 1);
      // the ledger's columns and the event in one statement, which sets the flag itself: no statement of its own
      expect(
        sql.filter((q) => /UPDATE credits SET (status|company_id)|INSERT INTO credit_events/.test(q)),
      ).to.have.length(1);
      expect(sql.filter((q) => q.includes('set_config'))).to.have.length(1);
      // and a later statement of the same transaction is refused, as after any ledger step
      const other = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
      await t.registry.db.tx((tx) => ledger.hold(tx, other.id, 5_000n, submitted, by));
      const error = await t.registry.db
        .tx(async (tx) => {
          await step(tx, other.id);
          await tx.query('UPDATE credits SET volume_kg = volume_kg + 1 WHERE id = $1', [other.id]);
        })
        .then(
          () => undefined,
          (e: { code?: string }) => e,
        );
      expect(error?.code, submitted).to.equal('42501');
      expect((await row(other.id))!.status, submitted).to.equal('Transit');
    }
  });

  it("the ledger's steps still write: hold (split), facilitator assignment, release (merge back), correction", async () => {
    const holder = await givenTradingCompany(t, 'Corporate');
    const facilitator = await givenTradingCompany(t, 'Facilitator');
    await givenContact(t, holder, facilitator);
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    const { ledger } = t.registry.services;
    const by = { kind: 'User' as const, userId: holder.userId, companyId: holder.companyId };
    const held = await t.registry.db.tx((tx) => ledger.hold(tx, credit.id, 2_000n, 'Transfer Submitted', by));
    expect(held.status).to.equal('Transit');
    expect(held.volume_kg).to.equal('2000');
    expect((await row(credit.id))!.status).to.equal('Split');
    const back = await t.registry.db.tx((tx) => ledger.release(tx, held.id, 'Transfer Rejected', by));
    expect(back.id).to.equal(credit.id);
    expect(back.status).to.equal('Active');
    const assigned = await t.registry.db.tx((tx) =>
      ledger.assignFacilitator(tx, credit.id, facilitator.companyId, 1_000n, by),
    );
    expect(assigned.facilitator_amount_kg).to.equal('1000');
    const corrected = await t.registry.db.tx((tx) =>
      ledger.correct(tx, {
        creditId: credit.id,
        status: 'Suspended',
        by: { userId: holder.userId, companyId: holder.companyId },
      }),
    );
    expect(corrected.status).to.equal('Suspended');
    expect(await eventCount(credit.id)).to.be.greaterThan(4);
  });

  it('the fixture helper writes with the flag set (for test setups only)', async () => {
    const holder = await givenTradingCompany(t, 'Airline');
    const credit = await givenActiveCredit(t, { holder, volumeKg: 5_000 });
    await ledgerFixtureSql(t.registry.db, "UPDATE credits SET status = 'Suspended' WHERE id = $1", [credit.id]);
    expect((await row(credit.id))!.status).to.equal('Suspended');
  });
});
