/**
 * antd's App for the portal: `App.useApp()` gives every page its notices, messages and confirm dialogs, as with
 * `<App>`, but the code that draws them (antd's notification, message and Modal, about 14 kB compressed) is loaded
 * the first time one is asked for, not with the first JavaScript of every page: the landing page shows none.
 * A call made before that code has arrived is shown as soon as it has, in the order of the calls.
 */
import { lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import type { MessageType } from 'antd/es/message/interface';
import type { ModalFuncWithPromise } from 'antd/es/modal/useModal';
import type { NotificationConfig } from 'antd/es/notification/interface';
import type { NoticeHoldersProps } from './app-notice-holders';

const NoticeHolders = lazy(() => import('./app-notice-holders'));

/** antd's `App.useApp()` without antd's App component (whose import brings the code this file defers). */
export const useApp = (): useAppProps => useContext(AppContext);

type Task = (api: useAppProps) => void;
const noop = () => undefined;

/** Calls made before antd's App hooks are loaded wait here; asking for the first one starts the loading. */
export class DeferredApis {
  private api: useAppProps | undefined;
  private readonly waiting: Task[] = [];

  constructor(private readonly load: () => void) {}

  run(task: Task): void {
    if (this.api) return task(this.api);
    this.waiting.push(task);
    this.load();
  }

  /** Closing or destroying what was never shown does nothing and loads nothing. */
  ifLoaded(task: Task): void {
    if (this.api) task(this.api);
  }

  ready(api: useAppProps): void {
    this.api = api;
    for (const task of this.waiting.splice(0)) task(api);
  }

  /** The value of antd's App context: the same functions, each waiting for the real one. */
  apis(): useAppProps {
    const notice =
      (kind: 'success' | 'error' | 'info' | 'warning' | 'open') =>
      (args: Parameters<useAppProps['notification']['open']>[0]) =>
        this.run((api) => api.notification[kind](args));
    const message =
      (kind: 'success' | 'error' | 'info' | 'warning' | 'loading') =>
      (...args: Parameters<useAppProps['message']['info']>) =>
        this.later((api) => api.message[kind](...args));
    const dialog =
      (kind: keyof useAppProps['modal']): ModalFuncWithPromise =>
      (props) =>
        this.dialog((api) => api.modal[kind](props));
    return {
      notification: {
        success: notice('success'),
        error: notice('error'),
        info: notice('info'),
        warning: notice('warning'),
        open: notice('open'),
        destroy: (key) => this.ifLoaded((api) => api.notification.destroy(key)),
      },
      message: {
        success: message('success'),
        error: message('error'),
        info: message('info'),
        warning: message('warning'),
        loading: message('loading'),
        open: (args) => this.later((api) => api.message.open(args)),
        destroy: (key) => this.ifLoaded((api) => api.message.destroy(key)),
      },
      modal: {
        confirm: dialog('confirm'),
        info: dialog('info'),
        success: dialog('success'),
        error: dialog('error'),
        warning: dialog('warning'),
      },
    };
  }

  /** A message's handle: closes it (also before it is shown) and resolves when it closes. */
  private later(show: (api: useAppProps) => MessageType): MessageType {
    let shown: MessageType | undefined;
    let closed = false;
    const done = new Promise<boolean>((resolve) =>
      this.run((api) => {
        shown = show(api);
        if (closed) shown();
        void shown.then(resolve);
      }),
    );
    const close = () => {
      closed = true;
      shown?.();
    };
    return Object.assign(close, { then: done.then.bind(done) });
  }

  /** A dialog's handle: updates and destroys it (also before it is shown) and resolves with the user's answer. */
  private dialog(open: (api: useAppProps) => ReturnType<ModalFuncWithPromise>): ReturnType<ModalFuncWithPromise> {
    type Handle = ReturnType<ModalFuncWithPromise>;
    let shown: Handle | undefined;
    const updates: Parameters<Handle['update']>[0][] = [];
    let destroyed = false;
    // asking for the answer makes antd's dialog 'silent' (a failed onOk is not thrown again), so it is asked only
    // when the caller asks
    const answers: ((confirmed: boolean) => void)[] = [];
    this.run((api) => {
      shown = open(api);
      for (const update of updates) shown.update(update);
      if (destroyed) shown.destroy();
      for (const answer of answers) void shown.then(answer, noop);
    });
    return {
      destroy: () => {
        destroyed = true;
        shown?.destroy();
      },
      update: (update) => {
        if (shown) shown.update(update);
        else updates.push(update);
      },
      then: (resolve) =>
        new Promise<boolean>((answer) => {
          if (shown) void shown.then(answer, noop);
          else answers.push(answer);
        }).then(resolve),
    };
  }
}

/** antd's App, drawn with the same text style as antd's (`.ant-app`), with its notice code loaded on first use. */
export function AppNotices({ notification, children }: { notification: NotificationConfig; children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  const [deferred] = useState(() => new DeferredApis(() => setWanted(true)));
  const [value] = useState(() => deferred.apis());
  const onReady = useCallback<NoticeHoldersProps['onReady']>((api) => deferred.ready(api), [deferred]);
  return (
    <AppContext.Provider value={value}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
        {wanted && (
          <Suspense fallback={null}>
            <NoticeHolders notification={notification} onReady={onReady} />
          </Suspense>
        )}
      </div>
    </AppContext.Provider>
  );
}
