/**
 * Live data events (spec 3 §4 "Live data events", §7 "Live events"; DESIGN §2).
 *
 * Writers call `publish(tx, {topic, data, companyIds})` inside their own transaction: it is a pg_notify, which
 * PostgreSQL delivers only at commit (a rolled-back write publishes nothing). Each process holds one LISTEN
 * connection, opened with the first subscriber, and fans every notification out to its open SSE streams
 * according to the scope of contracts/events.ts. Streams are opened with a short-lived signed ticket
 * (EventSource cannot send a bearer header); `close()` ends every stream and the LISTEN connection.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  EVENT_TICKET_SECONDS,
  type EventTicket,
  type LiveEvent,
  LIVE_TOPICS,
  type LiveTopic,
  USER_TOPICS,
} from '../../contracts';
import { type Listener, type PostgresDataSource, type Tx, listen } from '../../datasources';
import { notifyAtCommit } from '../../repositories/notify';
import { unavailable } from '../errors';
import type { Clock } from './clock';

export const EVENTS_CHANNEL = 'bcu_live_events';
/** pg_notify payloads must stay under 8000 bytes; larger data is dropped (the topic is what clients need). */
const MAX_PAYLOAD = 7_000;

export interface PublishInput {
  topic: LiveTopic;
  data?: Record<string, unknown>;
  /** The companies whose users should reload (balance, counters); none: every user. */
  companyIds?: string[];
}

interface Wire extends LiveEvent {
  companyIds?: string[];
}

/**
 * Publishes a live event in the writer's transaction (delivered at commit). Callable from any service:
 * `await publish(tx, { topic: 'balance', companyIds: [from, to] })`.
 */
export async function publish(tx: Tx, input: PublishInput): Promise<void> {
  const wire: Wire = { id: randomUUID(), topic: input.topic, data: input.data ?? {}, companyIds: input.companyIds };
  let payload = JSON.stringify(wire);
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ ...wire, data: {} });
  await notifyAtCommit(tx, EVENTS_CHANNEL, payload);
}

/** Who listens on one stream. */
export interface Subscriber {
  userId: string;
  companyId: string;
  /** Reads the admin area (Admin, SuperAdmin, Auditor): receives every topic. */
  adminReader: boolean;
  send(event: LiveEvent): void;
  /** Ends the stream (registry stop). */
  end(): void;
}

/** Whether a subscriber receives an event (contracts/events.ts "Scope"). */
export function receives(
  sub: Pick<Subscriber, 'companyId' | 'adminReader'>,
  e: Pick<Wire, 'topic' | 'companyIds'>,
): boolean {
  if (sub.adminReader) return true;
  if (!USER_TOPICS.includes(e.topic)) return false;
  return !e.companyIds?.length || e.companyIds.includes(sub.companyId);
}

export class EventsService {
  private readonly subscribers = new Set<Subscriber>();
  private listener?: Listener;
  private connecting?: Promise<void>;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: PostgresDataSource,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** A ticket that opens one stream for the user within EVENT_TICKET_SECONDS. */
  ticket(userId: string): EventTicket {
    const exp = this.clock.now().getTime() + EVENT_TICKET_SECONDS * 1000;
    const body = `${userId}.${exp}`;
    return { ticket: `${body}.${this.sign(body)}`, expiresIn: EVENT_TICKET_SECONDS };
  }

  /** The user a valid, unexpired ticket was issued to. */
  ticketUser(ticket: string): string | undefined {
    const parts = ticket.split('.');
    if (parts.length !== 3) return undefined;
    const [userId, exp, sig] = parts;
    const expected = Buffer.from(this.sign(`${userId}.${exp}`));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (!(Number(exp) > this.clock.now().getTime())) return undefined;
    return userId;
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * Adds a stream (opening the LISTEN connection if needed); answers its unsubscribe. Once the instance is stopping
   * (`close()`), a stream is refused as unavailable: its client reconnects, to another instance.
   */
  async subscribe(sub: Subscriber): Promise<() => void> {
    if (this.closed) throw unavailable();
    await this.listen();
    // the stop may have come while the LISTEN connection was being opened
    if (this.closed) throw unavailable();
    this.subscribers.add(sub);
    return () => void this.subscribers.delete(sub);
  }

  /** Ends every stream and the LISTEN connection (registry stop). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    for (const s of this.subscribers) s.end();
    this.subscribers.clear();
    await this.connecting?.catch(() => undefined);
    const l = this.listener;
    this.listener = undefined;
    await l?.close();
  }

  private listen(): Promise<void> {
    if (this.listener) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    // the connection this attempt opens, and whether it broke (possibly before it was adopted)
    const opened: { listener?: Listener; lost: boolean } = { lost: false };
    const onLost = (e?: Error) => {
      if (e) console.error('[events] LISTEN connection error:', e.message);
      opened.lost = true;
      if (!opened.listener || this.listener !== opened.listener) return;
      this.listener = undefined;
      this.reconnectLater();
    };
    const listener = await listen(this.dataSource, EVENTS_CHANNEL, { onNotify: (p) => this.dispatch(p), onLost });
    opened.listener = listener;
    if (this.closed || opened.lost) {
      await listener.close();
      if (opened.lost) this.reconnectLater();
      return;
    }
    this.listener = listener;
  }

  /** Listens again in a second while streams are open; events published meanwhile are missed (clients reload). */
  private reconnectLater(): void {
    if (this.closed || !this.subscribers.size) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen().catch(() => this.reconnectLater()), 1000);
  }

  private dispatch(payload: string): void {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (!(LIVE_TOPICS as readonly string[]).includes(wire.topic)) return;
    const event: LiveEvent = { id: wire.id, topic: wire.topic, data: wire.data ?? {} };
    for (const s of this.subscribers) {
      if (!receives(s, wire)) continue;
      try {
        s.send(event);
      } catch {
        this.subscribers.delete(s);
      }
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`live-events:${body}`).digest('base64url');
  }
}
