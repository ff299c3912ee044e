/**
 * Starts the whole registry: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data on an empty
 * database, services and the HTTP server. `main.ts`, the tests and the bench all start it this way.
 */
import path from 'node:path';
import { type AppConfig, loadConfig } from './config';
import { Database } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrate } from './db/migrate';
import { createServices, type Services } from './services';
import type { Clock } from './services/clock';
import { seedDemoData } from './seed';
import { startServer, type RunningServer } from './server';

export interface Registry {
  config: AppConfig;
  db: Database;
  services: Services;
  server: RunningServer;
  url: string;
  stop(): Promise<void>;
}

export interface RegistryOptions {
  config?: Partial<AppConfig>;
  seed?: boolean;
  clock?: Clock;
}

export async function startRegistry(options: RegistryOptions = {}): Promise<Registry> {
  const config = loadConfig(options.config);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.pgPort);
    url = embedded.url;
  }
  try {
    await migrate(url);
    const db = new Database(url);
    const services = createServices(config, db, options.clock);
    if (options.seed ?? process.env.SEED_DEMO_DATA !== 'false') await seedDemoData(db);
    const server = await startServer(config, db, services);
    void services.mail.flush();
    return {
      config,
      db,
      services,
      server,
      url: server.url,
      async stop() {
        await server.stop();
        await services.mail.flush().catch(() => undefined);
        services.mail.close();
        await db.close();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
