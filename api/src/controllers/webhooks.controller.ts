/** The account owner's webhook endpoints and their deliveries (issue 16.2): thin over WebhookService. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, post, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointView,
  WEBHOOKS_API,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const NoFilter = z.object({}).strict();

@oas.tags(TAG.webhooks)
export class WebhooksController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(WEBHOOKS_API.endpoints, {
    summary: "The company's webhook endpoints (account owner); secrets are never shown here",
    security,
    responses: responses({ schema: z.array(WebhookEndpointView), description: 'The endpoints' }, [401, 403]),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async list() {
    return this.services.webhooks.list(await this.actor());
  }

  @post(WEBHOOKS_API.endpoints, {
    summary:
      'Registers an HTTPS endpoint for the chosen events (account owner); the answer holds the signing secret, shown only once',
    security,
    responses: responses(
      { status: 201, schema: WebhookEndpointCreated, description: 'The endpoint with its secret' },
      [401, 403, 409, 422],
    ),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async create(@body(WebhookEndpointCreate) raw: unknown) {
    const created = await this.services.webhooks.create(await this.actor(), parse(WebhookEndpointCreate, raw));
    this.res.status(201);
    return created;
  }

  @del(WEBHOOKS_API.endpoint, {
    summary: 'Removes an endpoint: nothing more is sent to it',
    security,
    responses: responses({ status: 204, description: 'Removed' }, [401, 403, 404]),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async remove(@param.path.string('id') id: string) {
    await this.services.webhooks.remove(await this.actor(), uuidOr404(id));
    this.res.status(204);
  }

  @post(WEBHOOKS_API.rollSecret, {
    summary: "Rolls the endpoint's signing secret: the new one signs every delivery from now on and is shown only once",
    security,
    responses: responses(
      { schema: WebhookEndpointCreated, description: 'The endpoint with its new secret' },
      [401, 403, 404],
    ),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async rollSecret(@param.path.string('id') id: string) {
    return this.services.webhooks.rollSecret(await this.actor(), uuidOr404(id));
  }

  @post(WEBHOOKS_API.test, {
    summary: 'Queues a signed test event (type webhook.test) to the endpoint',
    security,
    responses: responses(
      { status: 201, schema: WebhookDeliveryView, description: 'The queued delivery' },
      [401, 403, 404],
    ),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async test(@param.path.string('id') id: string) {
    const d = await this.services.webhooks.sendTest(await this.actor(), uuidOr404(id));
    this.res.status(201);
    return d;
  }

  @get(WEBHOOKS_API.deliveries, {
    summary:
      "An endpoint's deliveries, newest first (react-admin list convention): status, HTTP status code, attempts, next try",
    security,
    responses: responses(
      { schema: z.array(WebhookDeliveryView), description: 'A page of deliveries', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async deliveries(
    @param.path.string('id') id: string,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { page } = listQuery({ range, sort }, NoFilter, ['createdAt'] as const, {
      sort: ['createdAt', 'DESC'],
      perPage: 20,
    });
    const result = await this.services.webhooks.deliveries(await this.actor(), uuidOr404(id), page.limit, page.offset);
    return sendPage(this.res, 'deliveries', page.offset, result);
  }

  @post(WEBHOOKS_API.resend, {
    summary: 'Sends a delivery again: the same event (same id and body) as a new delivery, signed anew',
    security,
    responses: responses(
      { status: 201, schema: WebhookDeliveryView, description: 'The new delivery' },
      [401, 403, 404],
    ),
  })
  @requires('integrations.manage', { refusal: 'webhookOwnerOnly' })
  async resend(@param.path.string('id') id: string) {
    const d = await this.services.webhooks.resend(await this.actor(), uuidOr404(id));
    this.res.status(201);
    return d;
  }
}
