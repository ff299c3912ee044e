/**
 * `@requires(...permissions)`: the endpoint needs a caller holding every listed permission — a signed-in user
 * (JWT), or an API key (tried first, when the request carries one) for the endpoints that admit keys
 * (`apiKeyAccess` in their spec). A caller without one is refused with that permission's own words
 * (`refusalOf` in contracts/access.ts), or with the catalogue message `{ refusal }` names where the area has its own
 * (the API keys and the webhooks of `integrations.manage`).
 */
import { authenticate } from '@loopback/authentication';
import { authorize, type AuthorizationMetadata } from '@loopback/authorization';
import type { MSG, Permission } from '../contracts';
import { API_KEY_STRATEGY } from './api-key-strategy';

export interface RequiresOptions {
  /** The catalogue message (its key in MSG) of a refusal on this endpoint. */
  refusal: keyof typeof MSG;
}

/** The authorization metadata `@requires` leaves for the authorizer. */
export interface RequiresMetadata extends AuthorizationMetadata {
  refusal?: keyof typeof MSG;
}

export function requires(...args: Permission[] | [...Permission[], RequiresOptions]): MethodDecorator {
  const all: (Permission | RequiresOptions)[] = args;
  const options = all.find((a): a is RequiresOptions => typeof a === 'object');
  const permissions = all.filter((a): a is Permission => typeof a === 'string');
  const metadata: RequiresMetadata = { scopes: permissions, ...(options && { refusal: options.refusal }) };
  return (target, key, descriptor) => {
    authenticate(API_KEY_STRATEGY, 'jwt')(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
    authorize(metadata)(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
  };
}
