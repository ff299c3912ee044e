/**
 * Transactions History (spec 2 §2.3): a collapsible panel with the company's transactions — type filter (options by
 * company type), date range, free-text search kept in the URL parameter `search`, and the transactions.xlsx
 * download (hidden for Suspended users). A BCU ID opens /bcu/{id}/bcu-info with the originating path in
 * navigation state.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { storedPageSize, useRememberPageSize } from '../../../features/tables/page-size';
import { Button, Collapse, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  MSG,
  TRANSACTIONS_API,
  TRANSACTIONS_FILE,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZE_OPTIONS,
  TRANSACTION_TYPE_LABELS,
  transactionTypeOptions,
  type CompanyType,
  type Transaction,
  type TransactionType,
} from '@bcu/api/contracts';
import { formatTonnes } from '../../../features/format';
import { useNotify } from '../../../features/errors/notify';
import { DASHBOARD_TEXT as T } from '../shared/texts';
import { DateRangeFilter } from '../shared/date-range-filter';
import type { DayRange } from '../shared/date-range';
import { useDebouncedCallback } from '../shared/use-debounced';
import { downloadFile } from '../shared/download';
import { formatDateTime, transactionFilter } from './transaction-filter';
import { tableLocale } from '../../../features/errors/load-error';
import { useFilteredTable } from '../../../features/tables/use-filtered-table';

export interface TransactionsPanelProps {
  /** The company type whose options the type filter offers (the selected account's for an Auditor). */
  companyType: CompanyType | undefined;
  /** An Auditor's selected account. */
  accountId?: string;
  /** False for Suspended users (spec 2 §6). */
  canDownload: boolean;
}

export function TransactionsPanel(props: TransactionsPanelProps) {
  return (
    <Collapse
      defaultActiveKey={['history']}
      items={[{ key: 'history', label: <strong>{T.transactionsHistory}</strong>, children: <History {...props} /> }]}
    />
  );
}

function History({ companyType, accountId, canDownload }: TransactionsPanelProps) {
  const location = useLocation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  // the search lives in the URL parameter `search` (spec 2 §2.3), written after the typing settles; the box keeps
  // what was typed
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = params.get('search') ?? '';
  const settleSearch = useDebouncedCallback((typed: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (typed) next.set('search', typed);
        else next.delete('search');
        return next;
      },
      { replace: true, state: location.state },
    ),
  );
  const [types, setTypes] = useState<TransactionType[]>([]);
  const [range, setRange] = useState<DayRange>({});
  const [downloading, setDownloading] = useState(false);
  const options = useMemo(() => transactionTypeOptions(companyType), [companyType]);

  const filter = transactionFilter({ types, range, search: debounced, accountId });
  const { tableProps, tableQuery, pageSize } = useFilteredTable<Transaction>(filter.crud, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'transactions',
    meta: { path: TRANSACTIONS_API.list.slice(1) },
    pagination: { pageSize: storedPageSize('transactions', TRANSACTION_PAGE_SIZE, TRANSACTION_PAGE_SIZE_OPTIONS) },
    sorters: { initial: [{ field: 'date', order: 'desc' }] },
  });
  useRememberPageSize('transactions', pageSize);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(TRANSACTIONS_API.download, filter.query, TRANSACTIONS_FILE);
      notify.success(MSG.fileDownloaded);
    } catch (e) {
      notify.error(e);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap align="start">
        <Select<TransactionType[]>
          mode="multiple"
          allowClear
          aria-label={T.type}
          placeholder={T.type}
          style={{ minWidth: 220 }}
          value={types}
          onChange={setTypes}
          options={options.map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] }))}
          data-testid="transactions-type"
        />
        <DateRangeFilter value={range} onApply={setRange} testId="transactions-range" />
        <Input.Search
          allowClear
          aria-label={T.search}
          placeholder={T.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            settleSearch(e.target.value.trim());
          }}
          style={{ width: 240 }}
        />
        {canDownload && (
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {T.download}
          </Button>
        )}
      </Space>
      <Table<Transaction>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        pagination={{
          ...tableProps.pagination,
          showSizeChanger: true,
          pageSizeOptions: TRANSACTION_PAGE_SIZE_OPTIONS.map(String),
        }}
        columns={[
          { key: 'date', dataIndex: 'date', title: T.date, sorter: true, render: (v: string) => formatDateTime(v) },
          {
            key: 'type',
            dataIndex: 'type',
            title: T.type,
            sorter: true,
            render: (v: TransactionType) => TRANSACTION_TYPE_LABELS[v],
          },
          { key: 'status', dataIndex: 'status', title: T.status },
          {
            key: 'bcuid',
            dataIndex: 'bcuid',
            title: T.bcuId,
            sorter: true,
            render: (v: string | null, t) =>
              v ? (
                <Link to={`/bcu/${t.creditId}/bcu-info`} state={{ from: `${location.pathname}${location.search}` }}>
                  {v}
                </Link>
              ) : (
                '—'
              ),
          },
          { key: 'company', title: T.fromCompany, render: (_: unknown, t) => t.company.name },
          {
            key: 'sender',
            title: T.user,
            render: (_: unknown, t) => (t.sender ? `${t.sender.firstName} ${t.sender.lastName}` : '—'),
          },
          { key: 'receiver', title: T.toCompany, render: (_: unknown, t) => t.receiver?.name ?? '—' },
          {
            key: 'amount',
            dataIndex: 'amount',
            title: T.amount,
            align: 'right',
            sorter: true,
            render: (v: string, t) => (
              <Space size={4}>
                <Tag color={t.direction === 'incoming' ? 'green' : 'volcano'}>
                  {t.direction === 'incoming' ? T.incoming : T.outgoing}
                </Tag>
                <Typography.Text>{`${t.direction === 'incoming' ? '+' : '−'}${formatTonnes(v)}`}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'tonnesOfCO2eq',
            dataIndex: 'tonnesOfCO2eq',
            title: T.co2eq,
            align: 'right',
            render: (v: string) => formatTonnes(v),
          },
        ]}
      />
    </Space>
  );
}
