/**
 * Impact Trends Dashboard (spec 2 §2.3 "Dashboard view", §2.4): a collapsible panel with month and year filters,
 * the KPI cards (four for Suppliers and Intermediaries, six plus a doughnut for the others), the transactions chart
 * with its GHG / BCU toggle on a logarithmic scale, and the targets panel. The charts are loaded lazily; every figure
 * is also given as text (the cards, the doughnut's total, the chart's table).
 */
import { Suspense, useState } from 'react';
import { useCustom } from '@refinedev/core';
import {
  Alert,
  Card,
  Col,
  Collapse,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  CHART_TYPES,
  CHART_UNITS,
  KPI_API,
  type ChartType,
  type CompanyType,
  type KpiResult,
  type TransactionsChart,
} from '@bcu/api/contracts';
import {
  IMPACT_TEXT as T,
  chartPoints,
  chartTable,
  doughnutOf,
  impactKeys,
  impactQuery,
  keepMonth,
  kpiCardsOf,
  monthOptions,
  yearOptions,
  type KpiCard,
} from './impact-model';
import { TargetsPanel } from '../targets/targets-panel';
import { useLiveRefetch } from '../../../providers/live-provider';
import { lazyNamed } from '../../../features/shell/lazy-named';

const ImpactDoughnut = lazyNamed(() => import('./impact-charts'), 'ImpactDoughnut');
const ImpactLineChart = lazyNamed(() => import('./impact-charts'), 'ImpactLineChart');

export interface ImpactPanelProps {
  /** The company type whose cards and series apply (the selected account's for an Auditor). */
  companyType: CompanyType | string | undefined;
  /** An Auditor's selected account; omitted for the user's own company. */
  accountId?: string;
  /** Targets are read only (Auditors, users who are not Active). */
  readOnly?: boolean;
}

export function ImpactPanel(props: ImpactPanelProps) {
  return (
    <Collapse
      defaultActiveKey={['impact']}
      items={[{ key: 'impact', label: <strong>{T.title}</strong>, children: <Impact {...props} /> }]}
    />
  );
}

function Impact({ companyType, accountId, readOnly = false }: ImpactPanelProps) {
  const now = new Date();
  const [year, setYear] = useState(now.getUTCFullYear());
  const [month, setMonth] = useState<number | undefined>(now.getUTCMonth() + 1);
  const [chartType, setChartType] = useState<ChartType>('GHG');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="bcu-impact">
      <Space wrap>
        <Select
          aria-label={T.year}
          virtual={false}
          style={{ width: 120 }}
          value={year}
          onChange={(y: number) => {
            setYear(y);
            setMonth((m) => keepMonth(y, m));
          }}
          options={yearOptions().map((y) => ({ value: y, label: String(y) }))}
        />
        <Select
          aria-label={T.month}
          virtual={false}
          style={{ width: 160 }}
          value={month ?? 0}
          onChange={(m: number) => setMonth(m || undefined)}
          options={[{ value: 0, label: T.allMonths }, ...monthOptions(year)]}
        />
      </Space>
      <KpiSection year={year} month={month} accountId={accountId} companyType={companyType} />
      <ChartSection
        year={year}
        chartType={chartType}
        onChartType={setChartType}
        accountId={accountId}
        companyType={companyType}
      />
      <TargetsPanel accountId={accountId} readOnly={readOnly} />
    </Space>
  );
}

function KpiSection({
  year,
  month,
  accountId,
  companyType,
}: {
  year: number;
  month: number | undefined;
  accountId?: string;
  companyType: string | undefined;
}) {
  const params = impactQuery({ year, month, accountId });
  const { result, query } = useCustom<KpiResult>({
    url: KPI_API.kpi,
    method: 'get',
    config: { query: params },
    queryOptions: { queryKey: impactKeys.kpi(params) },
    errorNotification: false,
  });
  useLiveRefetch(['balance'], query.refetch);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError || !result.data?.values) return <Alert type="error" showIcon message={T.loadFailed} />;
  const data = result.data;
  const cards = kpiCardsOf(data, companyType);
  const doughnut = doughnutOf(data, companyType);
  return (
    <section aria-label={T.cards}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={doughnut ? 16 : 24}>
          <Row gutter={[16, 16]} role="list">
            {cards.map((c) => (
              <Col key={c.key} xs={12} xl={doughnut ? 8 : 6} role="listitem">
                <KpiCardView card={c} />
              </Col>
            ))}
          </Row>
        </Col>
        {doughnut && (
          <Col xs={24} lg={8}>
            <Card size="small" title={T.doughnut} className="bcu-kpi-doughnut">
              {doughnut.slices.every((s) => s.value === 0) ? (
                <Typography.Text type="secondary">{T.noData}</Typography.Text>
              ) : (
                <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
                  <ImpactDoughnut
                    slices={doughnut.slices}
                    total={doughnut.total}
                    label={`${T.doughnut}: ${doughnut.slices.map((s) => `${s.type} ${s.value.toFixed(3)}`).join(', ')}; ${T.doughnutTotal} ${doughnut.total}`}
                  />
                </Suspense>
              )}
            </Card>
          </Col>
        )}
      </Row>
    </section>
  );
}

function KpiCardView({ card }: { card: KpiCard }) {
  const flat = card.change === '0.0%';
  const colour = flat ? '#595959' : card.trend === 'up' ? '#237804' : '#a8071a';
  return (
    <Card size="small" className="bcu-kpi-card" data-kpi={card.key} role="group" aria-label={card.description}>
      <Statistic title={card.title} value={card.value} />
      <Typography.Text style={{ color: colour }} data-trend={card.trend}>
        {!flat && (card.trend === 'up' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />)}{' '}
        {card.change}
      </Typography.Text>
    </Card>
  );
}

function ChartSection({
  year,
  chartType,
  onChartType,
  accountId,
  companyType,
}: {
  year: number;
  chartType: ChartType;
  onChartType: (t: ChartType) => void;
  accountId?: string;
  companyType: string | undefined;
}) {
  const params = impactQuery({ year, chartType, accountId });
  const { result, query } = useCustom<TransactionsChart>({
    url: KPI_API.chart,
    method: 'get',
    config: { query: params },
    // the chart carries the target series: its key sits under the targets' list, so Refine's invalidation after a
    // target is created, edited or deleted refreshes it too
    queryOptions: { queryKey: impactKeys.chart(params) },
    errorNotification: false,
  });
  useLiveRefetch(['balance'], query.refetch);
  const chart = result.data?.months ? result.data : undefined;
  const unit = CHART_UNITS[chartType];
  return (
    <Card
      size="small"
      title={`${T.chart} (${unit})`}
      extra={
        <Segmented<ChartType>
          aria-label={T.chartType}
          value={chartType}
          onChange={onChartType}
          options={CHART_TYPES.map((t) => ({ value: t, label: t }))}
        />
      }
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError || !chart ? (
        <Alert type="error" showIcon message={T.loadFailed} />
      ) : (
        <ChartBody chart={chart} companyType={companyType} />
      )}
    </Card>
  );
}

function ChartBody({ chart, companyType }: { chart: TransactionsChart; companyType: string | undefined }) {
  const points = chartPoints(chart, companyType);
  const table = chartTable(chart, companyType);
  const label = `${T.chart} ${chart.year} in ${chart.unit} per month: ${table.columns.map((c) => c.title).join(', ')}. ${T.logScale}`;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {points.some((p) => p.value !== null) ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 340 }} />}>
          <ImpactLineChart points={points} unit={chart.unit} label={label} />
        </Suspense>
      ) : (
        <Typography.Text type="secondary">{T.noData}</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.logScale}
      </Typography.Text>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'table',
            label: T.chartTable,
            children: (
              <Table
                size="small"
                pagination={false}
                scroll={{ x: true }}
                rowKey="month"
                dataSource={table.rows}
                columns={[
                  { title: 'Month', dataIndex: 'month', key: 'month', fixed: 'left' },
                  ...table.columns.map((c) => ({
                    title: c.title,
                    dataIndex: c.key,
                    key: c.key,
                    align: 'right' as const,
                  })),
                ]}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
