import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { PostgresDataSource, UnitOfWork } from '../../datasources';
import { UserRepository } from '../../repositories';

/**
 * Issue 14: the statements of the hot paths (the caller of every signed-in request, the answers of the ledger's
 * decisions) are named prepared statements, parsed and planned once per connection; a migration that changes what
 * one returns does not fail the requests of a registry already running (datasources/prepared-statements.ts).
 */
describe('prepared statements (issue 14)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  // one connection, so every call below meets the statement that connection prepared
  let dataSource: PostgresDataSource;
  let users: UserRepository;
  let caller: { userId: string; sessionId: string };

  before(async () => {
    t = await givenRegistry();
    dataSource = new PostgresDataSource(t.registry.db.dataSource.url, 1);
    users = new UserRepository(dataSource);
    const { token, user } = await signIn(t, 'airline.user@demo.bcu', 'Demo1234!');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };
    caller = { userId: user.id as string, sessionId: claims.sid };
  });

  after(async () => {
    await dataSource.disconnect();
  });

  const findCaller = () => users.findSessionCaller(caller.userId, caller.sessionId);
  const preparedRuns = async () =>
    (
      await dataSource.pool.query<{ name: string; runs: number }>(
        "SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement LIKE '%refresh_tokens%'",
      )
    ).rows;

  it("parses the caller's statement once per connection and runs it under its name", async () => {
    const before = (await preparedRuns()).reduce((n, r) => n + Number(r.runs), 0);
    for (let i = 0; i < 3; i++) expect((await findCaller())!.id).to.equal(caller.userId);
    const after = await preparedRuns();
    expect(after).to.have.length(1);
    expect(after[0].name).to.match(/^bcu_[0-9a-f]{20}_\d+$/);
    expect(Number(after[0].runs) - before).to.equal(3);
  });

  it('runs it again, prepared anew, when a migration changed what it returns: alone, and inside a unit of work', async () => {
    expect((await findCaller())!.id).to.equal(caller.userId);
    await t.registry.db.rows('ALTER TABLE users ADD COLUMN prepared_probe integer');
    try {
      // the connection's plan returns the old columns: PostgreSQL refuses it, and the call is made again
      expect(await findCaller()).to.deep.include({ id: caller.userId, prepared_probe: null });

      await t.registry.db.rows('ALTER TABLE users DROP COLUMN prepared_probe');
      let attempts = 0;
      const row = await new UnitOfWork(dataSource).transaction(async (tx) => {
        attempts++;
        return users.findSessionCaller(caller.userId, caller.sessionId, tx);
      });
      expect(row!.id).to.equal(caller.userId);
      expect(row).to.not.have.property('prepared_probe');
      expect(attempts, 'the transaction the outdated statement aborted is run again').to.equal(2);
    } finally {
      await t.registry.db.rows('ALTER TABLE users DROP COLUMN IF EXISTS prepared_probe');
    }
  });
});
