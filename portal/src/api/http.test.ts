import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, MSG } from '@bcu/api/contracts';
import { session } from '../features/session/session-store';
import { ApiError, api } from './http';

type Reply = { status: number; body?: unknown };
const reply = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function fakeFetch(replies: Record<string, Reply[]>) {
  const calls: { url: string; auth: string | null }[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api/, '').split('?')[0];
    calls.push({ url: path, auth: new Headers(init?.headers).get('Authorization') });
    const next = replies[path]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return reply(next);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('api client', () => {
  it('refreshes the access token once on 401 and repeats the request', async () => {
    session.setToken('old');
    const calls = fakeFetch({
      [API.me]: [{ status: 401 }, { status: 200, body: { id: 'u1' } }],
      [API.refresh]: [{ status: 200, body: { accessToken: 'new', expiresIn: 900 } }],
    });
    await expect(api(API.me)).resolves.toEqual({ id: 'u1' });
    expect(calls.map((c) => c.url)).toEqual([API.me, API.refresh, API.me]);
    expect(calls[2].auth).toBe('Bearer new');
    expect(session.getToken()).toBe('new');
  });

  it('shares one refresh between concurrent requests', async () => {
    session.setToken('old');
    const calls = fakeFetch({
      [API.me]: [{ status: 401 }, { status: 401 }, { status: 200, body: 1 }, { status: 200, body: 2 }],
      [API.refresh]: [{ status: 200, body: { accessToken: 'new', expiresIn: 900 } }],
    });
    const results = await Promise.all([api(API.me), api(API.me)]);
    expect(results.sort()).toEqual([1, 2]);
    expect(calls.filter((c) => c.url === API.refresh)).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    session.setToken('old');
    const expired = vi.fn();
    const off = session.onExpired(expired);
    fakeFetch({ [API.me]: [{ status: 401 }], [API.refresh]: [{ status: 401 }] });
    await expect(api(API.me)).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    off();
  });

  it('does not refresh on a refused login: wrong credentials are not an expired session', async () => {
    session.setToken('old');
    const calls = fakeFetch({
      [API.session]: [
        {
          status: 401,
          body: { error: { statusCode: 401, name: 'UnauthorizedError', message: MSG.invalidCredentials } },
        },
      ],
    });
    await expect(api(API.session, { body: {} })).rejects.toMatchObject({ message: MSG.invalidCredentials });
    expect(calls).toHaveLength(1);
    expect(session.getToken()).toBe('old');
  });

  it('reads the error envelope with its details', async () => {
    fakeFetch({
      [API.register]: [
        {
          status: 422,
          body: {
            error: {
              statusCode: 422,
              name: 'ValidationError',
              message: 'Invalid',
              details: [{ path: 'zip', message: MSG.zipLength }],
            },
          },
        },
      ],
    });
    const err = (await api(API.register, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err.statusCode).toBe(422);
    expect(err.details).toEqual([{ path: 'zip', message: MSG.zipLength }]);
  });

  it("reports 'Network error' when nothing answers", async () => {
    fakeFetch({});
    const err = (await api(API.links).catch((e: unknown) => e)) as ApiError;
    expect(err.network).toBe(true);
    expect(err.name).toBe(MSG.networkError);
    expect(err.message).toBe(MSG.tryAgainLater);
  });
});

describe('api client on app start', () => {
  it('lets the caller handle a refused stored token without ending the session', async () => {
    session.setToken('stale');
    const expired = vi.fn();
    const off = session.onExpired(expired);
    fakeFetch({ [API.me]: [{ status: 401 }], [API.refresh]: [{ status: 401 }] });
    await expect(api(API.me, { onUnauthorized: 'throw' })).rejects.toMatchObject({ statusCode: 401 });
    expect(expired).not.toHaveBeenCalled();
    off();
  });
});
