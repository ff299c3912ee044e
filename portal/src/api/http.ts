/**
 * The portal's one way to call the API (DESIGN §3), over @bcu/client: JSON under `/api`, a Bearer access token
 * from local storage, one refresh attempt on 401, and errors as `ApiError` carrying the server's
 * `{ error: { statusCode, name, message, details } }`.
 */
import { MSG } from '@bcu/api/contracts';
import { API_BASE, NO_REFRESH_PATHS, createAuthFetch } from '@bcu/client/fetch';
import type { ApiClient } from '@bcu/client/typed';
import { session } from '../features/session/session-store';

export { API_BASE };

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
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const err = (body as { error?: { message?: unknown; name?: unknown; details?: unknown } } | undefined)?.error;
  const message = typeof err?.message === 'string' && err.message ? err.message : MSG.unknownError;
  const details = Array.isArray(err?.details)
    ? (err.details as unknown[])
        .filter((d): d is ErrorDetail => typeof (d as ErrorDetail)?.message === 'string')
        .map((d) => ({ path: d.path, message: d.message }))
    : [];
  return new ApiError(status, message, details, false, typeof err?.name === 'string' ? err.name : 'ApiError');
}

/** The same, from a response whose body is still unread. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  return apiErrorFrom(res.status, body);
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

const authFetch = createAuthFetch({ session });
const noRefresh = new Set<string>(NO_REFRESH_PATHS);

/** One refresh at a time: concurrent 401s wait for the same rotation of the refresh cookie. */
export const refreshAccessToken = (): Promise<boolean> => authFetch.refresh();

type CallSettings = Pick<RequestOptions, 'auth' | 'onUnauthorized'>;

/**
 * One call through the shared client (bearer token, one refresh on 401). Nothing answering becomes 'Network error';
 * a 401 that survives the refresh ends the session (spec 1 §4) unless the caller handles it.
 */
async function send(path: string, input: string | Request, init: RequestInit, opts: CallSettings): Promise<Response> {
  const hadToken = Boolean(session.getToken()) && opts.auth !== false;
  let res: Response;
  try {
    res = await authFetch(input, init, { auth: opts.auth });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(0, MSG.tryAgainLater, [], true, MSG.networkError);
  }
  // spec 1 §4: a 401 that is not from logout logs the user out
  if (res.status === 401 && hadToken && !noRefresh.has(path) && opts.onUnauthorized !== 'throw') session.expire();
  return res;
}

function buildUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Sends one request and returns the raw response (for headers such as Content-Range). */
export async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  const isForm = opts.body instanceof FormData;
  const res = await send(
    path,
    buildUrl(path, opts.query),
    {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    },
    opts,
  );
  if (!res.ok) throw await toApiError(res);
  return res;
}

/**
 * The API typed by openapi.json (openapi-fetch over the same calls): `(await typedApi()).GET('/auth')`. A route or
 * field renamed in the API breaks the typecheck of its callers. Loaded on first use, so the landing page's
 * JavaScript does not carry it.
 */
export async function typedApi(opts: CallSettings = {}): Promise<ApiClient> {
  const { createTypedClient } = await import('@bcu/client/typed');
  return createTypedClient((req) => send(new URL(req.url).pathname.slice(API_BASE.length), req, {}, opts));
}

/** The data of a typed call, or its error envelope as an `ApiError`. */
export async function typed<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorFrom(response.status, error);
  return data as T;
}

/** Sends one request and parses the JSON answer (undefined for 204). */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await request(path, opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
