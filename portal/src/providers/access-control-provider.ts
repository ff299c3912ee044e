/**
 * Refine access control over the contract's matrix (contracts/access.ts): the portal only hides
 * what the server would refuse. A resource names its permission in `meta.permission`.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { can, type Permission } from '@bcu/api/contracts';
import { session, toActor } from '../features/session/session-store';

export const accessControlProvider: AccessControlProvider = {
  can: async ({ params, action }) => {
    const permission = (params?.resource?.meta?.permission ?? params?.permission) as Permission | undefined;
    if (!permission) return { can: true };
    const actor = toActor(session.get().user);
    if (!actor) return { can: false, reason: action };
    return { can: can(actor, permission) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
