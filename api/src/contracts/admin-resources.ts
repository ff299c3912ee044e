/**
 * Backoffice resources beyond submissions (spec 3 §2.3–§2.5): the action log, users and accounts.
 * Each list has a filter schema (the allow-list of what a client may filter by) and its sortable fields;
 * the CSV downloads take the same filter and sort without paging.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS } from './limits';
import { ADMIN_COMPANY_STATUSES, CompanyStatus, CompanyType, LOG_KINDS, Role, UserStatus, UserType } from './enums';
import { IsoDate, Phone, optionalText, requiredText } from './common';
import { CompanyApplication } from './accounts';

/** The paths of these resources under /api. */
export const ADMIN_RESOURCE_API = {
  logs: '/admin/logs', // GET list (simple-rest), GET /{id}
  logsCsv: '/admin/logs/export', // GET text/csv logs.csv, same filter and sort
  auditVerify: '/admin/audit/verify', // GET AuditVerification
  users: '/admin/users', // GET list, GET /{id}, PATCH /{id} AdminUserUpdate
  usersCsv: '/admin/users/export', // GET text/csv users.csv
  accounts: '/admin/accounts', // GET list, GET /{id}
  accountsCsv: '/admin/accounts/export', // GET text/csv accounts.csv
} as const;

const oneOrMany = <T extends z.ZodType>(s: T) => z.union([s, z.array(s).max(50)]);
const search = z.string().trim().max(LIMITS.textMax).optional();

/** A calendar-day range (yyyy-MM-dd, both days included); spec 3 §5: the start may not be later than the end. */
const dateRange = { from: IsoDate.optional(), to: IsoDate.optional() };
const startNotAfterEnd = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeRule = { error: MSG.startRangeAfterEnd, path: ['from'] };

// ---- action log (spec 3 §2.5, §4) ----

const LogKindValue = z.enum(LOG_KINDS);
const LogId = z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(1)]);

export const LogFilter = z
  .object({
    q: search,
    action: oneOrMany(z.string().trim().min(1).max(LIMITS.textMax)).optional(),
    kind: LogKindValue.optional(),
    ...dateRange,
    id: z.array(LogId).max(1000).optional(),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type LogFilter = z.infer<typeof LogFilter>;
/** spec 3 §2.5: Date & time is sortable, default createdAt descending. */
export const LOG_SORT_FIELDS = ['createdAt', 'action', 'kind'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];

/** One row of the Logs List: Date & time, Event type (User or System), Action, SU ID, Account ID, User name, Details. */
export const LogEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: LogKindValue,
  action: z.string(),
  userId: z.string().nullable(),
  SUID: z.string().nullable(),
  userName: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** The column heads of logs.csv, in order (the list's columns plus the row id). */
export const LOG_CSV_COLUMNS = [
  'ID',
  'Date & time',
  'Event type',
  'Action',
  'SU ID',
  'Account ID',
  'User name',
  'Details',
] as const;

/** The hash-chain check of the action log: the first row whose hash or link to its predecessor does not match. */
export const AuditVerification = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  firstBrokenId: z.string().optional(),
  firstBroken: z.object({ id: z.string(), createdAt: z.string(), action: z.string() }).optional(),
});
export type AuditVerification = z.infer<typeof AuditVerification>;

// ---- users (spec 3 §2.4, §4, §5) ----

export const AdminUserFilter = z
  .object({
    q: search,
    status: oneOrMany(UserStatus).optional(),
    companyId: z.uuid().optional(),
    ...dateRange,
    id: z.array(z.uuid()).max(1000).optional(),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type AdminUserFilter = z.infer<typeof AdminUserFilter>;
export const USER_SORT_FIELDS = [
  'createdAt',
  'SUID',
  'firstName',
  'lastName',
  'email',
  'status',
  'companyName',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const AdminUser = z.object({
  id: z.string(),
  SUID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  cellPhone: z.object({ code: z.string(), number: z.string() }).nullable(),
  role: Role,
  type: UserType,
  status: UserStatus,
  prevStatus: UserStatus.nullable(),
  isEmailConfirmed: z.boolean(),
  isAdminApproved: z.boolean(),
  createdAt: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyType: CompanyType,
});
export type AdminUser = z.infer<typeof AdminUser>;

export const USER_CSV_COLUMNS = [
  'ID',
  'SU ID',
  'First name',
  'Last name',
  'Email',
  'Position',
  'Phone',
  'Type',
  'Role',
  'Status',
  'Account ID',
  'Account name',
  'Created',
] as const;

/**
 * Admin edit of a user (spec 3 §5 "User edit"): only the changed fields are sent. The position reuses
 * 'Surname is required', as the spec says. Status follows the Locked rule (see `lockedRuleViolation`).
 */
export const AdminUserUpdate = z
  .object({
    firstName: requiredText(MSG.nameRequired),
    lastName: requiredText(MSG.surnameRequired),
    position: requiredText(MSG.surnameRequired),
    email: z
      .string({ error: MSG.emailFormat })
      .trim()
      .toLowerCase()
      .max(LIMITS.textMax, { error: MSG.textTooLong })
      .pipe(z.email({ error: MSG.emailFormat })),
    cellPhone: Phone,
    status: UserStatus,
  })
  .partial()
  .strict();
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/**
 * The Locked rule of spec 3 §4: a Locked user can only return to its previous status, and nobody else can be
 * set to Locked. Returns the refusal text, or undefined when the change is allowed. A Locked user without a
 * recorded previous status returns to Active (the only status from which logging in can lock a user).
 */
export function lockedRuleViolation(
  current: UserStatus,
  prevStatus: UserStatus | null,
  next: UserStatus,
): string | undefined {
  if (next === current) return undefined;
  if (next === 'Locked') return MSG.lockedNotSettable;
  if (current === 'Locked' && next !== (prevStatus ?? 'Active')) return MSG.lockedReturnsToPrevious;
  return undefined;
}

/** The statuses an admin may choose for a user in the edit form (the Locked rule applied). */
export function statusChoicesFor(current: UserStatus, prevStatus: UserStatus | null): UserStatus[] {
  if (current === 'Locked') return ['Locked', prevStatus ?? 'Active'];
  return UserStatus.options.filter((s) => s !== 'Locked');
}

// ---- accounts (spec 3 §2.3) ----

export const AccountFilter = z
  .object({
    q: search,
    type: oneOrMany(CompanyType).optional(),
    status: oneOrMany(CompanyStatus).optional(),
    ...dateRange,
    id: z.array(z.uuid()).max(1000).optional(),
  })
  .strict()
  .refine(startNotAfterEnd, rangeRule);
export type AccountFilter = z.infer<typeof AccountFilter>;
export const ACCOUNT_SORT_FIELDS = ['createdAt', 'name', 'type', 'status', 'country', 'approvedAt'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const ACCOUNT_CSV_COLUMNS = [
  'ID',
  'Name',
  'Type',
  'Status',
  'Country',
  'City',
  'Address',
  'Users',
  'Created',
  'Approved',
] as const;

/** One row of the accounts list. */
export const AdminAccount = z.object({
  id: z.string(),
  name: z.string(),
  type: CompanyType,
  status: CompanyStatus,
  country: z.string(),
  city: z.string(),
  address: z.string(),
  streetAddress: z.string(),
  streetAddressLineTwo: z.string().nullable(),
  zip: z.string(),
  registrationNumber: z.string(),
  usersCount: z.number().int(),
  hasSignedLetter: z.boolean(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** An account with the tabs of spec 3 §2.3 read here: Company Info, User Info and Notes. */
export const AdminAccountDetail = AdminAccount.extend({
  registrationIdentification: z.string(),
  phone: z.object({ code: z.string(), number: z.string() }),
  website: z.string().nullable(),
  rsb: z.string().nullable(),
  certificateStartDate: z.string().nullable(),
  certificateEndDate: z.string().nullable(),
  users: z.array(AdminUser),
  note: z.string().nullable(),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetail>;

const app = CompanyApplication.shape;
/**
 * Admin edit of an account (spec 3 §2.3, §5): only the changed fields are sent; the list edits the address
 * alone ('Address is required'). Admins hold full access, so every Company Info field is editable here.
 */
export const AdminAccountUpdate = z
  .object({
    name: app.companyName,
    registrationNumber: app.registrationNumber,
    registrationIdentification: app.registrationIdentification,
    streetAddress: requiredText(MSG.addressRequired),
    streetAddressLineTwo: optionalText().nullable(),
    zip: app.zip,
    city: app.city,
    country: app.country,
    phone: Phone,
    website: optionalText().nullable(),
    rsb: optionalText().nullable(),
    certificateStartDate: z.iso.date({ error: MSG.startDateRequired }).nullable(),
    certificateEndDate: z.iso.date({ error: MSG.endDateRequired }).nullable(),
    status: z.enum(ADMIN_COMPANY_STATUSES, { error: MSG.companyStatusNotSettable }),
  })
  .partial()
  .strict();
export type AdminAccountUpdate = z.infer<typeof AdminAccountUpdate>;
