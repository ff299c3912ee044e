/**
 * Pure helpers of the targets panel (spec 2 §2.5, §5 "Targets"): the list filter, the form's values to and from the
 * API's target (a period of whole months), the period rule and the 3-decimal value display.
 */
import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { canWriteTargets, MSG, TARGETS_API, TargetInput, type Actor, type Target } from '@bcu/api/contracts';
import type { DayRange } from '../shared/date-range';

/** The targets' API path for Refine's data provider (`/targets`; PUT replaces a target). */
export const TARGETS_META = { path: TARGETS_API.list.slice(1), method: 'PUT' };

/** The modal form's values. */
export interface TargetFormValues {
  indicator: 'GHG';
  name?: string;
  value?: string;
  /** Start and end month. */
  period?: [Dayjs | null | undefined, Dayjs | null | undefined] | null;
}

/** Refine filters (→ `filter={"startDate":…,"endDate":…,"accountId":…}`) and a key that changes with them. */
export function targetFilter(range: DayRange, accountId?: string): { crud: CrudFilter[]; key: string } {
  const value: Record<string, string> = {};
  if (range.from) value.startDate = range.from;
  if (range.to) value.endDate = range.to;
  if (accountId) value.accountId = accountId;
  return {
    crud: Object.entries(value).map(([field, v]) => ({ field, operator: 'eq', value: v })),
    key: JSON.stringify(value),
  };
}

const month = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : '');

/** The body of POST /targets and PUT /targets/{id}: months as yyyy-MM, the value as typed. */
export function toTargetBody(v: TargetFormValues): Record<string, unknown> {
  return {
    indicator: v.indicator,
    name: (v.name ?? '').trim(),
    value: (v.value ?? '').trim(),
    startDate: month(v.period?.[0]),
    endDate: month(v.period?.[1]),
  };
}

/** A row back into the form: its start and end months. */
export function toFormValues(t: Target): TargetFormValues {
  return {
    indicator: t.indicator,
    name: t.name,
    value: t.value,
    period: [dayjs(t.startDate.slice(0, 7)), dayjs(t.endDate.slice(0, 7))],
  };
}

/** The period's message: 'Should not be empty' without both months, else the contract's month and order rules. */
export function periodIssue(period: TargetFormValues['period']): string | undefined {
  if (!period?.[0] || !period[1]) return MSG.targetFieldRequired;
  const r = TargetInput.safeParse({ name: 'x', value: '1', startDate: month(period[0]), endDate: month(period[1]) });
  return r.success ? undefined : r.error.issues[0]?.message;
}

/** Tonnes CO2eq with thousands separators and exactly 3 decimals, exact for any stored value ('1250.5' → '1,250.500'). */
export function formatTargetValue(value: string | null | undefined): string {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec((value ?? '').trim());
  if (!m) return '—';
  const whole = m[2].replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${m[1]}${whole}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}`;
}

/**
 * Whether New Target, edit and delete are offered: to the company's own Active Secondary users — never to Primary
 * users (the owner flag), auditors, suspended users, or in a read-only view of another account.
 */
export const canManageTargets = (actor: Actor | undefined, opts: TargetView): boolean =>
  offersTargetWrites(canWriteTargets(actor), opts);

/** The view of the panel: read only, or an Auditor's selected account. */
export interface TargetView {
  readOnly?: boolean;
  accountId?: string;
}

/** The same rule from the access control's answer for 'targets.write' (`useCan`): only in the user's own view. */
export const offersTargetWrites = (mayWrite: boolean, opts: TargetView): boolean =>
  !opts.readOnly && !opts.accountId && mayWrite;
