import { describe, expect, it } from 'vitest';
import { pageLink } from './page-link';

describe("a table page's link", () => {
  it("names the page and its size, whatever page the URL's own query named", () => {
    expect(pageLink('/statements?pageSize=10&currentPage=1&sorters[0][field]=rsid', 4, 10)).toBe(
      '/statements?pageSize=10&currentPage=4&sorters[0][field]=rsid',
    );
    expect(pageLink('/statements?currentPage=3&pageSize=10', 1, 20)).toBe('/statements?currentPage=1&pageSize=20');
  });

  it('adds them to a link without them, before its hash', () => {
    expect(pageLink('/statements', 2, 10)).toBe('/statements?currentPage=2&pageSize=10');
    expect(pageLink('/statements?q=a#top', 2, 10)).toBe('/statements?q=a&currentPage=2&pageSize=10#top');
  });
});
