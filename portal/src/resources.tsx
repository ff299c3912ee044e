/**
 * The portal's data areas as Refine resources (issue 13 §1): each names its routes, its label and icon, and the
 * access-matrix permission that reads it (`meta.permission`) and, where it differs, the one that writes it
 * (`meta.writePermission`). The access control provider answers `useCan` / `<CanAccess>` from these. The route
 * paths are listed here with their resource, but Refine is given the resources without them (App.tsx): with the
 * paths, opening /dashboard/contact-list froze the page in the contact-list journey (not yet understood). The names are the ones the pages' data hooks use (live events and
 * `invalidates` refresh by resource name); the API path of a list is in the hook's `meta.path`.
 */
import type { ReactNode } from 'react';
import type { ResourceProps } from '@refinedev/core';
import {
  AuditOutlined,
  BankOutlined,
  ContactsOutlined,
  DollarOutlined,
  FileDoneOutlined,
  HistoryOutlined,
  InboxOutlined,
  QuestionCircleOutlined,
  SendOutlined,
  TeamOutlined,
  AimOutlined,
  ApiOutlined,
  PlusCircleOutlined,
  WalletOutlined,
  KeyOutlined,
  LinkOutlined,
} from '@ant-design/icons';
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

const r = (name: ResourceName, routes: Omit<ResourceProps, 'name' | 'meta'>, meta: ResourceMeta): ResourceProps => ({
  name,
  ...routes,
  meta,
});

export const RESOURCES: ResourceProps[] = [
  r(RES.statements, { list: '/statements' }, { label: 'Public Retirements', icon: <FileDoneOutlined /> }),
  r(
    RES.credits,
    { list: '/dashboard', show: '/bcu/:id' },
    { label: 'User Balance', icon: <WalletOutlined />, permission: 'profile.read' },
  ),
  r(
    RES.transactions,
    { list: '/dashboard/transactions' },
    { label: 'Transactions History', icon: <HistoryOutlined />, permission: 'profile.read' },
  ),
  r(
    RES.registrations,
    { create: '/dashboard/register-credit' },
    { label: 'BCU Registration', icon: <PlusCircleOutlined />, permission: 'bcu.register' },
  ),
  r(
    RES.sentRequests,
    { list: '/dashboard/transfer/requests', show: '/dashboard/transfer/requests/:id', create: '/dashboard/transfer' },
    { label: 'Sent requests', icon: <SendOutlined />, permission: 'bcu.transfer' },
  ),
  r(
    RES.retirements,
    { create: '/dashboard/retirement' },
    { label: 'BCU Retirement', icon: <AuditOutlined />, permission: 'bcu.retire' },
  ),
  r(
    RES.incoming,
    { list: '/dashboard/incoming-requests', show: '/dashboard/incoming-requests/requests/:id' },
    { label: 'Incoming Transactions', icon: <InboxOutlined />, permission: 'bcu.transfer' },
  ),
  r(
    RES.infoRequests,
    { list: '/dashboard/incoming-requests/info-requests', show: '/dashboard/incoming-requests/info-requests/:id' },
    { label: 'Scope 1 Info Requests List', icon: <QuestionCircleOutlined />, permission: 'bcu.infoRequest' },
  ),
  r(
    RES.contacts,
    { list: '/dashboard/contact-list' },
    {
      label: 'Contact list',
      icon: <ContactsOutlined />,
      permission: 'operational.read',
      writePermission: 'contacts.write',
    },
  ),
  r(
    RES.targets,
    {},
    { label: 'Targets', icon: <AimOutlined />, permission: 'targets.read', writePermission: 'targets.write' },
  ),
  r(
    RES.connectRequests,
    { list: '/connect/sent-requests', show: '/connect/sent-requests/:id' },
    { label: 'Connect requests', icon: <ApiOutlined />, permission: 'connect.read', writePermission: 'connect.write' },
  ),
  r(
    RES.connectDiscovery,
    { list: '/connect/discover' },
    { label: 'Discover', icon: <BankOutlined />, permission: 'connect.read', writePermission: 'connect.write' },
  ),
  r(
    RES.companyUsers,
    { list: '/profile/user-info' },
    { label: 'User Info', icon: <TeamOutlined />, permission: 'profile.read', writePermission: 'users.manage' },
  ),
  r(
    RES.fees,
    { list: '/profile/account-fees' },
    { label: 'Account Fees', icon: <DollarOutlined />, permission: 'accountFees.read' },
  ),
  r(
    RES.apiKeys,
    { list: '/profile/api-keys' },
    { label: API_KEYS_TEXT.title, icon: <KeyOutlined />, permission: 'integrations.manage' },
  ),
  r(
    RES.webhooks,
    { list: '/profile/webhooks' },
    { label: WEBHOOK_TEXT.title, icon: <LinkOutlined />, permission: 'integrations.manage' },
  ),
];

const WRITES = new Set(['create', 'edit', 'delete', 'clone']);

/** The permission an action on a resource needs (undefined: public; unknown resource: none known). */
export function permissionFor(resource: string | undefined, action: string): Permission | undefined {
  const meta = RESOURCES.find((x) => x.name === resource)?.meta as ResourceMeta | undefined;
  if (!meta) return undefined;
  return WRITES.has(action) ? (meta.writePermission ?? meta.permission) : meta.permission;
}
