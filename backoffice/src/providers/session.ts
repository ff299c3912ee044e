/**
 * The backoffice's session: the shared store of @bcu/client with the access token and the signed-in user both kept
 * in localStorage under the backoffice's own keys (spec 1 §4: logout clears local storage; on start the stored token
 * is read).
 */
import {
  browserStorage,
  createSessionStore as createStore,
  type KeyValueStore,
  type SessionStore,
} from '@bcu/client/session';

export { memoryStore, type KeyValueStore, type SessionStore } from '@bcu/client/session';

export const createSessionStore = (storage: KeyValueStore): SessionStore =>
  createStore({ storage, tokenKey: 'bcu.backoffice.accessToken', userKey: 'bcu.backoffice.user' });

export const session: SessionStore = createSessionStore(browserStorage());
