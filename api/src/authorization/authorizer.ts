/**
 * The one authorizer: loads the caller's current user (a JWT of a user since Locked or Removed, or of a session
 * since ended, no longer works), binds it as the request's actor and checks every permission the endpoint declares against the
 * access matrix of `contracts/access.ts`.
 */
import { inject, Provider } from '@loopback/core';
import {
  type AuthorizationContext,
  type AuthorizationMetadata,
  AuthorizationDecision,
  type Authorizer,
} from '@loopback/authorization';
import { securityId } from '@loopback/security';
import { type Permission, can, MSG } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { forbidden, unauthorized } from '../http/errors';
import { ACTOR, CALLER, type CurrentActor } from './actor';

export class AccessAuthorizer implements Provider<Authorizer> {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  value(): Authorizer {
    return (ctx, metadata) => this.authorize(ctx, metadata);
  }

  async authorize(ctx: AuthorizationContext, metadata: AuthorizationMetadata): Promise<AuthorizationDecision> {
    const principal = ctx.principals[0] as { [securityId]?: string; sid?: string } | undefined;
    const userId = principal?.[securityId];
    // the user, its session and its account types in one query: a token of an ended session (logout, revoked
    // family) is refused
    const user = userId && principal.sid ? await this.services.auth.sessionCaller(userId, principal.sid) : undefined;
    if (!user) throw unauthorized();
    const actor: CurrentActor = {
      userId: user.id,
      companyId: user.company_id,
      email: user.email,
      role: user.role,
      type: user.type,
      companyType: user.company_type,
      status: user.status,
    };
    ctx.invocationContext.parent?.bind(ACTOR).to(actor);
    ctx.invocationContext.parent?.bind(CALLER).to(user);
    const needed = (metadata.scopes ?? []) as Permission[];
    if (!needed.every((p) => can(actor, p))) throw forbidden(MSG.forbidden);
    return AuthorizationDecision.ALLOW;
  }
}
