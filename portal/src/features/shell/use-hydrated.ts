import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the HTML prerendered at build time (prerender/entry.tsx) and React is adopting it, true
 * from the render that follows — and from the first render of a page drawn in the browser. The prerender and the
 * hydration both read false, so they agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
