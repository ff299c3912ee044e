/**
 * The authentication strategies of the operation a request calls: LoopBack's own provider
 * (`AuthenticationStrategyProvider`: the operation's `@authenticate` names looked up among the registered
 * strategies, in that order; a name not registered is refused), given the registered strategies through one view
 * of the application's bindings, kept current as strategies are registered. LoopBack's provider is made per
 * request and opened a view of its own on each request's context, which searched every binding of the application
 * for the strategies.
 */
import {
  type BindingAddress,
  BindingKey,
  type Context,
  type Getter,
  extensionFilter,
  inject,
  injectable,
  BindingScope,
} from '@loopback/core';
import {
  type AuthenticationMetadata,
  type AuthenticationStrategy,
  AuthenticationBindings,
  AuthenticationStrategyProvider,
} from '@loopback/authentication';

/** The registered authentication strategies (a getter over the application's view of them). */
export const REGISTERED_STRATEGIES: BindingAddress<Getter<AuthenticationStrategy[]>> = BindingKey.create(
  'bcu.authentication.registeredStrategies',
);

/** Binds the view of the registered strategies, made once in the application's context. */
export function bindRegisteredStrategies(app: Context): void {
  const view = app.createView<AuthenticationStrategy>(
    extensionFilter(AuthenticationBindings.AUTHENTICATION_STRATEGY_EXTENSION_POINT_NAME),
  );
  app.bind(REGISTERED_STRATEGIES).to(view.asGetter());
}

// per request: the operation's metadata is the request's
@injectable({ scope: BindingScope.TRANSIENT })
export class OperationStrategiesProvider extends AuthenticationStrategyProvider {
  constructor(
    @inject(REGISTERED_STRATEGIES) registered: Getter<AuthenticationStrategy[]>,
    @inject(AuthenticationBindings.METADATA) metadata?: AuthenticationMetadata[],
  ) {
    super(registered, metadata);
  }
}
