import { describe, expect, it } from 'vitest';
import { permanentFilters } from './use-filtered-table';

describe('permanentFilters', () => {
  it('gives the current filters as they are', () => {
    const current = [{ field: 'q', operator: 'eq' as const, value: 'abc' }];
    expect(permanentFilters(current, [])).toEqual(current);
  });

  it("clears a filter of the first render that is no longer set (Refine would otherwise keep the first render's)", () => {
    const first = [
      { field: 'q', operator: 'eq' as const, value: 'abc' },
      { field: 'accountId', operator: 'eq' as const, value: 'a1' },
    ];
    expect(permanentFilters([{ field: 'accountId', operator: 'eq', value: 'a2' }], first)).toEqual([
      { field: 'accountId', operator: 'eq', value: 'a2' },
      { field: 'q', operator: 'eq', value: undefined },
    ]);
  });
});
