/** Scope 1 Info Requests List (spec 2 §2.10): the requests received, 10 a page, search and status; a row opens it. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTable } from '@refinedev/antd';
import { Empty, Input, Select, Space, Table, Tag } from 'antd';
import {
  INFO_REQUEST_STATUSES,
  INFO_REQUEST_STATUS_LABELS,
  TRADING_API,
  TRADING_PAGE_SIZE,
  type InfoRequestStatus,
  type InfoRequestView,
} from '@bcu/api/contracts';
import { DASHBOARD_TEXT } from '../shared/texts';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { useDebounced } from '../shared/use-debounced';
import { formatDateTime } from '../transactions/transaction-filter';
import { STATUS_COLORS } from './incoming-list';

export function InfoRequestList({ base }: { base: string }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<InfoRequestStatus[]>([]);
  const { tableProps, setFilters } = useTable<InfoRequestView>({
    resource: 'info-requests',
    meta: { path: TRADING_API.infoRequests.slice(1) },
    pagination: { pageSize: TRADING_PAGE_SIZE },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { initial: [{ field: 'direction', operator: 'eq', value: 'received' }] },
    syncWithLocation: false,
  });
  useEffect(
    () =>
      setFilters(
        [
          { field: 'direction', operator: 'eq', value: 'received' },
          { field: 'q', operator: 'eq', value: q || undefined },
          { field: 'status', operator: 'eq', value: status.length ? status : undefined },
        ],
        'replace',
      ),
    [q, status.join()], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={T.search}
          placeholder={T.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
        <Select<InfoRequestStatus[]>
          mode="multiple"
          allowClear
          aria-label={T.status}
          placeholder={T.status}
          style={{ minWidth: 220 }}
          value={status}
          onChange={setStatus}
          options={INFO_REQUEST_STATUSES.map((s) => ({ value: s, label: INFO_REQUEST_STATUS_LABELS[s] }))}
        />
      </Space>
      <Table<InfoRequestView>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={DASHBOARD_TEXT.noResult} /> }}
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
