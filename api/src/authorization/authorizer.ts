/**
 * The one authorizer: loads the caller's current user (a JWT of a user since Locked or Removed, or of a session
 * since ended, no longer works), binds it as the request's actor and checks every permission the endpoint declares against the
 * access matrix of `contracts/access.ts`. A request made with an API key acts as the key's company's Secondary user
 * and may only reach the endpoints declaring one of the key's scopes (`apiKeyAccess`).
 */
import { inject, Provider } from '@loopback/core';
import {
  type AuthorizationContext,
  type AuthorizationMetadata,
  AuthorizationDecision,
  type Authorizer,
} from '@loopback/authorization';
import { securityId } from '@loopback/security';
import { RestBindings, type RouteEntry } from '@loopback/rest';
import { type Actor, type Permission, can, MSG, refusalOf } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { forbidden, unauthorized } from '../http/errors';
import { ACTOR, CALLER, type CurrentActor } from './actor';
import { apiKeyScopeOf } from './api-key-scope';
import type { RequiresMetadata } from './requires';
import type { AuthenticatedKey } from '../services/integrations/api-key.service';

export class AccessAuthorizer implements Provider<Authorizer> {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  value(): Authorizer {
    return (ctx, metadata) => this.authorize(ctx, metadata);
  }

  async authorize(ctx: AuthorizationContext, metadata: AuthorizationMetadata): Promise<AuthorizationDecision> {
    const principal = ctx.principals[0] as
      { [securityId]?: string; sid?: string; apiKey?: AuthenticatedKey } | undefined;
    if (principal?.apiKey) return this.authorizeKey(ctx, metadata, principal.apiKey);
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
    assertHolds(actor, metadata);
    return AuthorizationDecision.ALLOW;
  }

  /** A key: its company's Secondary user (Active, as only keys of Active companies authenticate), within its scopes. */
  private authorizeKey(
    ctx: AuthorizationContext,
    metadata: AuthorizationMetadata,
    key: AuthenticatedKey,
  ): AuthorizationDecision {
    const route = ctx.invocationContext.getSync<RouteEntry>(RestBindings.Operation.ROUTE, { optional: true });
    const scope = apiKeyScopeOf(route?.spec);
    if (!scope || !key.scopes.includes(scope)) throw forbidden(MSG.apiKeyScopeMissing);
    const actor: CurrentActor = {
      userId: key.userId,
      companyId: key.companyId,
      email: key.email,
      role: 'SystemUser',
      type: 'Secondary',
      companyType: key.companyType,
      status: 'Active',
      apiKey: key,
    };
    ctx.invocationContext.parent?.bind(ACTOR).to(actor);
    assertHolds(actor, metadata);
    return AuthorizationDecision.ALLOW;
  }
}

/**
 * Refuses an actor missing a permission the endpoint declares, in that permission's own words (or the endpoint's,
 * where it names them).
 */
function assertHolds(actor: Actor, metadata: RequiresMetadata): void {
  const missing = ((metadata.scopes ?? []) as Permission[]).find((p) => !can(actor, p));
  if (!missing) return;
  if (metadata.refusal) throw forbidden(MSG[metadata.refusal]);
  const refusal = refusalOf(actor, missing);
  throw forbidden(refusal.message, refusal.details);
}
