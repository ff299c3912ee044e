/** Shapes database rows into the session user of spec 1 §3. */
import type { CompanyType, SessionUser, UserStatus } from '../../contracts';
import { isReadOnly } from '../../contracts';
import type { UserRow } from '../../repositories';

export type { UserRow };

export function sessionUser(u: UserRow, accountTypes: CompanyType[]): SessionUser {
  const actor = { role: u.role, type: u.type, companyType: u.company_type, status: u.status };
  return {
    id: u.id,
    SUID: u.suid,
    email: u.email,
    role: u.role,
    type: u.type,
    status: u.status,
    prevStatus: u.prev_status,
    firstName: u.first_name,
    lastName: u.last_name,
    position: u.position,
    cellPhone: u.phone_code && u.phone_number ? { code: u.phone_code, number: u.phone_number } : null,
    isEmailConfirmed: u.is_email_confirmed,
    isAdminApproved: u.is_admin_approved,
    createdAt: u.created_at.toISOString(),
    companyId: u.company_id,
    company: {
      name: u.company_name,
      type: u.company_type,
      address: u.street_address,
      addressNumber: u.street_address_line_two,
      country: u.country,
      zip: u.zip,
      city: u.city,
    },
    connectTourCompleted: u.connect_tour_completed,
    accountTypes,
    isReadOnly: isReadOnly(actor),
  };
}

/** Statuses in which a user may open a session (a Suspended user gets the reduced view of spec 1 §2). */
export const SESSION_STATUSES: UserStatus[] = ['Active', 'Suspended'];

/** Why an account cannot be entered, or undefined when it can. */
export function loginRefusal(
  u: UserRow,
): 'awaitingApproval' | 'emailNotConfirmed' | 'userLocked' | 'accountReadOnly' | undefined {
  if (u.status === 'Locked') return 'userLocked';
  if (!u.is_email_confirmed) return 'emailNotConfirmed';
  if (!u.is_admin_approved || u.company_status === 'Pending') return 'awaitingApproval';
  if (!SESSION_STATUSES.includes(u.status) || !['Active', 'Suspended'].includes(u.company_status))
    return 'accountReadOnly';
  return undefined;
}
