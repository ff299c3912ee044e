/**
 * The signed-in session: the access token lives in local storage (spec 1 §4: read on start,
 * cleared on logout), the user in memory. Components subscribe through `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import type { Actor, SessionUser } from '@bcu/api/contracts';

export const TOKEN_KEY = 'bcu.accessToken';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** True once the stored token has been checked on app start. */
  ready: boolean;
}

type Listener = () => void;

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    /* storage unavailable (private mode): the session lasts as long as the page */
  }
}

function createSessionStore() {
  let state: SessionState = { token: readToken(), user: null, ready: false };
  const listeners = new Set<Listener>();
  const expiredListeners = new Set<Listener>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  return {
    get: (): SessionState => state,
    getToken: (): string | null => state.token,
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** Called when the server refuses the session (401 after a failed refresh). */
    onExpired(l: Listener): () => void {
      expiredListeners.add(l);
      return () => expiredListeners.delete(l);
    },
    setToken(token: string): void {
      writeToken(token);
      set({ token });
    },
    signIn(token: string, user: SessionUser): void {
      writeToken(token);
      set({ token, user, ready: true });
    },
    setUser(user: SessionUser | null): void {
      set({ user, ready: true });
    },
    markReady(): void {
      set({ ready: true });
    },
    clear(): void {
      writeToken(null);
      set({ token: null, user: null, ready: true });
    },
    expire(): void {
      const wasSignedIn = Boolean(state.token);
      writeToken(null);
      set({ token: null, user: null, ready: true });
      if (wasSignedIn) expiredListeners.forEach((l) => l());
    },
  };
}

export const session = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** The access-matrix actor of a session user (contracts/access.ts). */
export function toActor(user: SessionUser | null | undefined): Actor | undefined {
  if (!user) return undefined;
  return { role: user.role, type: user.type, companyType: user.company.type, status: user.status };
}
