/** The profile area: the caller's own profile and company (spec 1 §2 "Profile area", §4, §5). */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, patch, post, requestBody, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  CompanyInfo,
  CompanyUpdateRequest,
  LIMITS,
  MSG,
  PROFILE_API,
  ProfileUpdateRequest,
  ProfileUpdateResult,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { apiError, notFound, parse } from '../http/errors';
import { body, MultipartPassThroughParser } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { imageResponses, responses, sendImage } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { multipartReader } from '../http/uploads';
import { TAG } from '../http/openapi-tags';

/** Reads the multipart `logo` field; multer's size refusal becomes the spec's 2 MB message. */
const readUpload = multipartReader(
  { files: [{ name: 'logo', maxCount: 1 }], limits: { fileSize: LIMITS.logoMaxBytes, files: 1, fields: 0 } },
  ({ code }) => {
    const message = code === 'LIMIT_FILE_SIZE' ? MSG.imageTooLarge : MSG.invalidImage;
    return apiError(422, message, [{ path: 'logo', message }]);
  },
);

@oas.tags(TAG.profile)
export class ProfileController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
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
  @requires('company.write')
  async updateCompany(@body(CompanyUpdateRequest) input: unknown) {
    return this.services.profiles.updateCompany(
      await this.actor(),
      parse(CompanyUpdateRequest, input),
      requestMeta(this.req),
    );
  }

  @get(PROFILE_API.logo, {
    summary: "The company's logo (JPEG, PNG, SVG or WebP)",
    security: [{ jwt: [] }],
    responses: imageResponses('The image'),
  })
  @requires('profile.read')
  async logo() {
    const file = await this.services.profiles.logo(await this.actor());
    if (!file) throw notFound();
    return sendImage(this.res, file);
  }

  @post(PROFILE_API.logo, {
    summary: "Uploads the company's logo: JPEG, PNG, SVG or WebP, at most 2 MB (multipart field `logo`)",
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Logo stored' }, [401, 403, 422]),
  })
  @requires('company.write')
  async uploadLogo(
    @requestBody({
      required: true,
      content: {
        'multipart/form-data': {
          'x-parser': MultipartPassThroughParser,
          schema: {
            type: 'object',
            required: ['logo'],
            properties: {
              logo: { type: 'string', format: 'binary', description: 'JPEG, PNG, SVG or WebP, at most 2 MB' },
            },
          },
        },
      },
    })
    req: Request,
  ) {
    const file = (await readUpload(req, this.res)).files.logo?.[0];
    await this.services.profiles.setLogo(await this.actor(), file, requestMeta(this.req));
    this.res.status(204);
  }

  @del(PROFILE_API.logo, {
    summary: "Removes the company's logo",
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Logo removed' }, [401, 403, 404]),
  })
  @requires('company.write')
  async removeLogo() {
    await this.services.profiles.removeLogo(await this.actor(), requestMeta(this.req));
    this.res.status(204);
  }
}
