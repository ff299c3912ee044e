/**
 * Incoming Transactions (spec 2 §2.10, spec 3 §4): transfers the admin approved wait for the receiver, who accepts
 * (Deposit Approved: the BCU becomes its own, Active) or denies (Deposit Rejected: back to the sender, Active), only
 * while pending; left unanswered past expires_at (DEPOSIT_EXPIRY_DAYS) they expire (Deposit Expired, back to the
 * sender). Both parties are e-mailed when the transfer completes.
 */
import type { Tx, UnitOfWork } from '../../../datasources';
import type { CreditRequestRow, IncomingRow, Repositories } from '../../../repositories';
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
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { CreditRow, LedgerActor, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import { type TradingActor, ledgerActor, mailOutcome } from './trading-support';
import type { WebhookEmitter } from '../../integrations/webhook.service';
import { transferResource } from '../../integrations/webhook-resources';

const STATUS_SQL: Record<IncomingStatus, string> = {
  Pending: 'Deposit Pending',
  Approved: 'Deposit Approved',
  Denied: 'Deposit Rejected',
  Expired: 'Deposit Expired',
};
const FROM_STATUS: Record<string, IncomingStatus> = Object.fromEntries(
  Object.entries(STATUS_SQL).map(([k, v]) => [v, k as IncomingStatus]),
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function view(r: IncomingRow): IncomingTransaction {
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

export class IncomingService {
  constructor(
    private readonly repos: Pick<Repositories, 'creditRequests' | 'credits' | 'users'>,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly hooks?: WebhookEmitter,
  ) {}

  async list(actor: TradingActor, f: IncomingFilter, page: ListPage<(typeof INCOMING_SORT_FIELDS)[number]>) {
    const { rows, total } = await this.repos.creditRequests.findIncomingPage(
      actor.companyId,
      { statuses: f.status && [f.status].flat().map((st) => STATUS_SQL[st]), q: f.q },
      page,
    );
    return { rows: rows.map(view), total };
  }

  /** Pending incoming transactions (the tab's badge). */
  async count(actor: TradingActor): Promise<number> {
    return this.repos.creditRequests.countPendingIncoming(actor.companyId);
  }

  /** One incoming transaction with its BCU Info, Scope 1 Info and Scope 3 Info tabs. */
  async detail(actor: TradingActor, id: string): Promise<IncomingTransactionDetail> {
    const row = await this.repos.creditRequests.findIncoming(actor.companyId, id);
    if (!row) throw notFound();
    const bcu = await this.repos.credits.findBcuInfo(row.creditId);
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
    await this.uow.transaction(async (tx) => {
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
    await this.uow.transaction(async (tx) => {
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
    const due = await this.repos.creditRequests.dueDeposits(this.clock.now(), scope.companyIds);
    const done: string[] = [];
    for (const id of due) {
      const expired = await this.uow.transaction(async (tx) => {
        const r = await this.repos.creditRequests.lockDueDeposit(id, this.clock.now(), tx);
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
    const r = await this.repos.creditRequests.lockDepositPending(requestId, tx);
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

  private async pending(tx: Tx, actor: TradingActor, id: string): Promise<CreditRequestRow> {
    const r = await this.repos.creditRequests.lockReceived(id, actor.companyId, tx);
    if (!r) throw notFound();
    if (r.status !== 'Deposit Pending' || (r.expires_at && r.expires_at <= this.clock.now()))
      throw conflict(MSG.requestNotPending);
    return r;
  }

  private async complete(
    tx: Tx,
    r: CreditRequestRow,
    status: 'Deposit Approved' | 'Deposit Rejected' | 'Deposit Expired',
    userId: string | null,
    bcuid: string,
    why?: string,
  ) {
    await this.repos.creditRequests.completeDeposit(r.id, status, this.clock.now(), userId, tx);
    // the sender learns the outcome; on acceptance the receiver's systems too
    const resource = transferResource(r, bcuid, status);
    if (status === 'Deposit Approved')
      await this.hooks?.emit(tx, [r.sender_company_id, r.receiver_company_id], 'transfer.completed', resource);
    else if (status === 'Deposit Rejected')
      await this.hooks?.emit(tx, [r.sender_company_id], 'transfer.rejected', { ...resource, rejectedBy: 'receiver' });
    else await this.hooks?.emit(tx, [r.sender_company_id, r.receiver_company_id], 'transfer.expired', resource);
    const what = {
      'Deposit Approved': 'accepted by the receiver',
      'Deposit Rejected': 'denied by the receiver; the BCU is back with the sender',
      'Deposit Expired': 'not accepted in time and has expired; the BCU is back with the sender',
    }[status];
    const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU (${bcuid}) has ${why ? `expired: ${why}` : `been ${what}`}.\n`;
    await mailOutcome(
      { mail: this.mail, tx },
      {
        userId: r.sender_user_id,
        companyIds: [r.sender_company_id, r.receiver_company_id],
        subject: `BCU transfer: ${status}`,
        text,
      },
    );
  }
}
