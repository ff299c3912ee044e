/**
 * The portal's data areas as Refine resources (issue 13 §1): each names its routes, its label and icon, and the
 * access-matrix permission that reads it (`meta.permission`) and, where it differs, the one that writes it
 * (`meta.writePermission`). Refine is given them with their list/show/create paths; the routes of App.tsx are made
 * from the same entries (RESOURCE_ROUTES): a route with a page is guarded by the permission of its resource and
 * action (`<CanAccess>`, answered by the access control provider from these entries). The names are the ones the
 * pages' data hooks use (live events and `invalidates` refresh by resource name); the API path of a list is in the
 * hook's `meta.path`.
 */
import type { ReactNode } from 'react';
import type { ResourceProps } from '@refinedev/core';
import {
  StatementList,
  DashboardPage,
  BcuPage,
  TransferPage,
  TransferRequestsPage,
  RetirementPage,
  IncomingRequestsPage,
  RegisterCreditPage,
  ContactListPage,
  DiscoverPage,
  RequestList,
  RequestDetail,
  ProfilePage,
} from './pages';
import { ResourceIcon } from './features/shell/resource-icon';
import type { Permission } from '@bcu/api/contracts';
import { API_KEYS_TEXT } from './pages/profile/api-keys-texts';
import { WEBHOOK_TEXT } from './pages/profile/webhooks/texts';

export interface ResourceMeta {
  label: string;
  icon?: ReactNode;
  /** Reads the area (list, show); no permission: public. */
  permission?: Permission;
  /** Writes in the area (create, edit, delete); defaults to `permission`. */
  writePermission?: Permission;
}

/** The resource names, as the pages' hooks use them. */
export const RES = {
  statements: 'statements',
  credits: 'credits',
  transactions: 'transactions',
  registrations: 'registrations',
  sentRequests: 'credit-requests',
  retirements: 'retirements',
  incoming: 'incoming-transactions',
  infoRequests: 'info-requests',
  contacts: 'contacts',
  targets: 'targets',
  connectRequests: 'connection-requests',
  connectDiscovery: 'connect-discovery',
  companyUsers: 'company-users',
  fees: 'fees',
  apiKeys: 'api-keys',
  webhooks: 'webhooks',
} as const;

export type ResourceName = (typeof RES)[keyof typeof RES];

/** A resource action's page: its path (Refine's), the page drawn there, and how the route is made. */
interface PageRoute {
  path: string;
  element: ReactNode;
  /** The page draws sub-routes of its own below the path (the route matches `path/*`). */
  nested?: boolean;
  /** Visitors open it too (the page decides what they see); a resource without a permission is public anyway. */
  public?: boolean;
}
type Action = 'list' | 'show' | 'create';
/** An action's path alone (served by another page's own sub-routes) or its page. */
type Routes = Partial<Record<Action, string | PageRoute>>;

/** A route of App.tsx made from a resource action. */
export interface ResourceRoute {
  resource: ResourceName;
  action: Action;
  /** The router's path pattern. */
  path: string;
  element: ReactNode;
  /** No sign-in and no permission asked. */
  public: boolean;
}

export const RESOURCE_ROUTES: ResourceRoute[] = [];

const r = (name: ResourceName, routes: Routes, meta: ResourceMeta): ResourceProps => {
  const paths: Partial<Record<Action, string>> = {};
  for (const action of ['list', 'show', 'create'] as const) {
    const route = routes[action];
    if (!route) continue;
    if (typeof route === 'string') {
      paths[action] = route;
      continue;
    }
    paths[action] = route.path;
    RESOURCE_ROUTES.push({
      resource: name,
      action,
      path: route.nested ? `${route.path}/*` : route.path,
      element: route.element,
      public: Boolean(route.public) || !meta.permission,
    });
  }
  return { name, ...paths, meta };
};

export const RESOURCES: ResourceProps[] = [
  r(
    RES.statements,
    { list: { path: '/statements', element: <StatementList /> } },
    { label: 'Public Retirements', icon: <ResourceIcon name="FileDoneOutlined" /> },
  ),
  r(
    RES.credits,
    {
      list: { path: '/dashboard', element: <DashboardPage /> },
      // a credit's page is public: it shows visitors what is public of it
      show: { path: '/bcu/:id', element: <BcuPage />, nested: true, public: true },
    },
    { label: 'User Balance', icon: <ResourceIcon name="WalletOutlined" />, permission: 'profile.read' },
  ),
  r(
    RES.transactions,
    { list: { path: '/dashboard/transactions', element: <DashboardPage /> } },
    { label: 'Transactions History', icon: <ResourceIcon name="HistoryOutlined" />, permission: 'profile.read' },
  ),
  r(
    RES.registrations,
    { create: { path: '/dashboard/register-credit', element: <RegisterCreditPage /> } },
    { label: 'BCU Registration', icon: <ResourceIcon name="PlusCircleOutlined" />, permission: 'bcu.register' },
  ),
  r(
    RES.sentRequests,
    {
      list: { path: '/dashboard/transfer/requests', element: <TransferRequestsPage /> },
      show: { path: '/dashboard/transfer/requests/:id', element: <TransferRequestsPage /> },
      create: { path: '/dashboard/transfer', element: <TransferPage /> },
    },
    { label: 'Sent requests', icon: <ResourceIcon name="SendOutlined" />, permission: 'bcu.transfer' },
  ),
  r(
    RES.retirements,
    { create: { path: '/dashboard/retirement', element: <RetirementPage /> } },
    { label: 'BCU Retirement', icon: <ResourceIcon name="AuditOutlined" />, permission: 'bcu.retire' },
  ),
  r(
    RES.incoming,
    {
      list: { path: '/dashboard/incoming-requests', element: <IncomingRequestsPage />, nested: true },
      show: '/dashboard/incoming-requests/requests/:id',
    },
    { label: 'Incoming Transactions', icon: <ResourceIcon name="InboxOutlined" />, permission: 'bcu.transfer' },
  ),
  r(
    RES.infoRequests,
    { list: '/dashboard/incoming-requests/info-requests', show: '/dashboard/incoming-requests/info-requests/:id' },
    {
      label: 'Scope 1 Info Requests List',
      icon: <ResourceIcon name="QuestionCircleOutlined" />,
      permission: 'bcu.infoRequest',
    },
  ),
  r(
    RES.contacts,
    { list: { path: '/dashboard/contact-list', element: <ContactListPage /> } },
    {
      label: 'Contact list',
      icon: <ResourceIcon name="ContactsOutlined" />,
      permission: 'operational.read',
      writePermission: 'contacts.write',
    },
  ),
  r(
    RES.targets,
    {},
    {
      label: 'Targets',
      icon: <ResourceIcon name="AimOutlined" />,
      permission: 'targets.read',
      writePermission: 'targets.write',
    },
  ),
  r(
    RES.connectRequests,
    {
      list: { path: '/connect/sent-requests', element: <RequestList kind="sent" /> },
      show: { path: '/connect/sent-requests/:id', element: <RequestDetail kind="sent" /> },
    },
    {
      label: 'Connect requests',
      icon: <ResourceIcon name="ApiOutlined" />,
      permission: 'connect.read',
      writePermission: 'connect.write',
    },
  ),
  r(
    RES.connectDiscovery,
    { list: { path: '/connect/discover', element: <DiscoverPage /> } },
    {
      label: 'Discover',
      icon: <ResourceIcon name="BankOutlined" />,
      permission: 'connect.read',
      writePermission: 'connect.write',
    },
  ),
  r(
    RES.companyUsers,
    { list: { path: '/profile/user-info', element: <ProfilePage /> } },
    {
      label: 'User Info',
      icon: <ResourceIcon name="TeamOutlined" />,
      permission: 'profile.read',
      writePermission: 'users.manage',
    },
  ),
  r(
    RES.fees,
    { list: { path: '/profile/account-fees', element: <ProfilePage /> } },
    { label: 'Account Fees', icon: <ResourceIcon name="DollarOutlined" />, permission: 'accountFees.read' },
  ),
  r(
    RES.apiKeys,
    { list: { path: '/profile/api-keys', element: <ProfilePage /> } },
    { label: API_KEYS_TEXT.title, icon: <ResourceIcon name="KeyOutlined" />, permission: 'integrations.manage' },
  ),
  r(
    RES.webhooks,
    { list: { path: '/profile/webhooks', element: <ProfilePage /> } },
    { label: WEBHOOK_TEXT.title, icon: <ResourceIcon name="LinkOutlined" />, permission: 'integrations.manage' },
  ),
];

const WRITES = new Set(['create', 'edit', 'delete', 'clone']);

/** The permission an action on a resource needs (undefined: public; unknown resource: none known). */
export function permissionFor(resource: string | undefined, action: string): Permission | undefined {
  const meta = RESOURCES.find((x) => x.name === resource)?.meta as ResourceMeta | undefined;
  if (!meta) return undefined;
  return WRITES.has(action) ? (meta.writePermission ?? meta.permission) : meta.permission;
}
