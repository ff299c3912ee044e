import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { PostgresDataSource, type Tx, UnitOfWork } from '../../datasources';
import {
  ActionLogRepository,
  CreditRepository,
  FileRepository,
  MailOutboxRepository,
  StatementRepository,
  UserRepository,
  WebhookRepository,
} from '../../repositories';
import { flushAtCommit } from '../../repositories/at-commit';
import { notifyAtCommit } from '../../repositories/notify';

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

  /**
   * Each statement a ledger decision sends besides BEGIN and COMMIT, and those of the statement's PDFs rendered after
   * it: made in a transaction rolled back at the end, on the one connection, then found among the connection's
   * prepared statements. (Sent unnamed, PostgreSQL plans each again at every call: about 60 to 190 µs of its CPU
   * each, measured on the bench's database.)
   */
  it("prepares the statements of the ledger's decisions and of the statements' PDFs", async () => {
    const none = randomUUID();
    const steps: [string, (tx: Tx) => Promise<unknown>][] = [
      // every decision: the webhook endpoints of the event, the log rows and live events written before the commit
      ['$2 = ANY(events)', (tx) => new WebhookRepository(dataSource).findSubscribers([none], 'transfer.completed', tx)],
      [
        'WITH logged AS (INSERT INTO action_logs',
        async (tx) => {
          await new ActionLogRepository(dataSource).append(
            [
              {
                kind: 'System',
                action: 'Email sent',
                userId: null,
                companyId: null,
                subjectType: null,
                subjectId: null,
                ip: null,
                details: '{}',
              },
            ],
            tx,
          );
          await notifyAtCommit(tx, 'prepared_probe', 'probe');
          await flushAtCommit(tx);
        },
      ],
      // a retirement: its claim data and the product type its statement names
      [
        'UPDATE credits SET reporting',
        (tx) => new CreditRepository(dataSource).setColumns(none, { reporting: 'CORSIA' }, tx),
      ],
      ["c.details->>'productType'", (tx) => new CreditRepository(dataSource).retiredProductType(none, tx)],
      // the statement's PDFs, after the commit
      ['pg_try_advisory_xact_lock', (tx) => new StatementRepository(dataSource).claimRendering(none, tx)],
      [
        'FROM retirement_statements rs WHERE rs.id = ANY',
        (tx) => new StatementRepository(dataSource).findRowsByIds([none], tx),
      ],
      [
        'FROM statement_credits WHERE statement_id = ANY',
        (tx) => new StatementRepository(dataSource).findCredits([none], tx),
      ],
      [
        'INSERT INTO files',
        (tx) =>
          new FileRepository(dataSource).storeFile(
            {
              kind: 'statement',
              filename: 'probe.pdf',
              mimeType: 'application/pdf',
              size: 1,
              sha256: '0'.repeat(64),
              content: Buffer.from('x'),
            },
            tx,
          ),
      ],
    ];
    const rolledBack = new Error('rolled back');
    await new UnitOfWork(dataSource)
      .transaction(async (tx) => {
        for (const [, step] of steps) await step(tx);
        throw rolledBack;
      })
      .catch((e: unknown) => {
        if (e !== rolledBack) throw e;
      });
    // after the transaction: the mail outbox's claim (limit 0: it claims nothing), and a statement's stored PDF
    await new MailOutboxRepository(dataSource).claim(0, 60);
    await new StatementRepository(dataSource).findDocument(none, null);

    const preparedTexts = (
      await dataSource.pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')
    ).rows.map((r) => r.statement.replace(/\s+/g, ' '));
    const unprepared = [
      ...steps.map(([fragment]) => fragment),
      'UPDATE mail_outbox SET claimed_until = now() + make_interval',
      'FROM statement_documents d JOIN files f ON f.id = d.file_id WHERE d.statement_id = $1',
    ].filter((fragment) => !preparedTexts.some((text) => text.includes(fragment)));
    expect(unprepared).to.deep.equal([]);
  });
});
