/**
 * /statements — the public BCU retirement statements (spec 1 §2, spec 2 §2.6). The issue-date filter shows only to
 * logged-out visitors, Admins and SuperAdmins. Rows expand to their credits with certificate PDFs; each statement
 * downloads as PDF. The verification link printed on every PDF (`/statements?rsid=…`) opens the list searched for it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Space } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { MSG, STATEMENT_PAGE_SIZE_OPTIONS, type PublicStatement } from '@bcu/api/contracts';
import { useIdentity } from '../../features/session/use-identity';
import { formatDate, formatTonnes } from '../../features/format';
import { useNotify } from '../../features/errors/notify';
import { TEXT } from '../../features/texts';
import { StatementCredits } from '../../features/statements/statement-credits';
import { downloadStatementPdf } from '../../features/statements/download';
import { STATEMENT_TEXT } from '../../features/statements/texts';
import { publicStatementFilters, showsPublicDateFilter } from './public-filter';
import { EmptyOrError } from '../../features/errors/load-error';
import { DataTable, type DataColumn } from '../../features/tables/data-table';
import { useDataTable } from '../../features/tables/use-data-table';
import { StatementFilters } from './statement-filters';

const orDash = (v: string | null) => v ?? '—';

export function StatementList() {
  const user = useIdentity();
  const notify = useNotify();
  const [params] = useSearchParams();
  const verifying = params.get('rsid') ?? undefined;
  const showDateFilter = showsPublicDateFilter(user);
  const [busy, setBusy] = useState<string>();
  // the API's StatementFilter is { q, from, to } (dates inclusive) and sorts by issuedAt, rsid or amount
  const { tableProps, setFilters, filters, tableQuery } = useDataTable<PublicStatement>(
    {
      // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
      errorNotification: false,
      resource: 'statements',
      pagination: { pageSize: 10 },
      sorters: { initial: [{ field: 'issuedAt', order: 'desc' }] },
      filters: { initial: publicStatementFilters({ q: verifying }) },
      syncWithLocation: !verifying,
    },
    STATEMENT_PAGE_SIZE_OPTIONS,
  );

  // the same objects while the filters stay: the filter bar is drawn again only when they change
  const filterValues = useMemo(() => {
    const value = (field: string) =>
      filters.find((f) => 'field' in f && f.field === field)?.value as string | undefined;
    return { q: value('q'), from: value('from'), to: value('to') };
  }, [filters]);
  const replaceFilters = useCallback(
    (next: ReturnType<typeof publicStatementFilters>) => setFilters(next, 'replace'),
    [setFilters],
  );

  const pdf = async (s: PublicStatement) => {
    setBusy(s.id);
    try {
      await downloadStatementPdf(s);
      notify.success(MSG.fileDownloaded);
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(undefined);
    }
  };

  const columns: DataColumn<PublicStatement>[] = [
    { key: 'rsid', title: TEXT.rsid, sortField: 'rsid', render: (s) => s.RSID },
    { key: 'issuedAt', title: TEXT.issueDate, sortField: 'issuedAt', render: (s) => formatDate(s.issuedAt) },
    { key: 'bcuId', title: TEXT.bcuId, render: (s) => s.credits.map((c) => <div key={c.id}>{c.BCUID}</div>) },
    { key: 'amount', title: TEXT.amount, align: 'right', sortField: 'amount', render: (s) => formatTonnes(s.amount) },
    { key: 'tonnesOfCO2eq', title: TEXT.co2eq, align: 'right', render: (s) => formatTonnes(s.tonnesOfCO2eq) },
    { key: 'beneficiary', title: TEXT.beneficiary, render: (s) => s.beneficiary },
    { key: 'productType', title: STATEMENT_TEXT.productType, render: (s) => orDash(s.productType) },
    { key: 'claimCountry', title: TEXT.claimCountry, render: (s) => orDash(s.claimCountry) },
    {
      key: 'pdf',
      title: STATEMENT_TEXT.pdf,
      render: (s) => (
        <Button
          type="link"
          icon={<FilePdfOutlined />}
          loading={busy === s.id}
          aria-label={`${STATEMENT_TEXT.pdf} ${s.RSID}`}
          onClick={() => void pdf(s)}
        >
          {STATEMENT_TEXT.pdf}
        </Button>
      ),
    },
  ];

  return (
    // drawn as antd's Card and Typography in plain HTML (.bcu-panel): the page's first JavaScript holds no Card (nor
    // the Tabs it imports); the table is the portal's own (features/tables/data-table.tsx), not antd's, and the date
    // range picker loads when first reached for (features/forms/date-range-field.tsx) — docs/performance.md
    <section className="bcu-panel">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <h2 style={{ marginBottom: 4 }}>{TEXT.statementsTitle}</h2>
          <span className="bcu-secondary">{TEXT.statementsIntro}</span>
        </div>
        <StatementFilters values={filterValues} showDateFilter={showDateFilter} onChange={replaceFilters} />
        <DataTable<PublicStatement>
          {...tableProps}
          columns={columns}
          rowKey={(s) => s.id}
          empty={<EmptyOrError query={tableQuery} />}
          expandable={{
            render: (s) => <StatementCredits statement={s} />,
            rowExpandable: (s) => s.credits.length > 0,
          }}
        />
      </Space>
    </section>
  );
}
