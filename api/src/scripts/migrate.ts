/** `npm run migrate`: applies the migrations to DATABASE_URL (or the embedded database under DATA_DIR). */
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

async function main() {
  // migrations sign nothing: no JWT secret needed, even on DATABASE_URL
  const config = loadConfig({ jwtSecret: 'unused' });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.pgPort);
  try {
    await migrate(config.databaseUrl ?? embedded!.url, true);
  } finally {
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
