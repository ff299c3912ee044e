import { describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '@bcu/api/contracts';
import { resourceOfPath, TOPIC_RESOURCES, topicTouches } from './liveEvents';

describe('live events in the backoffice', () => {
  it('names the resources of every topic', () => {
    for (const t of LIVE_TOPICS) expect(TOPIC_RESOURCES[t]).toBeDefined();
  });

  it('refreshes the submissions list and details on a submissions event, not other screens', () => {
    expect(resourceOfPath('/backoffice/submissions')).toBe('submissions');
    expect(topicTouches('submissions', '/backoffice/submissions')).toBe(true);
    expect(topicTouches('submissions', '/backoffice/submissions/abc/show')).toBe(true);
    expect(topicTouches('submissions', '/backoffice/logs')).toBe(false);
    expect(topicTouches('reference-values', '/backoffice/reference-values/incentives')).toBe(true);
    expect(topicTouches('counters', '/backoffice/accounts')).toBe(false);
  });
});
