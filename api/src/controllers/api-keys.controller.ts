/** The company's API keys in the profile (issue 16.1): the account owner creates, lists and revokes them. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import { API_KEYS_API, ApiKeyCreate, ApiKeyCreated, ApiKeyView } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

@oas.tags(TAG.apiKeys)
export class ApiKeysController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  private async owner() {
    return { ...(await this.actor()), ip: this.req.ip };
  }

  @get(API_KEYS_API.list, {
    summary: "The company's API keys, newest first (account owner); secrets are never shown again",
    security,
    responses: responses({ schema: z.array(ApiKeyView), description: 'The keys' }, [401, 403]),
  })
  @requires('integrations.manage', { refusal: 'apiKeyOwnerOnly' })
  async list() {
    return this.services.apiKeys.list(await this.owner());
  }

  @post(API_KEYS_API.list, {
    summary:
      'Creates an API key of the company (account owner): a name, scopes and an expiry date at most 12 months ahead; the answer holds the secret (bcu_live_…), shown this once',
    security,
    responses: responses(
      { status: 201, schema: ApiKeyCreated, description: 'The new key with its secret' },
      [401, 403, 422],
    ),
  })
  @requires('integrations.manage', { refusal: 'apiKeyOwnerOnly' })
  async create(@body(ApiKeyCreate) raw: unknown) {
    const created = await this.services.apiKeys.create(await this.owner(), parse(ApiKeyCreate, raw));
    this.res.status(201);
    return created;
  }

  @del(API_KEYS_API.item, {
    summary: 'Revokes an API key of the company (account owner): it stops working at once',
    security,
    responses: responses({ schema: ApiKeyView, description: 'The revoked key' }, [401, 403, 404, 409]),
  })
  @requires('integrations.manage', { refusal: 'apiKeyOwnerOnly' })
  async revoke(@param.path.string('id') id: string) {
    return this.services.apiKeys.revoke(await this.owner(), uuidOr404(id));
  }
}
