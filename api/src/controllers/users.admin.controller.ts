/** Backoffice users (spec 3 §2.4): list, users.csv, one user, and the admin edit (spec 3 §5, the Locked rule). */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, patch, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  AdminUser,
  AdminUserFilter,
  AdminUserUpdate,
  USER_CSV_COLUMNS,
  USER_SORT_FIELDS,
  type UserSortField,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { type ListResource, csvResponses, listResponses, sendListCsv, sendListPage } from '../http/list-endpoint';
import { userCsvCells } from '../services/admin/admin-user.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const USERS: ListResource<typeof AdminUserFilter, UserSortField> = {
  name: 'users',
  filter: AdminUserFilter,
  sortFields: USER_SORT_FIELDS,
  defaults: { sort: ['createdAt', 'DESC'], perPage: 50 },
};
const USERS_CSV = { filename: 'users.csv', columns: USER_CSV_COLUMNS, cells: userCsvCells };

@oas.tags(TAG.adminAccounts)
export class UsersAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/admin/users', {
    summary: 'Users of every company (react-admin list convention): status, dates, search',
    security,
    responses: listResponses(AdminUser, 'A page of users'),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, USERS, { filter, range, sort }, async (f, page) =>
      this.services.adminUsers.list(f, page, await this.scope()),
    );
  }

  @get('/admin/users/export', {
    summary: 'users.csv: every user under the same filter and sort as the list, streamed',
    security,
    responses: csvResponses('users.csv'),
  })
  @requires('admin.read')
  async export(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListCsv(this.res, USERS, { filter, sort }, USERS_CSV, async (f, page) =>
      this.services.adminUsers.batches(f, page, await this.scope()),
    );
  }

  @get('/admin/users/{id}', {
    summary: 'One user with its company',
    security,
    responses: responses({ schema: AdminUser, description: 'The user' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async one(@param.path.string('id') id: string) {
    return this.services.adminUsers.read(uuidOr404(id), await this.scope());
  }

  @patch('/admin/users/{id}', {
    summary:
      'Changes the given fields of a user (only changed fields; a Locked user only returns to its previous status)',
    security,
    responses: responses({ schema: AdminUser, description: 'The updated user' }, [401, 403, 404, 409, 422]),
  })
  @requires('admin.write')
  async update(@param.path.string('id') id: string, @body(AdminUserUpdate) input: unknown) {
    const a = await this.actor();
    return this.services.adminUsers.update(
      uuidOr404(id),
      parse(AdminUserUpdate, input),
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
  }

  /** The companies the caller reads here (an Auditor: its own and the granted ones). */
  private async scope() {
    return this.services.auditor.scope(await this.actor());
  }
}
