import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { MSG } from '@bcu/api/contracts';
import { canApplyRange, outsideCalendar, rangeError } from './date-range';

describe('date range filter (spec 2 §5 "Date ranges")', () => {
  it("refuses a start later than the end with the spec's text", () => {
    expect(rangeError({ from: '2025-03-02', to: '2025-03-01' })).to.equal(MSG.startRangeAfterEnd);
    expect(MSG.startRangeAfterEnd).to.equal('The start range time can’t be later than the end range time');
    expect(rangeError({ from: '2025-03-01', to: '2025-03-01' })).to.equal(undefined);
    expect(rangeError({ from: '2025-03-01' })).to.equal(undefined);
  });

  it('applies only with both dates and a valid order', () => {
    expect(canApplyRange({ from: '2025-03-01', to: '2025-03-02' })).to.equal(true);
    expect(canApplyRange({ from: '2025-03-01' })).to.equal(false);
    expect(canApplyRange({ to: '2025-03-01' })).to.equal(false);
    expect(canApplyRange({ from: '2025-03-03', to: '2025-03-02' })).to.equal(false);
  });

  it('offers six years either side of today', () => {
    const today = dayjs('2026-06-15');
    expect(outsideCalendar(dayjs('2020-06-15'), today)).to.equal(false);
    expect(outsideCalendar(dayjs('2020-06-14'), today)).to.equal(true);
    expect(outsideCalendar(dayjs('2032-06-15'), today)).to.equal(false);
    expect(outsideCalendar(dayjs('2032-06-16'), today)).to.equal(true);
  });
});
