/** Parameters in the backoffice (spec 3 §2.6): the 12 link URLs and the two banner switches, keyed by name. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import { AdminParameter, ParameterUpdate, SETTINGS_API } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, responses } from '../http/responses';
import { sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

@oas.tags(TAG.adminSettings)
export class ParametersAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(SETTINGS_API.adminParameters, {
    summary: 'Every parameter: the 12 link settings (key, url), then the two banner switches (key, value)',
    security,
    responses: responses(
      { schema: z.array(AdminParameter), description: 'All parameters', headers: contentRangeHeader },
      [401, 403],
    ),
  })
  @requires('admin.read')
  async list() {
    const rows = await this.services.settings.list();
    return sendPage(this.res, 'parameters', 0, { rows, total: rows.length });
  }

  @get(`${SETTINGS_API.adminParameters}/{key}`, {
    summary: 'One parameter by key',
    security,
    responses: responses({ schema: AdminParameter, description: 'The parameter' }, [401, 403, 404]),
  })
  @requires('admin.read')
  detail(@param.path.string('key') key: string) {
    return this.services.settings.get(key);
  }

  @put(`${SETTINGS_API.adminParameters}/{key}`, {
    summary: "Sets a link's URL ({url}: http(s) or null to clear) or a banner switch ({value}: 'true' | 'false')",
    security,
    responses: responses({ schema: AdminParameter, description: 'The updated parameter' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async update(@param.path.string('key') key: string, @body(ParameterUpdate) input: unknown) {
    const a = await this.actor();
    return this.services.settings.update(
      key,
      parse(ParameterUpdate, input),
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
  }
}
