/**
 * Runs one bench section on its own (`node dist/scripts/bench-<section>.js`): a registry on a fresh embedded
 * PostgreSQL in a temporary directory, the section's JSON printed under its name, then everything removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Registry, startRegistry } from '../registry';

/**
 * A registry for the bench: a fresh embedded PostgreSQL under `dataDir`, no web apps, no rate limit; mail goes to
 * `smtpUrl` (by default nowhere: the outbox keeps it).
 */
export function startBenchRegistry(dataDir: string, smtpUrl = 'smtp://127.0.0.1:1'): Promise<Registry> {
  return startRegistry({
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
}

export function runStandalone(name: string, bench: (registry: Registry) => Promise<unknown>): void {
  void (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bcu-bench-${name}-`));
    const registry = await startBenchRegistry(dataDir);
    try {
      console.log(JSON.stringify({ [name]: await bench(registry) }, null, 2));
    } finally {
      await registry.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
