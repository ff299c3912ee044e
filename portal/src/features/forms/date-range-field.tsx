/**
 * A date range field that loads antd's range picker (about 29 kB compressed) only when a visitor reaches for it. Until
 * then a stand-in with the picker's look, texts and inputs is drawn (and prerendered): pointing at it starts loading
 * the picker, pressing or focusing it hands over to the picker once loaded — the focus in the same field, the
 * calendar open, and whatever was typed meanwhile kept (date-range-picker.tsx).
 */
import { useContext, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useLocale from 'antd/es/locale/useLocale';
import dayjs from 'dayjs';
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { lazyNamed } from '../shell/lazy-named';
import type { Handover } from './date-range-picker';
import { DATE_RANGE_FORMAT, type DateRangeFieldProps } from './date-range-value';

const DateRangePicker = lazyNamed(() => import('./date-range-picker'), 'DateRangePicker');

const shown = (iso: string | undefined) => (iso ? dayjs(iso).format(DATE_RANGE_FORMAT) : '');

export function DateRangeField(props: DateRangeFieldProps) {
  const [handover, setHandover] = useState<Handover>();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const pressed = useRef(false);
  const handedOver = useRef(false);
  const [lang] = useLocale('DatePicker');
  const disabled = useContext(DisabledContext);

  const takeOver = () =>
    void DateRangePicker.preload().then(() => {
      if (handedOver.current) return;
      handedOver.current = true;
      const focused = inputs.current.findIndex((input) => input === document.activeElement);
      const typed = inputs.current.map((input, index) =>
        input && input.value !== shown(props.defaultValue[index]) ? input.value : undefined,
      ) as Handover['typed'];
      // drawn at once: no key typed between reading the stand-in and the picker's taking over is lost
      const field = focused === 0 || focused === 1 ? focused : undefined;
      flushSync(() => setHandover({ focused: field, pressed: pressed.current, typed }));
    });

  if (handover) return <DateRangePicker {...props} handover={handover} />;
  const input = (index: 0 | 1) => (
    <div className="bcu-range-picker-input">
      <input
        ref={(element) => {
          inputs.current[index] = element;
        }}
        aria-label={props['aria-label']}
        data-testid={props['data-testid']}
        autoComplete="off"
        size={12}
        placeholder={lang.lang.rangePlaceholder?.[index]}
        disabled={disabled}
        defaultValue={shown(props.defaultValue[index])}
        onFocus={takeOver}
      />
    </div>
  );
  return (
    <div
      className={disabled ? 'bcu-range-picker bcu-range-picker-disabled' : 'bcu-range-picker'}
      onPointerEnter={() => void DateRangePicker.preload()}
      onMouseDown={(e) => {
        pressed.current = true;
        // a press beside the fields (the arrow, the calendar icon) goes to the first, as in antd's picker
        if (disabled || e.target instanceof HTMLInputElement) return;
        e.preventDefault();
        inputs.current[0]?.focus();
      }}
    >
      {input(0)}
      <div className="bcu-range-picker-separator" aria-hidden="true">
        <SwapRightOutlined />
      </div>
      {input(1)}
      <span className="bcu-range-picker-suffix" aria-hidden="true">
        <CalendarOutlined />
      </span>
    </div>
  );
}
