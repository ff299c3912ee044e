import { execFile } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession } from '../support/builders';

/**
 * The action log's hash chain (spec 3 §4, issue 11.2): its order is the order the chain was computed in (at
 * commit), so rows whose ids and commits cross still verify; a real edit is named; `audit-verify` exits non-zero
 * on a break.
 */
describe('action log hash chain', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  let admin: { token: string };

  before(async () => {
    t = await givenRegistry();
    admin = await adminSession(t);
  });

  const verify = async () =>
    (await t.api.get('/api/admin/audit/verify').set('Authorization', `Bearer ${admin.token}`).expect(200)).body;
  const insert = "INSERT INTO action_logs (kind, action) VALUES ('System', $1) RETURNING id::text AS id";

  it('chains a row when its transaction commits: a later id committed first comes first, and the chain verifies', async () => {
    const early = await t.registry.db.pool.connect();
    try {
      await early.query('BEGIN');
      const first = (await early.query<{ id: string }>(insert, ['Chain order early id'])).rows[0].id;
      // a second writer is not held up by the open transaction, and its row is chained first
      const second = t.registry.db.pool.query<{ id: string }>(insert, ['Chain order later id']);
      const done = await Promise.race([second.then(() => true), sleep(5_000).then(() => false)]);
      expect(done, 'the second writer waited for the first one').to.equal(true);
      await early.query('COMMIT');
      const secondId = (await second).rows[0].id;
      expect(Number(secondId)).to.be.greaterThan(Number(first));
      const rows = await t.registry.db.rows<{ id: string }>(
        'SELECT id::text AS id FROM action_logs WHERE id = ANY($1::bigint[]) ORDER BY chain_seq',
        [[first, secondId]],
      );
      expect(rows.map((r) => r.id)).to.deep.equal([secondId, first]);
    } finally {
      early.release();
    }
    expect(await verify()).to.deep.include({ ok: true });
  });

  it("seals a transaction's rows one after another, in the order it wrote them, after a row committed meanwhile", async () => {
    const writer = await t.registry.db.pool.connect();
    const ids: string[] = [];
    let meanwhile: string;
    try {
      await writer.query('BEGIN');
      ids.push((await writer.query<{ id: string }>(insert, ['Sealed together 1'])).rows[0].id);
      meanwhile = (await t.registry.db.one<{ id: string }>(insert, ['Sealed meanwhile']))!.id;
      for (const n of [2, 3])
        ids.push((await writer.query<{ id: string }>(insert, [`Sealed together ${n}`])).rows[0].id);
      await writer.query('COMMIT');
    } finally {
      writer.release();
    }
    const rows = await t.registry.db.rows<{ id: string; seq: string }>(
      'SELECT id::text AS id, chain_seq::text AS seq FROM action_logs WHERE id = ANY($1::bigint[]) ORDER BY chain_seq',
      [[meanwhile, ...ids]],
    );
    expect(rows.map((r) => r.id)).to.deep.equal([meanwhile, ...ids]);
    const seqs = rows.slice(1).map((r) => Number(r.seq));
    expect(seqs).to.deep.equal([seqs[0], seqs[0] + 1, seqs[0] + 2]);
    expect(await verify()).to.deep.include({ ok: true });
  });

  it('refuses a change of a row its own transaction wrote and has not sealed yet', async () => {
    const writer = await t.registry.db.pool.connect();
    try {
      for (const sql of [
        "UPDATE action_logs SET action = 'Changed' WHERE id = $1",
        'UPDATE action_logs SET chain_seq = 1000000000 WHERE id = $1',
      ]) {
        await writer.query('BEGIN');
        const { id } = (await writer.query<{ id: string }>(insert, ['Not sealed yet'])).rows[0];
        await writer.query(sql, [id]).then(
          () => expect.fail(`${sql} was accepted`),
          (e: Error) => expect(e.message).to.equal('action_logs is append-only'),
        );
        await writer.query('ROLLBACK');
      }
    } finally {
      writer.release();
    }
  });

  it('refuses any change of a sealed row, including its chain position', async () => {
    const { id } = (await t.registry.db.one<{ id: string }>(insert, ['Sealed row']))!;
    for (const sql of [
      'UPDATE action_logs SET chain_seq = chain_seq + 1000000 WHERE id = $1',
      "UPDATE action_logs SET action = 'Changed' WHERE id = $1",
      'DELETE FROM action_logs WHERE id = $1',
    ])
      await t.registry.db.pool.query(sql, [id]).then(
        () => expect.fail(`${sql} was accepted`),
        (e: Error) => expect(e.message).to.equal('action_logs is append-only'),
      );
  });

  describe('audit-verify (npm run audit:verify)', () => {
    const script = path.resolve(__dirname, '..', '..', 'scripts', 'audit-verify.js');
    const run = () =>
      promisify(execFile)(process.execPath, [script], {
        env: { ...process.env, DATABASE_URL: `postgres://bcu:bcu-local@127.0.0.1:${t.registry.config.pgPort}/bcu` },
      }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    const alter = (id: string, details: unknown) =>
      t.registry.db.tx(async (tx) => {
        await tx.query('ALTER TABLE action_logs DISABLE TRIGGER action_logs_append_only');
        await tx.query('UPDATE action_logs SET details = $2 WHERE id = $1', [id, JSON.stringify(details)]);
        await tx.query('ALTER TABLE action_logs ENABLE TRIGGER action_logs_append_only');
      });

    it('exits 0 on an intact chain and 1 naming the first broken row after an edit', async () => {
      const intact = await run();
      expect(intact.code, intact.stdout).to.equal(0);
      expect(JSON.parse(intact.stdout)).to.include({ ok: true });

      const { id } = (await t.registry.db.one<{ id: string }>(insert, ['Row to be edited']))!;
      await alter(id, { edited: true });
      try {
        const broken = await run();
        expect(broken.code, broken.stdout).to.equal(1);
        expect(JSON.parse(broken.stdout)).to.include({ ok: false, firstBrokenId: id });
        expect(await verify()).to.deep.include({ ok: false, firstBrokenId: id });
      } finally {
        await alter(id, {});
      }
      expect((await run()).code).to.equal(0);
    });
  });
});
