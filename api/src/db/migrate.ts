/** Applies the node-pg-migrate migrations of `migrations/` (the schema is owned there, never by LoopBack). */
import fs from 'node:fs';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { REPO_ROOT } from '../config';
import type { PostgresDataSource } from '../datasources';

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

let migrationFiles: string[] | undefined;
/** The names of the migrations in `migrations/`, as node-pg-migrate records them (the file name without `.sql`). */
function migrationNames(): string[] {
  migrationFiles ??= fs
    .readdirSync(path.join(REPO_ROOT, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
  return migrationFiles;
}

/**
 * The migrations of `migrations/` that the database has not applied (none: its schema is this build's). Rejects
 * when the database cannot be reached.
 */
export async function pendingMigrations(dataSource: PostgresDataSource): Promise<string[]> {
  const rows = (await dataSource.execute('SELECT name FROM pgmigrations')) as { name: string }[];
  const applied = new Set(rows.map((r) => r.name));
  return migrationNames().filter((name) => !applied.has(name));
}
