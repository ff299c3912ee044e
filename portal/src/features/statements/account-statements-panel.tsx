/**
 * The account Retirement Statements panel (spec 2 §2.6): the signed-in company's statements (an Auditor's selected
 * account through `accountId`), date filter and search, rows that expand to their credits with certificate PDF
 * links, a single statement's PDF, and statements.zip for a selection. The dashboard hides it for Intermediary and
 * Supplier accounts (the API refuses them too).
 */
import { useEffect, useState } from 'react';
import { Button, Collapse, Input, Space, Table, Typography } from 'antd';
import { checkboxLabel } from '../a11y/checkbox-label';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { MSG, STATEMENT_API, type PublicStatement } from '@bcu/api/contracts';
import { formatDate, formatTonnes } from '../format';
import { useNotify } from '../errors/notify';
import { DateRangeFilter } from '../../pages/dashboard/shared/date-range-filter';
import type { DayRange } from '../../pages/dashboard/shared/date-range';
import { useDebounced } from '../../pages/dashboard/shared/use-debounced';
import { downloadStatementPdf, downloadStatementsZip } from './download';
import { keepVisible, statementFilter } from './statement-filter';
import { StatementCredits } from './statement-credits';
import { STATEMENT_TEXT as T } from './texts';
import { tableLocale } from '../errors/load-error';
import { useFilteredTable } from '../tables/use-filtered-table';

export interface AccountStatementsPanelProps {
  /** An Auditor's selected account. */
  accountId?: string;
}

export function AccountStatementsPanel(props: AccountStatementsPanelProps) {
  return (
    <Collapse
      defaultActiveKey={['statements']}
      items={[{ key: 'statements', label: <strong>{T.panelTitle}</strong>, children: <Statements {...props} /> }]}
    />
  );
}

function Statements({ accountId }: AccountStatementsPanelProps) {
  const notify = useNotify();
  const [range, setRange] = useState<DayRange>({});
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  const filter = statementFilter({ ...range, search: debounced, accountId });

  const { tableProps, tableQuery } = useFilteredTable<PublicStatement>(filter.crud, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'statements',
    meta: { path: STATEMENT_API.account.slice(1) },
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'issuedAt', order: 'desc' }] },
  });
  const rows = tableProps.dataSource;
  useEffect(() => setSelected((s) => keepVisible(s, (rows ?? []) as PublicStatement[])), [rows]);

  const run = async (key: string, fn: () => Promise<void>) => {
    setBusy(key);
    try {
      await fn();
      notify.success(MSG.fileDownloaded);
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="account-statements">
      <Space wrap align="start">
        <DateRangeFilter value={range} onApply={setRange} testId="statements-range" />
        <Input.Search
          allowClear
          aria-label={T.search}
          placeholder={T.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <Button
          icon={<DownloadOutlined />}
          disabled={selected.length === 0}
          loading={busy === 'zip'}
          onClick={() => void run('zip', () => downloadStatementsZip(selected))}
        >
          {T.downloadZip}
        </Button>
        {selected.length > 0 && <Typography.Text type="secondary">{T.selected(selected.length)}</Typography.Text>}
      </Space>
      <Table<PublicStatement>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (s) => checkboxLabel(T.selectStatement(s.RSID)),
        }}
        expandable={{
          expandedRowRender: (s) => <StatementCredits statement={s} />,
          rowExpandable: (s) => s.credits.length > 0,
        }}
        columns={[
          { key: 'rsid', dataIndex: 'RSID', title: T.rsid, sorter: true },
          {
            key: 'issuedAt',
            dataIndex: 'issuedAt',
            title: T.issueDate,
            sorter: true,
            render: (v: string) => formatDate(v),
          },
          {
            key: 'productType',
            dataIndex: 'productType',
            title: T.productType,
            render: (v: string | null) => v ?? '—',
          },
          {
            key: 'amount',
            dataIndex: 'amount',
            title: T.amount,
            align: 'right',
            sorter: true,
            render: (v: string) => formatTonnes(v),
          },
          {
            key: 'co2eq',
            dataIndex: 'tonnesOfCO2eq',
            title: T.co2eq,
            align: 'right',
            render: (v: string) => formatTonnes(v),
          },
          { key: 'scope1', dataIndex: 'scope1', title: T.scope1, render: (v: string | null) => v ?? '—' },
          { key: 'scope3', dataIndex: 'scope3', title: T.scope3, render: (v: string | null) => v ?? '—' },
          {
            key: 'claimCountry',
            dataIndex: 'claimCountry',
            title: T.claimCountry,
            render: (v: string | null) => v ?? '—',
          },
          { key: 'reporting', dataIndex: 'reporting', title: T.reporting, render: (v: string | null) => v ?? '—' },
          {
            key: 'pdf',
            title: T.pdf,
            render: (_: unknown, s) => (
              <Button
                type="link"
                icon={<FilePdfOutlined />}
                loading={busy === s.id}
                aria-label={`${T.pdf} ${s.RSID}`}
                onClick={() => void run(s.id, () => downloadStatementPdf(s))}
              >
                {T.pdf}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
