import { describe, expect, it } from 'vitest';
import type { LiveEvent as RefineLiveEvent } from '@refinedev/core';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { liveProvider, publishLiveEvent, refreshAfterReconnect } from './live-provider';
import { TOPICS_CHANNEL } from '../features/live/live-topics';

function listen(channel: string, types: string[]) {
  const got: RefineLiveEvent[] = [];
  const sub = liveProvider.subscribe({ channel, types, callback: (e: RefineLiveEvent) => got.push(e) });
  return { got, stop: () => liveProvider.unsubscribe(sub) };
}

describe("the portal's live provider", () => {
  it("refreshes Refine's balance and history lists (liveMode auto) on a 'balance' event, not the targets", () => {
    const credits = listen('resources/credits', ['*']);
    const transactions = listen('resources/transactions', ['*']);
    const targets = listen('resources/targets', ['*']);
    publishLiveEvent({ id: '1', topic: 'balance', data: {} });
    expect(credits.got).toHaveLength(1);
    expect(transactions.got).toHaveLength(1);
    expect(targets.got).toHaveLength(0);
    for (const l of [credits, transactions, targets]) l.stop();
  });

  it("hands a topic to the widgets that subscribed to it (the impact panel's KPIs and chart on 'balance', badges on 'counters')", () => {
    const impact = listen(TOPICS_CHANNEL, ['balance']);
    const badge = listen(TOPICS_CHANNEL, ['counters']);
    publishLiveEvent({ id: '1', topic: 'balance', data: {} });
    expect(impact.got.map((e) => e.type)).toEqual(['balance']);
    expect(badge.got).toHaveLength(0);
    publishLiveEvent({ id: '1', topic: 'counters', data: {} });
    expect(badge.got).toHaveLength(1);
    impact.stop();
    badge.stop();
  });

  it("refreshes the pending-count badges (records of the lists they count, liveMode auto) on a 'counters' event", () => {
    const counted = ['incoming-transactions', 'info-requests', 'connection-requests-received'].map((r) =>
      listen(`resources/${r}`, ['*']),
    );
    publishLiveEvent({ id: '1', topic: 'counters', data: {} });
    expect(counted.map((l) => l.got.length)).toEqual([1, 1, 1]);
    for (const l of counted) l.stop();
  });

  it('stops handing events to a subscription that ended', () => {
    const l = listen('resources/credits', ['*']);
    l.stop();
    publishLiveEvent({ id: '1', topic: 'balance', data: {} });
    expect(l.got).toHaveLength(0);
  });

  it('after a reconnect refetches the queries on screen but lets one still loading finish instead of sending it again', async () => {
    const client = new QueryClient();
    const calls: string[] = [];
    let answer: (rows: string[]) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['credits', 'list'],
      queryFn: ({ signal }) =>
        new Promise<string[]>((resolve, reject) => {
          calls.push('fetch');
          answer = resolve;
          signal.addEventListener('abort', () => {
            calls.push('cancelled');
            reject(new Error('cancelled'));
          });
        }),
    });
    const stop = observer.subscribe(() => undefined);
    await Promise.resolve();
    answer(['BCU-2026-000001']);
    await client.fetchQuery({ queryKey: ['credits', 'list'] });
    // the list on screen is reloading (a live event) when the stream reconnects
    const reloading = observer.refetch();
    await Promise.resolve();
    const refreshed = refreshAfterReconnect(client);
    answer(['BCU-2026-000001', 'BCU-2026-000002']);
    await Promise.all([reloading, refreshed]);
    expect(calls).toEqual(['fetch', 'fetch']);
    expect(client.getQueryData(['credits', 'list'])).toEqual(['BCU-2026-000001', 'BCU-2026-000002']);
    stop();
    client.clear();
  });
});
