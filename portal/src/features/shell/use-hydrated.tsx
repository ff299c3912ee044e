import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';

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

/**
 * A prerendered page's buttons and fields are disabled until the app has adopted them: a click or a word typed before
 * then would be lost (links work from the start). Only the fields and buttons are drawn again when they are enabled:
 * `children` is the same element in both renders.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    // the field the page asks to focus (autoFocus) could not take the focus while disabled: it takes it now, unless
    // the visitor has already put it elsewhere
    if (hydrated && document.activeElement === document.body)
      document.querySelector<HTMLElement>('#root [autofocus]')?.focus();
  }, [hydrated]);
  return <ConfigProvider componentDisabled={!hydrated}>{children}</ConfigProvider>;
}
