import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * A prerendered page's buttons and fields are disabled until the app has adopted them: a click or a word typed before
 * then would be lost (links work from the start). `prerendered` says the app is adopting HTML drawn at build time
 * (prerender/entry.tsx, main.tsx): the prerender and the hydration both draw the fields disabled, so they agree, and
 * they are enabled by a transition once hydrated — only the fields and buttons are drawn again (`children` is the
 * same element in both renders), in a task of its own. A page drawn in the browser has them enabled from the start.
 */
export function DisabledUntilHydrated({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // the field the page asks to focus (autoFocus) could not take the focus while disabled: it takes it now, unless
    // the visitor has already put it elsewhere
    else if (prerendered && document.activeElement === document.body)
      document.querySelector<HTMLElement>('#root [autofocus]')?.focus();
  }, [hydrated, prerendered]);
  return <ConfigProvider componentDisabled={!hydrated}>{children}</ConfigProvider>;
}
