/** The date range field's props and format, shared by its stand-in and antd's picker that replaces it. */

/** Dates as the specs write them (spec 2 §9: dd.MM.yyyy). */
export const DATE_RANGE_FORMAT = 'DD.MM.YYYY';

export interface DateRangeFieldProps {
  /** The range shown at first, as ISO days (YYYY-MM-DD), either end open. */
  defaultValue: [string | undefined, string | undefined];
  /** The range chosen, as ISO days, either end open. */
  onChange(from: string | undefined, to: string | undefined): void;
  'aria-label': string;
  'data-testid'?: string;
}
