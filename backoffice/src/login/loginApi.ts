/**
 * The unauthenticated calls of the three login steps (spec 1 §4). They bypass the bearer/refresh client:
 * a 401 here means wrong credentials, not an expired session.
 */
import { API, MSG, type LoginAccount, type LoginChallenge, type Session } from '@bcu/api/contracts';
import { errorMessages } from '../providers/apiError';
import { API_BASE } from '../providers/httpClient';

/** A failed login step as spec 1 §8 shows it: a title ('Login failed', 'Network error') and a text. */
export class LoginError extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** 'Login failed' with the server message; a list of messages is joined with commas (spec 1 §8). */
export function loginErrorFrom(status: number, body: unknown): LoginError {
  const messages = errorMessages(body);
  return new LoginError(MSG.loginFailed, messages.length ? messages.join(', ') : MSG.unknownError, status);
}

export async function postJson<T>(path: string, payload: unknown, fetchFn: typeof fetch = fetch): Promise<T> {
  let res: Response;
  try {
    res = await fetchFn(API_BASE + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
    });
  } catch {
    throw new LoginError(MSG.networkError, MSG.tryAgainLater);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw loginErrorFrom(res.status, body);
  return body as T;
}

/** Step 1: e-mail and password; the server mails a code and lists the e-mail's accounts. */
export const requestCode = (email: string, password: string): Promise<LoginChallenge> =>
  postJson<LoginChallenge>(API.login, { email, password });

/** Step 2 (several accounts): the code is checked without being used up. */
export const checkCode = (email: string, otp: string): Promise<{ valid: boolean }> =>
  postJson(API.checkCode, { email, otp });

/** Step 3: credentials, code and the chosen account give a session (and the refresh cookie). */
export const createSession = (params: { email: string; password: string; otp: string; userId: string }) =>
  postJson<Session>(API.session, params);

export type { LoginAccount };
