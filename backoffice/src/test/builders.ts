/** Builders for unit tests: a valid value with the fields a test cares about overridden. */
import type { CompanyType, LoginAccount, SessionUser } from '@bcu/api/contracts';

export function givenUser(overrides: Partial<SessionUser> & { companyType?: CompanyType } = {}): SessionUser {
  const { companyType = 'Admin', ...rest } = overrides;
  return {
    id: '7f1c2a4e-0000-4000-8000-000000000001',
    SUID: 'SU-000001',
    email: 'admin@demo.bcu',
    role: 'Admin',
    type: 'Primary',
    status: 'Active',
    prevStatus: null,
    firstName: 'Ada',
    lastName: 'Admin',
    position: 'Registry admin',
    cellPhone: { code: '+41', number: '791234567' },
    isEmailConfirmed: true,
    isAdminApproved: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    companyId: 'c-admin',
    company: {
      name: 'BCU Registry',
      type: companyType,
      address: null,
      addressNumber: null,
      country: null,
      zip: null,
      city: null,
    },
    connectTourCompleted: true,
    accountTypes: [companyType],
    isReadOnly: false,
    ...rest,
  };
}

export function givenAccount(overrides: Partial<LoginAccount> = {}): LoginAccount {
  return {
    userId: 'u-1',
    companyId: 'c-1',
    companyName: 'Alpha Fuels',
    companyType: 'Supplier',
    isReadOnly: false,
    ...overrides,
  };
}

/** A fetch stub answering from a list of handlers in call order, recording every request. */
export function givenFetch(...answers: Array<(url: string, init?: RequestInit) => Response | Promise<Response>>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // the typed client sends a Request with a full URL; the call is recorded by its path, with its method and headers
    const url = input instanceof Request ? input.url.replace(/^https?:\/\/[^/]+/, '') : String(input);
    calls.push({ url, init: input instanceof Request ? { method: input.method, headers: input.headers } : init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer(url, init);
  }) as typeof fetch;
  return { fetchFn, calls };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
