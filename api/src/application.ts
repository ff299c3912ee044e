/** The LoopBack application: REST API, explorer, JWT authentication and the access-matrix authorizer. */
import { BootMixin } from '@loopback/boot';
import { ApplicationConfig, BindingScope, ContextBindings, CoreTags, createBindingFromClass } from '@loopback/core';
import { RepositoryMixin } from '@loopback/repository';
import { REQUEST_BODY_PARSER_TAG, RestApplication, RestBindings } from '@loopback/rest';
import { RestExplorerBindings, RestExplorerComponent } from '@loopback/rest-explorer';
import {
  AuthenticationBindings,
  AuthenticationComponent,
  registerAuthenticationStrategy,
} from '@loopback/authentication';
import { JWTAuthenticationComponent, TokenServiceBindings } from '@loopback/authentication-jwt';
import {
  AuthorizationBindings,
  AuthorizationComponent,
  AuthorizationDecision,
  AuthorizationInterceptor,
  AuthorizationTags,
} from '@loopback/authorization';
import { API_KEY_LIMITS, LIMITS } from './contracts';
import type { AppConfig } from './config';
import type { PostgresDataSource } from './datasources';
import { KEYS } from './keys';
import type { Services } from './services';
import { AccessAuthorizer } from './authorization/authorizer';
import { PermissionsSpecEnhancer } from './authorization/permissions-spec';
import { API_TAGS } from './http/openapi-tags';
import { AccessTokenService } from './authorization/access-token';
import { DomainRejectProvider } from './http/domain-errors';
import { PatternRouter } from './http/pattern-router';
import { RegistrySequence } from './http/sequence';
import { JsonSendProvider } from './http/json-send';
import { ApiKeyStrategy } from './authorization/api-key-strategy';
import { OperationStrategiesProvider, bindRegisteredStrategies } from './authorization/operation-strategies';
import { API_KEY_AUDIT_INTERCEPTOR_GROUP, ApiKeyAuditInterceptor } from './authorization/api-key-audit';
import { IDEMPOTENCY_INTERCEPTOR_GROUP, IdempotencyInterceptor, IdempotencySpecEnhancer } from './http/idempotency';

/** The binding of LoopBack's CORS middleware on the REST server (`RestServer._setupRequestHandlerIfNeeded`). */
const LOOPBACK_CORS_MIDDLEWARE = 'middleware.cors';

export class BcuApplication extends BootMixin(RepositoryMixin(RestApplication)) {
  constructor(config: AppConfig, dataSource: PostgresDataSource, services: Services, options: ApplicationConfig = {}) {
    super({
      ...options,
      rest: {
        listenOnStart: false,
        basePath: '',
        // CORS is decided in server.ts (same origin, or PUBLIC_URL's origin only), not by LoopBack's default '*'.
        cors: { origin: false },
        expressSettings: { 'x-powered-by': false },
        openApiSpec: { setServersFromRequest: false, servers: [{ url: '/api' }] },
        // Errors never reveal stack traces; 4xx keep their message and details (DESIGN §3).
        errorWriterOptions: { debug: false, safeFields: ['details'] },
        ...options.rest,
      },
    });
    this.projectRoot = __dirname;
    this.bootOptions = {
      controllers: { dirs: ['controllers'], extensions: ['.controller.js'], nested: true },
    };
    this.bind(KEYS.CONFIG).to(config);
    // The registry creates the datasource for the database it started (embedded or DATABASE_URL) and it is bound
    // here; LoopBack's datasource booter would replace it with a second, unconfigured one.
    this.unbind('booters.DataSourceBooter');
    this.dataSource(dataSource);
    this.bind(KEYS.SERVICES).to(services);
    // the domain's refusals get their HTTP status in one place
    this.bind(RestBindings.SequenceActions.REJECT).toDynamicValue(DomainRejectProvider);
    // JSON answers written, and compressed above the threshold, in one call
    this.bind(RestBindings.SequenceActions.SEND).toProvider(JsonSendProvider);
    // the request's steps in one sequence instead of a chain of middleware bindings resolved per request
    this.sequence(RegistrySequence);
    // routes are matched by their patterns (not the trie's object keys, see PatternRouter)
    this.bind(RestBindings.ROUTER).toClass(PatternRouter);
    this.bind(RestBindings.REQUEST_BODY_PARSER_OPTIONS).to({ json: { limit: '1mb' } });

    this.api({
      openapi: '3.0.0',
      info: {
        title: 'BCU Registry API',
        version: LIMITS.appVersion,
        description: 'Registry of book-and-claim units (BCUs) of sustainable aviation fuel.',
        license: { name: 'Proprietary', url: 'https://bcu-registry.local/terms' },
      },
      servers: [{ url: '/api' }],
      tags: API_TAGS,
      paths: {},
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: API_KEY_LIMITS.header,
            description:
              "A company API key (bcu_live_…), created by the account owner in the portal (Profile → API keys). It acts as the company's Secondary user on the operations that list the apiKey scheme, within the key's scopes (x-api-key-scope).",
          },
        },
      },
    });

    this.component(AuthenticationComponent);
    this.component(JWTAuthenticationComponent);
    // Our own secret, never the component's default one.
    this.bind(TokenServiceBindings.TOKEN_SECRET).to(config.jwtSecret);
    this.bind(TokenServiceBindings.TOKEN_EXPIRES_IN).to(String(LIMITS.accessTokenSeconds));
    // access tokens carry their session id (the refresh family), checked on every request
    // one instance: it holds the secret as a key object made once
    this.bind(TokenServiceBindings.TOKEN_SERVICE).toClass(AccessTokenService).inScope(BindingScope.SINGLETON);
    // company API keys, tried before the JWT on the endpoints that name both (issue 16.1)
    registerAuthenticationStrategy(this, ApiKeyStrategy);
    // the operation's strategies found in one view of the registered ones, not in a view made per request
    bindRegisteredStrategies(this);
    this.bind(AuthenticationBindings.STRATEGY).toProvider(OperationStrategiesProvider);

    this.configure(AuthorizationBindings.COMPONENT).to({
      precedence: AuthorizationDecision.DENY,
      defaultDecision: AuthorizationDecision.DENY,
    });
    this.component(AuthorizationComponent);
    this.bind('authorizationProviders.access')
      .toProvider(AccessAuthorizer)
      .tag(AuthorizationTags.AUTHORIZER)
      .inScope(BindingScope.SINGLETON);
    // after authorization (which binds the actor): idempotent writes, then the action log of API keys' writes
    this.bind(ContextBindings.GLOBAL_INTERCEPTOR_ORDERED_GROUPS).to([
      'authorization',
      IDEMPOTENCY_INTERCEPTOR_GROUP,
      API_KEY_AUDIT_INTERCEPTOR_GROUP,
    ]);
    this.add(createBindingFromClass(IdempotencyInterceptor));
    this.add(createBindingFromClass(ApiKeyAuditInterceptor));
    this.add(createBindingFromClass(IdempotencySpecEnhancer));
    // every operation's permissions appear in the OpenAPI document (x-permissions)
    this.add(createBindingFromClass(PermissionsSpecEnhancer));

    this.configure(RestExplorerBindings.COMPONENT).to({ path: '/explorer' });
    this.component(RestExplorerComponent);
    this.makeStatelessHelpersSingletons();
  }

  /**
   * CORS is decided in server.ts; LoopBack's own CORS middleware, configured with `origin: false`, passes every
   * request on unchanged, yet each request paid for running it as an Express handler inside the middleware chain.
   * The REST server sets it up when it starts: called once the application has started (server.ts).
   */
  removeLoopbackCors(): void {
    this.restServer.unbind(LOOPBACK_CORS_MIDDLEWARE);
  }

  /**
   * LoopBack binds these helpers TRANSIENT, so every request built each of them anew with its injections (issue 14,
   * the per-request cost of GET /api/auth). None holds request state, and what they inject is the application's
   * (the body parsers their options, the JWT strategy the token service, the API-key strategy the services and the
   * config, the authorization interceptor its configuration): one instance each serves every request. The request
   * body parser also makes a route's own `x-parser` (ContractJsonParser, MultipartPassThroughParser) per request,
   * from the context it was made in: as a singleton that is the application's, where the only thing those parsers
   * inject (the body parser options) is bound. Those that do read the request (the authentication action, which sets
   * the request's user; the controllers) stay per request.
   */
  private makeStatelessHelpersSingletons(): void {
    const helpers = [
      this.getBinding(RestBindings.REQUEST_BODY_PARSER),
      ...this.findByTag(REQUEST_BODY_PARSER_TAG),
      ...this.findByTag({
        [CoreTags.EXTENSION_FOR]: AuthenticationBindings.AUTHENTICATION_STRATEGY_EXTENSION_POINT_NAME,
      }),
      this.getBinding(createBindingFromClass(AuthorizationInterceptor).key),
    ];
    for (const binding of helpers) binding.inScope(BindingScope.SINGLETON);
  }
}
