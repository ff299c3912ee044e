/**
 * Publishes every operation's permissions in the OpenAPI document as `x-permissions` (the scopes its `@requires`
 * declares, checked against the access matrix of `contracts/access.ts`), the words of its refusal where the endpoint
 * names its own (`x-refusal`; else the permission's, `refusalOf`) and the bearer token they need. Public
 * operations say `x-public: true` instead; the authorization-matrix test refuses an operation that declares neither.
 */
import { type Constructor, CoreBindings, CoreTags, inject, injectable, type Application } from '@loopback/core';
import { getAuthorizationMetadata } from '@loopback/authorization';
import { asSpecEnhancer, type OASEnhancer, type OpenApiSpec } from '@loopback/rest';
import { MSG } from '../contracts';
import type { RequiresMetadata } from './requires';

@injectable(asSpecEnhancer)
export class PermissionsSpecEnhancer implements OASEnhancer {
  name = 'permissions';

  constructor(@inject(CoreBindings.APPLICATION_INSTANCE) private readonly app: Application) {}

  modifySpec(spec: OpenApiSpec): OpenApiSpec {
    const controllers = new Map<string, Constructor<unknown>>();
    for (const b of this.app.findByTag(CoreTags.CONTROLLER))
      if (b.valueConstructor) controllers.set(b.valueConstructor.name, b.valueConstructor);
    for (const ops of Object.values(spec.paths))
      for (const op of Object.values(ops as Record<string, Record<string, unknown>>)) {
        const ctor = controllers.get(op['x-controller-name'] as string);
        const metadata: RequiresMetadata | undefined =
          ctor && getAuthorizationMetadata(ctor.prototype, op['x-operation-name'] as string);
        if (!metadata?.scopes?.length) continue;
        op['x-permissions'] = [...metadata.scopes];
        if (metadata.refusal) op['x-refusal'] = MSG[metadata.refusal];
        // what needs a permission needs the bearer token of a signed-in user
        op.security ??= [{ jwt: [] }];
      }
    return spec;
  }
}
