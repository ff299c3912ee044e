/**
 * Registry Connect's API paths and the tab badge rule (spec 3 §2.7), apart from the schemas of connect.ts so that
 * the portal's shell (the Connect tab badge) reads them without loading zod and the country list (issue 14 budget).
 */
import type { Actor } from './access';

export const CONNECT_API = {
  discovery: '/connect/discovery', // GET simple-rest list (filter DiscoveryFilter) → ConnectCompany[]
  companyLogo: '/connect/companies/{id}/logo', // GET → image of a discoverable company (404 without a logo)
  preferences: '/connect/preferences', // GET → ConnectPreferences of the viewer's company; PUT ConnectPreferencesInput
  requests: '/connect/connection-requests', // GET simple-rest list (filter RequestListFilter); POST CreateRequest (201)
  requestCount: '/connect/connection-requests/count', // GET → ConnectCount (received Pending, the tab badge)
  request: '/connect/connection-requests/{id}', // GET → ConnectionRequest; PUT RequestDecision → ConnectionRequest
  adminRequests: '/connect/admin/connection-requests', // GET simple-rest list (filter AdminRequestFilter), read only
  adminRequest: '/connect/admin/connection-requests/{id}', // GET → ConnectionRequest
  tourStatus: '/users/update-tour-status', // POST TourStatusInput → TourStatus
} as const;

/** The Connect tab badge is not shown for Admin, SuperAdmin or Auditor (spec 3 §2.7). */
export const showsConnectBadge = (a: Actor | undefined) => !!a && a.role === 'SystemUser';
