/**
 * A registry on a database of its own, created on the test PostgreSQL and seeded with the demo data, for tests
 * that send thousands of requests (fuzzing, the authorization matrix) and must not change what other tests read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { supertest } from '@loopback/testlab';
import { startRegistry } from '../../registry';
import { givenRegistry, TestClock, type TestRegistry } from './test-registry';

export interface OwnRegistry extends TestRegistry {
  close(): Promise<void>;
}

export async function givenOwnRegistry(name: string): Promise<OwnRegistry> {
  const main = await givenRegistry();
  const dbName = `${name}_${Date.now()}`;
  await main.registry.db.pool.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(main.registry.db.pool.options.connectionString as string);
  url.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bcu-${name}-`));
  const clock = new TestClock();
  const registry = await startRegistry({
    clock,
    seed: true,
    schedule: false,
    config: {
      databaseUrl: url.toString(),
      dataDir,
      port: 0,
      smtpUrl: main.registry.config.smtpUrl,
      jwtSecret: `${name}-secret-of-sufficient-length`,
      serveApps: false,
      rateLimitPerMinute: 100_000,
      captchaMaxNumber: 2_000,
      publicUrl: 'http://localhost:3000',
    },
  });
  return {
    registry,
    sink: main.sink,
    clock,
    dataDir,
    api: supertest(registry.url),
    async close() {
      await registry.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await main.registry.db.pool.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}
