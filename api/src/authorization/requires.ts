/**
 * `@requires(...permissions)`: the endpoint needs a caller holding every listed permission — a signed-in user
 * (JWT), or an API key (tried first, when the request carries one) for the endpoints that admit keys
 * (`apiKeyAccess` in their spec).
 */
import { authenticate } from '@loopback/authentication';
import { authorize } from '@loopback/authorization';
import type { Permission } from '../contracts';
import { API_KEY_STRATEGY } from './api-key-strategy';

export function requires(...permissions: Permission[]): MethodDecorator {
  return (target, key, descriptor) => {
    authenticate(API_KEY_STRATEGY, 'jwt')(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
    authorize({ scopes: permissions })(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
  };
}
