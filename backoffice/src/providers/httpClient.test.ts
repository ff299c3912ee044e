import { describe, expect, it } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { createApiClient } from './httpClient';
import { createSessionStore, memoryStore } from './session';
import { givenFetch, json } from '../test/builders';

const givenSession = (token: string | null = 'old-token') => {
  const store = createSessionStore(memoryStore());
  if (token) store.setToken(token);
  return store;
};
const authHeader = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

describe('API client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    const { fetchFn, calls } = givenFetch(() => json(200, [], { 'Content-Range': 'submissions 0-0/0' }));
    const client = createApiClient(givenSession(), fetchFn);
    const res = await client.json('/api/admin/submissions');
    expect(authHeader(calls[0].init)).toBe('Bearer old-token');
    expect(res.headers.get('Content-Range')).toBe('submissions 0-0/0');
  });

  it('refreshes once on 401 and repeats the call with the new token', async () => {
    const session = givenSession();
    const { fetchFn, calls } = givenFetch(
      () => json(401, { error: { statusCode: 401, message: MSG.unauthorized } }),
      () => json(200, { accessToken: 'new-token', expiresIn: 900 }),
      () => json(200, { id: 's1' }),
    );
    const { json: body } = await createApiClient(session, fetchFn).json('/api/admin/submissions/s1');
    expect(body).toEqual({ id: 's1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/submissions/s1',
      '/api/auth/refresh',
      '/api/admin/submissions/s1',
    ]);
    expect(calls[1].init?.method).toBe('POST');
    expect(authHeader(calls[2].init)).toBe('Bearer new-token');
    expect(session.getToken()).toBe('new-token');
  });

  it('gives up with a 401 HttpError when the refresh is refused, without a second refresh', async () => {
    const { fetchFn, calls } = givenFetch(
      () => json(401, { error: { statusCode: 401, message: MSG.unauthorized } }),
      () => json(401, { error: { statusCode: 401, message: MSG.unauthorized } }),
    );
    await expect(createApiClient(givenSession(), fetchFn).json('/api/admin/submissions')).rejects.toMatchObject({
      status: 401,
      message: MSG.unauthorized,
    });
    expect(calls).toHaveLength(2);
  });

  it('does not refresh when the repeated call is refused again', async () => {
    const { fetchFn, calls } = givenFetch(
      () => json(401, {}),
      () => json(200, { accessToken: 'new-token', expiresIn: 900 }),
      () => json(401, { error: { message: MSG.unauthorized } }),
    );
    await expect(createApiClient(givenSession(), fetchFn).json('/api/auth')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between calls refused at the same time', async () => {
    const { fetchFn, calls } = givenFetch(
      () => json(401, {}),
      () => json(401, {}),
      () => json(200, { accessToken: 'new-token', expiresIn: 900 }),
      () => json(200, { a: 1 }),
      () => json(200, { b: 2 }),
    );
    const client = createApiClient(givenSession(), fetchFn);
    await Promise.all([client.json('/api/admin/a'), client.json('/api/admin/b')]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('never refreshes for the login calls themselves', async () => {
    const { fetchFn, calls } = givenFetch(() => json(401, { error: { message: MSG.invalidCredentials } }));
    await expect(
      createApiClient(givenSession(null), fetchFn).json('/api/auth/login', { method: 'POST', body: '{}' }),
    ).rejects.toMatchObject({ message: MSG.invalidCredentials });
    expect(calls).toHaveLength(1);
  });

  it('turns a validation answer into react-admin field errors', async () => {
    const { fetchFn } = givenFetch(() =>
      json(422, {
        error: {
          statusCode: 422,
          message: MSG.validationError,
          details: [{ path: '/note', message: MSG.noteTooLong }],
        },
      }),
    );
    await expect(
      createApiClient(givenSession(), fetchFn).json('/api/admin/submissions/s1/note', { method: 'PUT', body: '{}' }),
    ).rejects.toMatchObject({ status: 422, body: { errors: { note: MSG.noteTooLong } } });
  });
});
