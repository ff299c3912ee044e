/** Shapes database rows into the session user of spec 1 §3. */
import type { CompanyType, Role, SessionUser, UserStatus, UserType } from '../../contracts';
import { isReadOnly } from '../../contracts';

export interface UserRow {
  id: string;
  suid: string;
  email: string;
  company_id: string;
  role: Role;
  type: UserType;
  status: UserStatus;
  prev_status: UserStatus | null;
  first_name: string;
  last_name: string;
  position: string | null;
  phone_code: string | null;
  phone_number: string | null;
  is_email_confirmed: boolean;
  is_admin_approved: boolean;
  connect_tour_completed: boolean;
  created_at: Date;
  company_name: string;
  company_type: CompanyType;
  company_status: string;
  street_address: string | null;
  street_address_line_two: string | null;
  country: string | null;
  zip: string | null;
  city: string | null;
}

/** Users joined with their company; callers add the WHERE clause. */
export const USER_SELECT = `
  SELECT u.*, c.name AS company_name, c.type AS company_type, c.status AS company_status,
         c.street_address, c.street_address_line_two, c.country, c.zip, c.city
  FROM users u JOIN companies c ON c.id = u.company_id`;

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
