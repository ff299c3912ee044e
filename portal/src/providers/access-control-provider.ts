/**
 * Refine access control over the contract's matrix (contracts/access.ts): the portal only hides what the server
 * would refuse. A resource names its permissions in its `meta` (resources.tsx); a check that is not about a data
 * area names the permission itself (`params.permission`). The signed-in actor is the session's.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { can, type Permission } from '@bcu/api/contracts';
import { session, toActor } from '../features/session/session-store';
import { permissionFor } from '../resources';

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, params, action }) => {
    const permission = (params?.permission as Permission | undefined) ?? permissionFor(resource, action);
    if (!permission) return { can: true };
    const actor = toActor(session.get().user);
    if (!actor) return { can: false, reason: action };
    return { can: can(actor, permission) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
