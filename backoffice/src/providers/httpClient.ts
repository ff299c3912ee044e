/**
 * Every API call of the backoffice, through @bcu/client: adds `Authorization: Bearer <access token>`, on a 401
 * refreshes the token once through the httpOnly cookie and repeats the call, and turns error answers into
 * react-admin `HttpError`s (see apiError.ts). A second 401 reaches the auth provider's `checkError`, which logs out.
 */
import { API_BASE, createAuthFetch, loadTypedClient } from '@bcu/client/fetch';
import type { ApiClient as TypedClient } from '@bcu/client/typed';
import { toHttpError } from './apiError';
import { session as defaultSession, type SessionStore } from './session';

export { API_BASE };

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
  /** The same calls typed by openapi.json, loaded on first use: `(await api()).GET('/auth')`. */
  api(): Promise<TypedClient>;
}

export function createApiClient(
  sessionStore: SessionStore = defaultSession,
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
): ApiClient {
  const authFetch = createAuthFetch({ session: sessionStore, fetch: fetchFn });
  let typed: Promise<TypedClient> | undefined;

  const json = async (url: string, init: RequestInit = {}): Promise<JsonResponse> => {
    const res = await authFetch(url, init);
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

  return {
    fetch: (url, init) => authFetch(url, init),
    json,
    refresh: authFetch.refresh,
    api: () => (typed ??= loadTypedClient(authFetch)),
  };
}

export const apiClient = createApiClient();

/** The `httpClient` signature ra-data-simple-rest expects. */
export const httpClient = (url: string, options: RequestInit = {}): Promise<JsonResponse> =>
  apiClient.json(url, options);
