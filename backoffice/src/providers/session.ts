/**
 * Where the session lives in the browser: the access token and the signed-in user in localStorage
 * (spec 1 §4: logout clears local storage; on start the stored token is read). The refresh token is an
 * httpOnly cookie the browser sends to /api/auth only; this code never sees it.
 */
import type { SessionUser } from '@bcu/api/contracts';

const TOKEN_KEY = 'bcu.backoffice.accessToken';
const USER_KEY = 'bcu.backoffice.user';

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

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser): void;
  clear(): void;
}

export function createSessionStore(storage: KeyValueStore): SessionStore {
  return {
    getToken: () => storage.getItem(TOKEN_KEY),
    setToken: (token) => storage.setItem(TOKEN_KEY, token),
    getUser: () => {
      const raw = storage.getItem(USER_KEY);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as SessionUser;
      } catch {
        return null;
      }
    },
    setUser: (user) => storage.setItem(USER_KEY, JSON.stringify(user)),
    clear: () => {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    },
  };
}

export const session: SessionStore = createSessionStore(
  typeof localStorage === 'undefined' ? memoryStore() : localStorage,
);
