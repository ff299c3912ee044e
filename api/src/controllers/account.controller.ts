/** Passwords and share tokens (spec 1 §2, §4, §5). */
import { inject, type Getter } from '@loopback/core';
import { oas, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { ChangePasswordRequest, ForgotPasswordRequest, ShareToken, TokenPasswordRequest } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.account)
export class AccountController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @post('/account/forgot-password', {
    'x-public': true,
    summary: 'Mails a reset link when the e-mail is known (same answer either way)',
    responses: responses({ status: 204, description: 'Instructions sent' }, [422, 429]),
  })
  async forgot(@body(ForgotPasswordRequest) input: unknown) {
    await this.services.passwords.forgot(parse(ForgotPasswordRequest, input).email, requestMeta(this.req));
    this.res.status(204);
  }

  @post('/account/reset-password', {
    'x-public': true,
    summary: 'Sets a new password with the token of the reset mail',
    responses: responses({ status: 204, description: 'Password changed' }, [400, 422]),
  })
  async reset(@body(TokenPasswordRequest) input: unknown) {
    await this.services.passwords.withToken(
      'password_reset',
      parse(TokenPasswordRequest, input),
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  @post('/account/set-password', {
    'x-public': true,
    summary: 'Sets the first password with the token of a set-password mail',
    responses: responses({ status: 204, description: 'Password set' }, [400, 422]),
  })
  async set(@body(TokenPasswordRequest) input: unknown) {
    await this.services.passwords.withToken('password_set', parse(TokenPasswordRequest, input), requestMeta(this.req));
    this.res.status(204);
  }

  @post('/account/change-password', {
    summary: 'Changes the password of the signed-in user (not for Suspended users)',
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Password changed' }, [401, 403, 422]),
  })
  @requires('password.change')
  async change(@body(ChangePasswordRequest) input: unknown) {
    const actor = await this.actor();
    await this.services.passwords.change(
      actor.userId,
      actor.email,
      parse(ChangePasswordRequest, input),
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  @post('/share-token/generate', {
    summary: 'A referral / auditor token: 48 hours or until used',
    security: [{ jwt: [] }],
    responses: responses({ schema: ShareToken, description: 'A new token' }, [401, 403]),
  })
  @requires('shareToken.generate')
  async shareToken() {
    const actor = await this.actor();
    return this.services.shareTokens.generate(
      { userId: actor.userId, companyId: actor.companyId },
      requestMeta(this.req),
    );
  }
}
