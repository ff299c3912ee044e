/**
 * Impact Trends Dashboard figures (spec 2 §2.4; definitions in contracts/kpi.ts): KPI values of a period against the
 * previous one, and the monthly transactions chart of a year. Everything is summed in SQL, in integer kilograms, over
 * the company's monthly figures (table company_month_figures, migration 1763760003600): the database keeps there, per
 * UTC month and kind, the totals of the Transactions History's completed transactions (TRANSACTION_BRANCHES), so a
 * request reads a dozen rows a year instead of the whole ledger.
 *
 * Holdings at a moment are the signed sum of the company's own completed transactions before it: + Register (as
 * issuer) and Incoming, − its Transfers (once accepted), Retirements (once approved) and Withdrawals (expiry or an
 * admin's status correction; + their reversals) — the holdings of the balance rule (contracts BALANCE_COUNTED_STATUSES).
 * Transfers and retirements a facilitator made on the company's behalf are the company's; in the facilitator's
 * counts and series they appear as in its history, but never in its holdings.
 */
import {
  CHART_UNITS,
  MONTH_LABELS,
  kgToTonnes,
  kpiMonths,
  type ChartMonth,
  type ChartQuery,
  type KpiKey,
  type KpiQuery,
  type KpiResult,
  type KpiValue,
  type TransactionsChart,
} from '../../../contracts';
import type { Repositories } from '../../../repositories';
import type { Clock } from '../../platform/clock';

/** The company whose figures are read, and its type (which cards and series apply is the portal's choice). */
export interface KpiViewer {
  companyId: string;
  companyType: string;
}

interface Period {
  start: Date;
  end: Date;
}

/** [start, end) of a month (1–12) or, without one, of the year; UTC. */
export function periodOf(year: number, month: number | undefined): Period {
  return month
    ? { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) }
    : { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The period compared with: the previous month (January → December of the year before), else the previous year. */
export function previousOf(year: number, month: number | undefined): { year: number; month: number | undefined } {
  if (!month) return { year: year - 1, month: undefined };
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/**
 * Trend and percentage of a change (contracts/kpi.ts): the size of the change in per cent of the previous value,
 * rounded half up to one decimal, in integer arithmetic; from 0 to x > 0 it is 100, from 0 to 0 it is 0.
 */
export function trendOf(current: bigint, previous: bigint): Pick<KpiValue, 'trend' | 'percentageChange'> {
  const trend = current >= previous ? 'up' : 'down';
  if (previous === 0n) return { trend, percentageChange: current === 0n ? 0 : 100 };
  const diff = current > previous ? current - previous : previous - current;
  const base = previous < 0n ? -previous : previous;
  const tenths = (diff * 2000n + base) / (2n * base);
  return { trend, percentageChange: Number(tenths) / 10 };
}

export class KpiService {
  constructor(
    private readonly repos: Pick<Repositories, 'credits' | 'companies'>,
    private readonly clock: Clock,
  ) {}

  /** The company's type (the viewer's own, or the one an Auditor reads). */
  async viewer(companyId: string): Promise<KpiViewer> {
    return { companyId, companyType: (await this.repos.companies.typeOf(companyId)) ?? '' };
  }

  async kpi(viewer: KpiViewer, q: Pick<KpiQuery, 'year' | 'month'>): Promise<KpiResult> {
    const cur = periodOf(q.year, q.month);
    const prevPeriod = previousOf(q.year, q.month);
    const prev = periodOf(prevPeriod.year, prevPeriod.month);
    const row = await this.repos.credits.kpiFigures(viewer.companyId, cur, prev);
    const n = (s: string) => BigInt(s);
    const count = (c: string, p: string): KpiValue => ({ total: c, previous: p, ...trendOf(n(c), n(p)) });
    const tonnes = (c: bigint, p: bigint): KpiValue => ({
      total: kgToTonnes(c),
      previous: kgToTonnes(p),
      ...trendOf(c, p),
    });
    const values: Record<KpiKey, KpiValue> = {
      totalTransfers: count(row.transfers, row.transfers_prev),
      totalRetirements: count(row.retirements, row.retirements_prev),
      totalTransferAmount: tonnes(n(row.transfer_kg), n(row.transfer_kg_prev)),
      totalCreditsVolume: tonnes(n(row.volume_kg), n(row.volume_kg_prev)),
      totalCreditsCO2eqActive: tonnes(n(row.active_kg), n(row.active_kg_prev)),
      totalCreditsCO2eqRetired: tonnes(n(row.retired_kg), n(row.retired_kg_prev)),
      totalCreditsCO2eq: tonnes(n(row.active_kg) + n(row.retired_kg), n(row.active_kg_prev) + n(row.retired_kg_prev)),
    };
    return {
      companyId: viewer.companyId,
      companyType: viewer.companyType,
      year: q.year,
      month: q.month ?? null,
      previous: { year: prevPeriod.year, month: prevPeriod.month ?? null },
      values,
    };
  }

  /** The chart of a year: January to December, in the current year up to the current month. */
  async chart(viewer: KpiViewer, q: Pick<ChartQuery, 'year' | 'chartType'>): Promise<TransactionsChart> {
    const now = this.clock.now();
    const months = kpiMonths(q.year, now).length;
    const rows = await this.repos.credits.chartMonths(
      viewer.companyId,
      periodOf(q.year, undefined),
      q.year,
      q.chartType === 'GHG',
      months,
    );
    return {
      companyId: viewer.companyId,
      companyType: viewer.companyType,
      year: q.year,
      chartType: q.chartType,
      unit: CHART_UNITS[q.chartType],
      months: rows.map((r): ChartMonth => ({
        month: r.month,
        label: MONTH_LABELS[r.month - 1],
        Transfer: kgToTonnes(r.Transfer),
        Retirement: kgToTonnes(r.Retirement),
        Incoming: kgToTonnes(r.Incoming),
        Register: kgToTonnes(r.Register),
        Withdrawal: kgToTonnes(r.Withdrawal),
        Scope1: kgToTonnes(r.Scope1),
        bcuInventory: kgToTonnes(r.inventory),
        cumulativeRetirements: kgToTonnes(r.cumulative),
        target: r.target === null ? null : kgToTonnes(r.target),
      })),
    };
  }
}
