/**
 * The bench's registry: a fresh embedded PostgreSQL in a temporary directory, no web apps, no rate limit, and an SMTP
 * server on loopback that takes every mail and keeps none, so queued mails are delivered once, as in production, and
 * no retried mail adds background work to a measurement. The SMTP server runs in a process of its own
 * (bench-smtp-sink.ts), as a mail server does: its work is not the registry's, and on the registry's event loop it
 * would be measured as if it were. `runStandalone` runs one bench section on its own
 * (`node dist/scripts/bench-<section>.js`): its JSON printed under its name, then everything removed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Registry, startRegistry } from '../registry';

export interface BenchRegistry {
  registry: Registry;
  /** The SMTP server's process (bench-smtp-sink.ts). */
  smtpServer: ChildProcess;
  /** Stops the registry and its SMTP server and removes its data. */
  stop(): Promise<void>;
}

export async function startBenchRegistry(name: string): Promise<BenchRegistry> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bcu-bench-${name}-`));
  const sink = fork(path.join(__dirname, 'bench-smtp-sink.js'));
  const smtpUrl = await new Promise<string>((resolve, reject) => {
    sink.once('message', (m: { url: string }) => resolve(m.url));
    sink.once('exit', (code) => reject(new Error(`the bench's SMTP server ended (${code}) before it listened`)));
  });
  // a mail server gone mid-run leaves the registry's mail undelivered, so the figures after it measure less work
  let stopping = false;
  sink.on('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `[bench] the bench's SMTP server ended before the bench did (${signal ?? `exit code ${code}`}): ` +
          'the mail queued after that was not delivered',
      );
  });
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
    smtpServer: sink,
    stop: async () => {
      await registry.stop();
      stopping = true;
      await endProcess(sink);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How long the SMTP server may take to end once told to: its own close waits up to 30 s for open connections. */
const SMTP_SERVER_END_MS = 40_000;

/** Ends a child that ends itself when its IPC channel closes (bench-smtp-sink.ts); killed if it does not in time. */
async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  if (child.connected) child.disconnect();
  else child.kill();
  const late = setTimeout(() => child.kill('SIGKILL'), SMTP_SERVER_END_MS);
  await ended;
  clearTimeout(late);
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
