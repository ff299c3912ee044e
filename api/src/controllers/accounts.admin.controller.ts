/** Backoffice accounts (spec 3 §2.3): list, accounts.csv, detail (Company Info, User Info, Notes), edit, the note. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, patch, put, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  ACCOUNT_CSV_COLUMNS,
  ACCOUNT_SORT_FIELDS,
  AccountFilter,
  type AccountSortField,
  AdminAccount,
  AdminAccountDetail,
  AdminAccountUpdate,
  NoteUpdate,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { type ListResource, csvResponses, listResponses, sendListCsv, sendListPage } from '../http/list-endpoint';
import { accountCsvCells } from '../services/admin/admin-account.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const ACCOUNTS: ListResource<typeof AccountFilter, AccountSortField> = {
  name: 'accounts',
  filter: AccountFilter,
  sortFields: ACCOUNT_SORT_FIELDS,
  defaults: { sort: ['createdAt', 'DESC'], perPage: 50 },
};
const ACCOUNTS_CSV = { filename: 'accounts.csv', columns: ACCOUNT_CSV_COLUMNS, cells: accountCsvCells };

@oas.tags(TAG.adminAccounts)
export class AccountsAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/admin/accounts', {
    summary: 'Accounts (companies) of every type (react-admin list convention): type, status, dates, search',
    security,
    responses: listResponses(AdminAccount, 'A page of accounts'),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, ACCOUNTS, { filter, range, sort }, async (f, page) =>
      this.services.adminAccounts.list(f, page, await this.scope()),
    );
  }

  @get('/admin/accounts/export', {
    summary: 'accounts.csv: every account under the same filter and sort as the list, streamed',
    security,
    responses: csvResponses('accounts.csv'),
  })
  @requires('admin.read')
  async export(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListCsv(this.res, ACCOUNTS, { filter, sort }, ACCOUNTS_CSV, async (f, page) =>
      this.services.adminAccounts.batches(f, page, await this.scope()),
    );
  }

  @get('/admin/accounts/{id}', {
    summary: 'An account with Company Info, its users and the admin note',
    security,
    responses: responses({ schema: AdminAccountDetail, description: 'The account' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async detail(@param.path.string('id') id: string) {
    return this.services.adminAccounts.detail(uuidOr404(id), await this.scope());
  }

  @patch('/admin/accounts/{id}', {
    summary: 'Changes the given Company Info fields of an account (only changed fields; the list sends the address)',
    security,
    responses: responses({ schema: AdminAccountDetail, description: 'The updated account' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async update(@param.path.string('id') id: string, @body(AdminAccountUpdate) input: unknown) {
    const a = await this.actor();
    return this.services.adminAccounts.update(
      uuidOr404(id),
      parse(AdminAccountUpdate, input),
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
  }

  @put('/admin/accounts/{id}/note', {
    summary: 'Sets the admin note of an account (at most 1000 characters)',
    security,
    responses: responses({ status: 204, description: 'Saved' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async note(@param.path.string('id') id: string, @body(NoteUpdate) input: unknown) {
    const a = await this.actor();
    await this.services.adminAccounts.setNote(
      uuidOr404(id),
      parse(NoteUpdate, input).note,
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  /** The companies the caller reads here (an Auditor: its own and the granted ones). */
  private async scope() {
    return this.services.auditor.scope(await this.actor());
  }
}
