/** The search box and status filter of the incoming lists (spec 2 §2.10), with the 500 ms search debounce. */
import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { TRADE_TEXT as T } from '../shared/trade-texts';
import { useDebounced } from '../shared/use-debounced';

/** The list's filter state: the debounced search and the chosen statuses as Refine filters. */
export function useSearchStatus<S extends string>(fixed: CrudFilter[] = []) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState<S[]>([]);
  const filters: CrudFilter[] = [
    ...fixed,
    { field: 'q', operator: 'eq', value: q || undefined },
    { field: 'status', operator: 'eq', value: status.length ? status : undefined },
  ];
  return { search, setSearch, status, setStatus, filters };
}

export function SearchStatusBar<S extends string>({
  state,
  options,
}: {
  state: ReturnType<typeof useSearchStatus<S>>;
  options: { value: S; label: string }[];
}) {
  return (
    <Space wrap>
      <Input.Search
        allowClear
        aria-label={T.search}
        placeholder={T.search}
        value={state.search}
        onChange={(e) => state.setSearch(e.target.value)}
        style={{ width: 240 }}
      />
      <Select<S[]>
        mode="multiple"
        allowClear
        aria-label={T.status}
        placeholder={T.status}
        style={{ minWidth: 220 }}
        value={state.status}
        onChange={state.setStatus}
        options={options}
      />
    </Space>
  );
}
