/**
 * The API-key strategy (issue 16.1), tried before the JWT one: a request carrying `X-API-Key` is authenticated by
 * that key alone — an unknown, revoked or expired key, or one of a company that is not Active, is refused (401)
 * with the reason — and each key may send at most `apiKeyRateLimitPerMinute` requests a minute (429), counted in
 * PostgreSQL like the other rate limits. A request without the header is left to the JWT strategy.
 */
import { inject } from '@loopback/core';
import { HttpErrors, type Request } from '@loopback/rest';
import type { AuthenticationStrategy } from '@loopback/authentication';
import { securityId, type UserProfile } from '@loopback/security';
import { API_KEY_LIMITS, MSG } from '../contracts';
import type { AppConfig } from '../config';
import { KEYS } from '../keys';
import type { Services } from '../services';

export const API_KEY_STRATEGY = 'apiKey';
const HEADER = API_KEY_LIMITS.header.toLowerCase();

export class ApiKeyStrategy implements AuthenticationStrategy {
  readonly name = API_KEY_STRATEGY;

  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject(KEYS.CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(request: Request): Promise<UserProfile | undefined> {
    const header = request.headers[HEADER];
    if (header === undefined) return undefined;
    const key = await this.services.apiKeys.authenticate(Array.isArray(header) ? header[0] : header);
    if (this.config.rateLimit) {
      const count = await this.services.repos.rateLimits.hit(`${this.config.rateLimitScope}:apiKey:${key.id}`, 60_000);
      if (count.hits > this.config.apiKeyRateLimitPerMinute) {
        const retryAfter = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
        request.res?.setHeader('Retry-After', String(retryAfter));
        throw Object.assign(new HttpErrors.TooManyRequests(MSG.tooManyRequests), { details: [] });
      }
    }
    return { [securityId]: `apiKey:${key.id}`, apiKey: key };
  }
}
