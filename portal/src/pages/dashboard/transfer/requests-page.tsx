/**
 * /dashboard/transfer/requests and /dashboard/transfer/requests/{id} (spec 2 §2.1): the company's own transfer and
 * retirement requests (GET /api/credit-requests) with their status through admin review and the receiver's decision.
 */
import { Link, useParams } from 'react-router';
import { useTable } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Card, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import { TRADING_API, TRADING_PAGE_SIZE, type CreditRequestView } from '@bcu/api/contracts';
import { formatTonnes } from '../../../features/format';
import { DASHBOARD_TEXT } from '../shared/texts';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { formatDateTime } from '../transactions/transaction-filter';
import { tableLocale } from '../../../features/errors/load-error';
import { DetailError } from '../../../features/errors/detail-error';

const BASE = '/dashboard/transfer/requests';

export function TransferRequestsPage() {
  const { id } = useParams();
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{T.sentRequests}</Typography.Title>
      {id ? <RequestDetail id={id} /> : <RequestList />}
    </Card>
  );
}

function RequestList() {
  const { tableProps, tableQuery } = useTable<CreditRequestView>({
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'credit-requests',
    meta: { path: TRADING_API.outgoing.slice(1) },
    pagination: { pageSize: TRADING_PAGE_SIZE },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    syncWithLocation: false,
  });
  return (
    <Table<CreditRequestView>
      {...tableProps}
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={tableLocale(tableQuery)}
      columns={[
        { key: 'createdAt', dataIndex: 'createdAt', title: T.dateTime, sorter: true, render: formatDateTime },
        { key: 'kind', dataIndex: 'kind', title: DASHBOARD_TEXT.type },
        {
          key: 'bcuid',
          dataIndex: 'heldBcuid',
          title: T.bcuId,
          render: (v: string, r) => <Link to={`${BASE}/${r.id}`}>{v}</Link>,
        },
        { key: 'receiver', title: DASHBOARD_TEXT.toCompany, render: (_: unknown, r) => r.receiver?.name ?? '—' },
        { key: 'amount', dataIndex: 'amount', title: T.amount, align: 'right', sorter: true, render: formatTonnes },
        { key: 'status', dataIndex: 'status', title: T.status, sorter: true, render: (v: string) => <Tag>{v}</Tag> },
      ]}
    />
  );
}

function RequestDetail({ id }: { id: string }) {
  const { result, query } = useCustom<CreditRequestView>({
    // the page shows the failed load itself: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    url: `${TRADING_API.outgoing}/${id}`,
    method: 'get',
    queryOptions: { queryKey: ['credit-request', id] },
  });
  const r = result.data?.id ? result.data : undefined;
  if (!r) return query.isError ? <DetailError query={query} /> : <Spin />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Link to={BASE}>← {T.back}</Link>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={DASHBOARD_TEXT.type}>{r.kind}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <Tag>{r.status}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={T.bcuId}>{r.heldBcuid}</Descriptions.Item>
        <Descriptions.Item
          label={T.amount}
        >{`${formatTonnes(r.amount)} (${r.amountInput} ${r.amountType})`}</Descriptions.Item>
        <Descriptions.Item label={DASHBOARD_TEXT.co2eq}>{formatTonnes(r.tonnesOfCO2eq)}</Descriptions.Item>
        <Descriptions.Item label={DASHBOARD_TEXT.toCompany}>{r.receiver?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={T.user}>{r.senderUser}</Descriptions.Item>
        <Descriptions.Item label={T.dateTime}>{formatDateTime(r.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={T.country}>{r.creditClaimCountry ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={T.reporting}>{r.reporting ?? '—'}</Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
