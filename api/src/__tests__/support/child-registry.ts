/**
 * The registry as a real child process (`node api/dist/main.js`), for the tests that stop or kill it: started on
 * free ports with the environment given, resolved once it listens; killed with SIGKILL together with the processes
 * it started (the PDF renderer's Chromium runs in a process group of its own and would outlive it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

export interface ChildRegistry {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** A TCP port nobody listens on at the moment. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Whether a process runs (a zombie does not). */
export const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Starts the registry; resolves once it listens, rejects with its output if it exits first. */
export function startChildRegistry(env: NodeJS.ProcessEnv): Promise<ChildRegistry> {
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

/** Resolves when the process has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', () => resolve()),
  );

/** The processes started by `pid`, and theirs, found in /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command name (in parentheses) may hold spaces: the parent's pid is the second field after it
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of parents.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

/** `kill -9` of the registry, as a crash would end it, and of the processes it started. */
export async function killHard(registry: ChildRegistry): Promise<void> {
  const pid = registry.child.pid!;
  const started = descendants(pid);
  registry.child.kill('SIGKILL');
  await exited(registry.child);
  for (const p of started) if (running(p)) process.kill(p, 'SIGKILL');
}
