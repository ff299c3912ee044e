/**
 * The account an auditor is viewing (spec 1 §2 "Auditor header"): chosen in the header's 'Viewing: Select
 * company' selector, read by the balance, transactions and retirement statements panels. Kept per signed-in user
 * for the browser tab (sessionStorage), so a reload keeps it and another user never inherits it.
 *
 *   const { accountId } = useAuditorAccount(); // undefined until a company is chosen
 */
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'bcu.auditorAccount';

interface State {
  userId?: string;
  accountId?: string;
}

function read(): State {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as State) : {};
  } catch {
    return {};
  }
}

let state: State = read();
const listeners = new Set<() => void>();

function write(next: State) {
  if (next.userId === state.userId && next.accountId === state.accountId) return;
  state = next;
  try {
    if (next.accountId) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The selection for `userId` (another user's selection does not count). */
export const auditorAccountOf = (userId: string | undefined): string | undefined =>
  userId && state.userId === userId ? state.accountId : undefined;

/** Sets (or with undefined clears) the viewed account of `userId`. */
export const setAuditorAccount = (userId: string | undefined, accountId: string | undefined): void =>
  write(userId && accountId ? { userId, accountId } : {});

/** Forgets any selection (sign-out). */
export const clearAuditorAccount = (): void => write({});

/**
 * The viewed account and its setter. Outside an auditor session `accountId` stays undefined; the panels then
 * show the user's own company.
 */
export function useAuditorAccount(userId?: string): { accountId?: string; setAccountId(id: string | undefined): void } {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  const owner = userId ?? snapshot.userId;
  const setAccountId = useCallback((id: string | undefined) => setAuditorAccount(owner, id), [owner]);
  return { accountId: owner && snapshot.userId === owner ? snapshot.accountId : undefined, setAccountId };
}
