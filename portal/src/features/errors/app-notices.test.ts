import { describe, expect, it, vi } from 'vitest';
import type { useAppProps } from 'antd/es/app/context';
import { DeferredApis } from './app-notices';

function fakeApis() {
  const calls: string[] = [];
  const handle = (name: string) => ({
    destroy: () => calls.push(`${name}.destroy`),
    update: (u: unknown) => calls.push(`${name}.update ${JSON.stringify(u)}`),
    then: (resolve: (ok: boolean) => unknown) => Promise.resolve(true).then(resolve),
  });
  const api = {
    notification: {
      open: (a: { message: string }) => calls.push(`open ${a.message}`),
      success: (a: { message: string }) => calls.push(`success ${a.message}`),
      error: (a: { message: string }) => calls.push(`error ${a.message}`),
      destroy: (key?: unknown) => calls.push(`destroy ${String(key)}`),
    },
    modal: { confirm: () => handle('confirm') },
  } as unknown as useAppProps;
  return { api, calls };
}

describe('antd App notices loaded on first use', () => {
  it('loads nothing until a notice is asked for, then shows the waiting ones in order', () => {
    const load = vi.fn();
    const deferred = new DeferredApis(load);
    const apis = deferred.apis();
    apis.notification.destroy('nothing-shown');
    expect(load).not.toHaveBeenCalled();
    apis.notification.error({ message: 'first' });
    apis.notification.success({ message: 'second' });
    expect(load).toHaveBeenCalled();
    const { api, calls } = fakeApis();
    deferred.ready(api);
    apis.notification.open({ message: 'third' });
    expect(calls).toEqual(['error first', 'success second', 'open third']);
  });

  it("replays a dialog's updates and destroy, and answers once it is shown", async () => {
    const deferred = new DeferredApis(() => undefined);
    const dialog = deferred.apis().modal.confirm({ title: 'Leave?' });
    dialog.update({ title: 'Leave now?' });
    dialog.destroy();
    const answer = dialog.then(
      (ok) => ok,
      () => undefined,
    );
    const { api, calls } = fakeApis();
    deferred.ready(api);
    expect(calls).toEqual(['confirm.update {"title":"Leave now?"}', 'confirm.destroy']);
    await expect(answer).resolves.toBe(true);
  });
});
