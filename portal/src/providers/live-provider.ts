/**
 * Refine's live provider over the API's event stream (spec 3 §4 "Live data events", §7 "Live events"). The shell
 * opens one stream while signed in (`useLiveStream`); each event goes to the subscribers its topic concerns:
 * Refine's own list/record subscriptions (`resources/<name>`, refreshed by `liveMode: "auto"`) and widgets that
 * subscribed to the topic (`useLiveRefetch`). After a lost connection everything shown is read again.
 */
import { useEffect, useRef } from 'react';
import { useSubscription, type LiveEvent as RefineLiveEvent, type LiveProvider } from '@refinedev/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { connectLiveEvents, EVENTS_API, type EventTicket, type LiveEvent, type LiveTopic } from '@bcu/api/contracts';
import { api } from '../api/http';
import { channelWants, TOPICS_CHANNEL } from '../features/live/live-topics';

interface Subscription {
  channel: string;
  types: string[];
  callback: (event: RefineLiveEvent) => void;
}

const subscriptions = new Set<Subscription>();

/** Hands one event of the stream to the subscribers its topic concerns. */
export function publishLiveEvent(event: LiveEvent): void {
  for (const s of [...subscriptions])
    if (channelWants(s.channel, s.types, event.topic))
      s.callback({ channel: s.channel, type: event.topic, payload: event.data, date: new Date() });
}

export const liveProvider: LiveProvider = {
  subscribe: ({ channel, types, callback }) => {
    const s: Subscription = { channel, types, callback };
    subscriptions.add(s);
    return s;
  },
  unsubscribe: (s: Subscription) => void subscriptions.delete(s),
};

/**
 * After the stream reconnects, every query may have missed events: all are marked stale and those on screen
 * refetched — a request still loading is left to finish, not cancelled and sent again.
 */
export function refreshAfterReconnect(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(undefined, { cancelRefetch: false });
}

/** Opens the stream while `signedIn`. */
export function useLiveStream(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      getTicket: async () => (await api<EventTicket>(EVENTS_API.ticket, { method: 'POST' })).ticket,
      open: (url) => new EventSource(url),
      onEvent: publishLiveEvent,
      onReconnect: () => void refreshAfterReconnect(queryClient),
    });
  }, [signedIn, queryClient]);
}

/** Calls `refetch` on every live event of one of `topics` (a widget reading a custom query). */
export function useLiveRefetch(topics: readonly LiveTopic[], refetch: () => unknown, enabled = true): void {
  const ref = useRef(refetch);
  useEffect(() => {
    ref.current = refetch;
  });
  useSubscription({
    channel: TOPICS_CHANNEL,
    types: [...topics],
    enabled,
    onLiveEvent: () => void ref.current(),
  });
}
