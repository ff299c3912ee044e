/**
 * The portal's session: the shared store of @bcu/client with the access token in local storage (spec 1 §4: read on
 * start, cleared on logout) and the user in memory. Components subscribe through `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import type { Actor, SessionUser } from '@bcu/api/contracts';
import { browserStorage, createSessionStore, type SessionState } from '@bcu/client/session';

export type { SessionState };

export const TOKEN_KEY = 'bcu.accessToken';

export const session = createSessionStore({ storage: browserStorage(), tokenKey: TOKEN_KEY });

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** The access-matrix actor of a session user (contracts/access.ts). */
export function toActor(user: SessionUser | null | undefined): Actor | undefined {
  if (!user) return undefined;
  return { role: user.role, type: user.type, companyType: user.company.type, status: user.status };
}
