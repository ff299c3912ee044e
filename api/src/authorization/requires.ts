/** `@requires(...permissions)`: the endpoint needs a signed-in user holding every listed permission. */
import { authenticate } from '@loopback/authentication';
import { authorize } from '@loopback/authorization';
import type { Permission } from '../contracts';

export function requires(...permissions: Permission[]): MethodDecorator {
  return (target, key, descriptor) => {
    authenticate('jwt')(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
    authorize({ scopes: permissions })(target, key as string, descriptor as TypedPropertyDescriptor<unknown>);
  };
}
