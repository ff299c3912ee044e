/**
 * The access matrix of spec 1 §6: role × user type × company type (× status) → permission.
 * The API enforces it on every endpoint; the front ends read it only to hide what the server would refuse.
 */
import type { CompanyType, Role, UserStatus, UserType } from './enums';
import { MSG } from './messages';

/**
 * Company types whose account panel shows no statements (spec 2 §2.6). Kept here, beside the rule that uses it,
 * so that asking the access matrix loads no zod schema (the portal's landing page asks it).
 */
export const NO_STATEMENT_PANEL_TYPES = ['Intermediary', 'Supplier'] as const;

export interface Actor {
  role: Role;
  type: UserType;
  companyType: CompanyType;
  status: UserStatus;
}

export const PERMISSIONS = [
  'profile.read',
  'profile.write',
  'operational.read',
  'accountFees.read',
  'bcu.register',
  'bcu.transfer',
  'bcu.infoRequest',
  'bcu.retire',
  'connect.read',
  'connect.member',
  'connect.write',
  'connect.admin',
  'admin.read',
  'admin.contacts.read',
  'admin.write',
  'submissions.read',
  'submissions.review',
  'shareToken.generate',
  'password.change',
  'targets.read',
  'targets.write',
  'integrations.manage',
  'company.write',
  'users.manage',
  'contacts.write',
  'auditor.companies.read',
  'statements.account.read',
  'kpi.read',
  'creditEvents.read',
  'transactions.download',
  'facilitator.assign',
  'feedback.send',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TRANSFERRING: CompanyType[] = ['Airline', 'Corporate', 'Forwarder', 'Supplier', 'Intermediary', 'Facilitator'];
const RETIRING: CompanyType[] = ['Airline', 'Corporate', 'Forwarder', 'Facilitator'];
/** Account types that pay fees and may therefore generate referral / auditor tokens (spec 1 §4, §9). */
export const FEE_PAYING: CompanyType[] = ['Supplier', 'Airline', 'Forwarder', 'Intermediary', 'Facilitator'];

/** spec 3 §2.3: an account's Contacts tab is hidden for the Admin role; SuperAdmin and Auditor read it. */
export const ADMIN_CONTACTS_ROLES: readonly Role[] = ['SuperAdmin', 'Auditor'];

const isAdmin = (a: Actor) => a.role === 'Admin' || a.role === 'SuperAdmin';
const isSecondarySystemUser = (a: Actor) => a.role === 'SystemUser' && a.type === 'Secondary';
const isPrimarySystemUser = (a: Actor) => a.role === 'SystemUser' && a.type === 'Primary';

const RULES: Record<Permission, (a: Actor) => boolean> = {
  'profile.read': () => true,
  'profile.write': (a) => a.role !== 'Auditor',
  'operational.read': (a) => isPrimarySystemUser(a) || a.role === 'Auditor',
  'accountFees.read': (a) => isPrimarySystemUser(a) || a.role === 'Auditor',
  'bcu.register': (a) => isSecondarySystemUser(a) && a.companyType === 'Supplier',
  'bcu.transfer': (a) => isSecondarySystemUser(a) && TRANSFERRING.includes(a.companyType),
  'bcu.infoRequest': (a) =>
    isSecondarySystemUser(a) && (a.companyType === 'Airline' || a.companyType === 'Facilitator'),
  'bcu.retire': (a) => isSecondarySystemUser(a) && RETIRING.includes(a.companyType),
  // spec 3 §2.7, §6: Discover for Admin, SuperAdmin and SystemUsers (never Auditors); preferences and own requests
  // for SystemUsers; writes need an Active user (an Admin company is refused 'Access Denied' by the service);
  // the admin request views for Admin and SuperAdmin, read only
  'connect.read': (a) => isAdmin(a) || (a.role === 'SystemUser' && a.companyType !== 'Auditor'),
  'connect.member': (a) => a.role === 'SystemUser' && a.companyType !== 'Auditor',
  'connect.write': (a) => a.role === 'SystemUser' && a.companyType !== 'Auditor' && a.companyType !== 'Admin',
  'connect.admin': isAdmin,
  'admin.read': (a) => isAdmin(a) || a.role === 'Auditor',
  'admin.contacts.read': (a) => ADMIN_CONTACTS_ROLES.includes(a.role),
  'admin.write': isAdmin,
  // spec 3 §7: submission and company admin pages (the Submissions List, a company's signed letter) are for Admin
  // and SuperAdmin only — an Auditor reads the admin lists, scoped to its granted companies, but no submissions
  'submissions.read': isAdmin,
  'submissions.review': isAdmin,
  'shareToken.generate': (a) =>
    isAdmin(a) || a.role === 'Auditor' || (isPrimarySystemUser(a) && FEE_PAYING.includes(a.companyType)),
  'password.change': (a) => a.status !== 'Suspended',
  // spec 2 §2.5, §6: every user of a trading company reads its targets, an Auditor those of a granted company; only
  // Secondary users write (the owner flag hides New Target from Primary users, who cannot transact either)
  'targets.read': (a) => (a.role === 'SystemUser' && a.companyType !== 'Admin') || a.role === 'Auditor',
  // API keys and webhook endpoints (issue 16): the account owner of an Active account only
  'integrations.manage': (a) => isPrimarySystemUser(a) && a.status === 'Active',
  'targets.write': (a) => isSecondarySystemUser(a) && a.companyType !== 'Admin' && a.companyType !== 'Auditor',
  // spec 1 §4: the account owner edits the company and its logo (admins their own Admin company); users and auditors read
  'company.write': (a) => (a.type === 'Primary' && a.role !== 'Auditor') || isAdmin(a),
  // spec 1 §4: the account owner invites and removes the company's users and cancels its invites
  'users.manage': isPrimarySystemUser,
  // spec 2 §2.11: the contact list is the account owner's page; auditors only read it, Suspended users cannot change it
  'contacts.write': (a) => isPrimarySystemUser(a) && a.companyType !== 'Admin' && a.companyType !== 'Auditor',
  // an auditor's own list of the companies it holds access to
  'auditor.companies.read': (a) => a.role === 'Auditor',
  // spec 2 §2.6: the account's Retirement Statements panel; Intermediary and Supplier accounts have none
  'statements.account.read': (a) => !(NO_STATEMENT_PANEL_TYPES as readonly CompanyType[]).includes(a.companyType),
  // spec 2 §6: the dashboard's KPI and chart of a trading company, or of a company an Auditor holds access to
  'kpi.read': (a) => !isAdmin(a),
  // spec 2 §2.13: a credit's BCU Events tab, hidden for auditors (admins see every tab)
  'creditEvents.read': (a) => isAdmin(a) || (a.companyType !== 'Auditor' && a.companyType !== 'Admin'),
  // spec 2 §6: the transactions download is hidden for Suspended users
  'transactions.download': (a) => a.status !== 'Suspended',
  // spec 2 (balance actions, facilitator assignment): the holder's users assign and unassign a facilitator, never a
  // facilitator's own users (the actions are hidden for facilitators)
  'facilitator.assign': (a) =>
    isSecondarySystemUser(a) && TRANSFERRING.includes(a.companyType) && a.companyType !== 'Facilitator',
  // spec 1 §2, spec 3 §6: every signed-in user has the feedback button but the SuperAdmin
  'feedback.send': (a) => a.role !== 'SuperAdmin',
};

/** What a refusal says: the catalogue's message, and the fields concerned. */
export interface Refusal {
  message: string;
  details?: { path: string; message: string }[];
}

/**
 * The words a refusal of a permission answers with, where the catalogue has some (else MSG.forbidden): spec 3 §8,
 * an Admin company's users are refused Connect writes 'Access Denied' ('Admin account cannot modify matchmaking
 * preferences'); a facilitator's user is told facilitators do not assign BCUs.
 */
const REFUSALS: Partial<Record<Permission, (a: Actor) => Refusal | undefined>> = {
  'connect.write': (a) =>
    a.companyType === 'Admin'
      ? { message: MSG.connectAccessDenied, details: [{ path: '', message: MSG.connectAdminCannotModify }] }
      : undefined,
  'facilitator.assign': (a) =>
    a.companyType === 'Facilitator' && can(a, 'bcu.transfer')
      ? { message: MSG.facilitatorNotForFacilitators }
      : undefined,
};

/** How the refusal of `permission` to `actor` reads (the permission's own words, else 'This action is forbidden.'). */
export const refusalOf = (actor: Actor, permission: Permission): Refusal =>
  REFUSALS[permission]?.(actor) ?? { message: MSG.forbidden };

/** What a user whose status is not Active may still do (spec 1 §2: public retirements, dashboard, profile). */
const INACTIVE_ALLOWED: Permission[] = [
  'profile.read',
  'operational.read',
  'accountFees.read',
  'targets.read',
  'connect.read',
  'connect.member',
  'connect.admin',
  'auditor.companies.read',
  'statements.account.read',
  'kpi.read',
  'creditEvents.read',
  'transactions.download',
  'feedback.send',
];

/** True when the actor holds the permission. Writes need an Active user; reads follow spec 1 §2. */
export function can(actor: Actor, permission: Permission): boolean {
  if (actor.status !== 'Active' && !INACTIVE_ALLOWED.includes(permission)) return false;
  return RULES[permission](actor);
}

/** Who manages a company's API keys and webhook endpoints: its Active account owner (the Primary SystemUser). */
export const managesIntegrations = (a: Actor): boolean => can(a, 'integrations.manage');

/** Auditors and users who are not Active only read (spec 1 §2, §6). */
export const isReadOnly = (actor: Actor): boolean => actor.role === 'Auditor' || actor.status !== 'Active';

/** A user picked at login is read-only when it cannot act at all: Suspended, Inactive, Closed, Removed. */
export const LOGIN_BLOCKED_STATUSES: UserStatus[] = ['Pending', 'Locked', 'Removed', 'Closed'];
export const LOGIN_READ_ONLY_STATUSES: UserStatus[] = ['Suspended', 'Inactive'];

/** Portal tabs of spec 1 §2 in order, each with the permission that shows it (undefined: public). */
export interface TabRule {
  key: string;
  label: string;
  path: string;
  permission?: Permission;
  /** Shown to users whose status is not Active. */
  keepWhenInactive?: boolean;
  /** Shown only when signed in. */
  signedIn?: boolean;
}

export const PORTAL_TABS: TabRule[] = [
  { key: 'introduction', label: 'Introduction', path: '/' },
  { key: 'resources', label: 'Resources', path: '/resources/docs' },
  { key: 'statements', label: 'Public Retirements', path: '/statements', keepWhenInactive: true },
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard/transactions', signedIn: true, keepWhenInactive: true },
  { key: 'register', label: 'BCU Registration', path: '/dashboard/register-credit', permission: 'bcu.register' },
  { key: 'transfer', label: 'BCU Transfer', path: '/dashboard/transfer', permission: 'bcu.transfer' },
  { key: 'retirement', label: 'BCU Retirement', path: '/dashboard/retirement', permission: 'bcu.retire' },
  { key: 'incoming', label: 'Incoming Requests', path: '/dashboard/incoming-requests', permission: 'bcu.transfer' },
  { key: 'connect', label: 'Connect', path: '/connect/discover', permission: 'connect.read' },
];

/** Tabs visible to an actor (undefined actor: a visitor). */
export function visibleTabs(actor: Actor | undefined): TabRule[] {
  return PORTAL_TABS.filter((t) => {
    if (!actor) return !t.signedIn && !t.permission;
    if (actor.status !== 'Active' && !t.keepWhenInactive) return false;
    if (t.key === 'retirement' && actor.role === 'SuperAdmin' && actor.companyType === 'Supplier') return false;
    return !t.permission || can(actor, t.permission);
  });
}

/** Badges show '99+' from 100 upwards (spec 1 §2). */
export const badgeText = (count: number): string => (count >= 100 ? '99+' : String(count));
