/**
 * The browser side of the live events (spec 3 §7 "Live events"), shared by the portal and the backoffice: asks
 * for a ticket, opens the EventSource, hands each event on, and after any failure reconnects with a fresh ticket
 * (1 s, 2 s, 4 s … up to 30 s). A reconnect is reported, since events sent meanwhile were missed.
 * Pure TypeScript: the EventSource and the timers are passed in, so it runs under test without a browser.
 */
import { EVENTS_API, LIVE_TOPICS, type LiveEvent, type LiveTopic } from './events';

/** The part of the browser's EventSource this client uses. */
export interface EventSourceLike {
  onopen: ((ev: never) => void) | null;
  onerror: ((ev: never) => void) | null;
  addEventListener(type: string, listener: (ev: { data: string }) => void): void;
  close(): void;
}

export interface LiveClientOptions {
  /** POST /api/events/ticket with the session's bearer token → the ticket. */
  getTicket(): Promise<string>;
  /** `(url) => new EventSource(url)`. */
  open(url: string): EventSourceLike;
  onEvent(event: LiveEvent): void;
  /** The stream is back after a loss: reload what is shown. */
  onReconnect?(): void;
  /** The API's base path (default '/api'). */
  base?: string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const LIVE_RETRY_MIN_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

/** Opens the stream; answers the function that closes it for good. */
export function connectLiveEvents(o: LiveClientOptions): () => void {
  const setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let closed = false;
  let source: EventSourceLike | undefined;
  let timer: unknown;
  let delay = LIVE_RETRY_MIN_MS;
  let connectedBefore = false;

  const retry = () => {
    if (closed) return;
    source?.close();
    source = undefined;
    timer = setTimer(() => void start(), delay);
    delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
  };

  const start = async () => {
    if (closed) return;
    let ticket: string;
    try {
      ticket = await o.getTicket();
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const es = o.open(`${o.base ?? '/api'}${EVENTS_API.stream}?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.onopen = () => {
      delay = LIVE_RETRY_MIN_MS;
      if (connectedBefore) o.onReconnect?.();
      connectedBefore = true;
    };
    // The browser would retry with the same (soon expired) ticket; a fresh one is asked for instead.
    es.onerror = () => {
      if (source === es) retry();
    };
    for (const topic of LIVE_TOPICS)
      es.addEventListener(topic, (ev) => {
        const event = parseLiveEvent(ev.data);
        if (event) o.onEvent(event);
      });
  };

  void start();
  return () => {
    closed = true;
    clearTimer(timer);
    source?.close();
    source = undefined;
  };
}

/** The JSON data of one message, or undefined when it is not a live event. */
export function parseLiveEvent(data: string): LiveEvent | undefined {
  try {
    const e = JSON.parse(data) as Partial<LiveEvent>;
    if (typeof e.id !== 'string' || !(LIVE_TOPICS as readonly string[]).includes(e.topic as string)) return undefined;
    return { id: e.id, topic: e.topic as LiveTopic, data: e.data && typeof e.data === 'object' ? e.data : {} };
  } catch {
    return undefined;
  }
}
