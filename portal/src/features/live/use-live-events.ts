/**
 * Live events in the portal (spec 3 §4 "Live data events", §7 "Live events"). `useLiveEvents()` (mounted once in
 * the shell while signed in) keeps one event stream open and, on each event, refetches the cached queries its
 * topic touches (Refine and React Query share one QueryClient); after a lost connection it refetches everything
 * shown. `useLiveEvent(topic, handler)` lets a widget react to a topic itself.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectLiveEvents, EVENTS_API, type EventTicket, type LiveEvent, type LiveTopic } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { keyMatchesTopic } from './live-topics';

type Handler = (event: LiveEvent) => void;
const handlers = new Set<{ topic: LiveTopic; fn: Handler }>();

/** Calls `handler` for every live event of `topic` while the component is mounted. */
export function useLiveEvent(topic: LiveTopic, handler: Handler): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const entry = { topic, fn: (e: LiveEvent) => ref.current(e) };
    handlers.add(entry);
    return () => void handlers.delete(entry);
  }, [topic]);
}

/** Opens the stream while `signedIn`; invalidates the queries of each event's topic. */
export function useLiveEvents(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      getTicket: async () => (await api<EventTicket>(EVENTS_API.ticket, { method: 'POST' })).ticket,
      open: (url) => new EventSource(url),
      onEvent: (e) => {
        void queryClient.invalidateQueries({ predicate: (q) => keyMatchesTopic(q.queryKey, e.topic) });
        for (const h of handlers) if (h.topic === e.topic) h.fn(e);
      },
      onReconnect: () => void queryClient.invalidateQueries(),
    });
  }, [signedIn, queryClient]);
}
