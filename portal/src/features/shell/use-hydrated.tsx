import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/** Told by the page, from inside its Suspense boundary, that it has been adopted (PageHydrated). */
const PageHydratedContext = createContext<(() => void) | undefined>(undefined);

/**
 * A prerendered page's buttons and fields are disabled until the app has adopted them: a click or a word typed before
 * then would be lost (links work from the start). `prerendered` says the app is adopting HTML drawn at build time
 * (prerender/entry.tsx, main.tsx): the prerender and the hydration both draw the fields disabled, so they agree, and
 * they are enabled by a transition once the page is hydrated — only the fields and buttons are drawn again
 * (`children` is the same element in both renders), in a task of its own. A page drawn in the browser has them
 * enabled from the start.
 *
 * "Once the page is hydrated" is when `PageHydrated`, inside the page's Suspense boundary (app-layout.tsx), has
 * mounted. React adopts the layout first and the page's boundary after it; enabling the fields as soon as the layout
 * was adopted reached the page's boundary while it was still being adopted, and React then adopted the page a second
 * time, at that update's priority (docs/performance.md, stop 19).
 */
export function DisabledUntilHydrated({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  const pageHydrated = useCallback(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    // the field the page asks to focus (autoFocus) could not take the focus while disabled: it takes it now, unless
    // the visitor has already put it elsewhere
    if (hydrated && prerendered && document.activeElement === document.body)
      document.querySelector<HTMLElement>('#root [autofocus]')?.focus();
  }, [hydrated, prerendered]);
  return (
    <PageHydratedContext.Provider value={pageHydrated}>
      <ConfigProvider componentDisabled={!hydrated}>{children}</ConfigProvider>
    </PageHydratedContext.Provider>
  );
}

/** Placed after a page inside its Suspense boundary: tells DisabledUntilHydrated that the page has been adopted. */
export function PageHydrated() {
  const pageHydrated = useContext(PageHydratedContext);
  useEffect(() => pageHydrated?.(), [pageHydrated]);
  return null;
}
