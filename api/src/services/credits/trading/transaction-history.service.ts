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
  BALANCE_COUNTED_STATUSES,
  kgToTonnes,
  type Transaction,
  type TransactionAccount,
  type TransactionFilter,
  type TransactionSortField,
  type TransactionType,
} from '../../../contracts';
import type { Database } from '../../../db/database';
import type { ListPage } from '../../list-page';
import { SqlFilter, likePattern } from '../../../repositories/sql-filter';

/** The viewer: the company whose history is read, and its type (the 'Anonymous' rule). */
export interface HistoryViewer {
  companyId: string;
  companyType: string;
}

const SORT_SQL: Record<TransactionSortField, string> = {
  date: 't.date',
  type: 't.type',
  amount: 't.amount_kg',
  bcuid: 't.bcuid',
};

const person = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name) END`;

/**
 * Every source as rows of one shape (id, type, date, status, credit_id, bcuid, company_id, user_id, receiver_id,
 * direction, amount_kg, co2eq_kg); $1 is the viewed company. The one definition of what a transaction is: the
 * history lists it, the dashboard KPIs and chart (kpi.service.ts) sum it.
 */
/** SQL: the status expression is one the balance counts (a fixed list from the contracts, no input). */
const COUNTED = (status: string) => `(${status} IN (${BALANCE_COUNTED_STATUSES.map((st) => `'${st}'`).join(', ')}))`;

export const TRANSACTION_SOURCES = `
  SELECT 'reg:' || c.id AS id, 'Register' AS type,
         coalesce(c.registration_approved_at, c.registration_denied_at, c.created_at) AS date,
         CASE WHEN c.registration_approved_at IS NOT NULL THEN 'Approved'
              WHEN c.registration_denied_at IS NOT NULL THEN 'Denied' ELSE 'Pending' END AS status,
         c.id AS credit_id, c.bcuid, c.issuer_company_id AS company_id, c.registered_by_user_id AS user_id,
         NULL::uuid AS receiver_id, 'incoming' AS direction, c.volume_kg AS amount_kg, c.co2eq_kg AS co2eq_kg
  FROM credits c
  WHERE c.parent_id IS NULL AND c.issuer_company_id = $1
UNION ALL
  SELECT 'req:' || r.id, r.kind, coalesce(r.completed_at, r.decided_at, r.created_at), r.status,
         r.credit_id, c.bcuid, r.sender_company_id, r.sender_user_id,
         r.receiver_company_id, 'outgoing', r.amount_kg, h.co2eq_kg
  FROM credit_requests r JOIN credits c ON c.id = r.credit_id JOIN credits h ON h.id = r.held_credit_id
  WHERE r.sender_company_id = $1 OR r.on_behalf_company_id = $1
UNION ALL
  SELECT 'in:' || r.id, 'Incoming', coalesce(r.completed_at, r.decided_at, r.created_at),
         CASE r.status WHEN 'Deposit Pending' THEN 'Pending' WHEN 'Deposit Approved' THEN 'Approved'
                       WHEN 'Deposit Rejected' THEN 'Denied' ELSE 'Expired' END,
         r.held_credit_id, h.bcuid, r.sender_company_id, r.sender_user_id,
         r.receiver_company_id, 'incoming', r.amount_kg, h.co2eq_kg
  FROM credit_requests r JOIN credits h ON h.id = r.held_credit_id
  WHERE r.kind = 'Transfer' AND r.receiver_company_id = $1
    AND r.status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired')
UNION ALL
  SELECT 'exp:' || e.id, 'Withdrawal', e.created_at, coalesce(e.post_status, 'Expired'),
         e.credit_id, coalesce(e.bcuid, c.bcuid), c.company_id, e.user_id, NULL::uuid,
         CASE WHEN ${COUNTED('e.pre_status')} THEN 'outgoing' ELSE 'incoming' END,
         coalesce(e.amount_kg, c.volume_kg), c.co2eq_kg
  FROM credit_events e JOIN credits c ON c.id = e.credit_id
  WHERE e.event IN ('Expired', 'Edited') AND coalesce(e.holder_company_id, c.company_id) = $1
    AND ${COUNTED('e.pre_status')} <> ${COUNTED("coalesce(e.post_status, 'Expired')")}
UNION ALL
  SELECT 'info:' || i.id, 'Scope1', coalesce(i.answered_at, i.created_at), i.status,
         i.credit_id, c.bcuid, i.requester_company_id, i.requester_user_id,
         i.target_company_id, NULL, c.volume_kg, c.co2eq_kg
  FROM info_requests i JOIN credits c ON c.id = i.credit_id
  WHERE i.requester_company_id = $1 OR i.target_company_id = $1 OR i.holder_company_id = $1`;

/** Raw row of the derived table, joined with the names. */
interface Row {
  id: string;
  type: TransactionType;
  date: Date;
  status: string;
  credit_id: string;
  bcuid: string | null;
  company_id: string;
  company_name: string;
  company_type: string;
  sender: { firstName: string; lastName: string } | null;
  receiver_id: string | null;
  receiver_name: string | null;
  receiver_anonymous: boolean;
  direction: 'incoming' | 'outgoing' | null;
  amount_kg: string;
  co2eq_kg: string;
}

const SELECT = `
  SELECT t.id, t.type, t.date, t.status, t.credit_id, t.bcuid, t.company_id, co.name AS company_name,
         co.type AS company_type, ${person('u')} AS sender, t.receiver_id, rc.name AS receiver_name,
         EXISTS (SELECT 1 FROM company_contacts cc
                 WHERE cc.to_company_id = t.receiver_id AND cc.is_created_by_facilitator) AS receiver_anonymous,
         t.direction, t.amount_kg, t.co2eq_kg
  FROM (${TRANSACTION_SOURCES}) t
  JOIN companies co ON co.id = t.company_id
  LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN companies rc ON rc.id = t.receiver_id`;

export class TransactionHistoryService {
  constructor(private readonly db: Database) {}

  /** A page of the viewer's transactions under the filter, newest first by default. */
  async list(
    viewer: HistoryViewer,
    filter: TransactionFilter,
    page: ListPage<TransactionSortField>,
  ): Promise<{ rows: Transaction[]; total: number }> {
    const w = this.where(viewer, filter);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM (${SELECT}) t ${w.sql}`, w.params);
    const rows = await this.page(viewer, w, page);
    return { rows, total: Number(total!.n) };
  }

  /** Every matching row in pages of `size` (the xlsx download), in the list's order. */
  async *batches(
    viewer: HistoryViewer,
    filter: TransactionFilter,
    sort: Pick<ListPage<TransactionSortField>, 'sortField' | 'sortOrder'>,
    size = 500,
  ): AsyncGenerator<Transaction[]> {
    const w = this.where(viewer, filter);
    for (let offset = 0; ; offset += size) {
      const rows = await this.page(viewer, w, { ...sort, offset, limit: size });
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  }

  /**
   * The accounts a user may view: its own company; for an Auditor the companies it holds unexpired access to
   * (granted through a supplier's auditor token).
   */
  async accounts(actor: { role: string; companyId: string }, now: Date): Promise<TransactionAccount[]> {
    if (actor.role !== 'Auditor')
      return this.db.rows<TransactionAccount>('SELECT id, name, type FROM companies WHERE id = $1', [actor.companyId]);
    return this.db.rows<TransactionAccount>(
      `SELECT DISTINCT c.id, c.name, c.type FROM auditor_access a JOIN companies c ON c.id = a.company_id
       WHERE a.auditor_company_id = $1 AND a.expires_at > $2 ORDER BY c.name, c.id`,
      [actor.companyId, now],
    );
  }

  private where(viewer: HistoryViewer, filter: TransactionFilter): SqlFilter {
    const w = new SqlFilter();
    w.params.push(viewer.companyId); // $1 of TRANSACTION_SOURCES
    if (filter.type) w.add('t.type = ANY(?)', [filter.type].flat());
    w.dateRange('t.date', filter.from, filter.to);
    const receiverSearch =
      viewer.companyType === 'Supplier'
        ? 't.receiver_name ILIKE ?'
        : '((NOT t.receiver_anonymous OR t.receiver_id = $1) AND t.receiver_name ILIKE ?)';
    if (filter.q)
      w.add(
        `(t.bcuid ILIKE ? OR t.company_name ILIKE ? OR ${receiverSearch}
          OR ((t.sender->>'firstName') || ' ' || (t.sender->>'lastName')) ILIKE ?)`,
        likePattern(filter.q),
      );
    return w;
  }

  private async page(
    viewer: HistoryViewer,
    w: SqlFilter,
    page: Pick<ListPage<TransactionSortField>, 'sortField' | 'sortOrder' | 'offset' | 'limit'>,
  ): Promise<Transaction[]> {
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.rows<Row>(
      `SELECT * FROM (${SELECT}) t ${w.sql} ORDER BY ${SORT_SQL[page.sortField]} ${dir}, t.id ${dir}
       LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
      w.params,
    );
    return rows.map((r) => toTransaction(r, viewer));
  }
}

function toTransaction(r: Row, viewer: HistoryViewer): Transaction {
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
