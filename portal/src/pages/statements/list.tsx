/**
 * /statements — the public BCU retirement statements (spec 1 §2, spec 2 §2.6). The issue-date
 * filter shows only to logged-out visitors, Admins and SuperAdmins.
 */
import type { ReactNode } from 'react';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { Card, DatePicker, Empty, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSession } from '../../features/session/session-store';
import { formatDate, formatTonnes } from '../../features/format';
import { TEXT } from '../../features/texts';

/** A row of `GET /api/statements` (amounts as decimal strings, anonymous beneficiaries already masked). */
export interface PublicStatement {
  id: string;
  RSID: string;
  issuedAt: string;
  bcuId: string | string[];
  amount: number | string;
  tonnesOfCO2eq: number | string;
  beneficiary: string | null;
  claimCountry: string | null;
}

const list = (v: string | string[] | null | undefined): ReactNode =>
  Array.isArray(v) ? v.map((x) => <div key={x}>{x}</div>) : (v ?? '—');

export function StatementList() {
  const { user } = useSession();
  const showDateFilter = !user || user.role === 'Admin' || user.role === 'SuperAdmin';
  // the API's StatementFilter is { q, from, to } (dates inclusive) and sorts by issuedAt, rsid or amount
  const { tableProps, setFilters, filters, sorters } = useTable<PublicStatement>({
    resource: 'statements',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'issuedAt', order: 'desc' }] },
    syncWithLocation: true,
  });

  const filterValue = (field: string) =>
    filters.find((f) => 'field' in f && f.field === field)?.value as string | undefined;
  const from = filterValue('from');
  const to = filterValue('to');

  const onRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    setFilters(
      [
        { field: 'from', operator: 'eq', value: dates?.[0]?.format('YYYY-MM-DD') },
        { field: 'to', operator: 'eq', value: dates?.[1]?.format('YYYY-MM-DD') },
      ],
      'replace',
    );
  };

  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {TEXT.statementsTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{TEXT.statementsIntro}</Typography.Text>
        </div>
        {showDateFilter && (
          <label style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <span>{TEXT.issueDateRange}</span>
            <DatePicker.RangePicker
              format="DD.MM.YYYY"
              allowEmpty={[true, true]}
              aria-label={TEXT.issueDateRange}
              data-testid="statements-date-filter"
              defaultValue={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              onChange={(d) => onRange(d as [Dayjs | null, Dayjs | null] | null)}
            />
          </label>
        )}
        <Table<PublicStatement>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={TEXT.noStatements} /> }}
        >
          <Table.Column<PublicStatement>
            key="rsid"
            dataIndex="RSID"
            title={TEXT.rsid}
            sorter
            defaultSortOrder={getDefaultSortOrder('rsid', sorters)}
          />
          <Table.Column<PublicStatement>
            key="issuedAt"
            dataIndex="issuedAt"
            title={TEXT.issueDate}
            sorter
            defaultSortOrder={getDefaultSortOrder('issuedAt', sorters)}
            render={(v: string) => formatDate(v)}
          />
          <Table.Column<PublicStatement>
            key="bcuId"
            dataIndex="bcuId"
            title={TEXT.bcuId}
            render={(v: PublicStatement['bcuId']) => list(v)}
          />
          <Table.Column<PublicStatement>
            key="amount"
            dataIndex="amount"
            title={TEXT.amount}
            align="right"
            sorter
            defaultSortOrder={getDefaultSortOrder('amount', sorters)}
            render={(v: number | string) => formatTonnes(v)}
          />
          <Table.Column<PublicStatement>
            key="tonnesOfCO2eq"
            dataIndex="tonnesOfCO2eq"
            title={TEXT.co2eq}
            align="right"
            render={(v: number | string) => formatTonnes(v)}
          />
          <Table.Column<PublicStatement> key="beneficiary" dataIndex="beneficiary" title={TEXT.beneficiary} />
          <Table.Column<PublicStatement> key="claimCountry" dataIndex="claimCountry" title={TEXT.claimCountry} />
        </Table>
      </Space>
    </Card>
  );
}
