/**
 * Refine's core `useTable` giving what a `DataTable` (data-table.tsx) draws: the rows, whether they are loading, the
 * sorting by the headers (sort-order.ts) and the pager — its pages are links to the URL Refine keeps the table's
 * state in. `@refinedev/antd`'s `useTable` would create an antd Form for its search form and gives props for antd's
 * Table, which the pages using this hook do not draw (docs/performance.md). Column filters are not supported: those
 * pages filter through their own controls and `setFilters`.
 */
import {
  useLiveMode,
  useTable as useCoreTable,
  type BaseRecord,
  type HttpError,
  type useTableProps,
} from '@refinedev/core';
import type { DataTableProps } from './data-table';
import { pageLink } from './page-link';
import { nextSorters } from './sort-order';

/** The data table's props that come from the list's state (columns, row key and the rest are the page's). */
export type DataTableState<T> = Pick<DataTableProps<T>, 'rows' | 'loading' | 'sorters' | 'onSort' | 'pagination'>;

export function useDataTable<T extends BaseRecord>(
  props: useTableProps<T, HttpError, T>,
  pageSizeOptions: readonly number[],
) {
  const table = useCoreTable<T, HttpError, T>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, sorters, filters, setSorters } = table;
  const liveMode = useLiveMode(props.liveMode);
  const { data, isFetched, isLoading } = tableQuery;

  const tableProps: DataTableState<T> = {
    rows: data?.data,
    loading: liveMode === 'auto' ? isLoading : !isFetched,
    sorters,
    onSort: (field) => setSorters(nextSorters(field, sorters)),
    pagination:
      props.pagination?.mode === 'off'
        ? undefined
        : {
            current: currentPage,
            pageSize,
            total: data?.total ?? 0,
            pageSizeOptions,
            href: (page, size) =>
              pageLink(
                table.createLinkForSyncWithLocation({
                  pagination: { currentPage: page, pageSize: size },
                  sorters,
                  filters,
                }),
                page,
                size,
              ),
            onChange: (page, size) => {
              setCurrentPage(page);
              setPageSize(size);
            },
          },
  };
  return { ...table, tableProps };
}
