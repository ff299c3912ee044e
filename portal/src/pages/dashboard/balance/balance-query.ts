/** The User Balance filters (spec 2 §2.2) as the API's BalanceFilter (contracts/credit-views.ts). */
import type { CrudFilter } from '@refinedev/core';
import {
  BALANCE_DEFAULT_STATUSES,
  type ASSIGN_FILTERS,
  type BALANCE_STATUSES,
  type EXPIRY_PRESETS,
} from '@bcu/api/contracts';
import type { DayRange } from '../shared/date-range';

export type BalanceStatus = (typeof BALANCE_STATUSES)[number];
export type AssignFilter = (typeof ASSIGN_FILTERS)[number];
export type ExpiryPreset = keyof typeof EXPIRY_PRESETS;

export interface BalanceFilterState {
  assign: AssignFilter;
  statuses: BalanceStatus[];
  /** Either a preset or a date range of expiry. */
  expiresWithin?: ExpiryPreset;
  expiry: DayRange;
  registrationYear?: number;
  search: string;
  accountId?: string;
}

export const initialBalanceFilter = (accountId?: string): BalanceFilterState => ({
  assign: 'all',
  statuses: [...BALANCE_DEFAULT_STATUSES],
  expiry: {},
  search: '',
  accountId,
});

/** The filter object the API reads (only set values; 'all' means no assign filter). */
export function balanceFilterValue(f: BalanceFilterState): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (f.statuses.length) v.status = f.statuses;
  if (f.assign !== 'all') v.assign = f.assign;
  if (f.expiresWithin) v.expiresWithin = f.expiresWithin;
  else {
    if (f.expiry.from) v.startDate = f.expiry.from;
    if (f.expiry.to) v.endDate = f.expiry.to;
  }
  if (f.registrationYear) v.registrationYear = f.registrationYear;
  if (f.search) v.search = f.search;
  if (f.accountId) v.accountId = f.accountId;
  return v;
}

export const toCrudFilters = (value: Record<string, unknown>): CrudFilter[] =>
  Object.entries(value).map(([field, v]) => ({ field, operator: 'eq', value: v }));
