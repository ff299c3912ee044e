import { describe, expect, it } from 'vitest';
import { MSG, type Session } from '@bcu/api/contracts';
import { createAuthProvider } from './authProvider';
import { createApiClient } from './httpClient';
import { createSessionStore, memoryStore } from './session';
import { LoginError } from '../login/loginApi';
import { givenFetch, givenUser, json } from '../test/builders';

const credentials = { email: 'admin@demo.bcu', password: 'Secret123', otp: '12345', userId: 'u-1' };

function givenAuth(
  answers: Parameters<typeof givenFetch>,
  session: Partial<Session> = { accessToken: 'token-1', expiresIn: 900 },
) {
  const store = createSessionStore(memoryStore());
  const { fetchFn, calls } = givenFetch(...answers);
  const opened: unknown[] = [];
  const auth = createAuthProvider({
    session: store,
    client: createApiClient(store, fetchFn),
    createSession: async (params) => {
      opened.push(params);
      return session as Session;
    },
  });
  return { auth, store, calls, opened };
}

describe('auth provider', () => {
  it('opens a session with the chosen account, stores the token and the user', async () => {
    const admin = givenUser({ role: 'Admin' });
    const { auth, store, opened, calls } = givenAuth([() => json(200, admin)]);
    await auth.login(credentials);
    expect(opened).toEqual([credentials]);
    expect(store.getToken()).toBe('token-1');
    expect(calls[0].url).toBe('/api/auth');
    expect(await auth.getIdentity!()).toMatchObject({ id: admin.id, fullName: 'Ada Admin' });
  });

  it('refuses a company user at login, ends the session and says why', async () => {
    const { auth, store, calls } = givenAuth([
      () => json(200, givenUser({ role: 'SystemUser', companyType: 'Supplier' })),
      () => new Response(null, { status: 204 }),
    ]);
    const failure = auth.login(credentials);
    await expect(failure).rejects.toBeInstanceOf(LoginError);
    await expect(failure).rejects.toMatchObject({ title: MSG.loginFailed, message: MSG.forbidden });
    expect(calls[1].url).toBe('/api/auth/logout');
    expect(store.getToken()).toBeNull();
  });

  it("computes an auditor's permissions once from the matrix: read yes, submissions, review and note no", async () => {
    const { auth } = givenAuth([() => json(200, givenUser({ role: 'Auditor', companyType: 'Auditor' }))]);
    await auth.login(credentials);
    expect(await auth.getPermissions!({})).toEqual({
      'admin.read': true,
      'admin.write': false,
      'submissions.review': false,
    });
    // spec 1 §6 / spec 3: submission pages are for Admin and SuperAdmin only; the other admin lists are read
    expect(await auth.canAccess!({ resource: 'credits', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'logs', action: 'show' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'show' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'approve' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'note' })).toBe(false);
  });

  it('lets an admin review and edit notes', async () => {
    const { auth } = givenAuth([() => json(200, givenUser({ role: 'SuperAdmin' }))]);
    await auth.login(credentials);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'reject' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'submissions', action: 'note' })).toBe(true);
  });

  it('checks the stored token against the server once per page load', async () => {
    const { auth, store, calls } = givenAuth([() => json(200, givenUser())]);
    await expect(auth.checkAuth({})).rejects.toThrow();
    store.setToken('stored');
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(calls.map((c) => c.url)).toEqual(['/api/auth']);
  });

  it('clears the session when the start-up user fetch fails', async () => {
    const { auth, store } = givenAuth([() => json(401, {}), () => json(401, {})]);
    store.setToken('expired');
    await expect(auth.checkAuth({})).rejects.toThrow();
    expect(store.getToken()).toBeNull();
  });

  it('logs out on 401 but not on 403 (an auditor refused a write stays signed in)', async () => {
    const { auth, store } = givenAuth([]);
    store.setToken('t');
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(store.getToken()).toBe('t');
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(store.getToken()).toBeNull();
  });

  it('revokes the refresh cookie and clears local storage on logout', async () => {
    const { auth, store, calls } = givenAuth([() => new Response(null, { status: 204 })]);
    store.setToken('t');
    store.setUser(givenUser());
    await auth.logout({});
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout' });
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
  });
});
