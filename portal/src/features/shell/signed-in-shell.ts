/**
 * The parts of the header that only a signed-in user sees (the user menu, the auditor's company choice, the badges of
 * the Incoming and Connect tabs, the tabs as antd's Menu). They are not in the first JavaScript of the public pages;
 * the login page asks for them while the user types the e-mailed code, so the header is complete as soon as the
 * session opens.
 */
export const loadUserMenu = () => import('./user-menu-button');
export const loadAuditorCompanySelect = () => import('../auditor/auditor-company-select');
export const loadIncomingTabLabel = () => import('../counts/incoming-tab-label');
export const loadConnectTabLabel = () => import('../counts/connect-tab-label');
export const loadHeaderMenu = () => import('./header-menu');

/** Starts loading the signed-in header; a failed load is retried when the header asks for it. */
export function prefetchSignedInShell(): void {
  for (const load of [
    loadUserMenu,
    loadAuditorCompanySelect,
    loadIncomingTabLabel,
    loadConnectTabLabel,
    loadHeaderMenu,
  ]) {
    load().catch(() => undefined);
  }
}
