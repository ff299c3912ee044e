/**
 * The API as the journeys call it: @bcu/client's typed client (paths and bodies checked against openapi.json), with
 * the access token of a user signed in by the three API login steps (code read from the mail sink).
 */
import { createAuthFetch, type TokenStore } from '@bcu/client/fetch';
import { createTypedClient, type ApiClient } from '@bcu/client/typed';
import { DEMO_ADMIN } from './demo';
import { codeFrom, latestMailTo } from './mail';

export interface SignedIn {
  token: string;
  /** Calls carrying the token. */
  api: ApiClient;
}

/** A typed client of the app at `baseURL` (as the browser would call it), with `token` when given. */
export function apiClient(baseURL: string, token: string | null = null): ApiClient {
  const store: TokenStore = { getToken: () => token, setToken: (next) => void (token = next) };
  const base = new URL('/api', baseURL).href;
  return createTypedClient(createAuthFetch({ session: store, baseUrl: base }), base);
}

/** Signs in by the API: credentials, the mailed code, the account of `company` (or the first). */
export async function signInByApi(
  baseURL: string,
  email: string = DEMO_ADMIN.email,
  password: string = DEMO_ADMIN.password,
  company: string = DEMO_ADMIN.company,
): Promise<SignedIn> {
  const anonymous = apiClient(baseURL);
  const before = Date.now();
  const login = await anonymous.POST('/auth/login', { body: { email, password } });
  if (!login.data) throw new Error(`login refused: ${login.response.status}`);
  const { accounts } = login.data;
  const account = accounts.find((a) => a.companyName === company) ?? accounts[0];
  const otp = codeFrom(await latestMailTo(email, { after: before }));
  const session = await anonymous.POST('/auth/session', { body: { email, password, otp, userId: account.userId } });
  if (!session.data) throw new Error(`session refused: ${session.response.status}`);
  const token = session.data.accessToken;
  return { token, api: apiClient(baseURL, token) };
}
