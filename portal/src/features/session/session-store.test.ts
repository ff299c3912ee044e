import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStore } from '@bcu/client/session';

const storeWith = (token?: string) => {
  const storage = memoryStore();
  if (token) storage.setItem('token', token);
  return createSessionStore({ storage, tokenKey: 'token' });
};

describe('session store', () => {
  it('is ready from the start when no token is stored, and only once checked when one is', () => {
    expect(storeWith().get()).toEqual({ token: null, user: null, ready: true });
    const signedIn = storeWith('t1');
    expect(signedIn.get()).toEqual({ token: 't1', user: null, ready: false });
    signedIn.markReady();
    expect(signedIn.get().ready).toBe(true);
  });

  it('keeps its state and tells nobody when a change changes nothing', () => {
    const store = storeWith();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    store.markReady();
    store.clear();
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.setToken('t2');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ token: 't2', user: null, ready: true });
  });
});
