/**
 * Impact Trends Dashboard (spec 2 §2.3 "Dashboard view", §2.4 "KPI page and chart", §7 "GET kpi", "GET
 * charts/transactions"): KPI cards and the monthly transactions chart of one company, computed from the ledger with
 * the same derivation of a transaction as the Transactions History (services/transaction-history.service.ts).
 *
 * A transaction counts once it is complete: a Register once approved, a Transfer once the receiver accepted it
 * (Deposit Approved), an Incoming likewise, a Retirement once approved, a Withdrawal (expiry or an admin's status
 * correction out of the balance statuses; its reversal gives back — credits.ts BALANCE_COUNTED_STATUSES) when it happened, a
 * Scope 1 information request once approved. Its date is the Transactions History's date (the completion).
 *
 * KPI values of a period (a month, or a whole year when no month is chosen; UTC):
 * - totalTransfers: number of the company's outgoing transfers completed in the period;
 * - totalTransferAmount: their volume, BCU (t);
 * - totalRetirements: number of the company's retirements approved in the period;
 * - totalCreditsVolume: BCU (t) the company holds at the period end (registered + received − transferred − retired
 *   − withdrawn up to then; BCUs in transit still count as held until the transfer completes);
 * - totalCreditsCO2eqActive: CO2eq reduction (t) of those held BCUs;
 * - totalCreditsCO2eqRetired: CO2eq reduction (t) the company retired up to the period end (since it began);
 * - totalCreditsCO2eq: Active + Retired — the CO2eq reduction the company holds or has claimed (the doughnut's total).
 * Each value carries trend and percentageChange against the previous period (the previous month when a month is
 * chosen, else the previous year): trend 'up' when the value did not fall, 'down' when it fell; percentageChange is
 * the size of the change in per cent of the previous value, one decimal, never negative (the trend gives the sign).
 * From 0 to a positive value it is 100 (everything is new) and from 0 to 0 it is 0 — never infinite.
 *
 * Amounts are tonnes as strings with exactly 3 decimals (sums in integer kilograms in SQL, never floating point).
 */
import { z } from 'zod';
import type { CompanyType } from './enums';
import type { TransactionType } from './transactions';
import { LAST_LISTED_YEAR, yearsFrom } from './years';

/** The paths of this area (under /api). */
export const KPI_API = {
  kpi: '/kpi', // GET KpiResult (query KpiQuery)
  chart: '/charts/transactions', // GET TransactionsChart (query ChartQuery)
} as const;

/** spec 2 §2.4, §9: year options from 2023; the spec's "to 2025" was written in 2025 — they run to the current year. */
export const KPI_FIRST_YEAR = 2023;
export const kpiYears = (now: Date): number[] => yearsFrom(KPI_FIRST_YEAR, now);
/** Months 1–12 offered for a year: in the current year only up to the current month (spec 2 §2.4). */
export const kpiMonths = (year: number, now: Date): number[] => {
  const last = year < now.getUTCFullYear() ? 12 : year === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 0;
  return Array.from({ length: last }, (_, i) => i + 1);
};
export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const KPI_MESSAGES = {
  year: (now: Date) => `Year must be between ${KPI_FIRST_YEAR} and ${Math.max(now.getUTCFullYear(), LAST_LISTED_YEAR)}`,
  month: 'Month must be between 1 and 12',
  futureMonth: 'Month must not be later than the current month',
} as const;

/** A whole number given as query text: '<label> is required' when missing, '<label> must be a whole number' else. */
const wholeNumber = <T extends z.ZodType<number, unknown>>(label: string, rule: (n: z.ZodCoercedNumber) => T) =>
  z
    .any()
    .refine((v) => v !== undefined && v !== '', { error: `${label} is required`, abort: true })
    .pipe(
      rule(
        z.coerce.number({ error: `${label} must be a whole number` }).int({ error: `${label} must be a whole number` }),
      ),
    );

/** Year (and month) of a request, checked against `now` (the server's clock; the portal passes new Date()). */
const period = (now: Date) => ({
  year: wholeNumber('Year', (n) => n.refine((y) => kpiYears(now).includes(y), { error: KPI_MESSAGES.year(now) })),
  accountId: z.uuid().optional(),
});

/** GET /api/kpi: year, optional month (1–12, not after the current month), optional accountId (an Auditor's). */
export const kpiQuery = (now: Date) =>
  z
    .object({
      ...period(now),
      month: wholeNumber('Month', (n) =>
        n.min(1, { error: KPI_MESSAGES.month }).max(12, { error: KPI_MESSAGES.month }),
      ).optional(),
    })
    .strict()
    .refine((q) => q.month === undefined || q.year !== now.getUTCFullYear() || q.month <= now.getUTCMonth() + 1, {
      error: KPI_MESSAGES.futureMonth,
      path: ['month'],
    });
export type KpiQuery = z.infer<ReturnType<typeof kpiQuery>>;

/** spec 2 §2.4: the chart's toggle: GHG (t CO2eq) or BCU (t). */
export const CHART_TYPES = ['GHG', 'BCU'] as const;
export const ChartType = z.enum(CHART_TYPES, { error: 'Chart type must be GHG or BCU' });
export type ChartType = z.infer<typeof ChartType>;

/** GET /api/charts/transactions: year, chartType (default GHG), optional accountId. */
export const chartQuery = (now: Date) => z.object({ ...period(now), chartType: ChartType.default('GHG') }).strict();
export type ChartQuery = z.infer<ReturnType<typeof chartQuery>>;

export const KPI_KEYS = [
  'totalTransfers',
  'totalRetirements',
  'totalTransferAmount',
  'totalCreditsCO2eq',
  'totalCreditsVolume',
  'totalCreditsCO2eqActive',
  'totalCreditsCO2eqRetired',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export const KPI_LABELS: Record<KpiKey, string> = {
  totalTransfers: 'Transfers',
  totalRetirements: 'Retirements',
  totalTransferAmount: 'Transferred (BCU)',
  totalCreditsCO2eq: 'Total CO2eq reduction (t)',
  totalCreditsVolume: 'BCU balance',
  totalCreditsCO2eqActive: 'Active CO2eq reduction (t)',
  totalCreditsCO2eqRetired: 'Retired CO2eq reduction (t)',
};

/** Counts are whole numbers ('12'); the other values tonnes with 3 decimals ('12.500'). */
export const KPI_COUNT_KEYS: readonly KpiKey[] = ['totalTransfers', 'totalRetirements'];

/** Companies that cannot retire (spec 2 §2.3, §2.4): four cards, no doughnut. */
const FOUR_CARD_TYPES: readonly string[] = ['Supplier', 'Intermediary'];
export const hasSixCards = (companyType: CompanyType | string | null | undefined): boolean =>
  !FOUR_CARD_TYPES.includes(companyType ?? '');

/**
 * spec 2 §2.4: Suppliers and Intermediaries see four cards; all others six plus the doughnut (Active and Retired
 * CO2eq reduction, totalCreditsCO2eq in its centre).
 */
export function kpiCards(companyType: CompanyType | string | null | undefined): KpiKey[] {
  return hasSixCards(companyType)
    ? [
        'totalTransfers',
        'totalTransferAmount',
        'totalRetirements',
        'totalCreditsVolume',
        'totalCreditsCO2eqActive',
        'totalCreditsCO2eqRetired',
      ]
    : ['totalTransfers', 'totalTransferAmount', 'totalCreditsVolume', 'totalCreditsCO2eq'];
}

export const KpiTrend = z.enum(['up', 'down']);
export type KpiTrend = z.infer<typeof KpiTrend>;

export const KpiValue = z.object({
  /** This period's value: a count ('3') or tonnes with 3 decimals ('12.500'). */
  total: z.string(),
  /** The previous period's value, same form. */
  previous: z.string(),
  trend: KpiTrend,
  /** Size of the change in per cent of the previous value, one decimal, ≥ 0 (100 from 0 to a positive value). */
  percentageChange: z.number(),
});
export type KpiValue = z.infer<typeof KpiValue>;

export const KpiResult = z.object({
  companyId: z.string(),
  companyType: z.string(),
  year: z.number(),
  month: z.number().nullable(),
  /** The period compared with: { year, month } (month null for a whole year). */
  previous: z.object({ year: z.number(), month: z.number().nullable() }),
  values: z.object(Object.fromEntries(KPI_KEYS.map((k) => [k, KpiValue])) as Record<KpiKey, typeof KpiValue>),
});
export type KpiResult = z.infer<typeof KpiResult>;

/** Series of the chart per transaction type (spec 2 §2.4), in the spec's order. */
export const CHART_SERIES = [
  'Transfer',
  'Retirement',
  'Incoming',
  'Register',
  'Withdrawal',
  'Scope1',
] as const satisfies readonly TransactionType[];
export type ChartSeries = (typeof CHART_SERIES)[number];

/**
 * spec 2 §2.4: the registered series is shown for Suppliers; the retired series for companies that are neither
 * Supplier nor Intermediary; the others for everyone.
 */
export function chartSeries(companyType: CompanyType | string | null | undefined): ChartSeries[] {
  return CHART_SERIES.filter((s) => {
    if (s === 'Register') return companyType === 'Supplier';
    if (s === 'Retirement') return hasSixCards(companyType);
    return true;
  });
}

const Tonnes = z.string();

/**
 * One month of the chart, amounts in the chart's unit (t CO2eq or BCU), 3 decimals:
 * - Transfer … Scope1: completed transactions of that type dated in the month (Scope1: the volume / CO2eq of the
 *   BCU whose Scope 1 information was given);
 * - bcuInventory: held at the month end (see totalCreditsVolume / totalCreditsCO2eqActive);
 * - cumulativeRetirements: retired from the start of the year to the month end;
 * - target: GHG mode only — the sum of the company's GHG targets whose period covers any day of the month; null in
 *   BCU mode or without such a target.
 */
export const ChartMonth = z.object({
  month: z.number(),
  label: z.string(),
  Transfer: Tonnes,
  Retirement: Tonnes,
  Incoming: Tonnes,
  Register: Tonnes,
  Withdrawal: Tonnes,
  Scope1: Tonnes,
  bcuInventory: Tonnes,
  cumulativeRetirements: Tonnes,
  target: Tonnes.nullable(),
});
export type ChartMonth = z.infer<typeof ChartMonth>;

export const TransactionsChart = z.object({
  companyId: z.string(),
  companyType: z.string(),
  year: z.number(),
  chartType: ChartType,
  /** 't CO2eq' or 'BCU'. */
  unit: z.string(),
  /** January to December; in the current year only up to the current month. */
  months: z.array(ChartMonth),
});
export type TransactionsChart = z.infer<typeof TransactionsChart>;

export const CHART_UNITS: Record<ChartType, string> = { GHG: 't CO2eq', BCU: 'BCU' };
