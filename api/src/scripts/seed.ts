/** `npm run seed`: writes the demo data into an empty database (DATABASE_URL or the embedded one). */
import path from 'node:path';
import { loadConfig } from '../config';
import { Database } from '../db/database';
import { PostgresDataSource } from '../datasources';
import { migrate } from '../db/migrate';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { seedDemoData } from '../seed';

async function main() {
  // the demo data signs nothing: no JWT secret needed, even on DATABASE_URL
  const config = loadConfig({ jwtSecret: 'unused' });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.pgPort);
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await migrate(url);
    const db = new Database(new PostgresDataSource(url));
    console.log((await seedDemoData(db)) ? 'Demo data written.' : 'The database is not empty: nothing written.');
    await db.close();
  } finally {
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
