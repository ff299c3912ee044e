/**
 * Incoming Transactions (spec 2 §2.10): date and time, from / by, BCU ID, user, amount, status, actions; a search
 * box and a status filter; 10 a page. A row opens its detail.
 */
import { useNavigate } from 'react-router';
import { Button, Space, Table, Tag } from 'antd';
import {
  INCOMING_STATUSES,
  INCOMING_STATUS_LABELS,
  TRADING_API,
  TRADING_PAGE_SIZE,
  type IncomingStatus,
  type IncomingTransaction,
} from '@bcu/api/contracts';
import { formatTonnes } from '../../../features/format';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { formatDateTime } from '../transactions/transaction-filter';
import { SearchStatusBar, useSearchStatus } from './search-status-bar';
import { tableLocale } from '../../../features/errors/load-error';
import { useFilteredTable } from '../../../features/tables/use-filtered-table';

export const STATUS_COLORS: Record<string, string> = {
  Pending: 'gold',
  Approved: 'green',
  Denied: 'red',
  Expired: 'default',
};

export function IncomingList({ base }: { base: string }) {
  const navigate = useNavigate();
  const filter = useSearchStatus<IncomingStatus>();
  const { tableProps, tableQuery } = useFilteredTable<IncomingTransaction>(filter.filters, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'incoming-transactions',
    meta: { path: TRADING_API.incoming.slice(1) },
    pagination: { pageSize: TRADING_PAGE_SIZE },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  });
  const open = (t: IncomingTransaction) => navigate(`${base}/requests/${t.id}`);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SearchStatusBar
        state={filter}
        options={INCOMING_STATUSES.map((s) => ({ value: s, label: INCOMING_STATUS_LABELS[s] }))}
      />
      <Table<IncomingTransaction>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        onRow={(t) => ({ onClick: () => open(t), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'createdAt', dataIndex: 'createdAt', title: T.dateTime, sorter: true, render: formatDateTime },
          { key: 'from', title: T.fromBy, render: (_: unknown, t) => t.from.name },
          { key: 'bcuid', dataIndex: 'bcuid', title: T.bcuId },
          { key: 'by', dataIndex: 'by', title: T.user },
          {
            key: 'amount',
            dataIndex: 'amount',
            title: T.amount,
            align: 'right',
            sorter: true,
            render: (v: string) => formatTonnes(v),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: T.status,
            render: (_: unknown, t) => <Tag color={STATUS_COLORS[t.status]}>{t.statusLabel}</Tag>,
          },
          {
            key: 'actions',
            title: T.actions,
            // kept in view at any width (issue 10 §13): the table scrolls under it
            fixed: 'right',
            render: (_: unknown, t) => (
              <Button
                size="small"
                onClick={(e) => {
                  e.stopPropagation();
                  open(t);
                }}
              >
                {T.details}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
