import { describe, expect, it } from 'vitest';
import { LIVE_TOPICS, USER_TOPICS } from '@bcu/api/contracts';
import { channelWants, TOPIC_RESOURCES, TOPICS_CHANNEL } from './live-topics';

describe('live topics → Refine channels', () => {
  it('names resources for every topic a portal user receives', () => {
    for (const t of USER_TOPICS) expect(TOPIC_RESOURCES[t].length).toBeGreaterThan(0);
    for (const t of LIVE_TOPICS) expect(Array.isArray(TOPIC_RESOURCES[t])).toBe(true);
  });

  it('refreshes balance, transactions and counters on their topics only', () => {
    expect(channelWants('resources/credits', ['*'], 'balance')).toBe(true);
    expect(channelWants('resources/transactions', ['*'], 'balance')).toBe(true);
    expect(channelWants(TOPICS_CHANNEL, ['counters'], 'counters')).toBe(true);
    expect(channelWants(TOPICS_CHANNEL, ['counters'], 'balance')).toBe(false);
    expect(channelWants('resources/fees', ['*'], 'balance')).toBe(false);
  });

  it("refreshes the Connect badge, request lists and Discover cards on 'counters'", () => {
    expect(channelWants('resources/connection-requests-received', ['*'], 'counters')).toBe(true);
    expect(channelWants('resources/connect-discovery', ['*'], 'counters')).toBe(true);
    expect(channelWants('resources/connect-discovery', ['*'], 'balance')).toBe(false);
  });
});
