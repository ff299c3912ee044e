/**
 * Pure pieces of the Impact Trends Dashboard (spec 2 §2.4): filter options, the cards a company type sees and their
 * texts, the doughnut's slices and the chart's series. The rules themselves (which cards, which series) live in the
 * contract (`kpiCards`, `chartSeries`); this file shapes them for the screen.
 */
import { keys } from '@refinedev/core';
import {
  KPI_COUNT_KEYS,
  KPI_LABELS,
  MONTH_LABELS,
  chartSeries,
  hasSixCards,
  kpiCards,
  kpiMonths,
  kpiYears,
  type ChartType,
  type KpiKey,
  type KpiResult,
  type KpiValue,
  type TransactionsChart,
} from '@bcu/api/contracts';
import { RES } from '../../../resources';

export const IMPACT_TEXT = {
  title: 'Impact Trends Dashboard',
  year: 'Year',
  month: 'Month',
  allMonths: 'Whole year',
  cards: 'Key figures',
  doughnut: 'CO2eq reduction: active and retired',
  doughnutTotal: 'Total',
  chart: 'Transactions',
  chartType: 'Chart unit',
  chartTable: 'Transactions per month',
  logScale: 'Logarithmic scale; months without a value are left out of a line.',
  loadFailed: 'The figures could not be loaded.',
  noData: 'No figures for this period.',
  vsPrevious: (p: KpiResult['previous']) => `vs ${p.month ? `${MONTH_LABELS[p.month - 1]} ${p.year}` : p.year}`,
  targets: 'All Targets',
} as const;

/** Labels of the chart's series (transaction types by their history labels, plus the three lines). */
export const SERIES_LABELS = {
  Transfer: 'Transfer',
  Retirement: 'Retirement',
  Incoming: 'Incoming',
  Register: 'Register',
  Withdrawal: 'Withdrawal',
  Scope1: 'Scope 1',
  bcuInventory: 'BCU inventory',
  cumulativeRetirements: 'Cumulative retirements',
  target: 'Target',
} as const;
export type SeriesKey = keyof typeof SERIES_LABELS;

/** Year options (2023 … current year), newest first, and month options for a year (current year: up to now). */
export const yearOptions = (now: Date = new Date()) => [...kpiYears(now)].reverse();
export const monthOptions = (year: number, now: Date = new Date()) =>
  kpiMonths(year, now).map((m) => ({ value: m, label: MONTH_LABELS[m - 1] }));

/** The month kept when the year changes: dropped when that year does not offer it (a future month). */
export const keepMonth = (year: number, month: number | undefined, now: Date = new Date()) =>
  month !== undefined && kpiMonths(year, now).includes(month) ? month : undefined;

/** The query of GET /api/kpi and GET /api/charts/transactions, without empty keys. */
export function impactQuery(o: { year: number; month?: number; accountId?: string; chartType?: ChartType }) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
}

export interface KpiCard {
  key: KpiKey;
  title: string;
  /** '3' or '1,234.500' */
  value: string;
  trend: KpiValue['trend'];
  /** '+12.5%', '−3.0%', '0.0%' */
  change: string;
  /** 'Transfers: 3, up 12.5% vs Feb 2024' — the card read as one sentence. */
  description: string;
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A value as shown: counts whole, tonnes with 3 decimals and thousands separators (the string stays exact). */
export function formatKpi(key: KpiKey, total: string): string {
  if (KPI_COUNT_KEYS.includes(key)) return count.format(Number(total));
  const [whole, decimals = '000'] = total.replace('-', '').split('.');
  return `${total.startsWith('-') ? '−' : ''}${count.format(Number(whole))}.${decimals.padEnd(3, '0').slice(0, 3)}`;
}

export function formatChange(v: Pick<KpiValue, 'trend' | 'percentageChange'>): string {
  const size = v.percentageChange.toFixed(1);
  if (v.percentageChange === 0) return `${size}%`;
  return `${v.trend === 'up' ? '+' : '−'}${size}%`;
}

/** The cards of a company type (four or six, spec 2 §2.4), in the contract's order. */
export function kpiCardsOf(result: KpiResult, companyType: string | undefined): KpiCard[] {
  const vs = IMPACT_TEXT.vsPrevious(result.previous);
  return kpiCards(companyType).map((key) => {
    const v = result.values[key];
    const value = formatKpi(key, v.total);
    const change = formatChange(v);
    const word = v.percentageChange === 0 ? 'unchanged' : v.trend;
    return {
      key,
      title: KPI_LABELS[key],
      value,
      trend: v.trend,
      change,
      description: `${KPI_LABELS[key]}: ${value}, ${word}${v.percentageChange === 0 ? '' : ` ${v.percentageChange.toFixed(1)}%`} ${vs}`,
    };
  });
}

/** The doughnut (six-card types only): active and retired CO2eq reduction, the total in the centre. */
export function doughnutOf(result: KpiResult, companyType: string | undefined) {
  if (!hasSixCards(companyType)) return null;
  const slices = [
    { type: KPI_LABELS.totalCreditsCO2eqActive, value: Number(result.values.totalCreditsCO2eqActive.total) },
    { type: KPI_LABELS.totalCreditsCO2eqRetired, value: Number(result.values.totalCreditsCO2eqRetired.total) },
  ];
  return { slices, total: formatKpi('totalCreditsCO2eq', result.values.totalCreditsCO2eq.total) };
}

/** The series a company type sees (spec 2 §2.4): its transaction types, the inventory, retirements, target (GHG). */
export function seriesOf(companyType: string | undefined, chartType: ChartType): SeriesKey[] {
  const lines: SeriesKey[] = ['bcuInventory'];
  if (hasSixCards(companyType)) lines.push('cumulativeRetirements');
  if (chartType === 'GHG') lines.push('target');
  return [...chartSeries(companyType), ...lines];
}

export interface ChartPoint {
  month: string;
  series: string;
  /** null where the value is 0 or missing: a logarithmic scale has no 0. */
  value: number | null;
}

/** Long-form points of the chart (one per month and series), for a logarithmic y scale. */
export function chartPoints(chart: TransactionsChart, companyType: string | undefined): ChartPoint[] {
  const keys = seriesOf(companyType, chart.chartType);
  return chart.months.flatMap((m) =>
    keys.map((k) => {
      const raw = m[k];
      const n = raw === null ? 0 : Number(raw);
      return { month: m.label, series: SERIES_LABELS[k], value: n > 0 ? n : null };
    }),
  );
}

/** The same figures as a table (the chart's text alternative): one row per month, exact strings. */
export function chartTable(chart: TransactionsChart, companyType: string | undefined) {
  const keys = seriesOf(companyType, chart.chartType);
  return {
    columns: keys.map((k) => ({ key: k, title: SERIES_LABELS[k] })),
    rows: chart.months.map((m) => ({
      month: m.label,
      ...Object.fromEntries(keys.map((k) => [k, m[k] === null ? '—' : formatKpi('totalCreditsVolume', m[k])])),
    })) as Array<{ month: string } & Record<string, string>>,
  };
}

/**
 * Query keys of the panel (its queries refetch themselves on live 'balance' events: useLiveRefetch). The chart's
 * key is under Refine's key of the targets' list (`keys()`), so the invalidation that follows a target's create,
 * edit or delete refreshes its target series as well.
 */
export const impactKeys = {
  kpi: (q: Record<string, string | number>) => ['impact', 'kpi', 'transactions', q] as const,
  chart: (q: Record<string, string | number>) =>
    [...keys().data('default').resource(RES.targets).action('list').get(), 'impact-chart', q] as const,
};
