/**
 * The login flow of spec 1 §4 as a Refine auth provider. Steps 1–2 (credentials, one-time code)
 * run on the login page; `login()` is the final step: credentials + code + chosen user → session.
 */
import type { AuthProvider, CheckResponse } from '@refinedev/core';
import { MSG, type LoginChallenge, type Session, type SessionRequest, type SessionUser } from '@bcu/api/contracts';
import { typed, typedApi } from '../api/http';
import { session, toActor } from '../features/session/session-store';
import { errorNote, loginErrorNote } from '../features/errors/notes';

/** Where a signed-in user lands (the dashboard once it exists). */
export const HOME_AFTER_LOGIN = '/dashboard';

/** The set or reset password form with the token of the mailed link. */
export interface PasswordUpdate {
  mode: 'set' | 'reset';
  token?: string;
  password: string;
  confirmPassword: string;
}

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

/** The notice of spec 1 §8 ('Error' with the server message and its details, or 'Network error') for Refine's auth hooks. */
function authError(e: unknown): Error {
  const note = errorNote(e);
  return loginNotice(note.description ?? MSG.error, note.message);
}

/** A success notice for Refine's auth hooks (they show `description` as the title, as loginNotice explains). */
const authSuccess = (title: string, text: string) => ({ message: text, description: title });

function loginError(e: unknown): Error {
  const note = loginErrorNote(e);
  return loginNotice(note.description ?? MSG.loginFailed, note.message);
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

/**
 * The first two steps of the login (spec 1 §4), before Refine's `login()` opens the session: the credentials mail a
 * code and list the accounts; with several accounts the code is checked before the account choice. A visitor's
 * refusal (401 for wrong credentials or code) is not an expired session, so these do not go through Refine's data
 * hooks, whose 401 handling would log out.
 */
export const loginSteps = {
  async requestCode(credentials: { email: string; password: string }): Promise<LoginChallenge | string> {
    return typed((await typedApi({ auth: false })).POST('/auth/login', { body: credentials }));
  },
  async checkCode(body: { email: string; otp: string }): Promise<void> {
    await typed((await typedApi({ auth: false })).POST('/auth/check-code', { body }));
  },
};

/** The answer of `check` for a visitor: not signed in, sent to login. */
export const SIGNED_OUT: CheckResponse = { authenticated: false, redirectTo: '/login', logout: true };

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

  /** spec 1 §2 'Forgot your password?': instructions for every account linked to the e-mail, then login. */
  async forgotPassword(params: { email: string }) {
    try {
      await typed((await typedApi({ auth: false })).POST('/account/forgot-password', { body: params }));
      return {
        success: true,
        redirectTo: '/login',
        successNotification: authSuccess(MSG.success, MSG.instructionsSent),
      };
    } catch (e) {
      return { success: false, error: authError(e) };
    }
  },

  /**
   * spec 1 §2 set and reset password: the new password for the token of the mailed link; `mode` names which link
   * it was. Then login.
   */
  async updatePassword({ mode, token, password, confirmPassword }: PasswordUpdate) {
    try {
      const client = await typedApi({ auth: false });
      const body = { token: String(token ?? ''), password, confirmPassword };
      await typed(
        mode === 'set'
          ? client.POST('/account/set-password', { body })
          : client.POST('/account/reset-password', { body }),
      );
      const text = mode === 'set' ? MSG.passwordSet : MSG.passwordChanged;
      return { success: true, redirectTo: '/login', successNotification: authSuccess(MSG.success, text) };
    } catch (e) {
      return { success: false, error: authError(e) };
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
    return SIGNED_OUT;
  },

  /**
   * A 401 ends a signed-in session (spec 1 §4). A visitor's refused credentials on a public page (a wrong password
   * when confirming an identity) end nothing, and a session the HTTP layer has already ended has sent its user to
   * login.
   */
  async onError(error: { statusCode?: number; status?: number }) {
    const status = error?.statusCode ?? error?.status;
    if (status === 401 && session.get().user) return { logout: true, redirectTo: '/login' };
    return {};
  },

  async getIdentity() {
    return session.get().user;
  },

  async getPermissions() {
    return toActor(session.get().user) ?? null;
  },
};
