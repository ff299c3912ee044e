/**
 * openapi-fetch over the shared fetch, typed by the paths of openapi.json (src/schema.d.ts, generated): a route or
 * field renamed in the API breaks the callers' typecheck, not their users. A module of its own, so an app can load
 * it only when a typed call is made.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths, components, operations } from './schema';

export type ApiClient = Client<paths>;

/**
 * openapi-fetch over a fetch function (an `AuthFetch`, or plain `fetch` for the unauthenticated login steps).
 * A relative base is made absolute against the page, since a Request needs a full URL.
 */
export function createTypedClient(
  fetchFn: (request: Request) => Promise<Response>,
  baseUrl = '/api', // API_BASE of fetch.ts, not imported: this module stays apart from the apps' first chunk
): ApiClient {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return createClient<paths>({ baseUrl: new URL(baseUrl, origin).href.replace(/\/$/, ''), fetch: fetchFn });
}
