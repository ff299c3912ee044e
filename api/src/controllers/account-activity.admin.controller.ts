/**
 * The read-only activity tabs of an account in the backoffice (spec 3 §2.3): Transactions (account-history),
 * Balance with its 3-decimal total, and Contacts. Admins and auditors read (admin.read); each answer is what the
 * company itself reads through /api/transactions, /api/credits/balance(-total) and /api/contact-list, served by the
 * same services with the company as the viewer. An `accountId` in the filter is ignored: the path names the account.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  ACCOUNT_ACTIVITY_API,
  BALANCE_PAGE_SIZE,
  BALANCE_SORT_FIELDS,
  BalanceFilter,
  BalanceTotal,
  Contact,
  CONTACT_PAGE_SIZE,
  CONTACT_SORT_FIELDS,
  ContactFilter,
  CreditListRow,
  Transaction,
  TransactionFilter,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_SORT_FIELDS,
  type CompanyType,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const ID = '{id}';
const listErrors = [400, 401, 403, 404, 422];

@oas.tags(TAG.adminAccounts)
export class AccountActivityAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(ACCOUNT_ACTIVITY_API.transactions(ID), {
    summary:
      "An account's transactions history (react-admin list convention, 50 a page, newest first): filter type, from/to (days), q — as the company reads them",
    security,
    responses: responses(
      { schema: z.array(Transaction), description: 'A page of transactions', headers: contentRangeHeader },
      listErrors,
    ),
  })
  @requires('admin.read')
  async transactions(
    @param.path.string('id') id: string,
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const account = await this.account(id);
    const { filter: f, page } = listQuery({ filter, range, sort }, TransactionFilter, TRANSACTION_SORT_FIELDS, {
      sort: ['date', 'DESC'],
      perPage: TRANSACTION_PAGE_SIZE,
    });
    const viewer = { companyId: account.id, companyType: account.type };
    const result = await this.services.transactions.list(viewer, { ...f, accountId: undefined }, page);
    return sendPage(this.res, 'transactions', page.offset, result);
  }

  @get(ACCOUNT_ACTIVITY_API.credits(ID), {
    summary:
      "An account's balance (react-admin list convention, 10 a page): statuses, assigned/unassigned, expiry range or preset, registration year, search — as the company reads it",
    security,
    responses: responses(
      { schema: z.array(CreditListRow), description: 'A page of the balance', headers: contentRangeHeader },
      listErrors,
    ),
  })
  @requires('admin.read')
  async credits(
    @param.path.string('id') id: string,
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const viewer = await this.creditViewer(id);
    const { filter: f, page } = listQuery({ filter, range, sort }, BalanceFilter, BALANCE_SORT_FIELDS, {
      sort: ['updatedAt', 'DESC'],
      perPage: BALANCE_PAGE_SIZE,
    });
    const result = await this.services.creditQuery.balance(viewer, { ...f, accountId: undefined }, page);
    return sendPage(this.res, 'credits', page.offset, result);
  }

  @get(ACCOUNT_ACTIVITY_API.creditsTotal(ID), {
    summary: "The total volume (BCU, 3 decimals) and count of an account's balance under the same filter",
    security,
    responses: responses({ schema: BalanceTotal, description: 'The total balance' }, listErrors),
  })
  @requires('admin.read')
  async creditsTotal(@param.path.string('id') id: string, @param.query.string('filter') filter: string | undefined) {
    const viewer = await this.creditViewer(id);
    const { filter: f } = listQuery({ filter }, BalanceFilter, BALANCE_SORT_FIELDS, {
      sort: ['updatedAt', 'DESC'],
      perPage: BALANCE_PAGE_SIZE,
    });
    return this.services.creditQuery.balanceTotal(viewer, { ...f, accountId: undefined });
  }

  @get(ACCOUNT_ACTIVITY_API.contacts(ID), {
    summary:
      "An account's contact list (react-admin list convention, 50 a page, search on name, country and type) — as the company reads it",
    security,
    responses: responses(
      { schema: z.array(Contact), description: 'A page of contacts', headers: contentRangeHeader },
      listErrors,
    ),
  })
  @requires('admin.contacts.read')
  async contacts(
    @param.path.string('id') id: string,
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const account = await this.account(id);
    const { filter: f, page } = listQuery({ filter, range, sort }, ContactFilter, CONTACT_SORT_FIELDS, {
      sort: ['name', 'ASC'],
      perPage: CONTACT_PAGE_SIZE,
    });
    const viewer = { ...(await this.actor()), companyId: account.id, companyType: account.type };
    const result = await this.services.contactList.list(viewer, { ...f, accountId: undefined }, page);
    return sendPage(this.res, 'contacts', page.offset, result);
  }

  /** The account named by the path (an unknown or malformed id is 404). */
  private async account(raw: string): Promise<{ id: string; type: CompanyType }> {
    const { id, type } = await this.services.adminAccounts.detail(
      uuidOr404(raw),
      await this.services.auditor.scope(await this.actor()),
    );
    return { id, type };
  }

  /** The balance is read with the account as the viewer, so the filter rules are the company's own. */
  private async creditViewer(raw: string) {
    const account = await this.account(raw);
    const actor = await this.actor();
    return { userId: actor.userId, role: actor.role, companyId: account.id, companyType: account.type };
  }
}
