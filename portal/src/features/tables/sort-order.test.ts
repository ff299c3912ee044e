import { describe, expect, it } from 'vitest';
import { ariaSort, columnSortOrder, nextSorters, sortHint } from './sort-order';

describe("a table's sorting by its headers", () => {
  it('sorts an unsorted column ascending, then descending, then not at all', () => {
    expect(nextSorters('rsid', [])).toEqual([{ field: 'rsid', order: 'asc' }]);
    expect(nextSorters('rsid', [{ field: 'rsid', order: 'asc' }])).toEqual([{ field: 'rsid', order: 'desc' }]);
    expect(nextSorters('rsid', [{ field: 'rsid', order: 'desc' }])).toEqual([]);
  });

  it('sorts by one column at a time: another column sorted before is no longer', () => {
    expect(nextSorters('amount', [{ field: 'issuedAt', order: 'desc' }])).toEqual([{ field: 'amount', order: 'asc' }]);
  });

  it("tells the sorted column's order, and only its header has an aria-sort", () => {
    const sorters = [{ field: 'issuedAt', order: 'desc' as const }];
    expect(columnSortOrder('issuedAt', sorters)).toBe('desc');
    expect(columnSortOrder('rsid', sorters)).toBeUndefined();
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort(undefined)).toBeUndefined();
  });

  it("says what the next click does, in antd's words", () => {
    const texts = { triggerAsc: 'asc next', triggerDesc: 'desc next', cancelSort: 'cancel next' };
    expect(sortHint(undefined, texts)).toBe('asc next');
    expect(sortHint('asc', texts)).toBe('desc next');
    expect(sortHint('desc', texts)).toBe('cancel next');
  });
});
