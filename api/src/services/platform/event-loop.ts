import { performance } from 'node:perf_hooks';

export interface QuietOptions {
  /** The share of a window (0–1) the event loop may spend running code and still count as quiet. */
  busyShare: number;
  /** How long each look at the event loop lasts (ms). */
  windowMs: number;
  /** Wait no later than this (epoch ms): work that gives way must still be done under sustained load. */
  until: number;
  /** Stop waiting at once when this says so (the service is stopping). */
  cancelled?: () => boolean;
}

/**
 * Background work gives way to requests: resolves once this process's event loop spent at most `busyShare` of a
 * `windowMs` window running code (Node's own event-loop utilisation), or at `until`, whichever comes first.
 * Resolves with whether it found the loop quiet.
 */
export async function whenQuiet({ busyShare, windowMs, until, cancelled }: QuietOptions): Promise<boolean> {
  for (;;) {
    const start = performance.eventLoopUtilization();
    await new Promise((r) => setTimeout(r, windowMs));
    if (performance.eventLoopUtilization(start).utilization <= busyShare) return true;
    if (Date.now() >= until || cancelled?.()) return false;
  }
}
