/**
 * Starts the whole registry: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data on an empty
 * database, services and the HTTP server. `main.ts`, the tests and the bench all start it this way.
 */
// first: it configures `debug` before LoopBack loads it
import './debug-colors';
import path from 'node:path';
import { type AppConfig, loadConfig } from './config';
import { Database } from './db/database';
import { PostgresDataSource } from './datasources';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrate } from './db/migrate';
import { Jobs } from './jobs';
import { createServices, type Services } from './services';
import type { Clock } from './services/platform/clock';
import { LifecycleService } from './services/accounts/lifecycle.service';
import { seedDemoData } from './seed';
import { startServer, type RunningServer } from './server';

export interface Registry {
  config: AppConfig;
  db: Database;
  services: Services;
  /** The account lifecycle rules (spec 1 §4); `jobs` runs them on the hourly pg-boss schedule. */
  lifecycle: LifecycleService;
  jobs: Jobs;
  server: RunningServer;
  url: string;
  stop(): Promise<void>;
}

export interface RegistryOptions {
  config?: Partial<AppConfig>;
  seed?: boolean;
  clock?: Clock;
  /** Create the pg-boss schedules (default true; the API tests call the jobs themselves). */
  schedule?: boolean;
  /** How often pg-boss looks for due schedules, in seconds (default pg-boss's 30; tests look every second). */
  cronIntervalSeconds?: number;
}

export async function startRegistry(options: RegistryOptions = {}): Promise<Registry> {
  const config = loadConfig(options.config);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.pgPort);
    url = embedded.url;
  }
  let jobs: Jobs | undefined;
  try {
    await migrate(url);
    const dataSource = new PostgresDataSource(url);
    // raw SQL for the demo data and the tests' fixtures; request work goes through the services' repositories
    const db = new Database(dataSource);
    const services = createServices(config, dataSource, options.clock);
    if (options.seed ?? process.env.SEED_DEMO_DATA !== 'false') await seedDemoData(db);
    const { companies, users } = services.repos;
    const lifecycle = new LifecycleService(
      services.uow,
      companies,
      users,
      services.log,
      services.mail,
      services.clock,
      config.publicUrl,
    );
    jobs = new Jobs(
      url,
      lifecycle,
      { schedule: options.schedule ?? true, cronIntervalSeconds: options.cronIntervalSeconds },
      services.tradingExpiry,
      { service: services.webhooks, repo: services.repos.webhooks },
      services.repos.credits,
    );
    await jobs.start();
    const running = jobs;
    const server = await startServer(config, dataSource, services);
    await services.statementDocuments.start();
    services.mail.start();
    return {
      config,
      db,
      services,
      lifecycle,
      jobs: running,
      server,
      url: server.url,
      /**
       * A graceful stop: no new connections; the live event streams ended (they never end by themselves, and their
       * clients reconnect to another instance); the requests in flight finished (DRAIN_MS at most); then the PDF
       * renderer, pg-boss, the mail outbox and PostgreSQL.
       */
      async stop() {
        const drained = server.stop();
        await services.events.close();
        await drained;
        // the PDF renderer: its LISTEN connection back to the pool, the warm browser closed
        await services.statementDocuments.stop();
        // pg-boss before PostgreSQL, or its pool throws 57P01 (VERSIONS.md)
        await running.stop();
        await services.mail.flush().catch(() => undefined);
        services.mail.close();
        await db.close();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await jobs?.stop().catch(() => undefined);
    await embedded?.stop();
    throw e;
  }
}
