/**
 * What the viewer may do in Registry Connect, as Refine's access control answers it from the contract's matrix
 * (`useCan`): read Discover ('connect.read'), take part as a member with preferences and requests ('connect.member')
 * and read everyone's requests as Admin or SuperAdmin ('connect.admin'). Undefined until every answer is in.
 */
import { useCan } from '@refinedev/core';
import { RES } from '../../resources';
import type { ConnectAccess } from './connect-nav';

export function useConnectAccess(): ConnectAccess | undefined {
  const read = useCan({ resource: RES.connectDiscovery, action: 'list' }).data;
  const member = useCan({
    resource: RES.connectRequests,
    action: 'list',
    params: { permission: 'connect.member' },
  }).data;
  const admin = useCan({ resource: RES.connectRequests, action: 'list', params: { permission: 'connect.admin' } }).data;
  if (!read || !member || !admin) return undefined;
  return { read: read.can, member: member.can, admin: admin.can };
}
