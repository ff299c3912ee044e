/**
 * Every API call of the backoffice: adds `Authorization: Bearer <access token>`, on a 401 refreshes the
 * token once through the httpOnly cookie and repeats the call, and turns error answers into react-admin
 * `HttpError`s (see apiError.ts). A second 401 reaches the auth provider's `checkError`, which logs out.
 */
import { API } from '@bcu/api/contracts';
import { toHttpError } from './apiError';
import { session as defaultSession, type SessionStore } from './session';

export const API_BASE = '/api';

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- react-admin's fetchJson contract
}

export interface ApiClient {
  /** A raw response (for downloads); refreshes once on 401. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** JSON in, JSON out, rejecting with an HttpError on any non-2xx answer. */
  json(url: string, init?: RequestInit): Promise<JsonResponse>;
  /** Asks for a new access token with the refresh cookie; true when one was stored. */
  refresh(): Promise<boolean>;
}

/** Calls that must not trigger a refresh: they are the refresh and login machinery themselves. */
const NO_REFRESH = [API.login, API.checkCode, API.session, API.refresh, API.logout].map((p) => API_BASE + p);

export function createApiClient(
  sessionStore: SessionStore = defaultSession,
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
): ApiClient {
  // One refresh at a time: parallel 401s (a list and its filters) share the same rotation of the cookie.
  let refreshing: Promise<boolean> | null = null;

  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        const res = await fetchFn(API_BASE + API.refresh, { method: 'POST', credentials: 'same-origin' });
        if (!res.ok) return false;
        const body = (await res.json()) as { accessToken?: string };
        if (!body.accessToken) return false;
        sessionStore.setToken(body.accessToken);
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  const send = (url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (init.body && typeof init.body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const token = sessionStore.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchFn(url, { ...init, headers, credentials: 'same-origin' });
  };

  const apiFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await send(url, init);
    if (res.status !== 401 || NO_REFRESH.some((p) => url.startsWith(p))) return res;
    if (!(await refresh())) return res;
    return send(url, init);
  };

  const json = async (url: string, init: RequestInit = {}): Promise<JsonResponse> => {
    const res = await apiFetch(url, init);
    const body = await res.text();
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) throw toHttpError(res.status, res.statusText, parsed);
    return { status: res.status, headers: res.headers, body, json: parsed };
  };

  return { fetch: apiFetch, json, refresh };
}

export const apiClient = createApiClient();

/** The `httpClient` signature ra-data-simple-rest expects. */
export const httpClient = (url: string, options: RequestInit = {}): Promise<JsonResponse> =>
  apiClient.json(url, options);
