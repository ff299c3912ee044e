/**
 * The public statements' filters above the table: the issue-date range (for those who may use it, spec 1 §6), the
 * search by RSID, BCU ID or beneficiary, and the link to verify a statement. A component of its own, drawn again only
 * when a filter changes: the list's answers (loading, the rows) redraw the table, not these antd inputs.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { Space } from 'antd';
// antd's search box alone (its `Input` brings the password, text area and one-time-code inputs along)
import Search from 'antd/es/input/Search';
import { TEXT } from '../../features/texts';
import { STATEMENT_TEXT, VERIFY_TEXT } from '../../features/statements/texts';
import { DateRangeField } from '../../features/forms/date-range-field';
import { publicStatementFilters } from './public-filter';

export interface StatementFilterValues {
  q?: string;
  from?: string;
  to?: string;
}

export const StatementFilters = memo(function StatementFilters({
  values,
  showDateFilter,
  onChange,
}: {
  values: StatementFilterValues;
  showDateFilter: boolean;
  /** The Refine filters replacing the list's. */
  onChange(filters: ReturnType<typeof publicStatementFilters>): void;
}) {
  const { q, from, to } = values;
  return (
    <Space wrap align="center" size={16}>
      {showDateFilter && (
        <label style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <span>{TEXT.issueDateRange}</span>
          <DateRangeField
            aria-label={TEXT.issueDateRange}
            data-testid="statements-date-filter"
            defaultValue={[from, to]}
            onChange={(start, end) => onChange(publicStatementFilters({ q, from: start, to: end }))}
          />
        </label>
      )}
      <Search
        allowClear
        aria-label={STATEMENT_TEXT.search}
        placeholder={STATEMENT_TEXT.search}
        defaultValue={q}
        onSearch={(value) => onChange(publicStatementFilters({ q: value, from, to }))}
        style={{ width: 300 }}
        data-testid="statements-search"
      />
      <Link to="/statements/verify" data-testid="statements-verify-link">
        {VERIFY_TEXT.verifyLink}
      </Link>
    </Space>
  );
});
