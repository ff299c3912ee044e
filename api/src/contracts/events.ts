/**
 * Live data events (spec 3 §4 "Live data events", §7 "Live events"; DESIGN §2): a server-push stream of
 * data-change events, each with an id and data naming what to reload.
 *
 * Authentication: EventSource cannot send an Authorization header, so the client first asks
 * POST /api/events/ticket with its bearer token for a short-lived signed ticket (30 s) and opens
 * GET /api/events?ticket=… with it. The ticket is only good for opening the stream; the access token never
 * appears in a URL (and so never in access logs or the browser history).
 *
 * Scope: 'balance', 'counters' and 'targets' go to every user of the companies an event names (all users when it names
 * none); every other topic goes to readers of the admin area (Admin, SuperAdmin, Auditor) only.
 */
import { z } from 'zod';

export const EVENTS_API = {
  ticket: '/events/ticket', // POST (bearer) → EventTicket
  stream: '/events', // GET ?ticket= → text/event-stream
} as const;

export const LIVE_TOPICS = [
  'counters',
  'balance',
  'logs',
  'bcus',
  'accounts',
  'users',
  'submissions',
  'reference-values',
  'targets',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** Topics every affected user receives; the rest go to admin-area readers only. */
export const USER_TOPICS: readonly LiveTopic[] = ['counters', 'balance', 'targets'];

/** Seconds a ticket may be used to open the stream. */
export const EVENT_TICKET_SECONDS = 30;
/** Seconds between keep-alive comments on an open stream. */
export const EVENT_KEEPALIVE_SECONDS = 25;

export const EventTicket = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type EventTicket = z.infer<typeof EventTicket>;

export const EventStreamQuery = z.strictObject({ ticket: z.string().min(1).max(512) });

/** The `data` of one SSE message (the SSE `event:` field carries the topic, `id:` the id). */
export const LiveEvent = z.object({
  id: z.string(),
  topic: z.enum(LIVE_TOPICS),
  data: z.record(z.string(), z.unknown()),
});
export type LiveEvent = z.infer<typeof LiveEvent>;
