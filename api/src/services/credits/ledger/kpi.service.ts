/**
 * Impact Trends Dashboard figures (spec 2 §2.4; definitions in contracts/kpi.ts): KPI values of a period against the
 * previous one, and the monthly transactions chart of a year. Everything is summed in SQL over the Transactions
 * History's derivation (TRANSACTION_SOURCES) — completed transactions only — in integer kilograms.
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
import type { Database } from '../../../db/database';
import type { Clock } from '../../platform/clock';
import { TRANSACTION_SOURCES } from '../trading/transaction-history.service';

/** The company whose figures are read, and its type (which cards and series apply is the portal's choice). */
export interface KpiViewer {
  companyId: string;
  companyType: string;
}

/** A transaction of the derivation that is complete (see contracts/kpi.ts). */
const COMPLETED = `((t.type IN ('Register', 'Incoming', 'Retirement', 'Scope1') AND t.status = 'Approved')
  OR (t.type = 'Transfer' AND t.status = 'Deposit Approved') OR t.type = 'Withdrawal')`;

/** A withdrawal takes from the holdings; its reversal (an admin making the credit count again) gives back. */
const signedWithdrawal = (col: string) => `CASE WHEN t.direction = 'incoming' THEN t.${col} ELSE -t.${col} END`;

/** Signed change of the company's ($1) holdings by a completed transaction, in the given kg column. */
const heldChange = (col: 'amount_kg' | 'co2eq_kg') => `CASE
    WHEN t.type = 'Register' AND t.company_id = $1 THEN t.${col}
    WHEN t.type = 'Incoming' THEN t.${col}
    WHEN t.type IN ('Transfer', 'Retirement') AND t.company_id = $1 THEN -t.${col}
    WHEN t.type = 'Withdrawal' THEN ${signedWithdrawal(col)}
    ELSE 0 END`;

const COMPLETED_ROWS = `SELECT * FROM (${TRANSACTION_SOURCES}) t WHERE ${COMPLETED}`;

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

interface KpiRow {
  transfers: string;
  transfers_prev: string;
  transfer_kg: string;
  transfer_kg_prev: string;
  retirements: string;
  retirements_prev: string;
  volume_kg: string;
  volume_kg_prev: string;
  active_kg: string;
  active_kg_prev: string;
  retired_kg: string;
  retired_kg_prev: string;
}

type ChartRow = Record<'Transfer' | 'Retirement' | 'Incoming' | 'Register' | 'Withdrawal' | 'Scope1', string> & {
  month: number;
  inventory: string;
  cumulative: string;
  target: string | null;
};

export class KpiService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The company's type (the viewer's own, or the one an Auditor reads). */
  async viewer(companyId: string): Promise<KpiViewer> {
    const row = await this.db.one<{ type: string }>('SELECT type FROM companies WHERE id = $1', [companyId]);
    return { companyId, companyType: row?.type ?? '' };
  }

  async kpi(viewer: KpiViewer, q: Pick<KpiQuery, 'year' | 'month'>): Promise<KpiResult> {
    const cur = periodOf(q.year, q.month);
    const prevPeriod = previousOf(q.year, q.month);
    const prev = periodOf(prevPeriod.year, prevPeriod.month);
    const inCur = 't.date >= $2 AND t.date < $3';
    const inPrev = 't.date >= $4 AND t.date < $5';
    const row = (await this.db.one<KpiRow>(
      `SELECT
         count(*) FILTER (WHERE t.type = 'Transfer' AND ${inCur}) AS transfers,
         count(*) FILTER (WHERE t.type = 'Transfer' AND ${inPrev}) AS transfers_prev,
         coalesce(sum(t.amount_kg) FILTER (WHERE t.type = 'Transfer' AND ${inCur}), 0) AS transfer_kg,
         coalesce(sum(t.amount_kg) FILTER (WHERE t.type = 'Transfer' AND ${inPrev}), 0) AS transfer_kg_prev,
         count(*) FILTER (WHERE t.type = 'Retirement' AND ${inCur}) AS retirements,
         count(*) FILTER (WHERE t.type = 'Retirement' AND ${inPrev}) AS retirements_prev,
         coalesce(sum(${heldChange('amount_kg')}) FILTER (WHERE t.date < $3), 0) AS volume_kg,
         coalesce(sum(${heldChange('amount_kg')}) FILTER (WHERE t.date < $5), 0) AS volume_kg_prev,
         coalesce(sum(${heldChange('co2eq_kg')}) FILTER (WHERE t.date < $3), 0) AS active_kg,
         coalesce(sum(${heldChange('co2eq_kg')}) FILTER (WHERE t.date < $5), 0) AS active_kg_prev,
         coalesce(sum(t.co2eq_kg) FILTER (WHERE t.type = 'Retirement' AND t.company_id = $1 AND t.date < $3), 0) AS retired_kg,
         coalesce(sum(t.co2eq_kg) FILTER (WHERE t.type = 'Retirement' AND t.company_id = $1 AND t.date < $5), 0) AS retired_kg_prev
       FROM (${COMPLETED_ROWS}) t`,
      [viewer.companyId, cur.start, cur.end, prev.start, prev.end],
    ))!;
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
    const col = q.chartType === 'GHG' ? 'co2eq_kg' : 'amount_kg';
    const year = periodOf(q.year, undefined);
    const monthOf = "extract(month FROM t.date AT TIME ZONE 'UTC')::int";
    // the Withdrawal series is net of reversals
    const amount = (type: string) => (type === 'Withdrawal' ? `-(${signedWithdrawal(col)})` : `t.${col}`);
    const series = (type: string) => `coalesce(sum(${amount(type)}) FILTER (WHERE t.type = '${type}'), 0) AS "${type}"`;
    const rows = await this.db.rows<ChartRow>(
      `WITH opening AS (
         SELECT coalesce(sum(${heldChange(col)}), 0) AS kg FROM (${COMPLETED_ROWS}) t WHERE t.date < $2
       ), per AS (
         SELECT ${monthOf} AS month,
                ${['Transfer', 'Retirement', 'Incoming', 'Register', 'Withdrawal', 'Scope1'].map(series).join(',\n                ')},
                coalesce(sum(${heldChange(col)}), 0) AS held
         FROM (${COMPLETED_ROWS}) t WHERE t.date >= $2 AND t.date < $3 GROUP BY 1
       )
       SELECT g AS month,
              coalesce(per."Transfer", 0) AS "Transfer", coalesce(per."Retirement", 0) AS "Retirement",
              coalesce(per."Incoming", 0) AS "Incoming", coalesce(per."Register", 0) AS "Register",
              coalesce(per."Withdrawal", 0) AS "Withdrawal", coalesce(per."Scope1", 0) AS "Scope1",
              opening.kg + sum(coalesce(per.held, 0)) OVER (ORDER BY g) AS inventory,
              sum(coalesce(per."Retirement", 0)) OVER (ORDER BY g) AS cumulative,
              CASE WHEN $5 THEN (
                SELECT sum(tg.value_kg) FROM targets tg
                WHERE tg.company_id = $1 AND tg.indicator = 'GHG'
                  AND tg.start_date <= (make_date($4, g, 1) + interval '1 month' - interval '1 day')::date
                  AND tg.end_date >= make_date($4, g, 1)
              ) END AS target
       FROM generate_series(1, $6::int) g CROSS JOIN opening LEFT JOIN per ON per.month = g
       ORDER BY g`,
      [viewer.companyId, year.start, year.end, q.year, q.chartType === 'GHG', months],
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
