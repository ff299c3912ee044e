/**
 * CPU time read from Linux's /proc, for the bench's per-request and per-operation figures: steadier than a rate on a
 * machine whose speed moves from one run to the next, because time spent waiting for a core is not counted.
 */
import fs from 'node:fs';

/** USER_HZ: /proc counts CPU time in ticks of 10 ms on Linux. */
const TICK_MS = 1000 / 100;

/**
 * The fields of a `/proc/…/stat` file after the command's name, counted from its state (0): the parent's pid is 1,
 * the CPU time in ticks is utime (11) and stime (12), and that of the reaped children cutime (13) and cstime (14).
 */
export function procStat(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
}

/** Ticks of a stat's fields as milliseconds. */
export function ticksMs(...ticks: (string | undefined)[]): number {
  return ticks.reduce((sum, t) => sum + Number(t), 0) * TICK_MS;
}

/**
 * CPU time so far, in ms, of this process's main thread alone — the registry's event loop, without the worker thread
 * that runs the load generator — or undefined where /proc is not (not Linux).
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    const f = procStat(`/proc/self/task/${process.pid}/stat`);
    return ticksMs(f[11], f[12]);
  } catch {
    return undefined;
  }
}
