/** The User Balance filter bar (spec 2 §2.2): All / assigned / unassigned, statuses, expiry, registration year, search. */
import { Input, Radio, Select, Space } from 'antd';
import {
  ASSIGN_FILTERS,
  BALANCE_STATUSES,
  EXPIRY_PRESETS,
  EXPIRY_PRESET_LABELS,
  registrationYears,
} from '@bcu/api/contracts';
import { DASHBOARD_TEXT as T } from '../shared/texts';
import { DateRangeFilter } from '../shared/date-range-filter';
import type { AssignFilter, BalanceFilterState, BalanceStatus, ExpiryPreset } from './balance-query';

const ASSIGN_LABELS: Record<AssignFilter, string> = { all: T.all, assigned: T.assigned, unassigned: T.unassigned };

export function BalanceFilters({
  value,
  search,
  onChange,
  onSearch,
}: {
  value: BalanceFilterState;
  search: string;
  onChange: (next: BalanceFilterState) => void;
  onSearch: (text: string) => void;
}) {
  return (
    <Space wrap align="start" data-testid="balance-filters">
      <Radio.Group
        optionType="button"
        aria-label={T.assignedTo}
        value={value.assign}
        onChange={(e) => onChange({ ...value, assign: e.target.value as AssignFilter })}
        options={ASSIGN_FILTERS.map((a) => ({ value: a, label: ASSIGN_LABELS[a] }))}
      />
      <Select<BalanceStatus[]>
        mode="multiple"
        aria-label={T.statuses}
        placeholder={T.statuses}
        style={{ minWidth: 260 }}
        value={value.statuses}
        onChange={(statuses) => onChange({ ...value, statuses })}
        options={BALANCE_STATUSES.map((s) => ({ value: s, label: s }))}
        data-testid="balance-status"
      />
      <Select<ExpiryPreset>
        allowClear
        aria-label={T.expiry}
        placeholder={T.expiry}
        style={{ minWidth: 210 }}
        value={value.expiresWithin}
        onChange={(expiresWithin) => onChange({ ...value, expiresWithin, expiry: {} })}
        options={(Object.keys(EXPIRY_PRESETS) as ExpiryPreset[]).map((p) => ({
          value: p,
          label: EXPIRY_PRESET_LABELS[p],
        }))}
      />
      <DateRangeFilter
        value={value.expiry}
        onApply={(expiry) => onChange({ ...value, expiry, expiresWithin: undefined })}
        testId="balance-expiry-range"
        fromLabel={T.expiresFrom}
        toLabel={T.expiresTo}
      />
      <Select<number>
        allowClear
        aria-label={T.registrationYear}
        placeholder={T.registrationYear}
        style={{ minWidth: 170 }}
        value={value.registrationYear}
        onChange={(registrationYear) => onChange({ ...value, registrationYear })}
        options={registrationYears().map((y) => ({ value: y, label: String(y) }))}
      />
      <Input.Search
        allowClear
        aria-label={T.search}
        placeholder={T.search}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ width: 220 }}
      />
    </Space>
  );
}
