/**
 * The backoffice auth provider. Login is the portal's three steps (spec 1 §4); the login page runs steps
 * 1 and 2 itself and hands step 3 (email, password, otp, userId) to `login`. The user is fetched from
 * GET /api/auth at sign-in and once per page load; users the access matrix keeps out of the admin area
 * are refused at the door. Permissions are computed once from `can` (see access.ts).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { API, MSG, type SessionUser } from '@bcu/api/contracts';
import { toHttpError } from './apiError';
import { canDo, mayUseBackoffice, permissionsOf } from '../access';
import { LoginError, createSession } from '../login/loginApi';
import { API_BASE, apiClient as defaultClient, type ApiClient } from './httpClient';
import { session as defaultSession, type SessionStore } from './session';

export interface LoginParams {
  email: string;
  password: string;
  otp: string;
  userId: string;
}

interface Deps {
  session: SessionStore;
  client: ApiClient;
  createSession: typeof createSession;
}

export function createAuthProvider(deps: Partial<Deps> = {}): AuthProvider {
  const store = deps.session ?? defaultSession;
  const client = deps.client ?? defaultClient;
  const openSession = deps.createSession ?? createSession;
  /** The user is re-read from the server once per page load (spec 3 §4 'Session start'). */
  let verified = false;

  const fetchUser = async (): Promise<SessionUser> => {
    const { data, error, response } = await (await client.api()).GET('/auth');
    if (!response.ok || !data) throw toHttpError(response.status, response.statusText, error);
    return data;
  };

  const revoke = async () => {
    if (store.getToken()) {
      await client.fetch(API_BASE + API.logout, { method: 'POST' }).catch(() => undefined);
    }
    store.clear();
    verified = false;
  };

  const admit = async (user: SessionUser) => {
    if (!mayUseBackoffice(user)) {
      await revoke();
      throw new LoginError(MSG.loginFailed, MSG.forbidden, 403);
    }
    store.setUser(user);
    verified = true;
  };

  return {
    async login(params: LoginParams) {
      const { accessToken } = await openSession(params);
      store.setToken(accessToken);
      await admit(await fetchUser());
      // No redirectTo: react-admin then returns to the page that asked for login, under the basename.
    },

    async logout() {
      await revoke();
      // Nothing returned: react-admin goes to its login page under the basename (/backoffice/login).
    },

    async checkAuth() {
      if (!store.getToken()) throw new Error('not signed in');
      if (verified && store.getUser()) return;
      try {
        await admit(await fetchUser());
      } catch (e) {
        store.clear();
        verified = false;
        throw e;
      }
    },

    async checkError(error: { status?: number }) {
      // 401 after the one refresh: the session is over. 403 only refuses the action (an auditor's write).
      if (error?.status === 401) {
        store.clear();
        verified = false;
        throw new Error('session expired');
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = store.getUser();
      if (!user) throw new Error('not signed in');
      return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
    },

    async getPermissions() {
      return permissionsOf(store.getUser());
    },

    async canAccess({ action, resource }) {
      return canDo(permissionsOf(store.getUser()), action, resource);
    },
  };
}

export const authProvider = createAuthProvider();
