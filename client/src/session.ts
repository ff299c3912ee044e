/**
 * Where a signed-in session lives in the browser (spec 1 §4: on start the stored token is read; logout clears local
 * storage). The access token is kept in local storage, the user in memory — and in local storage too when a
 * `userKey` is given (the backoffice). The refresh token is an httpOnly cookie this code never sees.
 */
import type { SessionUser } from '@bcu/api/contracts';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory store where localStorage does not exist (unit tests, server rendering). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
}

/** The browser's localStorage, or memory where there is none. */
export const browserStorage = (): KeyValueStore =>
  typeof localStorage === 'undefined' ? memoryStore() : globalThis.localStorage;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** True once the stored token has been checked on app start; true from the start when none is stored. */
  ready: boolean;
}

type Listener = () => void;

export interface SessionStore {
  get(): SessionState;
  getToken(): string | null;
  setToken(token: string): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser | null): void;
  signIn(token: string, user: SessionUser): void;
  markReady(): void;
  clear(): void;
  /** The server refused the session (401 after a failed refresh): clears it and tells `onExpired` listeners. */
  expire(): void;
  subscribe(listener: Listener): () => void;
  onExpired(listener: Listener): () => void;
}

export interface SessionStoreOptions {
  storage: KeyValueStore;
  tokenKey: string;
  /** Keep the user in storage too, under this key. */
  userKey?: string;
}

export function createSessionStore({ storage, tokenKey, userKey }: SessionStoreOptions): SessionStore {
  // Storage may refuse (private mode): the session then lasts as long as the page.
  const safely = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  const write = (key: string | undefined, value: string | null) => {
    if (!key) return;
    safely(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)), undefined);
  };
  const readUser = (): SessionUser | null => {
    const raw = userKey ? safely(() => storage.getItem(userKey), null) : null;
    return raw ? safely(() => JSON.parse(raw) as SessionUser, null) : null;
  };

  const token = safely(() => storage.getItem(tokenKey), null);
  let state: SessionState = { token, user: readUser(), ready: token === null };
  const listeners = new Set<Listener>();
  const expiredListeners = new Set<Listener>();
  // a change that changes nothing keeps the state (the same object) and tells nobody: a component subscribed to the
  // store is drawn again only when what it reads has changed
  const set = (next: Partial<SessionState>) => {
    if ((Object.keys(next) as (keyof SessionState)[]).every((key) => state[key] === next[key])) return;
    state = { ...state, ...next };
    if ('token' in next) write(tokenKey, next.token ?? null);
    if ('user' in next) write(userKey, next.user ? JSON.stringify(next.user) : null);
    listeners.forEach((l) => l());
  };

  return {
    get: () => state,
    getToken: () => state.token,
    setToken: (token) => set({ token }),
    getUser: () => state.user,
    setUser: (user) => set({ user, ready: true }),
    signIn: (token, user) => set({ token, user, ready: true }),
    markReady: () => set({ ready: true }),
    clear: () => set({ token: null, user: null, ready: true }),
    expire() {
      const wasSignedIn = Boolean(state.token);
      set({ token: null, user: null, ready: true });
      if (wasSignedIn) expiredListeners.forEach((l) => l());
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    onExpired(l) {
      expiredListeners.add(l);
      return () => expiredListeners.delete(l);
    },
  };
}
