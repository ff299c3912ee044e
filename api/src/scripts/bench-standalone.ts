/**
 * The bench's registry: a fresh embedded PostgreSQL in a temporary directory, no web apps, no rate limit, and an SMTP
 * server on loopback that takes every mail and keeps none, so queued mails are delivered once, as in production, and
 * no retried mail adds background work to a measurement. `runStandalone` runs one bench section on its own
 * (`node dist/scripts/bench-<section>.js`): its JSON printed under its name, then everything removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Registry, startRegistry } from '../registry';
// the tests' SMTP server, keeping nothing (as the bench fixtures use the tests' ledger fixture helper)
import { SmtpSink } from '../__tests__/support/smtp-sink';

export interface BenchRegistry {
  registry: Registry;
  /** Stops the registry and its SMTP server and removes its data. */
  stop(): Promise<void>;
}

export async function startBenchRegistry(name: string): Promise<BenchRegistry> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bcu-bench-${name}-`));
  const sink = new SmtpSink({ keep: false });
  const smtpUrl = await sink.start();
  const registry = await startRegistry({
    config: {
      dataDir,
      port: 0,
      pgPort: 30000 + Math.floor(Math.random() * 10000),
      databaseUrl: undefined,
      serveApps: false,
      rateLimit: false,
      smtpUrl,
      jwtSecret: 'bench-secret-bench-secret-bench',
    },
  });
  return {
    registry,
    stop: async () => {
      await registry.stop();
      await sink.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function runStandalone(name: string, bench: (registry: Registry) => Promise<unknown>): void {
  void (async () => {
    const { registry, stop } = await startBenchRegistry(name);
    try {
      console.log(JSON.stringify({ [name]: await bench(registry) }, null, 2));
    } finally {
      await stop();
    }
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
