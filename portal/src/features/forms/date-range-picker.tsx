/**
 * antd's date range picker, loaded when a visitor first reaches for the date range field (date-range-field.tsx): it
 * takes over from the field's stand-in with the focus where the visitor put it and the text typed so far.
 */
import { useEffect, useRef, useState } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_RANGE_FORMAT, type DateRangeFieldProps } from './date-range-value';

type RangePickerRef = { nativeElement?: HTMLElement; focus(options?: { index?: number }): void };

/** What the stand-in held when the picker took over. */
export interface Handover {
  /** The field that had the focus, if one had. */
  focused?: 0 | 1;
  /** Whether the visitor pressed on the field (antd's picker opens its calendar on a press, not on a focus). */
  pressed: boolean;
  /** Each field's text where the visitor changed it. */
  typed: [string | undefined, string | undefined];
}

/** A day typed as `DATE_RANGE_FORMAT`, if it is one (antd's picker has given dayjs its strict parsing). */
const typedDay = (text: string | undefined) => {
  const d = text ? dayjs(text, DATE_RANGE_FORMAT, true) : null;
  return d?.isValid() ? d : null;
};

/** Types `text` into one of the picker's inputs as a visitor would (React and the picker see an input event). */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function DateRangePicker({ handover, ...props }: DateRangeFieldProps & { handover?: Handover }) {
  const ref = useRef<RangePickerRef>(null);
  // a day typed whole into the stand-in's other field is part of the range from the start
  const [initial] = useState(
    () =>
      props.defaultValue.map((iso, index) =>
        index !== handover?.focused && handover?.typed[index] !== undefined
          ? typedDay(handover.typed[index])
          : iso
            ? dayjs(iso)
            : null,
      ) as [Dayjs | null, Dayjs | null],
  );
  // once the picker is in place: its inputs take their text from its state when they are first drawn
  useEffect(() => {
    const typedElsewhere = handover?.typed.some((t, index) => t !== undefined && index !== handover.focused);
    if (typedElsewhere) props.onChange(initial[0]?.format('YYYY-MM-DD'), initial[1]?.format('YYYY-MM-DD'));
    if (handover?.focused === undefined) return;
    // the focus goes where the visitor put it, with the text typed there so far; a press opens the calendar
    ref.current?.focus({ index: handover.focused });
    const input = ref.current?.nativeElement?.querySelectorAll('input')[handover.focused];
    const text = handover.typed[handover.focused];
    if (input && text !== undefined) typeInto(input, text);
    if (input && handover.pressed) input.click();
    // the handover happens once, when the picker replaces its stand-in
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DatePicker.RangePicker
      ref={ref as never}
      format={DATE_RANGE_FORMAT}
      allowEmpty={[true, true]}
      aria-label={props['aria-label']}
      data-testid={props['data-testid']}
      defaultValue={initial}
      onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
        props.onChange(dates?.[0]?.format('YYYY-MM-DD'), dates?.[1]?.format('YYYY-MM-DD'))
      }
    />
  );
}
