/** Transfer and retirement requests on credits (trading). */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { CreditRequest } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';
import type { CreditRequestView, OutgoingFilter, OUTGOING_SORT_FIELDS, INCOMING_SORT_FIELDS } from '../contracts';
import type { TransactionFilter, TransactionSortField, TransactionType } from '../contracts';
import { BALANCE_COUNTED_STATUSES } from '../contracts';
import type { ListPage } from '../services/list-page';
import { SqlFilter, likePattern } from './sql-filter';
import { companyRefJson } from './credit.sql';

export class CreditRequestRepository extends SqlRepository<CreditRequest, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CreditRequest, dataSource);
  }

  // ---- trading: transfer and retirement requests, incoming transactions, the transactions history ----

  /**
   * The request of a transfer or retirement submission as CreditRequestView reads it, with its statement's RSID once
   * it has one (the admin's submission detail: one statement for its request tabs).
   */
  async findViewBySubmission(submissionId: string): Promise<SubmissionRequestRow | undefined> {
    return this.one<SubmissionRequestRow>(SUBMISSION_REQUEST_SQL, [submissionId]);
  }

  /** One request as CreditRequestView reads it: the parties by name, the held credit's quantities. */
  async findView(id: string, tx?: Tx): Promise<RequestViewRow | undefined> {
    return this.one<RequestViewRow>(`${REQUEST_VIEW_SELECT} WHERE r.id = $1`, [id], tx);
  }

  /** A page of a company's own requests: those it sent and those it made as the facilitator acting, with the total. */
  async findOutgoingPage(
    companyId: string,
    f: OutgoingFilter,
    page: ListPage<(typeof OUTGOING_SORT_FIELDS)[number]>,
  ): Promise<{ rows: RequestViewRow[]; total: number }> {
    const params: unknown[] = [companyId];
    const where = ['(r.sender_company_id = $1 OR r.on_behalf_company_id = $1)'];
    if (f.kind) where.push(`r.kind = $${params.push(f.kind)}`);
    if (f.status) where.push(`r.status = ANY($${params.push([f.status].flat())})`);
    if (f.q)
      where.push(
        `(oc.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR hc.bcuid ILIKE $${params.length} OR rc.name ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r JOIN credits oc ON oc.id = r.credit_id JOIN credits hc ON hc.id = r.held_credit_id
       LEFT JOIN companies rc ON rc.id = r.receiver_company_id ${w}`,
      params,
    );
    const rows = await this.rows<RequestViewRow>(
      `${REQUEST_VIEW_SELECT} ${w} ORDER BY ${OUTGOING_SORT_SQL[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Locks the request of a submission of this kind (the review's decider), whatever its status. */
  async lockBySubmission(submissionId: string, kind: RequestKind, tx: Tx): Promise<CreditRequestRow | undefined> {
    return this.one<CreditRequestRow>(LOCK_BY_SUBMISSION_SQL, [submissionId, kind], tx);
  }

  /** Locks a request of this kind when it is (still) in `status`; undefined otherwise. */
  async lockInStatus(id: string, kind: RequestKind, status: string, tx: Tx): Promise<CreditRequestRow | undefined> {
    return this.one<CreditRequestRow>(
      'SELECT * FROM credit_requests WHERE id = $1 AND kind = $2 AND status = $3 FOR UPDATE',
      [id, kind, status],
      tx,
    );
  }

  /** The open request (waiting for the admin or the receiver) holding a credit, locked; one another run holds is skipped. */
  async lockOpenOnHeldCredit(
    heldCreditId: string,
    tx: Tx,
  ): Promise<{ id: string; kind: RequestKind; status: string } | undefined> {
    return this.one<{ id: string; kind: RequestKind; status: string }>(
      "SELECT id, kind, status FROM credit_requests WHERE held_credit_id = $1 AND status IN ('Pending', 'Deposit Pending') FOR UPDATE SKIP LOCKED",
      [heldCreditId],
      tx,
    );
  }

  /** A new transfer request (status Pending) holding `heldCreditId`; returns its id. */
  async insertTransfer(r: NewTransferRequest, tx: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO credit_requests (kind, credit_id, held_credit_id, amount_kg, amount_type, amount_input, sender_company_id, sender_user_id,
         receiver_company_id, on_behalf_company_id, bulk_id, submission_id, is_scope1_provider, is_scope3_provider, credit_claim_country, reporting, created_at)
       VALUES ('Transfer', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        r.creditId,
        r.heldCreditId,
        r.amountKg,
        r.amountType,
        r.amountInput,
        r.senderCompanyId,
        r.senderUserId,
        r.receiverCompanyId,
        r.onBehalfCompanyId,
        r.bulkId,
        r.submissionId,
        r.isScope1Provider,
        r.isScope3Provider,
        r.creditClaimCountry,
        r.reporting,
        r.createdAt,
      ],
      tx,
    );
    return row!.id;
  }

  /** A new retirement request (status Pending) holding `heldCreditId`; returns its id. */
  async insertRetirement(r: NewRetirementRequest, tx: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO credit_requests (kind, credit_id, held_credit_id, amount_kg, amount_type, amount_input, sender_company_id, sender_user_id,
         on_behalf_company_id, submission_id, is_scope1_provider, credit_claim_country, reporting, scope3_company_id, scope3_anonymity, created_at)
       VALUES ('Retirement', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        r.creditId,
        r.heldCreditId,
        r.amountKg,
        r.amountType,
        r.amountInput,
        r.senderCompanyId,
        r.senderUserId,
        r.onBehalfCompanyId,
        r.submissionId,
        r.isScope1Provider,
        r.creditClaimCountry,
        r.reporting,
        r.scope3CompanyId,
        r.scope3Anonymity,
        r.createdAt,
      ],
      tx,
    );
    return row!.id;
  }

  /** The admin approved a transfer: it waits in the receiver's Incoming Transactions until `expiresAt`. */
  async markDepositPending(id: string, now: Date, deciderId: string, expiresAt: Date, tx: Tx): Promise<void> {
    await this.run(
      prepared(
        "UPDATE credit_requests SET status = 'Deposit Pending', decided_at = $2, decided_by_user_id = $3, expires_at = $4 WHERE id = $1",
      ),
      [id, now, deciderId, expiresAt],
      tx,
    );
  }

  /** The admin approved a retirement: completed, with the statement it issued. */
  async markRetired(id: string, now: Date, deciderId: string, statementId: string, tx: Tx): Promise<void> {
    await this.run(
      prepared(
        "UPDATE credit_requests SET status = 'Approved', decided_at = $2, decided_by_user_id = $3, completed_at = $2, statement_id = $4 WHERE id = $1",
      ),
      [id, now, deciderId, statementId],
      tx,
    );
  }

  /** The admin rejected a pending request: decided and completed now. */
  async markRejected(id: string, now: Date, deciderId: string, tx: Tx): Promise<void> {
    await this.run(
      "UPDATE credit_requests SET status = 'Rejected', decided_at = $2, decided_by_user_id = $3, completed_at = $2 WHERE id = $1",
      [id, now, deciderId],
      tx,
    );
  }

  /** The System cancelled a pending request whose BCU expired: rejected with no deciding user. */
  async markCancelled(id: string, now: Date, tx: Tx): Promise<void> {
    await this.run(
      "UPDATE credit_requests SET status = 'Rejected', decided_at = $2, completed_at = $2 WHERE id = $1",
      [id, now],
      tx,
    );
  }

  /** A deposit's end: accepted, denied (by the receiving user) or expired (no user). */
  async completeDeposit(id: string, status: string, now: Date, receiverUserId: string | null, tx: Tx): Promise<void> {
    await this.run(
      prepared('UPDATE credit_requests SET status = $2, completed_at = $3, receiver_user_id = $4 WHERE id = $1'),
      [id, status, now, receiverUserId],
      tx,
    );
  }

  /** A page of the transfers a company received once the admin approved them, with the total. */
  async findIncomingPage(
    companyId: string,
    f: { statuses?: string[]; q?: string },
    page: ListPage<(typeof INCOMING_SORT_FIELDS)[number]>,
  ): Promise<{ rows: IncomingRow[]; total: number }> {
    const params: unknown[] = [companyId];
    const where = [RECEIVED];
    if (f.statuses) where.push(`r.status = ANY($${params.push(f.statuses)})`);
    if (f.q)
      where.push(
        `(hc.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR s.name ILIKE $${params.length} OR (u.first_name || ' ' || u.last_name) ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r JOIN credits hc ON hc.id = r.held_credit_id JOIN companies s ON s.id = r.sender_company_id
       LEFT JOIN users u ON u.id = r.sender_user_id ${w}`,
      params,
    );
    const rows = await this.rows<IncomingRow>(
      `${INCOMING_SELECT} ${w} ORDER BY ${INCOMING_SORT_SQL[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** How many received transfers wait for the company's answer (the tab's badge). */
  async countPendingIncoming(companyId: string): Promise<number> {
    const row = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r WHERE ${RECEIVED} AND r.status = 'Deposit Pending'`,
      [companyId],
    );
    return Number(row!.n);
  }

  /** One received transfer with the sender's Scope 1 / Scope 3 declaration; undefined when the company did not receive it. */
  async findIncoming(companyId: string, id: string): Promise<IncomingDetailRow | undefined> {
    return this.one<IncomingDetailRow>(INCOMING_DETAIL_SQL, [companyId, id]);
  }

  /** Locks a transfer the company received (in any deposit status); undefined when it did not receive it. */
  async lockReceived(id: string, companyId: string, tx: Tx): Promise<CreditRequestRow | undefined> {
    return this.one<CreditRequestRow>(LOCK_RECEIVED_SQL, [id, companyId], tx);
  }

  /** Deposits left unanswered past their deadline (optionally only those of some companies), by id. */
  async dueDeposits(now: Date, companyIds?: string[]): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT id FROM credit_requests WHERE status = 'Deposit Pending' AND expires_at <= $1
       ${companyIds ? 'AND (sender_company_id = ANY($2::uuid[]) OR receiver_company_id = ANY($2::uuid[]))' : ''} ORDER BY id`,
      companyIds ? [now, companyIds] : [now],
    );
    return rows.map((r) => r.id);
  }

  /** Locks a deposit still due at `now`; undefined when it was answered or another run holds it. */
  async lockDueDeposit(id: string, now: Date, tx: Tx): Promise<CreditRequestRow | undefined> {
    return this.one<CreditRequestRow>(
      "SELECT * FROM credit_requests WHERE id = $1 AND status = 'Deposit Pending' AND expires_at <= $2 FOR UPDATE SKIP LOCKED",
      [id, now],
      tx,
    );
  }

  /** Locks a deposit waiting for the receiver; undefined once it is answered. */
  async lockDepositPending(id: string, tx: Tx): Promise<CreditRequestRow | undefined> {
    return this.one<CreditRequestRow>(
      "SELECT * FROM credit_requests WHERE id = $1 AND status = 'Deposit Pending' FOR UPDATE",
      [id],
      tx,
    );
  }

  /**
   * How many transactions of the viewed company match the history's filter, exactly. Without a search or a day range
   * (the first page, the type filters), the completed ones are the monthly figures the database keeps beside the
   * ledger (company_month_figures, migration 1763760003600: per company, month and kind, the count of exactly the
   * rows of TRANSACTION_BRANCHES that are `completed`; a kind's first word is its history type), and only the others
   * — pending, denied, rejected, expired — are counted, each source from its own index (a company's registrations
   * are approved but for the few waiting or denied: counting 100 000 of them took 18–51 ms, the figures ≈ 1 ms).
   * Both are read in one statement, so from one snapshot. Any other filter is counted: without a search each source
   * is counted alone (every source's company is a foreign key, so the join to it never drops a row) and the counts
   * are added — a source counted on its own computes none of its columns the filter does not read.
   */
  async countHistory(filter: HistoryWhere): Promise<number> {
    const each = (where: string) =>
      TRANSACTION_BRANCHES.map((branch) => `(SELECT count(*) FROM (${branch}) t ${where})`).join(' + ');
    let sql: string;
    if (filter.byName) sql = `SELECT count(*) AS n FROM (${HISTORY_SELECT}) t ${filter.sql}`;
    else if (filter.byFigures) {
      const ofType = filter.typesParam ? `AND split_part(f.kind, ' ', 1) = ANY(${filter.typesParam})` : '';
      sql = `SELECT (SELECT coalesce(sum(f.count), 0) FROM company_month_figures f WHERE f.company_id = $1 ${ofType})
                    + ${each(`${filter.sql ? `${filter.sql} AND` : 'WHERE'} NOT t.completed`)} AS n`;
    } else sql = `SELECT ${each(filter.sql)} AS n`;
    const total = await this.one<{ n: string }>(sql, filter.params);
    return Number(total!.n);
  }

  /**
   * A page of the viewed company's transactions under the history's filter, in the list's order. Without a search,
   * each source gives its own first offset+limit rows in that order (the newest registrations from an index walk
   * instead of sorting every credit the company registered), the page is taken from those, and only its rows are
   * joined to their names.
   */
  async findHistoryPage(
    filter: HistoryWhere,
    page: Pick<ListPage<TransactionSortField>, 'sortField' | 'sortOrder' | 'offset' | 'limit'>,
  ): Promise<HistoryRow[]> {
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const order = `ORDER BY ${HISTORY_SORT_SQL[page.sortField]} ${dir}, t.id ${dir}`;
    const window = `LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`;
    if (filter.byName)
      return this.rows<HistoryRow>(
        `SELECT * FROM (${HISTORY_SELECT}) t ${filter.sql} ${order} ${window}`,
        filter.params,
      );
    const firstOfEach = TRANSACTION_BRANCHES.map(
      (branch) =>
        `(SELECT * FROM (${branch}) t ${filter.sql} ${order} LIMIT ${Number(page.offset) + Number(page.limit)})`,
    ).join('\nUNION ALL\n');
    return this.rows<HistoryRow>(
      `SELECT * FROM (${historySelect(`(SELECT * FROM (${firstOfEach}) t ${order} ${window})`)}) t ${order}`,
      filter.params,
    );
  }

  /**
   * The history's filter for a viewer: $1 is the viewed company; type, day range and a search over BCUID, company,
   * receiver (a facilitator-created receiver is searchable only by a Supplier or itself) and sender.
   */
  historyFilter(viewer: { companyId: string; companyType: string }, filter: TransactionFilter): HistoryWhere {
    const w = new HistoryWhere();
    w.params.push(viewer.companyId); // $1 of TRANSACTION_SOURCES
    if (filter.type) {
      w.add('t.type = ANY(?)', [filter.type].flat());
      w.typesParam = `$${w.params.length}`;
    }
    w.dateRange('t.date', filter.from, filter.to);
    // the monthly figures answer the total of every type or of some types, not of a day range or a search
    w.byFigures = !filter.from && !filter.to && !filter.q;
    const receiverSearch =
      viewer.companyType === 'Supplier'
        ? 't.receiver_name ILIKE ?'
        : '((NOT t.receiver_anonymous OR t.receiver_id = $1) AND t.receiver_name ILIKE ?)';
    w.byName = !!filter.q;
    if (filter.q)
      w.add(
        `(t.bcuid ILIKE ? OR t.company_name ILIKE ? OR ${receiverSearch}
          OR ((t.sender->>'firstName') || ' ' || (t.sender->>'lastName')) ILIKE ?)`,
        likePattern(filter.q),
      );
    return w;
  }
}

/**
 * The history's filter; `byName` when it also reads the joined names (the search), not only the sources' columns;
 * `byFigures` when its total can be read from the kept monthly figures (no search, no day range), `typesParam` the
 * placeholder of its types if it has a type filter.
 */
export class HistoryWhere extends SqlFilter {
  byName = false;
  byFigures = false;
  typesParam?: string;
}

// ---- trading: the SQL and rows of the methods above ----

export type RequestKind = 'Transfer' | 'Retirement';

/** A row of credit_requests as SELECT * returns it. */
export interface CreditRequestRow {
  id: string;
  kind: RequestKind;
  status: string;
  credit_id: string;
  held_credit_id: string;
  amount_kg: string;
  sender_company_id: string;
  sender_user_id: string;
  receiver_company_id: string;
  on_behalf_company_id: string | null;
  submission_id: string | null;
  is_scope1_provider: boolean | null;
  is_scope3_provider: boolean | null;
  credit_claim_country: string | null;
  reporting: string | null;
  scope3_company_id: string | null;
  scope3_anonymity: boolean;
  expires_at: Date | null;
}

interface NewRequest {
  creditId: string;
  heldCreditId: string;
  amountKg: string;
  amountType: string;
  amountInput: string;
  senderCompanyId: string;
  senderUserId: string;
  onBehalfCompanyId: string | null;
  submissionId: string;
  isScope1Provider: boolean | null;
  creditClaimCountry: string | null;
  reporting: string | null;
  createdAt: Date;
}

export interface NewTransferRequest extends NewRequest {
  receiverCompanyId: string;
  bulkId: string | null;
  isScope3Provider: boolean | null;
}

export interface NewRetirementRequest extends NewRequest {
  scope3CompanyId: string | null;
  scope3Anonymity: boolean;
}

/** The SELECT behind CreditRequestView (alias r for credit_requests). */
const REQUEST_VIEW_SELECT = `
  SELECT r.id, r.kind, r.status, r.credit_id AS "creditId", oc.bcuid, r.held_credit_id AS "heldCreditId", hc.bcuid AS "heldBcuid",
         r.amount_kg::text AS "amountKg", hc.co2eq_kg::text AS "co2eqKg", hc.energy_mj::text AS "energyMj",
         r.amount_type AS "amountType", r.amount_input AS "amountInput",
         ${companyRefJson('r.sender_company_id')} AS sender,
         coalesce((SELECT trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')) FROM users su
                    WHERE su.id = r.sender_user_id), '') AS "senderUser",
         CASE WHEN rc.id IS NULL THEN NULL ELSE json_build_object('id', rc.id, 'name', rc.name, 'type', rc.type) END AS receiver,
         ${companyRefJson('r.on_behalf_company_id')} AS "onBehalfBy",
         r.is_scope1_provider AS "isScope1Provider", r.is_scope3_provider AS "isScope3Provider",
         r.credit_claim_country AS "creditClaimCountry", r.reporting,
         ${companyRefJson('r.scope3_company_id')} AS "scope3Company",
         r.scope3_anonymity AS "scope3Anonymity", r.submission_id AS "submissionId", r.statement_id AS "statementId",
         r.created_at AS "createdAt", r.decided_at AS "decidedAt", r.completed_at AS "completedAt", r.expires_at AS "expiresAt"
  FROM credit_requests r
  JOIN credits oc ON oc.id = r.credit_id
  JOIN credits hc ON hc.id = r.held_credit_id
  LEFT JOIN companies rc ON rc.id = r.receiver_company_id`;

/** A submission's request with its statement's RSID (findViewBySubmission: the answer of every approval). */
const SUBMISSION_REQUEST_SQL = prepared(
  `SELECT v.*, rs.rsid AS "statementRsid"
     FROM (${REQUEST_VIEW_SELECT} WHERE r.submission_id = $1) v
     LEFT JOIN retirement_statements rs ON rs.id = v."statementId"`,
);

/** A request as REQUEST_VIEW_SELECT reads it (kilograms and dates as stored). */
export type RequestViewRow = Omit<
  CreditRequestView,
  'amount' | 'tonnesOfCO2eq' | 'neatAmountInMJ' | 'createdAt' | 'decidedAt' | 'completedAt' | 'expiresAt'
> & {
  amountKg: string;
  co2eqKg: string;
  energyMj: string;
  createdAt: Date;
  decidedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date | null;
};

/** A submission's request as its admin detail reads it: the view row and its statement's RSID, if any. */
export type SubmissionRequestRow = RequestViewRow & { statementRsid: string | null };

const OUTGOING_SORT_SQL: Record<(typeof OUTGOING_SORT_FIELDS)[number], string> = {
  createdAt: 'r.created_at',
  amount: 'r.amount_kg',
  status: 'r.status',
};

const INCOMING_SORT_SQL: Record<(typeof INCOMING_SORT_FIELDS)[number], string> = {
  createdAt: 'r.created_at',
  amount: 'r.amount_kg',
  status: 'r.status',
};

const INCOMING_SELECT = `
  SELECT r.id, r.created_at AS "createdAt", r.decided_at AS "arrivedAt", r.completed_at AS "decidedAt", r.expires_at AS "expiresAt",
         json_build_object('id', s.id, 'name', s.name, 'type', s.type) AS "from",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS by,
         hc.id AS "creditId", hc.bcuid, r.amount_kg::text AS "amountKg", hc.co2eq_kg::text AS "co2eqKg", hc.energy_mj::text AS "energyMj",
         r.status AS "rawStatus"
  FROM credit_requests r
  JOIN credits hc ON hc.id = r.held_credit_id
  JOIN companies s ON s.id = r.sender_company_id
  LEFT JOIN users u ON u.id = r.sender_user_id`;

/** Transfers the company ($1) received once the admin approved them. */
const RECEIVED = `r.kind = 'Transfer' AND r.receiver_company_id = $1 AND r.status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired')`;

/** The request of a submission, locked for its decision (lockBySubmission). */
const LOCK_BY_SUBMISSION_SQL = prepared(
  'SELECT * FROM credit_requests WHERE submission_id = $1 AND kind = $2 FOR UPDATE',
);

/** A transfer the company ($2) received, locked for the receiver's answer (lockReceived). */
const LOCK_RECEIVED_SQL = prepared(
  "SELECT * FROM credit_requests WHERE id = $1 AND kind = 'Transfer' AND receiver_company_id = $2 AND status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired') FOR UPDATE",
);

/** One received transfer with the sender's declaration (findIncoming; also the answer of an accept or a decline). */
const INCOMING_DETAIL_SQL = prepared(
  `${INCOMING_SELECT.replace(
    'r.status AS "rawStatus"',
    `r.status AS "rawStatus", r.sender_company_id AS "senderId", r.is_scope1_provider AS "isScope1",
     r.is_scope3_provider AS "isScope3", r.credit_claim_country AS country, r.reporting`,
  )} WHERE r.id = $2 AND ${RECEIVED}`,
);

/** A received transfer as INCOMING_SELECT reads it. */
export interface IncomingRow {
  id: string;
  createdAt: Date;
  arrivedAt: Date | null;
  decidedAt: Date | null;
  expiresAt: Date | null;
  from: { id: string; name: string; type: string };
  by: string;
  creditId: string;
  bcuid: string;
  amountKg: string;
  co2eqKg: string;
  energyMj: string;
  rawStatus: string;
}

export interface IncomingDetailRow extends IncomingRow {
  senderId: string;
  isScope1: boolean | null;
  isScope3: boolean | null;
  country: string | null;
  reporting: string | null;
}

/** SQL: the status expression is one the balance counts (a fixed list from the contracts, no input). */
const COUNTED = (status: string) => `(${status} IN (${BALANCE_COUNTED_STATUSES.map((st) => `'${st}'`).join(', ')}))`;

/**
 * Every source of the transactions history as rows of one shape (id, type, date, status, credit_id, bcuid,
 * company_id, user_id, receiver_id, direction, amount_kg, co2eq_kg, completed); $1 is the viewed company. The one
 * definition of what a transaction is: the history lists it; the dashboard KPIs and chart (kpi.service.ts) read its
 * monthly totals, which the database keeps by the same rules (migration 1763760003600 — a change here must be made
 * there too; the acceptance test kpi-figures checks the two agree). `completed` says whether those totals count the
 * row (a registration approved, a transfer accepted by its receiver, a retirement or Scope 1 request approved, every
 * withdrawal), written on each source's own columns so that the history's total can count the rest from their
 * indexes (countHistory).
 */
export const TRANSACTION_BRANCHES = [
  // the id and date expressions are those of the index credits_issuer_registrations (migration 1763760003201)
  `SELECT 'reg:' || c.id::text AS id, 'Register' AS type,
         coalesce(c.registration_approved_at, c.registration_denied_at, c.created_at) AS date,
         CASE WHEN c.registration_approved_at IS NOT NULL THEN 'Approved'
              WHEN c.registration_denied_at IS NOT NULL THEN 'Denied' ELSE 'Pending' END AS status,
         c.id AS credit_id, c.bcuid, c.issuer_company_id AS company_id, c.registered_by_user_id AS user_id,
         NULL::uuid AS receiver_id, 'incoming' AS direction, c.volume_kg AS amount_kg, c.co2eq_kg AS co2eq_kg,
         c.registration_approved_at IS NOT NULL AS completed
  FROM credits c
  WHERE c.parent_id IS NULL AND c.issuer_company_id = $1`,
  `SELECT 'req:' || r.id AS id, r.kind AS type, coalesce(r.completed_at, r.decided_at, r.created_at) AS date,
         r.status, r.credit_id, c.bcuid, r.sender_company_id AS company_id, r.sender_user_id AS user_id,
         r.receiver_company_id AS receiver_id, 'outgoing' AS direction, r.amount_kg, h.co2eq_kg,
         (r.kind = 'Transfer' AND r.status = 'Deposit Approved') OR (r.kind = 'Retirement' AND r.status = 'Approved')
           AS completed
  FROM credit_requests r JOIN credits c ON c.id = r.credit_id JOIN credits h ON h.id = r.held_credit_id
  WHERE r.sender_company_id = $1 OR r.on_behalf_company_id = $1`,
  `SELECT 'in:' || r.id AS id, 'Incoming' AS type, coalesce(r.completed_at, r.decided_at, r.created_at) AS date,
         CASE r.status WHEN 'Deposit Pending' THEN 'Pending' WHEN 'Deposit Approved' THEN 'Approved'
                       WHEN 'Deposit Rejected' THEN 'Denied' ELSE 'Expired' END AS status,
         r.held_credit_id AS credit_id, h.bcuid, r.sender_company_id AS company_id, r.sender_user_id AS user_id,
         r.receiver_company_id AS receiver_id, 'incoming' AS direction, r.amount_kg, h.co2eq_kg,
         r.status = 'Deposit Approved' AS completed
  FROM credit_requests r JOIN credits h ON h.id = r.held_credit_id
  WHERE r.kind = 'Transfer' AND r.receiver_company_id = $1
    AND r.status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired')`,
  `SELECT 'exp:' || e.id AS id, 'Withdrawal' AS type, e.created_at AS date, coalesce(e.post_status, 'Expired') AS status,
         e.credit_id, coalesce(e.bcuid, c.bcuid) AS bcuid, c.company_id, e.user_id, NULL::uuid AS receiver_id,
         CASE WHEN ${COUNTED('e.pre_status')} THEN 'outgoing' ELSE 'incoming' END AS direction,
         coalesce(e.amount_kg, c.volume_kg) AS amount_kg, c.co2eq_kg, true AS completed
  FROM credit_events e JOIN credits c ON c.id = e.credit_id
  WHERE e.event IN ('Expired', 'Edited') AND coalesce(e.holder_company_id, c.company_id) = $1
    AND ${COUNTED('e.pre_status')} <> ${COUNTED("coalesce(e.post_status, 'Expired')")}`,
  `SELECT 'info:' || i.id AS id, 'Scope1' AS type, coalesce(i.answered_at, i.created_at) AS date, i.status,
         i.credit_id, c.bcuid, i.requester_company_id AS company_id, i.requester_user_id AS user_id,
         i.target_company_id AS receiver_id, NULL::text AS direction, c.volume_kg AS amount_kg, c.co2eq_kg,
         i.status = 'Approved' AS completed
  FROM info_requests i JOIN credits c ON c.id = i.credit_id
  WHERE i.requester_company_id = $1 OR i.target_company_id = $1 OR i.holder_company_id = $1`,
];

/** The sources as one derivation (see TRANSACTION_BRANCHES). */
export const TRANSACTION_SOURCES = TRANSACTION_BRANCHES.join('\nUNION ALL\n');

const person = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name) END`;

/** The history's rows of `sources` (rows of TRANSACTION_SOURCES' shape) joined with the names. */
const historySelect = (sources: string) => `
  SELECT t.id, t.type, t.date, t.status, t.credit_id, t.bcuid, t.company_id, co.name AS company_name,
         co.type AS company_type, ${person('u')} AS sender, t.receiver_id, rc.name AS receiver_name,
         EXISTS (SELECT 1 FROM company_contacts cc
                 WHERE cc.to_company_id = t.receiver_id AND cc.is_created_by_facilitator) AS receiver_anonymous,
         t.direction, t.amount_kg, t.co2eq_kg
  FROM ${sources} t
  JOIN companies co ON co.id = t.company_id
  LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN companies rc ON rc.id = t.receiver_id`;

/** Every transaction of the viewed company ($1) joined with the names. */
const HISTORY_SELECT = historySelect(`(${TRANSACTION_SOURCES})`);

const HISTORY_SORT_SQL: Record<TransactionSortField, string> = {
  date: 't.date',
  type: 't.type',
  amount: 't.amount_kg',
  bcuid: 't.bcuid',
};

/** A row of the transactions history, joined with the names. */
export interface HistoryRow {
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
