/**
 * The login flow of spec 1 §4 as a Refine auth provider. Steps 1–2 (credentials, one-time code)
 * run on the login page; `login()` is the final step: credentials + code + chosen user → session.
 */
import type { AuthProvider } from '@refinedev/core';
import { MSG, type Session, type SessionRequest, type SessionUser } from '@bcu/api/contracts';
import { ApiError, typed, typedApi } from '../api/http';
import { session, toActor } from '../features/session/session-store';
import { errorLines } from '../features/errors/notify';

/** Where a signed-in user lands (the dashboard once it exists). */
export const HOME_AFTER_LOGIN = '/dashboard';

/** spec 1 §4: on start, read the stored token and fetch the user; a failed fetch clears the session. */
export async function restoreSession(): Promise<void> {
  if (!session.getToken()) {
    session.markReady();
    return;
  }
  try {
    const user: SessionUser = await typed((await typedApi({ onUnauthorized: 'throw' })).GET('/auth'));
    session.setUser(user);
  } catch {
    // a stale token only clears the session: the visitor stays on the (public) page they opened
    session.clear();
  }
}

/**
 * An error for Refine's login notification. Refine builds `{ message: error.name, description: error.message }`
 * and its antd provider shows `description` as the title and `message` as the text, so the title goes
 * in `error.message` and the text in `error.name`.
 */
export function loginNotice(title: string, text: string): Error {
  return Object.assign(new Error(title), { name: text });
}

function loginError(e: unknown): Error {
  if (e instanceof ApiError && e.network) return loginNotice(MSG.networkError, MSG.tryAgainLater);
  const { message, items } = errorLines(e);
  // spec 1 §8: 'Login failed' with the server message, a list joined with commas
  return loginNotice(MSG.loginFailed, [message, ...items].join(', '));
}

/** Resolves once the session store knows whether a user is signed in (restoreSession has answered). */
function sessionRead(): Promise<void> {
  return new Promise((resolve) => {
    if (session.get().ready) return resolve();
    const off = session.subscribe(() => {
      if (!session.get().ready) return;
      off();
      resolve();
    });
  });
}

export const authProvider: AuthProvider = {
  async login(params: SessionRequest) {
    try {
      const result: Session | string = await typed(
        (await typedApi({ auth: false })).POST('/auth/session', { body: params }),
      );
      // a string on the final step means the server wants another step: not a session
      if (typeof result === 'string' || !result?.accessToken) {
        return { success: false, error: loginNotice(MSG.loginFailed, MSG.unexpectedOtpFinal) };
      }
      session.signIn(result.accessToken, result.user);
      return { success: true, redirectTo: HOME_AFTER_LOGIN };
    } catch (e) {
      return { success: false, error: loginError(e) };
    }
  },

  async logout() {
    try {
      await typed((await typedApi()).POST('/auth/logout'));
    } catch {
      /* the local session is cleared whatever the server says */
    }
    session.clear();
    return { success: true, redirectTo: '/login' };
  },

  /** Signed in once the stored session is read (the shell restores it on start): Refine's `<Authenticated>` asks. */
  async check() {
    await sessionRead();
    if (session.get().user) return { authenticated: true };
    return { authenticated: false, redirectTo: '/login', logout: true };
  },

  async onError(error: { statusCode?: number; status?: number }) {
    const status = error?.statusCode ?? error?.status;
    if (status === 401) return { logout: true, redirectTo: '/login' };
    return {};
  },

  async getIdentity() {
    return session.get().user;
  },

  async getPermissions() {
    return toActor(session.get().user) ?? null;
  },
};
