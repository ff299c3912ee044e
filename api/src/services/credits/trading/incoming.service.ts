/**
 * Incoming Transactions (spec 2 §2.10, spec 3 §4): transfers the admin approved wait for the receiver, who accepts
 * (Deposit Approved: the BCU becomes its own, Active) or denies (Deposit Rejected: back to the sender, Active), only
 * while pending; left unanswered past expires_at (DEPOSIT_EXPIRY_DAYS) they expire (Deposit Expired, back to the
 * sender). Both parties are e-mailed when the transfer completes.
 */
import type { Tx } from '../../../datasources';
import {
  type IncomingFilter,
  type IncomingStatus,
  type IncomingTransaction,
  type IncomingTransactionDetail,
  type INCOMING_SORT_FIELDS,
  INCOMING_STATUS_LABELS,
  MSG,
  kgToTonnes,
} from '../../../contracts';
import type { Database } from '../../../db/database';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { CreditRow, LedgerActor, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import { type TradingActor, companyEmails, ledgerActor, userEmail } from './trading-support';

const STATUS_SQL: Record<IncomingStatus, string> = {
  Pending: 'Deposit Pending',
  Approved: 'Deposit Approved',
  Denied: 'Deposit Rejected',
  Expired: 'Deposit Expired',
};
const FROM_STATUS: Record<string, IncomingStatus> = Object.fromEntries(
  Object.entries(STATUS_SQL).map(([k, v]) => [v, k as IncomingStatus]),
);

const SORT_SQL: Record<(typeof INCOMING_SORT_FIELDS)[number], string> = {
  createdAt: 'r.created_at',
  amount: 'r.amount_kg',
  status: 'r.status',
};

const SELECT = `
  SELECT r.id, r.created_at AS "createdAt", r.decided_at AS "arrivedAt", r.completed_at AS "decidedAt", r.expires_at AS "expiresAt",
         json_build_object('id', s.id, 'name', s.name, 'type', s.type) AS "from",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS by,
         hc.id AS "creditId", hc.bcuid, r.amount_kg::text AS "amountKg", hc.co2eq_kg::text AS "co2eqKg", hc.energy_mj::text AS "energyMj",
         r.status AS "rawStatus"
  FROM credit_requests r
  JOIN credits hc ON hc.id = r.held_credit_id
  JOIN companies s ON s.id = r.sender_company_id
  LEFT JOIN users u ON u.id = r.sender_user_id`;

type Raw = Omit<
  IncomingTransaction,
  | 'amount'
  | 'tonnesOfCO2eq'
  | 'neatAmountInMJ'
  | 'status'
  | 'statusLabel'
  | 'createdAt'
  | 'arrivedAt'
  | 'decidedAt'
  | 'expiresAt'
> & {
  amountKg: string;
  co2eqKg: string;
  energyMj: string;
  rawStatus: string;
  createdAt: Date;
  arrivedAt: Date | null;
  decidedAt: Date | null;
  expiresAt: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function view(r: Raw): IncomingTransaction {
  const { amountKg, co2eqKg, energyMj, rawStatus, ...rest } = r;
  const status = FROM_STATUS[rawStatus];
  return {
    ...rest,
    amount: kgToTonnes(amountKg),
    tonnesOfCO2eq: kgToTonnes(co2eqKg),
    neatAmountInMJ: energyMj,
    status,
    statusLabel: INCOMING_STATUS_LABELS[status],
    createdAt: r.createdAt.toISOString(),
    arrivedAt: iso(r.arrivedAt),
    decidedAt: iso(r.decidedAt),
    expiresAt: iso(r.expiresAt),
  };
}

const RECEIVED = `r.kind = 'Transfer' AND r.receiver_company_id = $1 AND r.status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired')`;

export class IncomingService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async list(actor: TradingActor, f: IncomingFilter, page: ListPage<(typeof INCOMING_SORT_FIELDS)[number]>) {
    const params: unknown[] = [actor.companyId];
    const where = [RECEIVED];
    if (f.status) where.push(`r.status = ANY($${params.push([f.status].flat().map((s) => STATUS_SQL[s]))})`);
    if (f.q)
      where.push(
        `(hc.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR s.name ILIKE $${params.length} OR (u.first_name || ' ' || u.last_name) ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r JOIN credits hc ON hc.id = r.held_credit_id JOIN companies s ON s.id = r.sender_company_id
       LEFT JOIN users u ON u.id = r.sender_user_id ${w}`,
      params,
    );
    const rows = await this.db.rows<Raw>(
      `${SELECT} ${w} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows: rows.map(view), total: Number(total!.n) };
  }

  /** Pending incoming transactions (the tab's badge). */
  async count(actor: TradingActor): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r WHERE ${RECEIVED} AND r.status = 'Deposit Pending'`,
      [actor.companyId],
    );
    return Number(row!.n);
  }

  /** One incoming transaction with its BCU Info, Scope 1 Info and Scope 3 Info tabs. */
  async detail(actor: TradingActor, id: string): Promise<IncomingTransactionDetail> {
    const row = await this.db.one<
      Raw & {
        senderId: string;
        isScope1: boolean | null;
        isScope3: boolean | null;
        country: string | null;
        reporting: string | null;
      }
    >(
      `${SELECT.replace(
        'r.status AS "rawStatus"',
        `r.status AS "rawStatus", r.sender_company_id AS "senderId", r.is_scope1_provider AS "isScope1",
         r.is_scope3_provider AS "isScope3", r.credit_claim_country AS country, r.reporting`,
      )} WHERE r.id = $2 AND ${RECEIVED}`,
      [actor.companyId, id],
    );
    if (!row) throw notFound();
    const bcu = await this.db.one<Record<string, unknown>>(
      `SELECT c.id, c.bcuid AS "BCUID", c.status, (c.volume_kg / 1000.0)::numeric(20,3)::text AS volume,
              (c.co2eq_kg / 1000.0)::numeric(20,3)::text AS "tonnesOfCO2eq", c.energy_mj::text AS "neatAmountInMJ",
              c.details, c.expires_at AS "expiresAt", c.registration_approved_at AS "registrationApproveDate",
              i.name AS "issuerName", p.bcuid AS "parentBcuid"
       FROM credits c JOIN companies i ON i.id = c.issuer_company_id LEFT JOIN credits p ON p.id = c.parent_id WHERE c.id = $1`,
      [row.creditId],
    );
    const { isScope1, isScope3, country, reporting, ...raw } = row;
    delete (raw as Partial<typeof row>).senderId;
    return {
      ...view(raw),
      bcuInfo: bcu ?? {},
      scope1: {
        isScope1Provider: isScope1,
        company: isScope1 ? row.from : null,
        creditClaimCountry: country,
        reporting,
      },
      scope3: { isScope3Provider: isScope3, logisticCompany: isScope3 ? row.from : null },
    };
  }

  /** The receiver accepts: Deposit Approved, the BCU is its own (with the sender's Scope 1 / Scope 3 declaration). */
  async accept(actor: TradingActor, id: string): Promise<IncomingTransactionDetail> {
    await this.db.tx(async (tx) => {
      const r = await this.pending(tx, actor, id);
      const scope = {
        ...(r.is_scope1_provider
          ? { scope1CompanyId: r.sender_company_id, creditClaimCountry: r.credit_claim_country, reporting: r.reporting }
          : {}),
        ...(r.is_scope3_provider ? { scope3LogisticCompanyId: r.sender_company_id } : {}),
      };
      const credit = await this.ledger.moveOwnership(tx, r.held_credit_id, actor.companyId, ledgerActor(actor), {
        submissionId: r.submission_id,
        byFacilitator: !!r.on_behalf_company_id,
        scope,
      });
      await this.complete(tx, r, 'Deposit Approved', actor.userId, credit.bcuid);
    });
    void this.mail.flush();
    return this.detail(actor, id);
  }

  /** The receiver denies: Deposit Rejected, back to the sender as Active. */
  async deny(actor: TradingActor, id: string): Promise<IncomingTransactionDetail> {
    await this.db.tx(async (tx) => {
      const r = await this.pending(tx, actor, id);
      const credit = await this.ledger.release(
        tx,
        r.held_credit_id,
        'Deposit Rejected',
        ledgerActor(actor),
        r.submission_id,
      );
      await this.complete(tx, r, 'Deposit Rejected', actor.userId, credit.bcuid);
    });
    void this.mail.flush();
    return this.detail(actor, id);
  }

  /** Expires deposits left unanswered past their deadline (System); returns the request ids. */
  async expireDeposits(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    const due = await this.db.rows<{ id: string }>(
      `SELECT id FROM credit_requests WHERE status = 'Deposit Pending' AND expires_at <= $1
       ${scope.companyIds ? 'AND (sender_company_id = ANY($2::uuid[]) OR receiver_company_id = ANY($2::uuid[]))' : ''} ORDER BY id`,
      scope.companyIds ? [this.clock.now(), scope.companyIds] : [this.clock.now()],
    );
    const done: string[] = [];
    for (const { id } of due) {
      const expired = await this.db.tx(async (tx) => {
        const r = await this.db.one<RequestRow>(
          "SELECT * FROM credit_requests WHERE id = $1 AND status = 'Deposit Pending' AND expires_at <= $2 FOR UPDATE SKIP LOCKED",
          [id, this.clock.now()],
          tx,
        );
        if (!r) return false;
        const by: LedgerActor = { kind: 'System' };
        const credit = await this.ledger.release(tx, r.held_credit_id, 'Deposit Expired', by, r.submission_id);
        await this.complete(tx, r, 'Deposit Expired', null, credit.bcuid);
        return true;
      });
      if (expired) done.push(id);
    }
    if (done.length) void this.mail.flush();
    return done;
  }

  /**
   * The validity job (trading-expiry.service.ts): a deposit still waiting for the receiver whose BCU expired goes back
   * to the sender (Deposit Expired, System); both parties are mailed. Returns the released credit.
   */
  async cancelOnExpiry(tx: Tx, requestId: string): Promise<CreditRow | undefined> {
    const r = await this.db.one<RequestRow>(
      "SELECT * FROM credit_requests WHERE id = $1 AND status = 'Deposit Pending' FOR UPDATE",
      [requestId],
      tx,
    );
    if (!r) return undefined;
    const credit = await this.ledger.release(
      tx,
      r.held_credit_id,
      'Deposit Expired',
      { kind: 'System' },
      r.submission_id,
    );
    await this.complete(
      tx,
      r,
      'Deposit Expired',
      null,
      credit.bcuid,
      "the BCU's validity ended before the receiver accepted it; it is back with the sender as Expired",
    );
    return credit;
  }

  private async pending(tx: Tx, actor: TradingActor, id: string): Promise<RequestRow> {
    const r = await this.db.one<RequestRow>(
      "SELECT * FROM credit_requests WHERE id = $1 AND kind = 'Transfer' AND receiver_company_id = $2 AND status IN ('Deposit Pending', 'Deposit Approved', 'Deposit Rejected', 'Deposit Expired') FOR UPDATE",
      [id, actor.companyId],
      tx,
    );
    if (!r) throw notFound();
    if (r.status !== 'Deposit Pending' || (r.expires_at && r.expires_at <= this.clock.now()))
      throw conflict(MSG.requestNotPending);
    return r;
  }

  private async complete(
    tx: Tx,
    r: RequestRow,
    status: 'Deposit Approved' | 'Deposit Rejected' | 'Deposit Expired',
    userId: string | null,
    bcuid: string,
    why?: string,
  ) {
    await tx.query('UPDATE credit_requests SET status = $2, completed_at = $3, receiver_user_id = $4 WHERE id = $1', [
      r.id,
      status,
      this.clock.now(),
      userId,
    ]);
    const what = {
      'Deposit Approved': 'accepted by the receiver',
      'Deposit Rejected': 'denied by the receiver; the BCU is back with the sender',
      'Deposit Expired': 'not accepted in time and has expired; the BCU is back with the sender',
    }[status];
    const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU (${bcuid}) has ${why ? `expired: ${why}` : `been ${what}`}.\n`;
    const to = new Set([
      ...(await userEmail(this.db, tx, r.sender_user_id)),
      ...(await companyEmails(this.db, tx, r.sender_company_id)),
      ...(await companyEmails(this.db, tx, r.receiver_company_id)),
    ]);
    for (const email of to) await this.mail.queue(tx, { to: email, subject: `BCU transfer: ${status}`, text });
  }
}

interface RequestRow {
  id: string;
  status: string;
  held_credit_id: string;
  submission_id: string | null;
  sender_company_id: string;
  sender_user_id: string;
  receiver_company_id: string;
  on_behalf_company_id: string | null;
  amount_kg: string;
  is_scope1_provider: boolean | null;
  is_scope3_provider: boolean | null;
  credit_claim_country: string | null;
  reporting: string | null;
  expires_at: Date | null;
}
