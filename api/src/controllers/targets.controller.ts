/** Impact targets of the dashboard (spec 2 §2.5, §7 "GET/POST/PUT/DELETE targets"): thin over TargetService. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, post, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import { Target, TargetFilter, TargetInput, TARGETS_API, TARGET_PAGE_SIZE, TARGET_SORT_FIELDS } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
@oas.tags(TAG.targets)
export class TargetsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(TARGETS_API.list, {
    summary:
      "The company's impact targets (react-admin list convention, 50 a page, newest start first); filter startDate/endDate (days: periods overlapping them), indicator; an Auditor names accountId",
    security,
    responses: responses(
      { schema: z.array(Target), description: 'A page of targets', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('targets.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, TargetFilter, TARGET_SORT_FIELDS, {
      sort: ['startDate', 'DESC'],
      perPage: TARGET_PAGE_SIZE,
    });
    return sendPage(this.res, 'targets', page.offset, await this.services.targets.list(await this.actor(), f, page));
  }

  @post(TARGETS_API.list, {
    summary: 'Creates a target of the company (Secondary users); the period runs from the start month to the end month',
    security,
    responses: responses({ status: 201, schema: Target, description: 'The new target' }, [401, 403, 422]),
  })
  @requires('targets.write')
  async create(@body(TargetInput) raw: unknown) {
    const input = parse(TargetInput, raw);
    const target = await this.services.targets.create(await this.actor(), input, requestMeta(this.req));
    this.res.status(201);
    return target;
  }

  @put(TARGETS_API.item, {
    summary: "Replaces name, value and period of one of the company's targets (Secondary users)",
    security,
    responses: responses({ schema: Target, description: 'The target' }, [401, 403, 404, 422]),
  })
  @requires('targets.write')
  async update(@param.path.string('id') id: string, @body(TargetInput) raw: unknown) {
    const tid = uuidOr404(id);
    return this.services.targets.update(await this.actor(), tid, parse(TargetInput, raw), requestMeta(this.req));
  }

  @del(TARGETS_API.item, {
    summary: "Deletes one of the company's targets (Secondary users)",
    security,
    responses: responses({ status: 204, description: 'Deleted' }, [401, 403, 404]),
  })
  @requires('targets.write')
  async remove(@param.path.string('id') id: string) {
    await this.services.targets.remove(await this.actor(), uuidOr404(id), requestMeta(this.req));
    this.res.status(204);
  }
}
