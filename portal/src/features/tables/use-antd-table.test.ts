import { describe, expect, it } from 'vitest';
import { antdSorterToCrud, getDefaultSortOrder } from './use-antd-table';

describe("the antd table's sorting as Refine's", () => {
  it("sorts by the column's key, else its data index, in Refine's order words", () => {
    expect(antdSorterToCrud({ columnKey: 'rsid', field: 'RSID', order: 'ascend' })).toEqual([
      { field: 'rsid', order: 'asc' },
    ]);
    expect(antdSorterToCrud({ field: ['a', 'b'], order: 'descend' })).toEqual([{ field: 'a.b', order: 'desc' }]);
  });

  it('sorts by nothing once a column is no longer sorted', () => {
    expect(antdSorterToCrud({ columnKey: 'rsid', field: 'RSID', order: undefined })).toEqual([]);
  });

  it("draws a column's sort order from Refine's sorters", () => {
    const sorters = [{ field: 'issuedAt', order: 'desc' as const }];
    expect(getDefaultSortOrder('issuedAt', sorters)).toBe('descend');
    expect(getDefaultSortOrder('rsid', sorters)).toBeUndefined();
    expect(getDefaultSortOrder('rsid', [{ field: 'rsid', order: 'asc' }])).toBe('ascend');
  });
});
