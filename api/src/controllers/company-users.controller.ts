/** User Info of the profile area: the account owner manages the company's users (spec 1 §4). */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import { CompanyUserRow, InviteEmailCheck, InviteRequest } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.companyUsers)
export class CompanyUsersController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/profile/users', {
    summary: "The company's users with their status, and the open invites (status Pending)",
    security: [{ jwt: [] }],
    responses: responses({ schema: z.array(CompanyUserRow), description: 'Users' }, [401, 403]),
  })
  @requires('profile.read')
  async list() {
    return this.services.companyUsers.list((await this.actor()).companyId);
  }

  @post('/profile/users/validate-email', {
    summary: 'Checks an invitee e-mail: known login, same account type elsewhere; refuses one already in this company',
    security: [{ jwt: [] }],
    responses: responses({ schema: InviteEmailCheck, description: 'Check result' }, [401, 403, 409, 422]),
  })
  @requires('users.manage')
  async validateEmail(@body(InviteRequest) input: unknown) {
    return this.services.companyUsers.validateEmail(await this.actor(), parse(InviteRequest, input).email);
  }

  @post('/profile/users', {
    summary: 'Invites a user by e-mail (account owner; at most 10 Active or Pending users); the link lasts 48 hours',
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'User has been invited' }, [401, 403, 409, 422]),
  })
  @requires('users.manage')
  async invite(@body(InviteRequest) input: unknown) {
    await this.services.companyUsers.invite(
      await this.actor(),
      parse(InviteRequest, input).email,
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  @post('/profile/users/{id}/remove', {
    summary: "Removes a user of the company (not the owner's own row, not a Locked user)",
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'User has been removed' }, [401, 403, 404]),
  })
  @requires('users.manage')
  async remove(@param.path.string('id') id: string) {
    await this.services.companyUsers.remove(await this.actor(), uuidOr404(id), requestMeta(this.req));
    this.res.status(204);
  }

  @post('/profile/users/invites/{id}/cancel', {
    summary: 'Cancels an open invite of the company',
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Invite has been cancelled' }, [401, 403, 404]),
  })
  @requires('users.manage')
  async cancelInvite(@param.path.string('id') id: string) {
    await this.services.companyUsers.cancelInvite(await this.actor(), uuidOr404(id), requestMeta(this.req));
    this.res.status(204);
  }
}
