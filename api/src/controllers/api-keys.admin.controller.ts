/** Every company's API keys in the backoffice (issue 16.1): admins list and revoke them, auditors read them. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import { ADMIN_API_KEY_SORT_FIELDS, API_KEYS_API, AdminApiKeyFilter, AdminApiKeyView } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

@oas.tags(TAG.adminAccounts)
export class ApiKeysAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(API_KEYS_API.adminList, {
    summary:
      "Every company's API keys (react-admin list convention: filter {q, companyId, status}, range, sort); an Auditor sees its granted companies' keys",
    security,
    responses: responses(
      { schema: z.array(AdminApiKeyView), description: 'A page of keys', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const q = listQuery({ filter, range, sort }, AdminApiKeyFilter, ADMIN_API_KEY_SORT_FIELDS, {
      sort: ['createdAt', 'DESC'],
      perPage: 25,
    });
    return sendPage(
      this.res,
      'api-keys',
      q.page.offset,
      await this.services.apiKeys.adminList(await this.actor(), q.filter, q.page),
    );
  }

  @get(API_KEYS_API.adminItem, {
    summary: 'One API key',
    security,
    responses: responses({ schema: AdminApiKeyView, description: 'The key' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async one(@param.path.string('id') id: string) {
    return this.services.apiKeys.adminGet(await this.actor(), uuidOr404(id));
  }

  @del(API_KEYS_API.adminItem, {
    summary: "Revokes a company's API key (Admin, SuperAdmin): it stops working at once",
    security,
    responses: responses({ schema: AdminApiKeyView, description: 'The revoked key' }, [401, 403, 404, 409]),
  })
  @requires('admin.write')
  async revoke(@param.path.string('id') id: string) {
    return this.services.apiKeys.adminRevoke({ ...(await this.actor()), ip: this.req.ip }, uuidOr404(id));
  }
}
