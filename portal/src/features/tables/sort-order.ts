/**
 * A list's sorting as its table's headers show and change it: one column at a time, each click of a sortable header
 * going ascending → descending → unsorted (antd's table does the same), kept as Refine's sorters.
 */
import type { CrudSorting } from '@refinedev/core';

export type SortOrder = 'asc' | 'desc';

/** The order a column (by its Refine field) is sorted in, if it is the one sorted by. */
export const columnSortOrder = (field: string, sorters: CrudSorting | undefined): SortOrder | undefined =>
  sorters?.find((s) => s.field === field)?.order;

/** The sorters after a click on a column's header: the next order of that column, every other column unsorted. */
export function nextSorters(field: string, sorters: CrudSorting | undefined): CrudSorting {
  const order = columnSortOrder(field, sorters);
  if (!order) return [{ field, order: 'asc' }];
  return order === 'asc' ? [{ field, order: 'desc' }] : [];
}

/** The header's `aria-sort`: only the sorted column has one. */
export const ariaSort = (order: SortOrder | undefined): 'ascending' | 'descending' | undefined =>
  order && (order === 'asc' ? 'ascending' : 'descending');

/** antd's table texts that say what a click on a header does next. */
export interface SortTexts {
  triggerAsc?: string;
  triggerDesc?: string;
  cancelSort?: string;
}

/** What a click on a header sorted in `order` will do, in antd's table's words (its sorter tooltip). */
export const sortHint = (order: SortOrder | undefined, texts: SortTexts): string | undefined =>
  !order ? texts.triggerAsc : order === 'asc' ? texts.triggerDesc : texts.cancelSort;
