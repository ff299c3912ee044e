/**
 * The portal's one way to call the API (DESIGN §3): JSON under `/api`, a Bearer access token from
 * local storage, one refresh attempt on 401, and errors as `ApiError` carrying the server's
 * `{ error: { statusCode, name, message, details } }`.
 */
import { API, MSG } from '@bcu/api/contracts';
import { session } from '../features/session/session-store';

export const API_BASE = '/api';

export interface ErrorDetail {
  path?: string;
  message: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly details: ErrorDetail[];
  /** True when no answer arrived at all (offline, refused connection). */
  readonly network: boolean;

  constructor(statusCode: number, message: string, details: ErrorDetail[] = [], network = false, name = 'ApiError') {
    super(message);
    this.name = name;
    this.statusCode = statusCode;
    this.details = details;
    this.network = network;
  }
}

/** Reads the API's error envelope; anything else becomes 'Unknown error' with the status. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const err = (body as { error?: { message?: unknown; name?: unknown; details?: unknown } } | undefined)?.error;
  const message = typeof err?.message === 'string' && err.message ? err.message : MSG.unknownError;
  const details = Array.isArray(err?.details)
    ? (err.details as unknown[])
        .filter((d): d is ErrorDetail => typeof (d as ErrorDetail)?.message === 'string')
        .map((d) => ({ path: d.path, message: d.message }))
    : [];
  return new ApiError(res.status, message, details, false, typeof err?.name === 'string' ? err.name : 'ApiError');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Send the access token (default true when one is stored). */
  auth?: boolean;
  /** On a 401 that survives the refresh: end the session and go to login (default), or leave it to the caller. */
  onUnauthorized?: 'expire' | 'throw';
}

/** Paths whose 401 means "wrong credentials", never "session expired". */
const NO_REFRESH = new Set<string>([API.login, API.checkCode, API.session, API.refresh, API.logout]);

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: concurrent 401s wait for the same rotation of the refresh cookie. */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${API_BASE}${API.refresh}`, { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) return false;
      const data = (await res.json()) as { accessToken?: string };
      if (!data.accessToken) return false;
      session.setToken(data.accessToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function buildUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Sends one request and returns the raw response (for headers such as Content-Range). */
export async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isForm = opts.body instanceof FormData;
    if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = session.getToken();
    if (token && opts.auth !== false) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(buildUrl(path, opts.query), {
        method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
        headers,
        body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiError(0, MSG.tryAgainLater, [], true, MSG.networkError);
    }
  };

  const hadToken = Boolean(session.getToken()) && opts.auth !== false;
  let res = await send();
  if (res.status === 401 && hadToken && !NO_REFRESH.has(path)) {
    if (await refreshAccessToken()) res = await send();
    // spec 1 §4: a 401 that is not from logout logs the user out
    if (res.status === 401 && opts.onUnauthorized !== 'throw') session.expire();
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Sends one request and parses the JSON answer (undefined for 204). */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await request(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
