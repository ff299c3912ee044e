/**
 * The unauthenticated calls of the three login steps (spec 1 §4). They bypass the bearer/refresh client:
 * a 401 here means wrong credentials, not an expired session.
 */
import { MSG, type LoginAccount, type LoginChallenge, type Session, type SessionRequest } from '@bcu/api/contracts';
import { loadTypedClient } from '@bcu/client/fetch';
import type { ApiClient } from '@bcu/client/typed';
import { errorMessages } from '../providers/apiError';

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

/**
 * The login steps need no token: a plain fetch under the typed client (read at call time, so tests can stub it),
 * loaded with the first step.
 */
let typedClient: Promise<ApiClient> | undefined;
const loginClient = () => (typedClient ??= loadTypedClient((request) => globalThis.fetch(request)));

/** One login step: 'Network error' when nothing answers, 'Login failed' with the server's message on refusal. */
async function step<T>(call: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch {
    throw new LoginError(MSG.networkError, MSG.tryAgainLater);
  }
  if (!result.response.ok) throw loginErrorFrom(result.response.status, result.error);
  return result.data as T;
}

/** Step 1: e-mail and password; the server mails a code and lists the e-mail's accounts. */
export const requestCode = (email: string, password: string): Promise<LoginChallenge> =>
  step(async () => (await loginClient()).POST('/auth/login', { body: { email, password } }));

/** Step 2 (several accounts): the code is checked without being used up. */
export const checkCode = (email: string, otp: string): Promise<{ valid: boolean }> =>
  step(async () => (await loginClient()).POST('/auth/check-code', { body: { email, otp } }));

/** Step 3: credentials, code and the chosen account give a session (and the refresh cookie). */
export const createSession = (params: SessionRequest): Promise<Session> =>
  step(async () => (await loginClient()).POST('/auth/session', { body: params }));

export type { LoginAccount };
