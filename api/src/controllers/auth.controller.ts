/**
 * Login, session, refresh and logout (DESIGN §3). The refresh token lives in an httpOnly, SameSite=Strict
 * cookie scoped to /api/auth; the access token is a short-lived JWT sent as a Bearer header.
 */
import { BindingScope, inject, injectable } from '@loopback/core';
import { oas, get, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { TokenServiceBindings } from '@loopback/authentication-jwt';
import type { TokenService } from '@loopback/authentication';
import { securityId } from '@loopback/security';
import { z } from 'zod';
import {
  CodeCheckRequest,
  LIMITS,
  LoginChallenge,
  LoginRequest,
  RefreshedToken,
  Session,
  SessionRequest,
  SessionUser,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import type { AppConfig } from '../config';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { CALLER, type Caller } from '../authorization/actor';
import type { IssuedSession } from '../services/accounts/auth.service';
import { TAG } from '../http/openapi-tags';

export const REFRESH_COOKIE = 'bcu_refresh';
const COOKIE_PATH = '/api/auth';
/** The calls that read the refresh cookie: the only ones the server parses cookies for (server.ts). */
export const REFRESH_COOKIE_READERS = ['/api/auth/refresh', '/api/auth/logout'];

/**
 * Made once (issue 14: GET /api/auth's per-request cost): it holds only what the application binds; what belongs to
 * a request (its request, response and caller) is injected into the methods, resolved in that request's context.
 */
@injectable({ scope: BindingScope.SINGLETON })
@oas.tags(TAG.signIn)
export class AuthController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject(KEYS.CONFIG) private readonly config: AppConfig,
    @inject(TokenServiceBindings.TOKEN_SERVICE) private readonly jwt: TokenService,
  ) {}

  @post('/auth/login', {
    'x-public': true,
    summary: 'Step 1: e-mail and password; a 5-digit code is e-mailed and the accounts are listed',
    responses: responses({ schema: LoginChallenge, description: 'Code sent' }, [401, 403, 422, 429]),
  })
  login(@body(LoginRequest) input: unknown, @inject(RestBindings.Http.REQUEST) req: Request) {
    const r = parse(LoginRequest, input);
    return this.services.auth.login(r.email, r.password, requestMeta(req));
  }

  @post('/auth/check-code', {
    'x-public': true,
    summary: 'Step 2: checks the one-time code before the account choice',
    responses: responses(
      { schema: z.object({ valid: z.literal(true) }), description: 'The code is right' },
      [400, 403, 422, 429],
    ),
  })
  async checkCode(@body(CodeCheckRequest) input: unknown, @inject(RestBindings.Http.REQUEST) req: Request) {
    const r = parse(CodeCheckRequest, input);
    await this.services.auth.checkCode(r.email, r.otp, requestMeta(req));
    return { valid: true };
  }

  @post('/auth/session', {
    'x-public': true,
    summary: 'Step 3: credentials, code and chosen account open a session (sets the refresh cookie)',
    responses: responses({ schema: Session, description: 'Signed in' }, [400, 401, 403, 422, 429]),
  })
  async session(@body(SessionRequest) input: unknown, @inject(RestBindings.Http.REQUEST) req: Request, @inject(RestBindings.Http.RESPONSE) res: Response) {
    const issued = await this.services.auth.openSession(parse(SessionRequest, input), requestMeta(req));
    return { ...(await this.grant(issued, res)), user: issued.user };
  }

  @post('/auth/refresh', {
    'x-public': true,
    summary: 'Rotates the refresh cookie and returns a new access token',
    responses: responses({ schema: RefreshedToken, description: 'New access token' }, [401]),
  })
  async refresh(@inject(RestBindings.Http.REQUEST) req: Request, @inject(RestBindings.Http.RESPONSE) res: Response) {
    try {
      return await this.grant(await this.services.auth.refresh(req.cookies?.[REFRESH_COOKIE], requestMeta(req)), res);
    } catch (e) {
      clearCookie(res);
      throw e;
    }
  }

  @post('/auth/logout', {
    'x-public': true,
    summary: 'Revokes the refresh token and clears the cookie',
    responses: responses({ status: 204, description: 'Signed out' }, [422]),
  })
  async logout(@inject(RestBindings.Http.REQUEST) req: Request, @inject(RestBindings.Http.RESPONSE) res: Response) {
    await this.services.auth.logout(
      req.cookies?.[REFRESH_COOKIE],
      requestMeta(req),
      await this.bearerUserId(req),
    );
    clearCookie(res);
    res.status(204);
  }

  @get('/auth', {
    summary: 'The session user (spec 1 §3)',
    security: [{ jwt: [] }],
    responses: responses({ schema: SessionUser, description: 'The signed-in user' }, [401]),
  })
  @requires('profile.read')
  async me(@inject(CALLER) caller: Caller) {
    // the authorizer read the caller (with its session and account types) for this request: no second query
    return this.services.auth.callerView(caller);
  }

  /** The user of a valid access token sent with a public call, if any. */
  private async bearerUserId(req: Request): Promise<string | undefined> {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return undefined;
    return this.jwt.verifyToken(m[1]).then(
      (p) => p[securityId] as string,
      () => undefined,
    );
  }

  private async grant(s: IssuedSession, res: Response) {
    const accessToken = await this.jwt.generateToken({
      [securityId]: s.user.id,
      name: `${s.user.firstName} ${s.user.lastName}`,
      email: s.user.email,
      sid: s.sessionId,
    });
    res.cookie(REFRESH_COOKIE, s.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.publicUrl.startsWith('https://'),
      path: COOKIE_PATH,
      expires: s.refreshExpiresAt,
    });
    return { accessToken, expiresIn: LIMITS.accessTokenSeconds };
  }
}

function clearCookie(res: Response) {
  res.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}
