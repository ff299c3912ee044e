/**
 * The action log of API keys' writes (issue 16.1): every write an API key makes that succeeds (any method but GET
 * and HEAD) is logged with the key's name, the operation and its answer's status, after the write.
 */
import {
  BindingScope,
  type Interceptor,
  type InvocationContext,
  type Provider,
  inject,
  injectable,
  asGlobalInterceptor,
} from '@loopback/core';
import { RestBindings, type Request, type Response } from '@loopback/rest';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { ACTOR } from './actor';

export const API_KEY_AUDIT_INTERCEPTOR_GROUP = 'apiKeyAudit';

// one instance: it keeps no request state
@injectable(asGlobalInterceptor(API_KEY_AUDIT_INTERCEPTOR_GROUP), { scope: BindingScope.SINGLETON })
export class ApiKeyAuditInterceptor implements Provider<Interceptor> {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  value(): Interceptor {
    return (ctx, next) => this.intercept(ctx, next);
  }

  private async intercept(ctx: InvocationContext, next: () => unknown) {
    const actor = await ctx.get(ACTOR, { optional: true });
    if (!actor?.apiKey) return next();
    const req = await ctx.get<Request>(RestBindings.Http.REQUEST);
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const result = await next();
    const res = await ctx.get<Response>(RestBindings.Http.RESPONSE);
    await this.services.apiKeys.logWrite(actor.apiKey, {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ip: req.ip,
    });
    return result;
  }
}
