import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { REPO_ROOT } from '../../config';

/**
 * Restart after a crash (issue 11.5): `node api/dist/main.js` killed with SIGKILL leaves its PostgreSQL running
 * on the data directory; the next start on the same data stops that postmaster and listens again.
 */
describe('restart after the registry was killed (kill -9)', function () {
  this.timeout(600_000);

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const s = net.createServer().listen(0, () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
      s.on('error', reject);
    });
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };

  /** Starts the registry; resolves once it listens, rejects with its output if it exits first. */
  function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: () => string }> {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    return new Promise((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += d.toString();
        if (out.includes('BCU Registry listening on')) resolve({ child, output: () => out });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`the registry exited (${code}) before listening:\n${out}`)));
    });
  }
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', () => resolve()),
    );

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
