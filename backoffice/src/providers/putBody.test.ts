import { describe, expect, it } from 'vitest';
import { PUT_BODIES } from './putBody';

describe('PUT bodies', () => {
  it('sends only the url of a link, null when emptied', () => {
    const body = PUT_BODIES.parameters;
    expect(body({ id: 'feeScheduleURL', kind: 'link', url: ' https://x.org/a ', value: null })).toEqual({
      url: 'https://x.org/a',
    });
    expect(body({ id: 'feeScheduleURL', kind: 'link', url: '' })).toEqual({ url: null });
  });

  it("sends only the 'true' / 'false' value of a banner switch", () => {
    const body = PUT_BODIES.parameters;
    expect(body({ id: 'showHomepageDemoBanner', kind: 'switch', value: 'true', url: null })).toEqual({ value: 'true' });
    expect(body({ id: 'showHomepageDemoBanner', kind: 'switch', value: false })).toEqual({ value: 'false' });
  });
});
