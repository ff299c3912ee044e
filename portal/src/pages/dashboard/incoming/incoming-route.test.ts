import { describe, expect, it } from 'vitest';
import { incomingRoute } from './incoming-route';

describe('incoming requests sub-routes (spec 2 §2.1)', () => {
  it('maps each path to its list or detail', () => {
    expect(incomingRoute('/dashboard/incoming-requests')).to.deep.equal({ tab: 'incoming' });
    expect(incomingRoute('/dashboard/incoming-requests/requests')).to.deep.equal({ tab: 'incoming', id: undefined });
    expect(incomingRoute('/dashboard/incoming-requests/requests/abc')).to.deep.equal({ tab: 'incoming', id: 'abc' });
    expect(incomingRoute('/dashboard/incoming-requests/abc/scope1')).to.deep.equal({ tab: 'incoming', id: 'abc' });
    expect(incomingRoute('/dashboard/incoming-requests/info-requests')).to.deep.equal({ tab: 'info', id: undefined });
    expect(incomingRoute('/dashboard/incoming-requests/info-requests/x1')).to.deep.equal({ tab: 'info', id: 'x1' });
  });
});
