/**
 * Impact targets (spec 2 §2.5, §3 "Target", §5 "Targets", §7 "GET/POST/PUT/DELETE targets", §8, §9): a company's goal
 * for its GHG emission reductions — a name (at most 30 characters), the value in tonnes CO2eq (3 decimals) and a
 * period of whole months.
 *
 * The period is chosen as months ("Period month required", spec 2 §5): `startDate` and `endDate` are sent as
 * yyyy-MM; the target then covers the first day of the start month to the last day of the end month, and rows answer
 * with those two days (yyyy-MM-dd). Secondary users of the company create, edit and delete; Primary users (the
 * account owners, whose owner flag hides New Target), auditors and users who are not Active only read.
 */
import { z } from 'zod';
import { IsoDate } from './common';
import { MSG } from './messages';
import { tonnesToKg } from './credits';
import { dateRangeIssue } from './transactions';
import { can, type Actor } from './access';

/** The paths of this area (under /api). */
export const TARGETS_API = {
  list: '/targets', // GET simple-rest list (filter TargetFilter), Content-Range; POST TargetInput → Target (201)
  item: '/targets/{id}', // PUT TargetInput → Target; DELETE → 204
} as const;
export const targetPath = (id: string) => TARGETS_API.item.replace('{id}', encodeURIComponent(id));

/** The only impact indicator (spec 2 §3) and how it is shown (spec 2 §2.5). */
export const TARGET_INDICATORS = ['GHG'] as const;
export const TargetIndicator = z.enum(TARGET_INDICATORS, { error: MSG.targetIndicator });
export type TargetIndicator = z.infer<typeof TargetIndicator>;
export const TARGET_INDICATOR_LABELS: Record<TargetIndicator, string> = { GHG: 'GHG Emissions Reductions' };

export const TARGET_NAME_MAX = 30;
/** spec 2 §9: page sizes 10, 20, 50, 100, default 50; default sort descending (newest period first). */
export const TARGET_PAGE_SIZE = 50;
export const TARGET_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const TARGET_SORT_FIELDS = ['startDate', 'endDate', 'name', 'value', 'createdAt'] as const;
export type TargetSortField = (typeof TARGET_SORT_FIELDS)[number];

/** Screen labels of the targets panel. */
export const TARGET_TEXT = {
  title: 'All Targets',
  newTarget: 'New Target',
  editTarget: 'Edit Target',
  name: 'Target Name',
  indicator: 'Impact Indicator',
  startDate: 'Start Date',
  endDate: 'End Date',
  value: 'Target Value',
  valueUnit: 't CO2eq',
  period: 'Period',
  startMonth: 'Start month',
  endMonth: 'End month',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  noData: 'No Data',
} as const;

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;
const emptyValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The target value in tonnes CO2eq as typed ('1,250.5', 12.125): required and above zero ('Should not be empty or
 * zero'), a number with at most 3 decimals.
 */
export const TargetValue = z
  .union([z.string().max(40), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MSG.targetValueRequired : MSG.targetValueFormat,
  })
  .superRefine((v, ctx) => {
    if (emptyValue(v)) return void ctx.addIssue({ code: 'custom', message: MSG.targetValueRequired });
    const kg = targetValueKg(v);
    if (kg === undefined) return void ctx.addIssue({ code: 'custom', message: MSG.targetValueFormat });
    if (kg === 0n) ctx.addIssue({ code: 'custom', message: MSG.targetValueRequired });
  });

/** A typed target value → integer kilograms CO2eq; undefined when it is not a number with at most 3 decimals. */
export function targetValueKg(v: unknown): bigint | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? tonnesToKg(String(v)) : undefined;
  return typeof v === 'string' ? tonnesToKg(v) : undefined;
}

/** A month of the period, yyyy-MM (years 2000 to 2099); empty: 'Should not be empty'. */
export const TargetMonth = z
  .string({ error: MSG.targetFieldRequired })
  .trim()
  .min(1, { error: MSG.targetFieldRequired })
  .regex(MONTH, { error: MSG.targetMonthFormat });

export const TargetName = z
  .string({ error: MSG.targetFieldRequired })
  .trim()
  .min(1, { error: MSG.targetFieldRequired })
  .max(TARGET_NAME_MAX, { error: MSG.targetNameTooLong });

/** POST /targets and PUT /targets/{id}: the whole target (an edit sends every field). */
export const TargetInput = z
  .object({
    indicator: TargetIndicator.default('GHG'),
    name: TargetName,
    value: TargetValue,
    startDate: TargetMonth,
    endDate: TargetMonth,
  })
  .strict()
  .refine((t) => !(MONTH.test(t.startDate) && MONTH.test(t.endDate) && t.endDate < t.startDate), {
    error: MSG.targetPeriodOrder,
    path: ['endDate'],
  });
export type TargetInput = z.infer<typeof TargetInput>;

/** First day of a yyyy-MM month and last day of another, as yyyy-MM-dd (UTC calendar). */
export function monthPeriod(startMonth: string, endMonth: string): { startDate: string; endDate: string } {
  const [y, m] = endMonth.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${startMonth}-01`, endDate: `${endMonth}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * The list filter: targets whose period overlaps the calendar-day range (yyyy-MM-dd, either end optional, the start
 * not after the end), the indicator, and for an Auditor the account (company) it reads.
 */
export const TargetFilter = z
  .object({
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    indicator: TargetIndicator.optional(),
    accountId: z.uuid().optional(),
  })
  .strict()
  .refine((f) => !dateRangeIssue(f.startDate, f.endDate), { error: MSG.startRangeAfterEnd, path: ['startDate'] });
export type TargetFilter = z.infer<typeof TargetFilter>;

/** One row of the table (spec 2 §3 "Target"); value in tonnes CO2eq with exactly 3 decimals. */
export const Target = z.object({
  id: z.string(),
  name: z.string(),
  indicator: TargetIndicator,
  indicatorLabel: z.string(),
  /** First day of the start month, yyyy-MM-dd. */
  startDate: z.string(),
  /** Last day of the end month, yyyy-MM-dd. */
  endDate: z.string(),
  /** Tonnes CO2eq, '1250.500'. */
  value: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Target = z.infer<typeof Target>;

/** Who may create, edit and delete targets: an Active Secondary user of a trading company (never Primary owners). */
export const canWriteTargets = (actor: Actor | undefined): boolean => !!actor && can(actor, 'targets.write');
