/** User Info of the profile area (spec 1 §2, §4 "User management", §5 "Profile and invite", §8). */
import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS } from './limits';
import { Role, UserStatus, UserType } from './enums';

export const COMPANY_USERS_API = {
  list: '/profile/users', // GET → CompanyUserRow[]; POST InviteRequest → 201 (owner)
  validateEmail: '/profile/users/validate-email', // POST InviteRequest → InviteEmailCheck (owner)
  remove: (id: string) => `/profile/users/${id}/remove`, // POST → 204 (owner)
  cancelInvite: (id: string) => `/profile/users/invites/${id}/cancel`, // POST → 204 (owner)
} as const;

/** Invite email: 'Email is required', 'Please enter a valid email' (spec 1 §5). */
export const InviteRequest = z
  .object({
    email: z
      .string({ error: MSG.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: MSG.emailRequired })
      .max(LIMITS.textMax, { error: MSG.textTooLong })
      .pipe(z.email({ error: MSG.validEmail })),
  })
  .strict();
export type InviteRequest = z.infer<typeof InviteRequest>;

/** spec 1 §3 "Invite email check result". */
export const InviteEmailCheck = z.object({ isEmailExists: z.boolean(), isSameTypeExists: z.boolean() });
export type InviteEmailCheck = z.infer<typeof InviteEmailCheck>;

/** A row of the users list: a user of the company, or an invite not yet completed (status Pending). */
export const CompanyUserRow = z.object({
  id: z.string(),
  kind: z.enum(['user', 'invite']),
  SUID: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  cellPhone: z.object({ code: z.string(), number: z.string() }).nullable(),
  role: Role.nullable(),
  type: UserType.nullable(),
  status: UserStatus,
  isEmailConfirmed: z.boolean(),
  isAdminApproved: z.boolean(),
});
export type CompanyUserRow = z.infer<typeof CompanyUserRow>;

/** Statuses that count toward the 10-user limit (spec 1 §4, §9). */
export const COUNTED_USER_STATUSES = ['Active', 'Pending'] as const;

export type UserRowAction = 'cancelInvite' | 'remove' | 'none';

/**
 * Row actions of spec 1 §4: Pending with neither e-mail confirmed nor admin approved → 'Cancel invite';
 * Inactive, Suspended, Removed → none; Active and other non-final statuses → 'Remove user'. The owner acts
 * neither on their own row nor on Locked users.
 */
export function userRowAction(
  row: Pick<CompanyUserRow, 'status' | 'isEmailConfirmed' | 'isAdminApproved' | 'type'>,
  isOwnRow: boolean,
): UserRowAction {
  if (isOwnRow || row.status === 'Locked' || row.type === 'Primary') return 'none';
  if (row.status === 'Pending' && !row.isEmailConfirmed && !row.isAdminApproved) return 'cancelInvite';
  if (row.status === 'Inactive' || row.status === 'Suspended' || row.status === 'Removed' || row.status === 'Closed')
    return 'none';
  return 'remove';
}

/** Add is disabled at 10 Active or Pending users, or while the owner is Suspended (spec 1 §4). */
export function canAddUser(rows: readonly Pick<CompanyUserRow, 'status'>[], ownerStatus: string): boolean {
  const counted = rows.filter((r) => (COUNTED_USER_STATUSES as readonly string[]).includes(r.status)).length;
  return ownerStatus !== 'Suspended' && counted < LIMITS.maxCompanyUsers;
}

export const USER_LIMIT_REACHED = `A company account has at most ${LIMITS.maxCompanyUsers} Active or Pending users.`;
