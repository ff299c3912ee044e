/** @bcu/client: the typed API client, the session store and the login steps' logic shared by portal and backoffice. */
export * from './fetch';
export * from './typed';
export * from './session';
export * from './account-choice';
