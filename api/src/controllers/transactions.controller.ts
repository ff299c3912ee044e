/**
 * Transactions history of the dashboard (spec 2 §2.3, §7): the list (simple-rest), transactions.xlsx under the same
 * filter and sort (refused for Suspended users, spec 2 §6), and the accounts an Auditor may pick.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  Transaction,
  TransactionAccount,
  TransactionFilter,
  TRANSACTIONS_API,
  TRANSACTIONS_FILE,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_SORT_FIELDS,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { writeTransactionsXlsx } from '../services/credits/trading/transaction-xlsx';
import type { HistoryViewer } from '../services/credits/trading/transaction-history.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { TAG } from '../http/openapi-tags';

const DEFAULTS = { sort: ['date', 'DESC'] as ['date', 'DESC'], perPage: TRANSACTION_PAGE_SIZE };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@oas.tags(TAG.transactions)
export class TransactionsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(TRANSACTIONS_API.list, {
    summary:
      "The company's transactions (Register, Transfer, Retirement, Incoming, Withdrawal, Scope1) derived from the ledger; filter type (one or several), from/to (days), q; an Auditor names accountId",
    ...apiKeyAccess('transactions:read'),
    responses: responses(
      { schema: z.array(Transaction), description: 'A page of transactions', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('profile.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery(
      { filter, range, sort },
      TransactionFilter,
      TRANSACTION_SORT_FIELDS,
      DEFAULTS,
    );
    const viewer = await this.viewer(f.accountId);
    return sendPage(this.res, 'transactions', page.offset, await this.services.transactions.list(viewer, f, page));
  }

  @get(TRANSACTIONS_API.download, {
    summary:
      'transactions.xlsx: every transaction under the same filter and sort as the list, streamed; refused for Suspended users',
    ...apiKeyAccess('transactions:read'),
    responses: {
      ...responses({ description: 'transactions.xlsx' }, [400, 401, 403, 404, 422]),
      200: { description: 'transactions.xlsx', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } },
    },
  })
  @requires('transactions.download')
  async download(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, sort }, TransactionFilter, TRANSACTION_SORT_FIELDS, DEFAULTS);
    const viewer = await this.viewer(f.accountId);
    this.res.status(200);
    this.res.setHeader('Content-Type', XLSX);
    this.res.setHeader('Content-Disposition', `attachment; filename="${TRANSACTIONS_FILE}"`);
    this.res.setHeader('Cache-Control', 'no-store');
    await writeTransactionsXlsx(this.res, this.services.transactions.batches(viewer, f, page));
    return this.res;
  }

  @get(TRANSACTIONS_API.accounts, {
    summary: "The accounts whose balance and transactions the user may view: its own; an Auditor's granted companies",
    ...apiKeyAccess('transactions:read'),
    responses: responses({ schema: z.array(TransactionAccount), description: 'Accounts' }, [401, 403]),
  })
  @requires('profile.read')
  async accounts() {
    return this.services.transactions.accounts(await this.actor());
  }

  /** The company read: the user's own, or one an Auditor holds access to (anything else is 404). */
  private async viewer(accountId: string | undefined): Promise<HistoryViewer> {
    const actor = await this.actor();
    const companyId = await this.services.fees.readableCompany(actor, accountId);
    if (companyId === actor.companyId) return { companyId, companyType: actor.companyType };
    const [company] = await this.services.transactions
      .accounts(actor)
      .then((all) => all.filter((a) => a.id === companyId));
    return { companyId, companyType: company?.type ?? '' };
  }
}
