import { describe, expect, it } from 'vitest';
import { toSwitches } from './use-parameters';

describe('banner switches', () => {
  it("is on only for the text 'true'", () => {
    expect(
      toSwitches([
        { key: 'showHomepageDemoBanner', value: 'true' },
        { key: 'showHomepageAcademyBanner', value: 'false' },
      ]),
    ).toEqual({ showHomepageDemoBanner: true, showHomepageAcademyBanner: false });
    expect(toSwitches(undefined)).toEqual({});
  });
});
