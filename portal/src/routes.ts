/**
 * The routes this build of the portal serves. Tabs and footer entries pointing elsewhere are
 * hidden (spec areas not built yet must not lead to empty pages); unknown routes go to /statements.
 */
export const SERVED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/statements',
  '/login',
  '/registration',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/set-password',
  '/change-password',
]);
