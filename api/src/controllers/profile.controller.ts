/** The profile area: the caller's own profile and company (spec 1 §2 "Profile area", §4, §5). */
import { inject, type Getter } from '@loopback/core';
import { get, patch, post, RestBindings, type Request } from '@loopback/rest';
import {
  CompanyInfo,
  CompanyUpdateRequest,
  PROFILE_API,
  ProfileUpdateRequest,
  ProfileUpdateResult,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';

export class ProfileController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
  ) {}

  @post(PROFILE_API.profile, {
    summary:
      "Changes the caller's profile: an account owner's change becomes a ProfileUpdate submission; other users change position and phone at once",
    security: [{ jwt: [] }],
    responses: responses(
      { schema: ProfileUpdateResult, description: 'Request created or profile updated' },
      [401, 403, 409, 422],
    ),
  })
  @requires('profile.write')
  async update(@body(ProfileUpdateRequest) input: unknown) {
    return this.services.profiles.update(await this.actor(), parse(ProfileUpdateRequest, input), requestMeta(this.req));
  }

  @get(PROFILE_API.company, {
    summary: "The caller's company, with what the caller may edit",
    security: [{ jwt: [] }],
    responses: responses({ schema: CompanyInfo, description: 'Company info' }, [401, 403]),
  })
  @requires('profile.read')
  async company() {
    return this.services.profiles.company(await this.actor());
  }

  @patch(PROFILE_API.company, {
    summary:
      "Changes the company's editable fields (name, identification and address only for Admin and Auditor companies)",
    security: [{ jwt: [] }],
    responses: responses({ schema: CompanyInfo, description: 'Company info after the change' }, [401, 403, 422]),
  })
  @requires('profile.write')
  async updateCompany(@body(CompanyUpdateRequest) input: unknown) {
    return this.services.profiles.updateCompany(
      await this.actor(),
      parse(CompanyUpdateRequest, input),
      requestMeta(this.req),
    );
  }
}
