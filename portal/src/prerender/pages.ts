import { LandingPage, LoginPage, StatementList } from '../pages';

/**
 * The public pages whose first screen is drawn at build time (entry.tsx), by path: the landing page, the public
 * statements and login — the pages a visitor opens first. The browser loads a prerendered page's code before it
 * hydrates the HTML (main.tsx).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, { preload(): Promise<void> }>> = {
  '/': LandingPage,
  '/statements': StatementList,
  '/login': LoginPage,
};
