import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type DataColumn } from './data-table';
import type { TablePaginationProps } from './table-pagination';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const COLUMNS: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', sortField: 'name', render: (r) => r.name },
  { key: 'amount', title: 'Amount', align: 'right', sortField: 'amount', render: (r) => r.amount },
  { key: 'note', title: 'Note', render: () => '—' },
];
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', amount: '1.000' },
  { id: 'b', name: 'Beta', amount: '2.000' },
];
const EMPTY = <p>EMPTY STATE</p>;
const paging = (p: Partial<TablePaginationProps>): TablePaginationProps => ({
  current: 1,
  pageSize: 10,
  total: 0,
  pageSizeOptions: [10, 20, 50, 100],
  href: (page, size) => `/list?currentPage=${page}&pageSize=${size}`,
  onChange: () => undefined,
  // the full pager unless a test asks for the narrow screen's (unmeasured, the pager is the simple one)
  simple: false,
  ...p,
});
const draw = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    <DataTable<Row> columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} onSort={() => undefined} {...props} />,
  );

describe('the data table', () => {
  it('is a table with a header per column and a row per record', () => {
    const html = draw({});
    expect(html).toContain('<table');
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html.match(/class="bcu-table-row"/g)).toHaveLength(2);
    expect(html).toContain('Alpha');
  });

  it('sorts by buttons in the headers; only the sorted column has an aria-sort', () => {
    const html = draw({ sorters: [{ field: 'amount', order: 'desc' }] });
    expect(html.match(/<button type="button"[^>]*title=/g)).toHaveLength(2);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html).toMatch(/aria-sort="descending"[^>]*style="text-align:right"><button[^>]*>.*Amount/);
    expect(html).toContain('title="Click to cancel sorting"');
    expect(html).toContain('title="Click to sort ascending"');
  });

  it('never says empty before the data arrives: while loading the body is veiled, not empty', () => {
    const html = draw({ rows: undefined, loading: true, empty: EMPTY });
    expect(html).not.toContain('EMPTY STATE');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('ant-spin-spinning');
  });

  it('shows the empty (or failed) state once an answer without rows has arrived', () => {
    expect(draw({ rows: [], empty: EMPTY })).toContain('EMPTY STATE');
  });

  it('opens a row to its details with a named button, only where the row has details', () => {
    const html = draw({ expandable: { render: (r) => `details of ${r.name}`, rowExpandable: (r) => r.id === 'a' } });
    expect(html.match(/aria-label="Expand row"/g)).toHaveLength(1);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('details of');
  });

  it('pages with links to each page, the current one marked, previous disabled on the first page', () => {
    const html = draw({ pagination: paging({ total: 95, current: 1 }) });
    expect(html).toContain('href="/list?currentPage=2&amp;pageSize=10"');
    expect(html).toMatch(/<a href="\/list\?currentPage=1&amp;pageSize=10" aria-current="page">1<\/a>/);
    expect(html).toMatch(/title="Previous Page"><button type="button" disabled=""/);
    expect(html).toContain('aria-label="Next Page"');
    expect(html).toContain('href="/list?currentPage=10&amp;pageSize=10"');
  });

  it('offers the page sizes once there are more than 50 rows, and no pager without rows', () => {
    const sizes = draw({ pagination: paging({ total: 51 }) });
    expect(sizes).toContain('aria-label="Page Size"');
    expect(sizes.match(/<option/g)).toHaveLength(4);
    expect(sizes).toContain('>20 / page</option>');
    expect(draw({ pagination: paging({ total: 50 }) })).not.toContain('Page Size');
    expect(draw({ rows: [], pagination: paging({ total: 0 }) })).not.toContain('bcu-pagination');
  });

  it("pages on a narrow screen with antd's simple pager: the page as a field, of how many", () => {
    const html = draw({ pagination: paging({ total: 95, current: 3, simple: true }) });
    expect(html).toContain('aria-label="Go to"');
    expect(html).toContain('value="3"');
    expect(html).toMatch(/\/<\/span>10<\/li>/);
    expect(html).not.toContain('Page Size');
  });

  it('draws the simple pager until the window is measured (the prerendered page), the pager measuring it itself', () => {
    const html = draw({ pagination: paging({ total: 95, simple: undefined }) });
    expect(html).toContain('bcu-pagination bcu-pagination-simple');
  });
});
