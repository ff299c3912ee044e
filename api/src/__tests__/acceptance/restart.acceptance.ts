import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { exited, freePort, running, startChildRegistry as start } from '../support/child-registry';

/**
 * Restart after a crash (issue 11.5): `node api/dist/main.js` killed with SIGKILL leaves its PostgreSQL running
 * on the data directory; the next start on the same data stops that postmaster and listens again.
 */
describe('restart after the registry was killed (kill -9)', function () {
  this.timeout(600_000);

  it('starts again on the same data directory after SIGKILL, stopping the PostgreSQL left running', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcu-restart-'));
    fs.chmodSync(dataDir, 0o755);
    const [port, pgPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    };
    delete env.DATABASE_URL;
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let second: ChildProcess | undefined;
    try {
      const first = await start(env);
      const orphan = postmaster();
      first.child.kill('SIGKILL');
      await exited(first.child);
      await sleep(500);
      expect(running(orphan), 'PostgreSQL outlives the killed registry').to.equal(true);

      const again = await start(env);
      second = again.child;
      expect(running(orphan), 'the PostgreSQL left running was stopped').to.equal(false);
      const health = await fetch(`http://localhost:${port}/api/health`);
      expect(health.status).to.equal(200);
      second.kill('SIGTERM');
      await exited(second);
      expect(fs.existsSync(pidFile), 'the registry stops its PostgreSQL on SIGTERM').to.equal(false);
    } finally {
      if (second && second.exitCode === null && second.signalCode === null) second.kill('SIGKILL');
      if (fs.existsSync(pidFile)) {
        const pid = postmaster();
        if (running(pid)) process.kill(pid, 'SIGINT');
        for (let i = 0; i < 100 && running(pid); i++) await sleep(100);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
