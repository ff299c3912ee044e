import { describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '@bcu/api/contracts';
import { keyMatchesTopic, TOPIC_KEY_WORDS } from './live-topics';

describe('live topics → cached queries', () => {
  it('names words for every topic', () => {
    for (const t of LIVE_TOPICS) expect(TOPIC_KEY_WORDS[t].length).toBeGreaterThan(0);
  });

  it('marks balance, transactions and counters stale on their topics only', () => {
    const balance = ['data', 'default', 'credits', 'list', { meta: { path: 'credits/balance' } }];
    expect(keyMatchesTopic(balance, 'balance')).toBe(true);
    expect(keyMatchesTopic(['pending-count', '/incoming-transactions/count'], 'counters')).toBe(true);
    expect(keyMatchesTopic(['pending-count', '/x/count'], 'balance')).toBe(false);
    expect(keyMatchesTopic(['links'], 'balance')).toBe(false);
  });

  it("refreshes the Connect badge, request lists and Discover cards on 'counters'", () => {
    expect(keyMatchesTopic(['pending-count', '/connect/connection-requests/count'], 'counters')).toBe(true);
    expect(keyMatchesTopic(['data', 'default', 'connection-requests-received', 'list'], 'counters')).toBe(true);
    expect(keyMatchesTopic(['data', 'default', 'connect-discovery', 'list'], 'counters')).toBe(true);
    expect(keyMatchesTopic(['data', 'default', 'connect-discovery', 'list'], 'balance')).toBe(false);
  });
});
