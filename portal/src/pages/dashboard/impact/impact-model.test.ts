import { keys } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { KpiResult, KpiValue, TransactionsChart } from '@bcu/api/contracts';
import {
  chartPoints,
  chartTable,
  doughnutOf,
  formatChange,
  formatKpi,
  impactQuery,
  keepMonth,
  kpiCardsOf,
  monthOptions,
  seriesOf,
  impactKeys,
  yearOptions,
} from './impact-model';

const v = (total: string, trend: KpiValue['trend'] = 'up', percentageChange = 0): KpiValue => ({
  total,
  previous: '0',
  trend,
  percentageChange,
});
const result: KpiResult = {
  companyId: 'c',
  companyType: 'Airline',
  year: 2024,
  month: 3,
  previous: { year: 2024, month: 2 },
  values: {
    totalTransfers: v('3', 'up', 100),
    totalRetirements: v('1', 'down', 50),
    totalTransferAmount: v('1234.500', 'up', 12.5),
    totalCreditsCO2eq: v('2.250'),
    totalCreditsVolume: v('2.000', 'down', 33.3),
    totalCreditsCO2eqActive: v('1.500'),
    totalCreditsCO2eqRetired: v('0.750'),
  },
};
const month = (label: string, m: number, over: Partial<TransactionsChart['months'][number]> = {}) => ({
  month: m,
  label,
  Transfer: '0.000',
  Retirement: '0.000',
  Incoming: '0.000',
  Register: '0.000',
  Withdrawal: '0.000',
  Scope1: '0.000',
  bcuInventory: '0.000',
  cumulativeRetirements: '0.000',
  target: null,
  ...over,
});

describe('impact dashboard filters (spec 2 §2.4)', () => {
  const now = new Date('2026-04-15T12:00:00Z');
  it('offers the years 2023 to the current one, newest first, and months of the current year up to now', () => {
    expect(yearOptions(now)).to.deep.equal([2026, 2025, 2024, 2023]);
    expect(monthOptions(2026, now).map((m) => m.label)).to.deep.equal(['Jan', 'Feb', 'Mar', 'Apr']);
    expect(monthOptions(2025, now)).to.have.length(12);
  });
  it('keeps the chosen month when the new year offers it, else drops it', () => {
    expect(keepMonth(2026, 4, now)).to.equal(4);
    expect(keepMonth(2026, 9, now)).to.equal(undefined);
    expect(keepMonth(2025, 9, now)).to.equal(9);
    expect(keepMonth(2025, undefined, now)).to.equal(undefined);
  });
  it('leaves empty keys out of the query', () => {
    expect(impactQuery({ year: 2024, month: undefined, accountId: undefined, chartType: 'BCU' })).to.deep.equal({
      year: 2024,
      chartType: 'BCU',
    });
  });
});

describe('KPI cards and doughnut (spec 2 §2.4)', () => {
  it('formats counts whole and tonnes with 3 decimals and separators, exactly', () => {
    expect(formatKpi('totalTransfers', '1200')).to.equal('1,200');
    expect(formatKpi('totalCreditsVolume', '1234567.891')).to.equal('1,234,567.891');
    expect(formatKpi('totalCreditsVolume', '0.000')).to.equal('0.000');
  });
  it('shows the change with its sign, and 0 without one', () => {
    expect(formatChange({ trend: 'up', percentageChange: 12.5 })).to.equal('+12.5%');
    expect(formatChange({ trend: 'down', percentageChange: 33.3 })).to.equal('−33.3%');
    expect(formatChange({ trend: 'up', percentageChange: 0 })).to.equal('0.0%');
  });
  it('gives Suppliers and Intermediaries four cards and no doughnut, the others six and the doughnut', () => {
    expect(kpiCardsOf(result, 'Supplier').map((c) => c.key)).to.deep.equal([
      'totalTransfers',
      'totalTransferAmount',
      'totalCreditsVolume',
      'totalCreditsCO2eq',
    ]);
    expect(kpiCardsOf(result, 'Intermediary')).to.have.length(4);
    expect(doughnutOf(result, 'Intermediary')).to.equal(null);
    const six = kpiCardsOf(result, 'Airline');
    expect(six).to.have.length(6);
    expect(six[1]).to.deep.include({ value: '1,234.500', change: '+12.5%', trend: 'up' });
    expect(six[1].description).to.equal('Transferred (BCU): 1,234.500, up 12.5% vs Feb 2024');
    expect(six.find((c) => c.key === 'totalCreditsCO2eqActive')!.description).to.contain('unchanged vs Feb 2024');
    expect(doughnutOf(result, 'Corporate')).to.deep.equal({
      slices: [
        { type: 'Active CO2eq reduction (t)', value: 1.5 },
        { type: 'Retired CO2eq reduction (t)', value: 0.75 },
      ],
      total: '2.250',
    });
  });
});

describe('transactions chart series (spec 2 §2.4)', () => {
  const chart: TransactionsChart = {
    companyId: 'c',
    companyType: 'Airline',
    year: 2024,
    chartType: 'GHG',
    unit: 't CO2eq',
    months: [month('Jan', 1, { bcuInventory: '1.500', target: '5.000' }), month('Feb', 2, { Transfer: '0.750' })],
  };
  it('shows Register only to Suppliers and retirements only to companies that may retire; target only in GHG', () => {
    expect(seriesOf('Supplier', 'GHG')).to.deep.equal([
      'Transfer',
      'Incoming',
      'Register',
      'Withdrawal',
      'Scope1',
      'bcuInventory',
      'target',
    ]);
    expect(seriesOf('Intermediary', 'BCU')).to.deep.equal([
      'Transfer',
      'Incoming',
      'Withdrawal',
      'Scope1',
      'bcuInventory',
    ]);
    expect(seriesOf('Airline', 'BCU')).to.deep.equal([
      'Transfer',
      'Retirement',
      'Incoming',
      'Withdrawal',
      'Scope1',
      'bcuInventory',
      'cumulativeRetirements',
    ]);
  });
  it('leaves zeros and missing targets out of the logarithmic scale (null)', () => {
    const points = chartPoints(chart, 'Airline');
    expect(points.filter((p) => p.month === 'Jan' && p.value !== null)).to.deep.equal([
      { month: 'Jan', series: 'BCU inventory', value: 1.5 },
      { month: 'Jan', series: 'Target', value: 5 },
    ]);
    expect(points.find((p) => p.month === 'Feb' && p.series === 'Target')!.value).to.equal(null);
    expect(points.find((p) => p.month === 'Feb' && p.series === 'Transfer')!.value).to.equal(0.75);
  });
  it('gives the same figures as a table with exact 3-decimal strings', () => {
    const table = chartTable(chart, 'Supplier');
    expect(table.columns.map((c) => c.title)).to.deep.equal([
      'Transfer',
      'Incoming',
      'Register',
      'Withdrawal',
      'Scope 1',
      'BCU inventory',
      'Target',
    ]);
    expect(table.rows[0]).to.deep.include({ month: 'Jan', bcuInventory: '1.500', target: '5.000', Register: '0.000' });
    expect(table.rows[1]).to.deep.include({ target: '—', Transfer: '0.750' });
  });
});

describe('refreshing the chart', () => {
  it("keys the chart under Refine's key of the targets' list, so a target's write refreshes it", () => {
    const list = keys().data('default').resource('targets').action('list').get();
    const chart = impactKeys.chart({ year: 2024 });
    expect(chart.slice(0, list.length)).to.deep.equal(list);
    expect(impactKeys.kpi({ year: 2024 }).slice(0, list.length)).not.to.deep.equal(list);
  });
});
