/**
 * /statements — the public BCU retirement statements (spec 1 §2, spec 2 §2.6). The issue-date
 * filter shows only to logged-out visitors, Admins and SuperAdmins.
 */
import type { ReactNode } from 'react';
import { useTable } from '@refinedev/antd';
import { Card, DatePicker, Empty, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSession } from '../../features/session/session-store';
import { formatDate, formatTonnes } from '../../features/format';
import { TEXT } from '../../features/texts';

export interface PublicStatement {
  id: string;
  RSID?: string;
  rsid?: string;
  issueDate?: string;
  BCUID?: string | string[];
  bcuIds?: string[];
  amount?: number | string;
  tonnesOfCO2eq?: number | string;
  co2eq?: number | string;
  beneficiary?: string;
  claimCountry?: string;
}

const list = (v: string | string[] | undefined): ReactNode =>
  Array.isArray(v) ? v.map((x) => <div key={x}>{x}</div>) : (v ?? '—');

export function StatementList() {
  const { user } = useSession();
  const showDateFilter = !user || user.role === 'Admin' || user.role === 'SuperAdmin';
  const { tableProps, setFilters, filters } = useTable<PublicStatement>({
    resource: 'statements',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'issueDate', order: 'desc' }] },
    syncWithLocation: true,
  });

  const range = (() => {
    const from = filters.find((f) => 'field' in f && f.field === 'issueDate' && f.operator === 'gte')?.value as string | undefined;
    const to = filters.find((f) => 'field' in f && f.field === 'issueDate' && f.operator === 'lte')?.value as string | undefined;
    return [from, to] as const;
  })();

  const onRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    setFilters(
      [
        { field: 'issueDate', operator: 'gte', value: dates?.[0]?.format('YYYY-MM-DD') },
        { field: 'issueDate', operator: 'lte', value: dates?.[1]?.format('YYYY-MM-DD') },
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
              key={`${range[0] ?? ''}-${range[1] ?? ''}`}
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
          <Table.Column<PublicStatement> key="RSID" dataIndex="RSID" title={TEXT.rsid} render={(_, r) => r.RSID ?? r.rsid ?? '—'} />
          <Table.Column<PublicStatement>
            key="issueDate"
            dataIndex="issueDate"
            title={TEXT.issueDate}
            sorter
            render={(v: string) => formatDate(v)}
          />
          <Table.Column<PublicStatement> key="BCUID" dataIndex="BCUID" title={TEXT.bcuId} render={(_, r) => list(r.BCUID ?? r.bcuIds)} />
          <Table.Column<PublicStatement>
            key="amount"
            dataIndex="amount"
            title={TEXT.amount}
            align="right"
            sorter
            render={(v: number | string) => formatTonnes(v)}
          />
          <Table.Column<PublicStatement>
            key="tonnesOfCO2eq"
            dataIndex="tonnesOfCO2eq"
            title={TEXT.co2eq}
            align="right"
            render={(_, r) => formatTonnes(r.tonnesOfCO2eq ?? r.co2eq)}
          />
          <Table.Column<PublicStatement> key="beneficiary" dataIndex="beneficiary" title={TEXT.beneficiary} />
          <Table.Column<PublicStatement> key="claimCountry" dataIndex="claimCountry" title={TEXT.claimCountry} />
        </Table>
      </Space>
    </Card>
  );
}
