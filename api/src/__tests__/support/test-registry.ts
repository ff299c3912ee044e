/**
 * One real registry for the API tests: embedded PostgreSQL in a temporary directory, the real HTTP server,
 * a real SMTP sink, and a clock the tests can move. Started on first use, stopped after the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { supertest } from '@loopback/testlab';
import { startRegistry, type Registry } from '../../registry';
import type { Clock } from '../../services/platform/clock';
import { SmtpSink } from './smtp-sink';

export class TestClock implements Clock {
  offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceHours(h: number) {
    this.offsetMs += h * 3_600_000;
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestRegistry {
  registry: Registry;
  sink: SmtpSink;
  clock: TestClock;
  dataDir: string;
  api: ReturnType<typeof supertest>;
}

let running: Promise<TestRegistry> | undefined;

export function givenRegistry(): Promise<TestRegistry> {
  running ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-test-'));
    const sink = new SmtpSink();
    const smtpUrl = await sink.start();
    const clock = new TestClock();
    const registry = await startRegistry({
      clock,
      // the lifecycle tests run the jobs themselves, on their own accounts and with the clock moved
      schedule: false,
      config: {
        dataDir,
        port: 0,
        pgPort: 20000 + Math.floor(Math.random() * 20000),
        smtpUrl,
        databaseUrl: undefined,
        jwtSecret: 'test-secret-of-sufficient-length',
        serveApps: false,
        rateLimitPerMinute: 10_000,
        captchaMaxNumber: 2_000,
        publicUrl: 'http://localhost:3000',
        // webhook tests deliver to a receiver on 127.0.0.1 over HTTP, and retry after a second instead of 30
        webhooksAllowLocal: true,
        webhookRetryBaseSeconds: 1,
      },
    });
    return { registry, sink, clock, dataDir, api: supertest(registry.url) };
  })();
  return running;
}

export async function stopRegistry(): Promise<void> {
  if (!running) return;
  const t = await running;
  await t.registry.stop();
  await t.sink.stop();
  fs.rmSync(t.dataDir, { recursive: true, force: true });
  running = undefined;
}
