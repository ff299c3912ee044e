/**
 * Who may do what in the backoffice, decided once from the contract's access matrix (`can`).
 * The auth provider computes `BackofficePermissions` at sign-in; resources ask `canAccess` with a
 * react-admin action and never look at roles themselves. An auditor gets every read and no write.
 */
import { can, type Actor, type Permission, type SessionUser } from '@bcu/api/contracts';

/** The matrix entries the backoffice uses. */
export const BACKOFFICE_PERMISSIONS = [
  'admin.read',
  'admin.write',
  'submissions.review',
] as const satisfies Permission[];
export type BackofficePermission = (typeof BACKOFFICE_PERMISSIONS)[number];
export type BackofficePermissions = Record<BackofficePermission, boolean>;

/** The actor the matrix judges: the user's role, type and status, and the type of the chosen company. */
export const actorOf = (user: SessionUser): Actor => ({
  role: user.role,
  type: user.type,
  status: user.status,
  companyType: user.company.type,
});

export function permissionsOf(user: SessionUser | null | undefined): BackofficePermissions {
  const actor = user ? actorOf(user) : undefined;
  return Object.fromEntries(
    BACKOFFICE_PERMISSIONS.map((p) => [p, actor ? can(actor, p) : false]),
  ) as BackofficePermissions;
}

/** Only users who may read the admin area may use the backoffice at all (Admin, SuperAdmin, Auditor). */
export const mayUseBackoffice = (user: SessionUser): boolean => permissionsOf(user)['admin.read'];

/**
 * react-admin actions → matrix permissions. Reads (list, show, export) need 'admin.read'; the review of a
 * submission ('approve', 'reject') needs 'submissions.review'; every other action (edit, create, delete,
 * 'note', …) writes and needs 'admin.write'.
 */
export function permissionForAction(action: string): BackofficePermission {
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
    case 'read':
    case 'download':
      return 'admin.read';
    case 'approve':
    case 'reject':
    case 'review':
      return 'submissions.review';
    default:
      return 'admin.write';
  }
}

/**
 * Resources whose every page needs more than 'admin.read' (spec 1 §6, spec 3: 'Submission and company admin pages:
 * Admin and SuperAdmin'). An auditor reads the other admin lists but neither sees nor opens the submissions.
 */
const RESOURCE_PERMISSIONS: Partial<Record<string, BackofficePermission>> = {
  submissions: 'submissions.review',
};

export const canDo = (
  permissions: BackofficePermissions | null | undefined,
  action: string,
  resource?: string,
): boolean => {
  const page = resource ? RESOURCE_PERMISSIONS[resource] : undefined;
  if (page && !permissions?.[page]) return false;
  return !!permissions?.[permissionForAction(action)];
};
