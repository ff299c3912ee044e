/**
 * The date-range filter rules of spec 2 §5 "Date ranges": the start may not be later than the end ('The start
 * range time can’t be later than the end range time'), Apply needs both dates, and the calendar offers six years
 * either side of today.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { dateRangeIssue } from '@bcu/api/contracts';

export const CALENDAR_YEARS = 6;

export interface DayRange {
  from?: string;
  to?: string;
}

/** yyyy-MM-dd of a picked day (the API's calendar-day format). */
export const isoDay = (d: Dayjs | null | undefined): string | undefined => (d ? d.format('YYYY-MM-DD') : undefined);

/** The message to show under the range, if any. */
export const rangeError = (r: DayRange): string | undefined => dateRangeIssue(r.from, r.to);

/** Apply is possible with both dates and a start not after the end. */
export const canApplyRange = (r: DayRange): boolean => Boolean(r.from && r.to) && !rangeError(r);

/** Days outside today ± 6 years are disabled in the calendar. */
export function outsideCalendar(day: Dayjs, today: Dayjs = dayjs()): boolean {
  return day.isBefore(today.subtract(CALENDAR_YEARS, 'year'), 'day') || day.isAfter(today.add(CALENDAR_YEARS, 'year'), 'day');
}
