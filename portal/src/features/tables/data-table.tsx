/**
 * A list's table as a semantic HTML `<table>` drawn with antd's table's look (data-table.css): sortable headers
 * (sort-header.tsx), rows that open to their details (expand-button.tsx), the pager (table-pagination.tsx), antd's
 * loading veil, and the empty or failed state in place of the rows. A page whose first screen must stay light uses
 * it instead of antd's Table, whose code (with the pagination's select, the filter menus and the selection it always
 * imports) is about 100 kB compressed — the public statements page (docs/performance.md).
 */
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { CrudSorting } from '@refinedev/core';
import { ExpandButton } from './expand-button';
import { SortHeader } from './sort-header';
import { columnSortOrder } from './sort-order';
import { TablePagination, type TablePaginationProps } from './table-pagination';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  align?: 'right';
  /** The Refine field the column sorts by; a column without one is not sortable. */
  sortField?: string;
  render(row: T): ReactNode;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  /** The rows; `undefined` until the first answer. */
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  /** Data is on its way: the rows (or the empty body) are veiled by a spinner, never called empty. */
  loading?: boolean;
  /** What a body without rows shows once loaded: the empty wording, or the failed load with Retry. */
  empty?: ReactNode;
  sorters?: CrudSorting;
  onSort?(field: string): void;
  /** Rows that open to show `render(row)` below them. */
  expandable?: { render(row: T): ReactNode; rowExpandable?(row: T): boolean };
  pagination?: TablePaginationProps;
  size?: 'small';
  'aria-label'?: string;
}

const alignStyle = (align?: 'right'): CSSProperties | undefined => (align ? { textAlign: align } : undefined);

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading = false, empty, sorters, onSort, expandable, pagination, size } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const width = columns.length + (expandable ? 1 : 0);

  return (
    <div className={size === 'small' ? 'bcu-table bcu-table-small' : 'bcu-table'}>
      <Spin spinning={loading}>
        <div className="bcu-table-scroll">
          <table aria-label={props['aria-label']} aria-busy={loading || undefined}>
            {expandable && (
              <colgroup>
                <col className="bcu-table-expand-col" />
              </colgroup>
            )}
            <thead>
              <tr>
                {/* an empty header above the rows' open buttons, as antd's table has */}
                {expandable && <th className="bcu-table-expand-cell" />}
                {columns.map((c) =>
                  c.sortField && onSort ? (
                    <SortHeader
                      key={c.key}
                      title={c.title}
                      order={columnSortOrder(c.sortField, sorters)}
                      onSort={() => onSort(c.sortField!)}
                      style={alignStyle(c.align)}
                    />
                  ) : (
                    <th key={c.key} scope="col" style={alignStyle(c.align)}>
                      {c.title}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows?.length ? (
                rows.map((row) => {
                  const key = rowKey(row);
                  const open = expanded.has(key);
                  const opens = expandable && (expandable.rowExpandable?.(row) ?? true);
                  return (
                    <Fragment key={key}>
                      <tr className="bcu-table-row" data-row-key={key}>
                        {expandable && (
                          <td className="bcu-table-expand-cell">
                            {opens && <ExpandButton expanded={open} onToggle={() => toggle(key)} />}
                          </td>
                        )}
                        {columns.map((c) => (
                          <td
                            key={c.key}
                            style={alignStyle(c.align)}
                            className={
                              c.sortField && columnSortOrder(c.sortField, sorters) ? 'bcu-table-sorted' : undefined
                            }
                          >
                            {c.render(row)}
                          </td>
                        ))}
                      </tr>
                      {opens && open && (
                        <tr className="bcu-table-expanded-row">
                          <td colSpan={width}>{expandable.render(row)}</td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })
              ) : (
                <tr className="bcu-table-placeholder">
                  <td colSpan={width}>
                    {/* held in the visible part of a table wider than the screen (data-table.css) */}
                    <div className="bcu-table-placeholder-content">{loading ? null : empty}</div>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {pagination && pagination.total > 0 && <TablePagination {...pagination} />}
    </div>
  );
}
