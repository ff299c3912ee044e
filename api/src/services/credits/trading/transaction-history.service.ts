/**
 * Transactions history (spec 2 §2.3, §3 "Transaction"): a company's transactions derived from the ledger, never
 * stored a second time —
 * - Register: registered (root) credits of the company as supplier (Pending, Approved or Denied registration);
 * - Transfer / Retirement: its transfer and retirement requests (credit_requests), also those a facilitator made on
 *   its behalf and, for the facilitator, those it made for others;
 * - Incoming: transfers to it once the admin approved them (Deposit Pending and after);
 * - Withdrawal: a credit of its that stopped counting in its balance (contracts BALANCE_COUNTED_STATUSES) by expiry
 *   or an admin's status correction (BCU events 'Expired', 'Edited'), outgoing; an admin's correction that makes it
 *   count again is the withdrawal's reversal, incoming — so the history explains every change of the holdings;
 * - Scope1: Scope 1 information requests it sent or received (nothing moves: no direction).
 * A transfer's receiver reads 'Anonymous' when a facilitator created that receiver's connection, unless the viewer
 * is a Supplier. Amounts are the stored integers (kg) shown as tonnes with 3 decimals.
 */
import {
  ANONYMOUS_RECEIVER,
  kgToTonnes,
  type Transaction,
  type TransactionAccount,
  type TransactionFilter,
  type TransactionSortField,
} from '../../../contracts';
import type { HistoryRow, Repositories } from '../../../repositories';
import type { AuditorService } from '../../accounts/auditor.service';
import { pageWithTotal, type ListPage } from '../../list-page';

/** The viewer: the company whose history is read, and its type (the 'Anonymous' rule). */
export interface HistoryViewer {
  companyId: string;
  companyType: string;
}

export class TransactionHistoryService {
  constructor(
    private readonly repos: Pick<Repositories, 'creditRequests' | 'companies'>,
    private readonly auditor: AuditorService,
  ) {}

  /** A page of the viewer's transactions under the filter, newest first by default. */
  async list(
    viewer: HistoryViewer,
    filter: TransactionFilter,
    page: ListPage<TransactionSortField>,
  ): Promise<{ rows: Transaction[]; total: number }> {
    const w = this.repos.creditRequests.historyFilter(viewer, filter);
    return pageWithTotal(
      this.repos.creditRequests.countHistory(w),
      this.repos.creditRequests.findHistoryPage(w, page),
      (r) => toTransaction(r, viewer),
    );
  }

  /** Every matching row in pages of `size` (the xlsx download), in the list's order. */
  async *batches(
    viewer: HistoryViewer,
    filter: TransactionFilter,
    sort: Pick<ListPage<TransactionSortField>, 'sortField' | 'sortOrder'>,
    size = 500,
  ): AsyncGenerator<Transaction[]> {
    const w = this.repos.creditRequests.historyFilter(viewer, filter);
    for (let offset = 0; ; offset += size) {
      const rows = await this.repos.creditRequests.findHistoryPage(w, { ...sort, offset, limit: size });
      if (rows.length) yield rows.map((r) => toTransaction(r, viewer));
      if (rows.length < size) return;
    }
  }

  /**
   * The accounts a user may view: its own company; for an Auditor the companies it holds unexpired access to
   * (granted through a supplier's auditor token), by name.
   */
  async accounts(actor: { role: string; companyId: string }): Promise<TransactionAccount[]> {
    let ids = [actor.companyId];
    if (actor.role === 'Auditor') {
      const scope = await this.auditor.scope(actor);
      // the scope holds the auditor's own company besides the granted ones; its own history is not an account here
      ids = scope === 'all' ? [] : scope.filter((id) => id !== actor.companyId);
      if (!ids.length) return [];
    }
    const companies = await this.repos.companies.find({
      where: { id: { inq: ids } },
      order: ['name ASC', 'id ASC'],
      fields: { id: true, name: true, type: true },
    });
    return companies.map((c) => ({ id: c.id!, name: c.name, type: c.type }));
  }
}

function toTransaction(r: HistoryRow, viewer: HistoryViewer): Transaction {
  const hidden = r.receiver_anonymous && viewer.companyType !== 'Supplier' && r.receiver_id !== viewer.companyId;
  return {
    id: r.id,
    type: r.type,
    date: new Date(r.date).toISOString(),
    status: r.status,
    creditId: r.credit_id,
    bcuid: r.bcuid,
    company: { id: r.company_id, name: r.company_name, type: r.company_type },
    sender: r.sender,
    receiver: r.receiver_id
      ? hidden
        ? { id: null, name: ANONYMOUS_RECEIVER }
        : { id: r.receiver_id, name: r.receiver_name ?? '' }
      : null,
    direction: r.direction,
    amount: kgToTonnes(r.amount_kg),
    tonnesOfCO2eq: kgToTonnes(r.co2eq_kg),
  };
}
