/**
 * Which endpoints admit API keys: an operation whose spec spreads `apiKeyAccess(scope)` lists the `apiKey`
 * security scheme beside the JWT and names the scope a key needs (`x-api-key-scope`); the authorizer reads it from
 * the route. A key still needs the permissions the endpoint `@requires`, as its company's Secondary user. Any
 * other endpoint is closed to API keys.
 */
import type { SecurityRequirementObject } from '@loopback/openapi-v3';
import type { ApiKeyScope } from '../contracts';

const SCOPE = 'x-api-key-scope';

export function apiKeyAccess(scope: ApiKeyScope) {
  const security: SecurityRequirementObject[] = [{ jwt: [] }, { apiKey: [] }];
  return { security, [SCOPE]: scope };
}

/** The scope an operation admits API keys with, if any. */
export function apiKeyScopeOf(spec: object | undefined): ApiKeyScope | undefined {
  return (spec as Record<string, ApiKeyScope | undefined> | undefined)?.[SCOPE];
}
