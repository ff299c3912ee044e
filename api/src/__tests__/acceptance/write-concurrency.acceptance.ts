import { expect } from 'chai';
import { MSG } from '../../contracts';
import { TX_ATTEMPTS } from '../../datasources';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { adminSession, signIn } from '../support/builders';
import { givenActiveCredit, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';

/**
 * Ordinary concurrent writes of different kinds (issue 11.1, 11.2): whatever mix of writes runs at once, no request
 * answers 5xx (a deadlock or serialization failure is retried, else refused with 409), and the action log's hash chain
 * verifies afterwards — its order is the order the chain was computed in, not the order of the row ids.
 */
describe('concurrent mixed writes (8 workers)', function () {
  this.timeout(240_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  interface Pair {
    sender: TradingCompany;
    receiver: TradingCompany;
    creditId: string;
    token: string;
  }

  it('transfers, approvals, rejections, targets and admin notes at once: no 5xx, and the chain verifies', async () => {
    const admin = await adminSession(t);
    const pairs: Pair[] = [];
    for (let i = 0; i < 4; i++) {
      const sender = await givenTradingCompany(t, 'Intermediary');
      const receiver = await givenTradingCompany(t, 'Forwarder');
      const credit = await givenActiveCredit(t, { holder: sender, volumeKg: 1_000_000 });
      pairs.push({ sender, receiver, creditId: credit.id, token: (await signIn(t, sender.userEmail)).token });
    }
    const pending: string[] = [];
    const answers: { op: string; status: number; body: unknown }[] = [];
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

    const step = async (worker: number, k: number) => {
      const p = pairs[(worker + k) % pairs.length];
      const q = pairs[(worker + k + 1) % pairs.length];
      const op = ['transfer', 'approve', 'note', 'target', 'reject', 'transfer'][(worker + k) % 6];
      let r;
      if (op === 'transfer' || ((op === 'approve' || op === 'reject') && !pending.length)) {
        r = await t.api
          .post(`/api/credits/${p.creditId}/transfer`)
          .set(bearer(p.token))
          .send({ amount: '1', receiverId: p.receiver.companyId });
        if (r.status === 201) pending.push(r.body.submissionId);
      } else if (op === 'approve') {
        r = await t.api.post(`/api/admin/submissions/${pending.shift()}/approve`).set(bearer(admin.token)).send({});
      } else if (op === 'reject') {
        r = await t.api
          .post(`/api/admin/submissions/${pending.shift()}/reject`)
          .set(bearer(admin.token))
          .send({ message: 'Not this time' });
      } else if (op === 'note') {
        r = await t.api
          .put(`/api/admin/accounts/${[p.sender, p.receiver, q.sender][k % 3].companyId}/note`)
          .set(bearer(admin.token))
          .send({ note: `Note ${worker}.${k}` });
      } else {
        r = await t.api
          .post('/api/targets')
          .set(bearer(p.token))
          .send({
            indicator: 'GHG',
            name: `Target ${worker}.${k}`,
            value: '10',
            startDate: '2026-01',
            endDate: '2026-12',
          });
      }
      answers.push({ op, status: r.status, body: r.body });
    };

    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let k = 0; k < 12; k++) await step(worker, k);
      }),
    );

    const failures = answers.filter((a) => a.status >= 500);
    expect(failures, JSON.stringify(failures.slice(0, 3))).to.deep.equal([]);
    expect(answers).to.have.length(96);
    for (const a of answers.filter((x) => x.status === 409))
      expect((a.body as { error: { message: string } }).error.message, a.op)
        .to.be.a('string')
        .that.does.not.equal('');
    const { body } = await t.api.get('/api/admin/audit/verify').set(bearer(admin.token)).expect(200);
    expect(body).to.deep.include({ ok: true });
  });

  it('runs again a transaction PostgreSQL aborted for a deadlock: both crossing transactions succeed', async () => {
    const [a, b] = [await givenTradingCompany(t, 'Airline'), await givenTradingCompany(t, 'Airline')];
    let calls = 0;
    let firstLocks = 0;
    let bothLocked: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const cross = (first: string, second: string) =>
      t.registry.db.tx(async (tx) => {
        calls++;
        await tx.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [first]);
        if (++firstLocks === 2) bothLocked();
        await barrier;
        await tx.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [second]);
        return 'done';
      });
    expect(await Promise.all([cross(a.companyId, b.companyId), cross(b.companyId, a.companyId)])).to.deep.equal([
      'done',
      'done',
    ]);
    expect(calls, 'the transaction that lost the deadlock ran again').to.equal(3);
  });

  it('refuses with 409 and a clear message when the transaction keeps failing that way', async () => {
    let calls = 0;
    const error = await t.registry.db
      .tx(async () => {
        calls++;
        throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
      })
      .then(
        () => expect.fail('the transaction succeeded'),
        (e: { kind: string; message: string }) => e,
      );
    expect(calls).to.equal(TX_ATTEMPTS);
    expect(error).to.include({ kind: 'conflict', message: MSG.writeConflict });
  });
});
