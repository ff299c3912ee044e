/**
 * A list table whose filter follows the screen's own state (search box, selects, date range, the selected account)
 * through Refine's permanent filters of `useTable` — no `setFilters` in an effect. A changed filter shows its first
 * page again; the sort and the page size stay as the user chose them.
 */
import { useState } from 'react';
import { useTable, type useTableProps } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';

const sameFilter = (a: CrudFilter, b: CrudFilter) =>
  'field' in a && 'field' in b && a.field === b.field && a.operator === b.operator;

/**
 * The permanent filters to give Refine: the current ones, and each one filtered on the first render but not now
 * without a value. Refine keeps the first render's permanent filters in the table's own state and unites them with
 * the current ones; a filter without a value wins that union and is then left out of the request.
 */
export function permanentFilters(current: readonly CrudFilter[], first: readonly CrudFilter[]): CrudFilter[] {
  const cleared = first.filter((f) => !current.some((c) => sameFilter(c, f)));
  return [...current, ...cleared.map((f) => ({ ...f, value: undefined }) as CrudFilter)];
}

export type FilteredTableProps<T extends BaseRecord> = Omit<
  useTableProps<T, HttpError, unknown, T>,
  'filters' | 'syncWithLocation'
>;

/** Refine's antd `useTable` listing `resource` under `filter` (the filter as it is now, on every render). */
export function useFilteredTable<T extends BaseRecord>(filter: CrudFilter[], props: FilteredTableProps<T>) {
  const [first] = useState(filter);
  const table = useTable<T, HttpError, unknown, T>({
    ...props,
    filters: { permanent: permanentFilters(filter, first) },
    syncWithLocation: false,
  });
  // a page belongs to the filter it was chosen under: a new filter starts again at page 1 (React's "adjusting
  // state when a prop changes": set while rendering, so the old page is never requested under the new filter)
  const key = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    table.setCurrentPage(1);
  }
  return table;
}
