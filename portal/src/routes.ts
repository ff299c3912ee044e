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
  '/contact-us',
  '/profile',
  '/profile/profile-info',
  '/profile/user-info',
  '/profile/account-fees',
  '/dashboard',
  '/dashboard/transactions',
  '/dashboard/transfer',
  '/dashboard/retirement',
  '/dashboard/incoming-requests',
  '/resources/docs',
  '/resources/faq/general',
  '/resources/faq/technical',
  '/resources/faq/account_management',
  '/resources/faq/bcu',
  '/resources/faq/carbon',
  '/resources/pricing',
  '/resources/history',
  '/resources/training',
]);
