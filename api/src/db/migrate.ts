/** Applies the node-pg-migrate migrations of `migrations/` (the schema is owned there, never by LoopBack). */
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { REPO_ROOT } from '../config';

export async function migrate(databaseUrl: string, log = false): Promise<void> {
  await runner({
    databaseUrl,
    dir: path.join(REPO_ROOT, 'migrations'),
    direction: 'up',
    migrationsTable: 'pgmigrations',
    count: Infinity,
    singleTransaction: true,
    log: log ? (m: string) => console.log(`[migrate] ${m}`) : () => undefined,
    verbose: false,
  });
}
