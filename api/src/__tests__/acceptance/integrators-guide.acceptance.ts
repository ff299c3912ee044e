/**
 * Issue 16.5 — the integrators' guide (docs/integrators.md) runs as written: its numbered steps (create an API key,
 * call with it, read the balance, transfer with an `Idempotency-Key`, retry) are taken from the guide, the `curl`
 * steps run in bash and the TypeScript steps with `@bcu/client`, against the real HTTP server; the TypeScript steps
 * also typecheck against the client's generated types. A guide that drifts from the API fails here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import ts from 'typescript';
import { REPO_ROOT } from '../../config';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';
import { givenActiveCredit, givenContact, givenTradingCompany, type TradingCompany } from '../support/ledger-builders';

const STEPS = ['create-key', 'client', 'balance', 'transfer', 'retry'] as const;

/** The shell and TypeScript blocks after each `<!-- guide:step -->` marker of the guide. */
function guideSteps(): Record<(typeof STEPS)[number], { sh: string; ts: string }> {
  const guide = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'integrators.md'), 'utf8');
  const steps = new Map<string, { sh: string; ts: string }>();
  for (const m of guide.matchAll(/<!-- guide:([\w-]+) -->\s*```sh\n([\s\S]*?)```\s*```ts\n([\s\S]*?)```/g))
    steps.set(m[1], { sh: m[2], ts: m[3] });
  expect([...steps.keys()], 'the steps of the guide').to.deep.equal([...STEPS]);
  return Object.fromEntries(steps) as ReturnType<typeof guideSteps>;
}

/** What a reader's program holds between the steps: the key, kept in the secret store and read from the environment. */
const typeScriptProgram = (s: ReturnType<typeof guideSteps>) =>
  [s['create-key'].ts, 'process.env.BCU_API_KEY = apiKey;', s.client.ts, s.balance.ts, s.transfer.ts, s.retry.ts].join(
    '\n',
  );

/** `@bcu/client` as the guide's reader imports it (its typed client; the types are checked separately). */
function bcuClientModule(): unknown {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'client', 'src', 'typed.ts'), 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText;
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  new Function('require', 'module', 'exports', js)(require, mod, mod.exports);
  return mod.exports;
}

describe("the integrators' guide (issue 16.5)", function () {
  this.timeout(180_000);
  let t: TestRegistry;
  let steps: ReturnType<typeof guideSteps>;
  before(async () => {
    steps = guideSteps();
    t = await givenRegistry();
  });

  /** A company (its owner signed in) holding one Active BCU of 10, with one contact to transfer to. */
  async function givenIntegrator() {
    const holder = await givenTradingCompany(t, 'Corporate');
    const receiver = await givenTradingCompany(t, 'Airline');
    await givenContact(t, holder, receiver);
    const credit = await givenActiveCredit(t, { holder, volumeKg: 10_000 });
    const token = (await signIn(t, holder.ownerEmail)).token;
    return { holder, receiver, credit, token };
  }

  const requestsOf = async (creditId: string) =>
    Number(
      (await t.registry.db.one<{ n: string }>('SELECT count(*)::text AS n FROM credit_requests WHERE credit_id = $1', [
        creditId,
      ]))!.n,
    );

  async function keysOf(token: string) {
    const r = await t.api.get('/api/profile/api-keys').set('Authorization', `Bearer ${token}`).expect(200);
    return r.body as { name: string; scopes: string[]; lastUsedAt: string | null }[];
  }

  const expectTransfer = (body: Record<string, unknown>, receiver: TradingCompany, creditId: string) => {
    expect(body).to.include({ kind: 'Transfer', status: 'Pending', amount: '4.000', creditId });
    expect((body.receiver as { id: string }).id).to.equal(receiver.companyId);
  };

  it('runs the curl steps as written: a key is made, the balance read, the transfer made once despite the retry', async () => {
    const { receiver, credit, token } = await givenIntegrator();
    const script = STEPS.map((s) => `${steps[s].sh}\nprintf '\\n<<<${s}>>>\\n'`).join('\n');
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, REGISTRY: t.registry.url, TOKEN: token },
    });
    const out = Object.fromEntries(STEPS.map((s, i) => [s, stdout.split(/\n<<<[\w-]+>>>\n/)[i].trim()])) as Record<
      (typeof STEPS)[number],
      string
    >;

    expect(out['create-key'], 'the secret is kept, not printed').to.equal('');
    const [balance, total] = out.balance.split('\n').map((l) => JSON.parse(l));
    expect(balance.map((c: { id: string }) => c.id)).to.deep.equal([credit.id]);
    expect(total).to.deep.equal({ total: '10.000', count: 1 });
    const transfer = JSON.parse(out.transfer);
    expectTransfer(transfer, receiver, credit.id);

    const [head, body] = out.retry.split(/\r?\n\r?\n/);
    expect(head).to.match(/^HTTP\/1\.1 201/);
    expect(head.toLowerCase()).to.contain('idempotent-replayed: true');
    expect(JSON.parse(body)).to.deep.equal(transfer);
    expect(await requestsOf(credit.id)).to.equal(1);
    const keys = await keysOf(token);
    expect(keys.map((k) => [k.name, k.scopes])).to.deep.equal([
      ['ERP integration', ['credits:read', 'transfers:write']],
    ]);
    expect(keys[0].lastUsedAt).to.be.a('string');
  });

  it('runs the TypeScript steps with @bcu/client: the same key, balance, one transfer and a replayed retry', async () => {
    const { receiver, credit, token } = await givenIntegrator();
    const js = ts.transpileModule(typeScriptProgram(steps), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const run = new Function(
      'require',
      'process',
      'exports',
      `return (async () => {\n${js}\nreturn { apiKey, balance, total, transfer, retried, replayed };\n})();`,
    ) as (
      require: (id: string) => unknown,
      process: { env: Record<string, string> },
      exports: object,
    ) => Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const client = bcuClientModule();
    const load = createRequire(__filename);
    const got = await run(
      (id) => (id === '@bcu/client' ? client : load(id)),
      {
        env: { REGISTRY: t.registry.url, TOKEN: token },
      },
      {},
    );

    expect(got.apiKey).to.match(/^bcu_live_/);
    expect(got.balance.map((c: { id: string }) => c.id)).to.deep.equal([credit.id]);
    expect(got.total).to.deep.equal({ total: '10.000', count: 1 });
    expectTransfer(got.transfer, receiver, credit.id);
    expect(got.retried.data).to.deep.equal(got.transfer);
    expect(got.replayed).to.equal(true);
    expect(await requestsOf(credit.id)).to.equal(1);
    expect((await keysOf(token)).map((k) => k.name)).to.deep.equal(['ERP integration']);
  });

  it('has TypeScript steps that typecheck against the types of @bcu/client', () => {
    const file = path.join(REPO_ROOT, 'client', 'src', '__integrators-guide__.ts');
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      types: ['node'],
      baseUrl: path.join(REPO_ROOT, 'client'),
      paths: { '@bcu/api/contracts': ['../api/src/contracts/index.ts'] },
    };
    const host = ts.createCompilerHost(options);
    const source = typeScriptProgram(steps);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (f) => f === file || fileExists(f);
    host.readFile = (f) => (f === file ? source : readFile(f));
    host.getSourceFile = (f, v, ...rest) =>
      f === file ? ts.createSourceFile(f, source, v) : getSourceFile(f, v, ...rest);
    const program = ts.createProgram([file], options, host);
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file || !d.file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).to.deep.equal([]);
  });
});
