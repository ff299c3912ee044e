/**
 * Live events in the backoffice (spec 3 §4 "Live data events"): which react-admin resources each topic touches,
 * and the ticket call. The submission list for the type shown refreshes on 'submissions' events; the other
 * admin lists refresh on theirs.
 */
import type { EventTicket, LiveTopic } from '@bcu/api/contracts';
import { toHttpError } from './apiError';
import { apiClient } from './httpClient';

/** The resources whose screens reload on a topic (balance, counters and targets belong to the portal's company users). */
export const TOPIC_RESOURCES: Record<LiveTopic, readonly string[]> = {
  submissions: ['submissions'],
  logs: ['logs'],
  bcus: ['credits'],
  accounts: ['accounts', 'fees'],
  users: ['users'],
  'reference-values': ['reference-values', 'certification-schemes', 'feedstock-certifications', 'incentives'],
  balance: ['accounts', 'credits'],
  counters: [],
  targets: [],
};

/** The resource a backoffice path shows ('/backoffice/submissions/…' → 'submissions'). */
export const resourceOfPath = (pathname: string): string =>
  pathname
    .replace(/^\/backoffice/, '')
    .split('/')
    .filter(Boolean)[0] ?? '';

/** Whether an event of `topic` changes what the screen at `pathname` shows. */
export const topicTouches = (topic: LiveTopic, pathname: string): boolean =>
  TOPIC_RESOURCES[topic].includes(resourceOfPath(pathname));

/** POST /api/events/ticket with the session's bearer token (refreshed once on 401). */
export async function liveTicket(): Promise<string> {
  const { data, error, response } = await (await apiClient.api()).POST('/events/ticket');
  if (!response.ok || !data) throw toHttpError(response.status, response.statusText, error);
  const ticket: EventTicket = data;
  return ticket.ticket;
}
