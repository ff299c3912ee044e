/** A From / To date filter with Apply and Clear (spec 2 §5 "Date ranges"); the range reaches the parent on Apply. */
import { useState } from 'react';
import { Button, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { DASHBOARD_TEXT } from './texts';
import { canApplyRange, isoDay, outsideCalendar, rangeError, type DayRange } from './date-range';

export function DateRangeFilter({
  value,
  onApply,
  testId,
  fromLabel = DASHBOARD_TEXT.from,
  toLabel = DASHBOARD_TEXT.to,
}: {
  value: DayRange;
  onApply: (range: DayRange) => void;
  testId?: string;
  fromLabel?: string;
  toLabel?: string;
}) {
  const [draft, setDraft] = useState<DayRange>(value);
  const error = rangeError(draft);
  return (
    <div data-testid={testId}>
      <Space wrap align="start">
        <DatePicker
          aria-label={fromLabel}
          placeholder={fromLabel}
          format="DD.MM.YYYY"
          value={draft.from ? dayjs(draft.from) : null}
          disabledDate={(d) => outsideCalendar(d)}
          status={error ? 'error' : undefined}
          onChange={(d) => setDraft((r) => ({ ...r, from: isoDay(d) }))}
        />
        <DatePicker
          aria-label={toLabel}
          placeholder={toLabel}
          format="DD.MM.YYYY"
          value={draft.to ? dayjs(draft.to) : null}
          disabledDate={(d) => outsideCalendar(d)}
          status={error ? 'error' : undefined}
          onChange={(d) => setDraft((r) => ({ ...r, to: isoDay(d) }))}
        />
        <Button disabled={!canApplyRange(draft)} onClick={() => onApply(draft)}>
          {DASHBOARD_TEXT.apply}
        </Button>
        {(value.from || value.to || draft.from || draft.to) && (
          <Button
            type="link"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {DASHBOARD_TEXT.clear}
          </Button>
        )}
      </Space>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
