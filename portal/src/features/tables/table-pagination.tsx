/**
 * A table's pager with antd's look and words (its pagination's locale): previous and next, the page links with jumps
 * of five pages, and the page-size select once there are more than 50 rows. Each page is a real link to its URL (it
 * opens in a new tab; a plain click pages in place). On a narrow screen it is antd's simple pager: the page number
 * as a field, of how many pages (without the page-size select, as antd's). The pager itself follows the window's width
 * (antd's useBreakpoint), so a width change redraws the pager, not the page that holds the table.
 */
import { useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { Grid } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useLocale from 'antd/es/locale/useLocale';
import { DoubleLeftOutlined, DoubleRightOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { SIZE_CHANGER_ABOVE, jumpTarget, pageAfterResize, pageCount, pageItems } from './page-items';

export interface TablePaginationProps {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  /** The URL of a page (its link's address). */
  href(page: number, pageSize: number): string;
  onChange(page: number, pageSize: number): void;
  /** antd's simple pager, centred; by default on a screen narrower than antd's `sm` breakpoint (and until measured). */
  simple?: boolean;
}

export function TablePagination(props: TablePaginationProps) {
  const { current, pageSize, total, pageSizeOptions, href, onChange } = props;
  const screens = Grid.useBreakpoint();
  const simple = props.simple ?? !screens.sm;
  const [texts] = useLocale('Pagination');
  const disabled = useContext(DisabledContext);
  const pages = pageCount(total, pageSize);

  const link = (page: number, content: ReactNode, label?: string, current?: boolean) => (
    <a
      href={href(page, pageSize)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(e: MouseEvent) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (!disabled) onChange(page, pageSize);
      }}
    >
      {content}
    </a>
  );
  const step = (page: number, enabled: boolean, icon: ReactNode, label: string | undefined, cls: string) => (
    <li className={enabled ? cls : `${cls} bcu-pagination-disabled`} title={label}>
      {enabled ? (
        link(page, icon, label)
      ) : (
        <button type="button" disabled aria-label={label}>
          {icon}
        </button>
      )}
    </li>
  );

  return (
    <ul className={simple ? 'bcu-pagination bcu-pagination-simple' : 'bcu-pagination'}>
      {step(current - 1, current > 1, <LeftOutlined />, texts.prev_page, 'bcu-pagination-prev')}
      {simple ? (
        <li className="bcu-pagination-simple-pager" title={`${current}/${pages}`}>
          <PageField current={current} pages={pages} label={texts.jump_to} onGo={(page) => onChange(page, pageSize)} />
          <span className="bcu-pagination-slash">/</span>
          {pages}
        </li>
      ) : (
        pageItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li
              key={item}
              title={String(item)}
              className={item === current ? 'bcu-pagination-item bcu-pagination-item-active' : 'bcu-pagination-item'}
            >
              {link(item, item, undefined, item === current)}
            </li>
          ) : (
            <li key={item} className="bcu-pagination-jump" title={item === 'jump-prev' ? texts.prev_5 : texts.next_5}>
              {link(
                jumpTarget(item, current, pages),
                item === 'jump-prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />,
                item === 'jump-prev' ? texts.prev_5 : texts.next_5,
              )}
            </li>
          ),
        )
      )}
      {step(current + 1, current < pages, <RightOutlined />, texts.next_page, 'bcu-pagination-next')}
      {!simple && total > SIZE_CHANGER_ABOVE && (
        <li className="bcu-pagination-options">
          <select
            aria-label={texts.page_size}
            value={pageSize}
            disabled={disabled}
            onChange={(e) => {
              const size = Number(e.target.value);
              onChange(pageAfterResize(current, size, total), size);
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>{`${size} ${texts.items_per_page}`}</option>
            ))}
          </select>
          <DownOutlined aria-hidden="true" />
        </li>
      )}
    </ul>
  );
}

/** The simple pager's page field: a page typed and confirmed (Enter, or leaving the field) is shown. */
function PageField({
  current,
  pages,
  label,
  onGo,
}: {
  current: number;
  pages: number;
  label: string | undefined;
  onGo: (page: number) => void;
}) {
  const disabled = useContext(DisabledContext);
  const [text, setText] = useState<string>();
  const go = () => {
    if (!text) return setText(undefined);
    const page = Math.min(pages, Math.max(1, Math.trunc(Number(text))));
    setText(undefined);
    if (page !== current) onGo(page);
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      size={3}
      aria-label={label}
      disabled={disabled}
      value={text ?? String(current)}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
      onKeyDown={(e) => e.key === 'Enter' && go()}
      onBlur={go}
    />
  );
}
