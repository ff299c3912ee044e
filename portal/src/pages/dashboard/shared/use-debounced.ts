/** A value that follows its source after `delay` ms of quiet (spec 2 §9: search debounce 500 ms). */
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

/** `settle(value)` calls `onSettle(value)` once `delay` ms passed without another call (none after unmount). */
export function useDebouncedCallback<T>(onSettle: (value: T) => void, delay: number = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (value: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSettle(value), delay);
  };
}
