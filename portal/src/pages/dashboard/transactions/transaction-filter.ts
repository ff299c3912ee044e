/** The Transactions History filter as Refine filters (the list) and as the raw query (the xlsx download). */
import type { CrudFilter } from '@refinedev/core';
import type { TransactionType } from '@bcu/api/contracts';
import type { DayRange } from '../shared/date-range';

export interface HistoryFilterInput {
  types: TransactionType[];
  range: DayRange;
  search: string;
  accountId?: string;
}

/** Refine filters (→ `filter={"type":[…],"from":…,"to":…,"q":…,"accountId":…}`), a key that changes with them,
 * and the same filter as the download's query string. */
export function transactionFilter(input: HistoryFilterInput): {
  crud: CrudFilter[];
  key: string;
  query: Record<string, string | undefined>;
} {
  const value: Record<string, unknown> = {};
  if (input.types.length) value.type = input.types;
  if (input.range.from) value.from = input.range.from;
  if (input.range.to) value.to = input.range.to;
  if (input.search) value.q = input.search;
  if (input.accountId) value.accountId = input.accountId;
  const crud: CrudFilter[] = Object.entries(value).map(([field, v]) => ({ field, operator: 'eq', value: v }));
  const key = JSON.stringify(value);
  return { crud, key, query: { filter: key, sort: JSON.stringify(['date', 'DESC']) } };
}

export { formatDateTime } from '../../../features/format';
