/** A value that follows its source after `delay` ms of quiet (spec 2 §9: search debounce 500 ms). */
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}
