/**
 * Guards a form with unsaved changes (spec 3 §2.7 Preferences): an in-app navigation asks 'You have unsaved
 * changes. Leave without saving?' with Stay on Page / Leave Page, and closing or reloading the tab raises the
 * browser's own unload warning. The portal runs on `<BrowserRouter>`, where react-router offers no `useBlocker`
 * (data routers only), so — like Refine's UnsavedChangesNotifier — the router's navigator is wrapped while `when`
 * holds; unlike it, the question is an antd modal with the spec's buttons instead of `window.confirm`.
 */
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { App } from 'antd';

export interface LeaveGuardTexts {
  question: string;
  stay: string;
  leave: string;
}

export function useLeaveGuard(when: boolean, texts: LeaveGuardTexts): void {
  const { navigator } = useContext(NavigationContext);
  const { modal } = App.useApp();
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (!when) return undefined;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the prompt only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);

  useEffect(() => {
    if (!when) return undefined;
    const { push, replace, go } = navigator;
    let asking = false;
    const ask = (proceed: () => void) => {
      if (asking) return;
      asking = true;
      const t = textsRef.current;
      modal.confirm({
        title: t.question,
        okText: t.leave,
        cancelText: t.stay,
        okButtonProps: { danger: true },
        onOk: () => {
          // restore first: the leaving navigation itself must not be asked about again
          restore();
          proceed();
        },
        afterClose: () => {
          asking = false;
        },
      });
    };
    const restore = () => {
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
    };
    // Wrapping the router's navigator is the point of this hook (restored on cleanup), so the rule against changing
    // a value read from a hook is waived here: under <BrowserRouter> the navigator is the only place an in-app
    // navigation can be held (useBlocker needs a data router, a routing change in App.tsx), and Refine's own
    // UnsavedChangesNotifier for react-router wraps it the same way.
    // eslint-disable-next-line react-hooks/immutability
    navigator.push = (...args: Parameters<typeof push>) => ask(() => push(...args));
    navigator.replace = (...args: Parameters<typeof replace>) => ask(() => replace(...args));
    navigator.go = (...args: Parameters<typeof go>) => ask(() => go(...args));
    return restore;
  }, [navigator, modal, when]);
}
