/** Scope 1 Info Requests List (spec 2 §2.10): the requests received, 10 a page, search and status; a row opens it. */
import { useNavigate } from 'react-router';
import { Space, Table, Tag } from 'antd';
import {
  INFO_REQUEST_STATUSES,
  INFO_REQUEST_STATUS_LABELS,
  TRADING_API,
  TRADING_PAGE_SIZE,
  type InfoRequestStatus,
  type InfoRequestView,
} from '@bcu/api/contracts';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { formatDateTime } from '../transactions/transaction-filter';
import { STATUS_COLORS } from './incoming-list';
import { SearchStatusBar, useSearchStatus } from './search-status-bar';
import { tableLocale } from '../../../features/errors/load-error';
import { useFilteredTable } from '../../../features/tables/use-filtered-table';

export function InfoRequestList({ base }: { base: string }) {
  const navigate = useNavigate();
  const filter = useSearchStatus<InfoRequestStatus>([{ field: 'direction', operator: 'eq', value: 'received' }]);
  const { tableProps, tableQuery } = useFilteredTable<InfoRequestView>(filter.filters, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'info-requests',
    meta: { path: TRADING_API.infoRequests.slice(1) },
    pagination: { pageSize: TRADING_PAGE_SIZE },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SearchStatusBar
        state={filter}
        options={INFO_REQUEST_STATUSES.map((s) => ({ value: s, label: INFO_REQUEST_STATUS_LABELS[s] }))}
      />
      <Table<InfoRequestView>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        onRow={(r) => ({ onClick: () => navigate(`${base}/info-requests/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'createdAt', dataIndex: 'createdAt', title: T.dateTime, sorter: true, render: formatDateTime },
          { key: 'bcuid', dataIndex: 'bcuid', title: T.bcuId },
          { key: 'requester', title: T.requester, render: (_: unknown, r) => r.requester.name },
          { key: 'requesterUser', dataIndex: 'requesterUser', title: T.user },
          {
            key: 'status',
            dataIndex: 'status',
            title: T.status,
            render: (_: unknown, r) => <Tag color={STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>,
          },
        ]}
      />
    </Space>
  );
}
