/**
 * The signed-in user as Refine's auth provider tells it (`getIdentity`): what a page shows about its user (names,
 * company, read-only state). Whether the page may be used at all is decided by `<Authenticated>` and
 * `<CanAccess>` around its route, not here. Undefined until the identity is read.
 */
import { useGetIdentity } from '@refinedev/core';
import type { SessionUser } from '@bcu/api/contracts';

export function useIdentity(): SessionUser | undefined {
  return useGetIdentity<SessionUser>().data ?? undefined;
}
