/**
 * Refine's query cache, with Refine's own defaults (no refetch on window focus, the previous page kept while the next
 * loads). A visitor with no stored session is known to be signed out before anything is asked: the answer of the
 * auth provider's `check` is in the cache from the start, so the public pages and login draw at once — in the browser
 * as in their prerendered HTML (prerender/entry.tsx), which the first render must match.
 */
import { keys } from '@refinedev/core';
import { QueryClient, keepPreviousData } from '@tanstack/react-query';
import { session } from '../features/session/session-store';
import { SIGNED_OUT } from './auth-provider';

export function portalQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
  });
  // the check reads the session this tab keeps; it is asked afresh whenever the session changes (App.tsx,
  // SessionWatcher), not each time a page mounts — a mount would otherwise show the spinner of a check in flight
  const check = keys().auth().action('check').get();
  client.setQueryDefaults(check, { staleTime: Number.POSITIVE_INFINITY });
  if (!session.getToken()) client.setQueryData(check, SIGNED_OUT);
  return client;
}
