/** Scope 1 information requests (spec 2 §2.9, §2.10; spec 3 §4): Airline and Facilitator users ask and answer. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  CountAnswer,
  INFO_REQUEST_SORT_FIELDS,
  InfoRequestAnswer,
  InfoRequestCreate,
  InfoRequestFilter,
  InfoRequestView,
  TRADING_PAGE_SIZE,
  TransferRecipient,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { tradingActor } from './trading.controller';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { IDEMPOTENT } from '../http/idempotency';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.scope1)
export class InfoRequestsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/info-requests', {
    summary:
      'Scope 1 information requests received (default) or sent (filter {direction, q, status, creditId}; 10 a page, newest first)',
    ...apiKeyAccess('requests:write'),
    responses: responses(
      { schema: z.array(InfoRequestView), description: 'A page of requests', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('bcu.infoRequest')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, InfoRequestFilter, INFO_REQUEST_SORT_FIELDS, {
      sort: ['createdAt', 'DESC'],
      perPage: TRADING_PAGE_SIZE,
    });
    return sendPage(
      this.res,
      'info-requests',
      page.offset,
      await this.services.infoRequests.list(await tradingActor(this.actor, this.req), f, page),
    );
  }

  @post('/info-requests', {
    summary:
      "Asks one of the holder's Airline connections (not facilitator-created) for the Scope 1 information of a BCU; one pending request per BCU",
    ...apiKeyAccess('requests:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: InfoRequestView, description: 'Your information request has been sent' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('bcu.infoRequest')
  async create(@body(InfoRequestCreate) input: unknown) {
    const view = await this.services.infoRequests.create(
      await tradingActor(this.actor, this.req),
      parse(InfoRequestCreate, input),
    );
    this.res.status(201);
    return view;
  }

  @get('/info-requests/count', {
    summary: 'Pending requests to answer (the tab badge)',
    ...apiKeyAccess('requests:write'),
    responses: responses({ schema: CountAnswer, description: 'Count' }, [401, 403]),
  })
  @requires('bcu.infoRequest')
  async count() {
    return { count: await this.services.infoRequests.count(await tradingActor(this.actor, this.req)) };
  }

  @get('/info-request-companies', {
    summary: "Companies that can be asked about a BCU: the holder's Airline connections not created by a facilitator",
    ...apiKeyAccess('requests:write'),
    responses: responses({ schema: z.array(TransferRecipient), description: 'Airline connections' }, [401, 403, 404]),
  })
  @requires('bcu.infoRequest')
  async targets(@param.query.string('creditId') creditId: string) {
    return this.services.infoRequests.targets(await tradingActor(this.actor, this.req), uuidOr404(creditId));
  }

  @get('/info-requests/{id}', {
    summary: 'One request the own company sent or received',
    ...apiKeyAccess('requests:write'),
    responses: responses({ schema: InfoRequestView, description: 'The request' }, [401, 403, 404]),
  })
  @requires('bcu.infoRequest')
  async detail(@param.path.string('id') id: string) {
    return this.services.infoRequests.get(await tradingActor(this.actor, this.req), uuidOr404(id));
  }

  @post('/info-requests/{id}/answer', {
    summary:
      'The asked Airline approves (answer yes, claim country, reporting: it becomes the Scope 1 provider of the BCU) or denies, while pending',
    ...apiKeyAccess('requests:write'),
    responses: responses({ schema: InfoRequestView, description: 'Answered' }, [401, 403, 404, 409, 422]),
  })
  @requires('bcu.infoRequest')
  async answer(@param.path.string('id') id: string, @body(InfoRequestAnswer) input: unknown) {
    return this.services.infoRequests.answer(
      await tradingActor(this.actor, this.req),
      uuidOr404(id),
      parse(InfoRequestAnswer, input),
    );
  }
}
