/** Backoffice accounts (spec 3 §2.3): list, accounts.csv, detail (Company Info, User Info, Notes), edit, the note. */
import { inject, type Getter } from '@loopback/core';
import { get, param, patch, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  ACCOUNT_CSV_COLUMNS,
  ACCOUNT_SORT_FIELDS,
  AccountFilter,
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
import { contentRangeHeader, responses } from '../http/responses';
import { streamCsv } from '../http/csv';
import { listQuery, sendPage } from '../http/list-query';
import { accountCsvCells } from '../services/admin/admin-account.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';

const security = [{ jwt: [] }];
const DEFAULTS = { sort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'], perPage: 50 };

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
    responses: responses(
      { schema: z.array(AdminAccount), description: 'A page of accounts', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, AccountFilter, ACCOUNT_SORT_FIELDS, DEFAULTS);
    return sendPage(
      this.res,
      'accounts',
      page.offset,
      await this.services.adminAccounts.list(f, page, await this.scope()),
    );
  }

  @get('/admin/accounts/export', {
    summary: 'accounts.csv: every account under the same filter and sort as the list, streamed',
    security,
    responses: {
      ...responses({ description: 'accounts.csv' }, [400, 401, 403, 422]),
      200: { description: 'accounts.csv', content: { 'text/csv': { schema: { type: 'string' } } } },
    },
  })
  @requires('admin.read')
  async export(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, sort }, AccountFilter, ACCOUNT_SORT_FIELDS, DEFAULTS);
    await streamCsv(
      this.res,
      'accounts.csv',
      ACCOUNT_CSV_COLUMNS,
      mapBatches(this.services.adminAccounts.batches(f, page, await this.scope()), accountCsvCells),
    );
    return this.res;
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

async function* mapBatches<T>(source: AsyncIterable<T[]>, fn: (t: T) => unknown[]): AsyncGenerator<unknown[][]> {
  for await (const rows of source) yield rows.map(fn);
}
