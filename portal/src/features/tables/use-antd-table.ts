/**
 * Refine's core `useTable` with the antd table props that `@refinedev/antd`'s `useTable` gives (rows, loading,
 * sorting and paging by the table's own controls, pagination links that follow the URL), without that hook's search
 * form: `@refinedev/antd`'s hook creates an antd Form on every table, which loads antd's Form (about 21 kB
 * compressed) on a page that draws none — the public statements page. Column filters of the table itself are not
 * supported (the pages using this hook filter through their own controls and `setFilters`).
 */
import { Children, createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Grid, type TablePaginationConfig, type TableProps } from 'antd';
import {
  getDefaultSortOrder as coreDefaultSortOrder,
  useLink,
  useLiveMode,
  useTable as useCoreTable,
  type BaseRecord,
  type CrudSort,
  type CrudSorting,
  type HttpError,
  type useTableProps,
} from '@refinedev/core';

type SorterResult<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];
type SortOrder = 'ascend' | 'descend';

/** A column's sort order as antd wants it, from Refine's sorters (the `defaultSortOrder` of a column). */
export const getDefaultSortOrder = (column: string, sorters?: CrudSorting): SortOrder | undefined => {
  const order = coreDefaultSortOrder(column, sorters);
  return order ? (`${order}end` as SortOrder) : undefined;
};

/** antd's sorter (one column or several) as Refine's sorters: by the column's key, else its data index. */
export function antdSorterToCrud<T>(sorter: SorterResult<T>): CrudSorting {
  const one = (s: Exclude<SorterResult<T>, unknown[]>): CrudSort[] => {
    if (!s.field || !s.order) return [];
    const field = Array.isArray(s.field) ? s.field.join('.') : `${s.field as string}`;
    return [{ field: `${(s.columnKey as string | undefined) ?? field}`, order: s.order === 'ascend' ? 'asc' : 'desc' }];
  };
  if (!Array.isArray(sorter)) return one(sorter);
  const weight = (s: Exclude<SorterResult<T>, unknown[]>) =>
    (s.column?.sorter as { multiple?: number } | undefined)?.multiple ?? 0;
  return [...sorter].sort((a, b) => (weight(a) < weight(b) ? -1 : 0)).flatMap(one);
}

/** A page link of the pagination: a real link to the page's URL (open in a new tab), the click handled by antd. */
function PaginationLink({ to, element }: { to: string; element: ReactNode }) {
  const Link = useLink() as ComponentType<{
    to: string;
    replace: boolean;
    onClick(e: Event): void;
    children?: ReactNode;
  }>;
  return createElement(Link, { to, replace: false, onClick: (e) => e.preventDefault() }, element);
}

export function useAntdTable<T extends BaseRecord>(props: useTableProps<T, HttpError, T>) {
  const table = useCoreTable<T, HttpError, T>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, sorters, filters, setSorters } = table;
  const breakpoint = Grid.useBreakpoint();
  const liveMode = useLiveMode(props.liveMode);
  const paged = props.pagination?.mode !== 'off';
  const { data, isFetched, isLoading } = tableQuery;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    if (sorter && Object.keys(sorter).length > 0) setSorters(antdSorterToCrud(sorter));
    if (paged) {
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    }
  };

  const itemRender: TablePaginationConfig['itemRender'] = (page, type, element) => {
    const to = table.createLinkForSyncWithLocation({ pagination: { pageSize, currentPage: page }, sorters, filters });
    if (type === 'page') return createElement(PaginationLink, { to, element: `${page}` });
    if (type === 'next' || type === 'prev') return createElement(PaginationLink, { to, element });
    if (type === 'jump-next' || type === 'jump-prev') {
      const children = (element as ReactElement<{ children?: ReactNode }>)?.props?.children;
      return createElement(PaginationLink, {
        to,
        element: Children.count(children) > 1 ? createElement(Fragment, {}, children) : children,
      });
    }
    return element;
  };

  const tableProps: TableProps<T> = {
    dataSource: data?.data,
    loading: liveMode === 'auto' ? isLoading : !isFetched,
    onChange,
    pagination: paged
      ? {
          itemRender,
          pageSize,
          current: currentPage,
          simple: !breakpoint.sm,
          position: !breakpoint.sm ? ['bottomCenter'] : ['bottomRight'],
          total: data?.total,
        }
      : false,
    scroll: { x: true },
  };
  return { ...table, tableProps };
}
