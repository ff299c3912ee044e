/**
 * The one way both apps and the journeys call the API (DESIGN §3): JSON under `/api`, the access token as a Bearer
 * header, and on a 401 one refresh of the token through the httpOnly refresh cookie, then the call once more.
 * typed.ts puts openapi-fetch over it.
 */
import type { paths } from './schema';

/** Where the access token is kept; the refresh writes the new one there. */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
}

/** The login and refresh calls themselves: their 401 means "wrong credentials", never "session expired". */
export const NO_REFRESH_PATHS: readonly (keyof paths)[] = [
  '/auth/login',
  '/auth/check-code',
  '/auth/session',
  '/auth/refresh',
  '/auth/logout',
];

export interface CallOptions {
  /** Send the stored access token (default true). */
  auth?: boolean;
}

export interface AuthFetch {
  /** One call with the token; a 401 on a call that carried one is followed by one refresh and one repetition. */
  (input: string | Request, init?: RequestInit, options?: CallOptions): Promise<Response>;
  /** Asks for a new access token with the refresh cookie; true when one was stored. Concurrent callers share it. */
  refresh(): Promise<boolean>;
}

export interface AuthFetchOptions {
  session: TokenStore;
  /** The API's base, `/api` in the apps, absolute in Node. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export const API_BASE = '/api';

export function createAuthFetch({
  session,
  baseUrl = API_BASE,
  fetch: fetchFn = (...args) => globalThis.fetch(...args),
}: AuthFetchOptions): AuthFetch {
  const basePath = new URL(baseUrl, 'http://localhost').pathname.replace(/\/$/, '');
  const noRefresh = new Set<string>(NO_REFRESH_PATHS);
  // One refresh at a time: parallel 401s (a list and its filters) share the same rotation of the cookie.
  let refreshing: Promise<boolean> | null = null;

  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        const res = await fetchFn(`${baseUrl}/auth/refresh`, { method: 'POST', credentials: 'same-origin' });
        if (!res.ok) return false;
        const body = (await res.json()) as { accessToken?: string };
        if (!body.accessToken) return false;
        session.setToken(body.accessToken);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /** The API path of a call ('/api/auth/login?x' → '/auth/login'). */
  const pathOf = (input: string | Request): string => {
    const url = typeof input === 'string' ? input : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    return path.startsWith(basePath) ? path.slice(basePath.length) : path;
  };

  const decorate = (headers: Headers, body: unknown, token: string | null): Headers => {
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

  const send = (input: string | Request, init: RequestInit, token: string | null): Promise<Response> => {
    if (typeof input === 'string') {
      const headers = decorate(new Headers(init.headers), init.body, token);
      return fetchFn(input, { ...init, headers, credentials: 'same-origin' });
    }
    const request = input.clone(); // the body of a Request can be read once; a repetition needs its own copy
    const headers = decorate(new Headers(request.headers), undefined, token);
    return fetchFn(new Request(request, { headers, credentials: 'same-origin' }));
  };

  const authFetch = async (input: string | Request, init: RequestInit = {}, options: CallOptions = {}) => {
    const token = options.auth === false ? null : session.getToken();
    const res = await send(input, init, token);
    if (res.status !== 401 || !token || noRefresh.has(pathOf(input))) return res;
    if (!(await refresh())) return res;
    return send(input, init, session.getToken());
  };

  return Object.assign(authFetch, { refresh });
}

/**
 * The typed client of typed.ts over `fetchFn`, loaded on first use: openapi-fetch then stays out of an app's first
 * chunk (the portal's landing page, the backoffice's login have budgets for their JavaScript).
 */
export const loadTypedClient = (fetchFn: (request: Request) => Promise<Response>, baseUrl?: string) =>
  // './typed.js' is typed.ts: the extension Node's module resolution asks for (the journeys typecheck with it)
  import('./typed.js').then((m) => m.createTypedClient(fetchFn, baseUrl));
