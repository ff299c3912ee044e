/**
 * A sortable column's header: a button filling the header cell, the sort order told by the cell's `aria-sort` and
 * drawn as antd's table draws it (two carets, the active one in the primary colour); the button's title says what a
 * click does next, in antd's words.
 */
import { useContext, type CSSProperties, type ReactNode } from 'react';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useLocale from 'antd/es/locale/useLocale';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { ariaSort, sortHint, type SortOrder } from './sort-order';

export function SortHeader({
  title,
  order,
  onSort,
  style,
}: {
  title: ReactNode;
  order: SortOrder | undefined;
  onSort: () => void;
  style?: CSSProperties;
}) {
  const [texts] = useLocale('Table');
  const disabled = useContext(DisabledContext);
  return (
    <th scope="col" aria-sort={ariaSort(order)} className="bcu-table-sortable" style={style}>
      <button type="button" onClick={onSort} title={sortHint(order, texts)} disabled={disabled}>
        <span className="bcu-table-column-title">{title}</span>
        <span className="bcu-table-sorter" aria-hidden="true">
          <CaretUpOutlined className={order === 'asc' ? 'bcu-table-sorter-active' : undefined} />
          <CaretDownOutlined className={order === 'desc' ? 'bcu-table-sorter-active' : undefined} />
        </span>
      </button>
    </th>
  );
}
