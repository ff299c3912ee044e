/**
 * The REST sequence: the steps every API request takes inside LoopBack — LoopBack's own Express middleware (the
 * OpenAPI document's endpoints), find the route, authenticate, parse the parameters, invoke the operation (its
 * interceptors: authorization, idempotency, the API-key audit), send the answer, or reject with the error.
 *
 * LoopBack's default `MiddlewareSequence` takes the same steps as a chain of middleware bindings resolved from the
 * request's context on every request, each reading what the step before bound (route, parameters, return value)
 * back from that context. Here the steps are one method of one instance (a `SequenceHandler`, LoopBack's
 * documented way to give the REST server its own sequence), calling the same actions in the same order: only what
 * must be per request is made per request — the request's context, the authentication action (it sets the request's
 * user) and the operation's invocation.
 */
import { type Context, BindingScope, inject, injectable } from '@loopback/core';
import {
  type HttpHandler,
  type ParseParams,
  type Reject,
  type RequestContext,
  type Send,
  type SequenceHandler,
  MiddlewareView,
  RestBindings,
  RestTags,
  invokeMiddleware,
} from '@loopback/rest';
import {
  AUTHENTICATION_STRATEGY_NOT_FOUND,
  type AuthenticateFn,
  AuthenticationBindings,
  USER_PROFILE_NOT_FOUND,
} from '@loopback/authentication';

/** The groups of LoopBack's own Express middleware (the OpenAPI document's endpoints), in their order. */
const EXPRESS_MIDDLEWARE = {
  chain: RestTags.ACTION_MIDDLEWARE_CHAIN,
  orderedGroups: ['cors', 'apiSpec', 'middleware'],
};

@injectable({ scope: BindingScope.SINGLETON })
export class RegistrySequence implements SequenceHandler {
  /** LoopBack's Express middleware, watched in the server's context (kept current as bindings come and go). */
  private readonly middleware: MiddlewareView;

  constructor(
    @inject.context() context: Context,
    @inject(RestBindings.HANDLER) private readonly handler: HttpHandler,
    @inject(RestBindings.SequenceActions.PARSE_PARAMS) private readonly parseParams: ParseParams,
    @inject(RestBindings.SequenceActions.SEND) private readonly send: Send,
    @inject(RestBindings.SequenceActions.REJECT) private readonly reject: Reject,
  ) {
    this.middleware = new MiddlewareView(context, EXPRESS_MIDDLEWARE);
  }

  async handle(context: RequestContext): Promise<void> {
    const { request, response } = context;
    try {
      const finished = await invokeMiddleware(context, {
        ...EXPRESS_MIDDLEWARE,
        middlewareList: this.middleware.middlewareBindingKeys,
      });
      // the middleware answered (the OpenAPI document)
      if (finished) return;
      const route = this.handler.findRoute(request);
      // the controller, its class and method and the operation's spec, bound for the request (as LoopBack's own
      // find-route step does); the route itself, which the authorizer and the idempotency interceptor read
      route.updateBindings(context);
      context.bind(RestBindings.Operation.ROUTE).to(route);
      await this.authenticate(context);
      const args = await this.parseParams(request, route);
      const result = await route.invokeHandler(context, args);
      this.send(response, result);
    } catch (error) {
      this.reject(context, error as Error);
    }
  }

  /**
   * The operation's authentication strategies (`@authenticate`, from `@requires`): the action is made in the
   * request's context, where it binds the authenticated user. A missing strategy or user is a 401, as in
   * LoopBack's authentication middleware.
   */
  private async authenticate(context: RequestContext): Promise<void> {
    const authenticate = await context.get<AuthenticateFn>(AuthenticationBindings.AUTH_ACTION);
    try {
      await authenticate(context.request);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === AUTHENTICATION_STRATEGY_NOT_FOUND || code === USER_PROFILE_NOT_FOUND)
        Object.assign(error as object, { statusCode: 401 });
      throw error;
    }
  }
}
