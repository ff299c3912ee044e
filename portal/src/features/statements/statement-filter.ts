/** The account statements filter as Refine filters: `filter={"from":…,"to":…,"q":…,"accountId":…}`. */
import type { CrudFilter } from '@refinedev/core';

export interface StatementFilterInput {
  from?: string;
  to?: string;
  search?: string;
  accountId?: string;
}

export function statementFilter(input: StatementFilterInput): { crud: CrudFilter[]; key: string } {
  const value: Record<string, string> = {};
  if (input.from) value.from = input.from;
  if (input.to) value.to = input.to;
  const q = input.search?.trim();
  if (q) value.q = q;
  if (input.accountId) value.accountId = input.accountId;
  return {
    crud: Object.entries(value).map(([field, v]) => ({ field, operator: 'eq', value: v })),
    key: JSON.stringify(value),
  };
}

/** Keeps only the selected ids that are still on the page shown (a new filter or page drops the rest). */
export const keepVisible = (selected: readonly string[], visible: readonly { id: string }[]): string[] =>
  selected.filter((id) => visible.some((r) => r.id === id));
