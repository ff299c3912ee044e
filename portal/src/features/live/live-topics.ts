/**
 * Which data each live topic changes (spec 3 §4 "Live data events"): the Refine resources whose lists and records
 * refresh themselves (`liveMode: "auto"` subscribes them to `resources/<name>`; the pending-count badges are records
 * of the lists they count), and the topic channel that widgets reading a custom query (totals, charts, details)
 * subscribe to with `useLiveRefetch`.
 */
import type { LiveTopic } from '@bcu/api/contracts';

export const TOPIC_RESOURCES: Record<LiveTopic, readonly string[]> = {
  balance: ['credits', 'transactions', 'incoming-transactions', 'statements', 'retirements'],
  // a connection request created or decided also changes the Discover cards' connection state
  counters: [
    'incoming-transactions',
    'info-requests',
    'connection-requests-received',
    'connection-requests-sent',
    'connect-admin-connection-requests',
    'connect-discovery',
  ],
  submissions: [],
  logs: [],
  bcus: ['credits'],
  accounts: [],
  users: ['company-users'],
  'reference-values': [],
  targets: ['targets'],
};

/** The channel of the topics themselves (a subscriber names the topics it wants as its `types`). */
export const TOPICS_CHANNEL = 'topics';

/** True when an event of `topic` is for a subscriber of `channel` listening to `types`. */
export function channelWants(channel: string, types: readonly string[], topic: LiveTopic): boolean {
  if (channel === TOPICS_CHANNEL) return types.includes(topic) || types.includes('*');
  const resource = channel.startsWith('resources/') ? channel.slice('resources/'.length) : undefined;
  return resource !== undefined && TOPIC_RESOURCES[topic].includes(resource);
}
