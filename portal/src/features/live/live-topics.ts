/**
 * Which cached queries each live topic makes stale (spec 3 §4 "Live data events"): a query is refetched when its
 * key mentions one of the topic's words — Refine's list keys carry the resource name and path, custom queries
 * their own key (e.g. ['pending-count', url]). New panels join by using one of these words in their key.
 */
import type { LiveTopic } from '@bcu/api/contracts';

export const TOPIC_KEY_WORDS: Record<LiveTopic, readonly string[]> = {
  balance: ['balance', 'credits', 'transactions', 'statements', 'retirement'],
  // a connection request created or decided also changes the Discover cards' connection state
  counters: ['count', 'incoming', 'info-request', 'connection-requests', 'connect-discovery'],
  submissions: ['submissions'],
  logs: ['logs'],
  bcus: ['credits'],
  accounts: ['accounts', 'profile'],
  users: ['users', 'company-users'],
  'reference-values': ['reference'],
  targets: ['targets'],
};

/** True when a query key (any nesting of strings, numbers and objects) mentions a word of the topic. */
export function keyMatchesTopic(queryKey: readonly unknown[], topic: LiveTopic): boolean {
  const text = JSON.stringify(queryKey).toLowerCase();
  return TOPIC_KEY_WORDS[topic].some((w) => text.includes(w));
}
