/**
 * Transfers (spec 2 §2.7, §5; DESIGN §4): a holder (or a facilitator acting on its behalf) asks to move an amount of
 * an Active BCU to a contact. The amount is held (Transit, split when partial) and a BCUTransfer submission goes to the
 * admin; approval puts it in the receiver's Incoming Transactions (incoming.service.ts), rejection releases it.
 * Variants by the holder's company type: Airline declares Scope 1 (radio; on yes country and reporting), Forwarder
 * declares Scope 3 logistics (radio), an Intermediary's receiver is not checked against its contacts.
 */
import { randomUUID } from 'node:crypto';
import type { Tx, UnitOfWork } from '../../../datasources';
import type { Repositories, SubmissionRequestRow } from '../../../repositories';
import {
  type BulkTransferItem,
  type BulkTransferRequest,
  type CompanyType,
  type CreditRequestView,
  type OutgoingFilter,
  type OUTGOING_SORT_FIELDS,
  type TransferRecipient,
  type TransferRequest,
  DEPOSIT_EXPIRY_DAYS,
  MSG,
  isPastValidity,
  kgToTonnes,
  quantities,
  resolveAmount,
} from '../../../contracts';
import { conflict, invalid, invalidField, notFound, type ErrorDetail } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import type { Clock } from '../../platform/clock';
import { publish } from '../../platform/events.service';
import type { CreditRow, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import type { SubmissionDecision } from '../../admin/review.service';
import { inTx } from '../../../repositories';
import type { WebhookEmitter } from '../../integrations/webhook.service';
import { transferResource } from '../../integrations/webhook-resources';
import {
  type CreditAccess,
  type TradingActor,
  allowsOnBehalf,
  closeSubmissionOnExpiry,
  creditAccess,
  fmtDate,
  ledgerActor,
  mailOutcome,
  requestView,
  toRequestView,
} from './trading-support';

interface TransferItem {
  access: CreditAccess;
  amountKg: bigint;
  amountType: TransferRequest['amountType'];
  amountInput: string;
  receiverId: string;
  scope1?: TransferRequest['scope1'];
  scope3?: TransferRequest['scope3'];
}

export class TransferService {
  constructor(
    private readonly repos: Pick<
      Repositories,
      'creditRequests' | 'submissions' | 'companies' | 'contacts' | 'users' | 'credits'
    >,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly hooks?: WebhookEmitter,
  ) {}

  /** POST /credits/{id}/transfer: one BCU, whole or part. */
  async submit(actor: TradingActor, creditId: string, input: TransferRequest): Promise<CreditRequestView> {
    const id = await this.uow.transaction(async (tx) => {
      const access = await creditAccess(
        this.repos.companies,
        actor,
        await this.ledger.lock(tx, [creditId]).then((m) => m.get(creditId)),
        tx,
      );
      if (access.credit.status !== 'Active') throw conflict(MSG.creditNotActive);
      this.ledger.refuseExpired(access.credit);
      const amount = resolveAmount(
        quantities({
          volumeKg: access.credit.volume_kg,
          co2eqKg: access.credit.co2eq_kg,
          energyMj: access.credit.energy_mj,
        }),
        access.availableKg,
        input.amount,
        input.amountType,
      );
      if (!amount.ok) throw invalidField('amount', amount.message);
      const item: TransferItem = {
        access,
        amountKg: amount.kg,
        amountType: input.amountType,
        amountInput: String(input.amount),
        receiverId: input.receiverId,
        scope1: input.scope1,
        scope3: input.scope3,
      };
      await this.check(tx, actor, item, '');
      return this.create(tx, actor, item, null);
    });
    void this.mail.flush();
    return requestView(this.repos.creditRequests, id);
  }

  /** POST /credits/transfers/bulk: the full amount of each BCU, all or none. */
  async submitBulk(actor: TradingActor, input: BulkTransferRequest): Promise<CreditRequestView[]> {
    const ids = await this.uow.transaction(async (tx) => {
      const locked = await this.ledger.lock(
        tx,
        input.transfers.map((t) => t.creditId),
      );
      const items: TransferItem[] = [];
      for (const [i, t] of input.transfers.entries()) {
        const access = await creditAccess(this.repos.companies, actor, locked.get(t.creditId), tx);
        if (access.credit.status !== 'Active') throw invalidField(`transfers.${i}.creditId`, MSG.creditNotActive);
        if (isPastValidity(access.credit.expires_at, this.clock.now()))
          throw invalidField(`transfers.${i}.creditId`, MSG.creditExpired);
        // spec 2 §2.7: the full amount of each BCU moves, no splitting — a facilitator holding less than the whole BCU sends it alone
        if (access.availableKg < BigInt(access.credit.volume_kg))
          throw invalidField(`transfers.${i}.creditId`, MSG.bulkWholeBcuOnly);
        const item = this.bulkItem(access, t);
        await this.check(tx, actor, item, `transfers.${i}.`);
        items.push(item);
      }
      const bulkId = randomUUID();
      const created: string[] = [];
      for (const item of items) created.push(await this.create(tx, actor, item, bulkId));
      return created;
    });
    void this.mail.flush();
    return Promise.all(ids.map((id) => requestView(this.repos.creditRequests, id)));
  }

  /** Recipients of §2.7: the holder's contacts except its own company, Facilitator companies and facilitator-created ones. */
  async recipients(actor: TradingActor, creditId?: string): Promise<TransferRecipient[]> {
    let holderId = actor.companyId;
    if (creditId) {
      const credit = await this.repos.credits.findRow<CreditRow>(creditId);
      holderId = (await creditAccess(this.repos.companies, actor, credit)).credit.company_id;
    } else if (actor.companyType === 'Facilitator') return [];
    return this.repos.contacts.findTransferRecipients(holderId);
  }

  /** The actor's own transfer and retirement requests (as sender or as the facilitator acting). */
  async listOutgoing(actor: TradingActor, f: OutgoingFilter, page: ListPage<(typeof OUTGOING_SORT_FIELDS)[number]>) {
    const { rows, total } = await this.repos.creditRequests.findOutgoingPage(actor.companyId, f, page);
    return { rows: rows.map(toRequestView), total };
  }

  async outgoingDetail(actor: TradingActor, id: string): Promise<CreditRequestView> {
    const view = await requestView(this.repos.creditRequests, id);
    if (view.sender.id !== actor.companyId && view.onBehalfBy?.id !== actor.companyId) throw notFound(MSG.notFound);
    return view;
  }

  /** The BCUTransfer decider (runs in the review transaction): approve → Deposit Pending; reject → released. */
  async decide(tx: Tx, d: SubmissionDecision): Promise<void> {
    const r = await this.repos.creditRequests.lockBySubmission(d.id, 'Transfer', tx);
    if (!r) return;
    if (r.status !== 'Pending') throw conflict(MSG.requestNotPending);
    const by = { kind: 'User' as const, userId: d.reviewer.userId, companyId: d.reviewer.companyId };
    const now = this.clock.now();
    const held = await this.ledger.lockOne(tx, r.held_credit_id);
    if (d.status === 'Approved') {
      this.ledger.refuseExpired(held);
      await this.ledger.record(tx, held, 'Transfer Approved', by, { submissionId: d.id });
      // the receiver's Incoming Transactions badge
      await publish(tx, {
        topic: 'counters',
        data: { event: 'Transfer Approved' },
        companyIds: [r.receiver_company_id],
      });
      const expires = new Date(now.getTime() + DEPOSIT_EXPIRY_DAYS * 86_400_000);
      await this.repos.creditRequests.markDepositPending(r.id, now, d.reviewer.userId, expires, tx);
      await this.hooks?.emit(tx, [r.receiver_company_id], 'transfer.incoming', {
        ...transferResource(r, held.bcuid, 'Deposit Pending'),
        expiresAt: expires.toISOString(),
      });
      const text = `Hello,\n\n${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} have been transferred to your account and await your acceptance in Incoming Transactions until ${fmtDate(expires)}:\n${this.publicUrl}/dashboard/incoming-requests\n`;
      // the receiver's active users
      await mailOutcome(
        { mail: this.mail, tx },
        {
          userId: null,
          companyIds: [r.receiver_company_id],
          subject: 'A BCU transfer is waiting for your acceptance',
          text,
        },
      );
    } else {
      await this.ledger.release(tx, r.held_credit_id, 'Transfer Rejected', by, d.id);
      await this.repos.creditRequests.markRejected(r.id, now, d.reviewer.userId, tx);
      await this.hooks?.emit(tx, [r.sender_company_id], 'transfer.rejected', {
        ...transferResource(r, held.bcuid, 'Rejected'),
        rejectedBy: 'admin',
      });
      const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} has been rejected by the system admin; the BCU is available again.\n${d.message ? `\nMessage from the system admin: ${d.message}\n` : ''}`;
      await mailOutcome(
        { mail: this.mail, tx },
        {
          userId: r.sender_user_id,
          companyIds: [r.receiver_company_id],
          subject: 'BCU transfer rejected',
          text,
        },
      );
    }
  }

  /**
   * The validity job (trading-expiry.service.ts): a transfer still waiting for the admin whose BCU expired is
   * cancelled by the System — the part goes back to the sender (Transfer Rejected), the submission is closed, the
   * sender and the receiver are mailed. Returns the released credit (the parent when it merged back).
   */
  async cancelOnExpiry(tx: Tx, requestId: string): Promise<CreditRow | undefined> {
    const r = await this.repos.creditRequests.lockInStatus(requestId, 'Transfer', 'Pending', tx);
    if (!r) return undefined;
    const now = this.clock.now();
    const held = await this.ledger.lockOne(tx, r.held_credit_id);
    const credit = await this.ledger.release(
      tx,
      r.held_credit_id,
      'Transfer Rejected',
      { kind: 'System' },
      r.submission_id,
    );
    await this.repos.creditRequests.markCancelled(r.id, now, tx);
    await closeSubmissionOnExpiry(this.repos.submissions, r.submission_id, now, tx);
    const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} has been cancelled: the BCU's validity ended before the transfer was approved, so the BCU stays with the sender as Expired.\n`;
    await mailOutcome(
      { mail: this.mail, tx },
      {
        userId: r.sender_user_id,
        companyIds: [r.receiver_company_id],
        subject: 'BCU transfer rejected: the BCU expired',
        text,
      },
    );
    return credit;
  }

  /** Extra tab of the admin's BCUTransfer submission detail, from the submission's request. */
  detail(request: SubmissionRequestRow): Record<string, unknown> {
    const { statementRsid: _, ...view } = request;
    return { transferInfo: toRequestView(view) };
  }

  // ---- internals ----

  private bulkItem(access: CreditAccess, t: BulkTransferItem): TransferItem {
    return {
      access,
      amountKg: access.availableKg,
      amountType: 'BCU',
      amountInput: kgToTonnes(access.availableKg),
      receiverId: t.receiverId,
      scope1: t.scope1,
      scope3: t.scope3,
    };
  }

  /** The variant rules and the receiver rules; refusals name the field (prefix for bulk items). */
  private async check(tx: Tx, actor: TradingActor, item: TransferItem, prefix: string): Promise<void> {
    const { access } = item;
    const holderId = access.credit.company_id;
    if (access.byFacilitator && !(await allowsOnBehalf(this.repos.contacts, holderId, actor.companyId, tx)))
      throw invalidField(`${prefix}creditId`, MSG.onBehalfNotAllowed);
    const errors: ErrorDetail[] = [];
    if (access.holderType === 'Airline' && !item.scope1)
      errors.push({ path: `${prefix}scope1.isScope1Provider`, message: MSG.chooseOption });
    if (access.holderType === 'Forwarder' && !item.scope3)
      errors.push({ path: `${prefix}scope3`, message: MSG.chooseOption });
    if (errors.length) throw invalid(errors[0].message, errors);
    const receiver = await this.repos.companies.findParty(item.receiverId, tx);
    const fail = () => invalidField(`${prefix}receiverId`, MSG.recipientNotAllowed);
    if (
      !receiver ||
      receiver.status !== 'Active' ||
      receiver.id === holderId ||
      (['Facilitator', 'Admin', 'Auditor'] as CompanyType[]).includes(receiver.type as CompanyType)
    )
      throw fail();
    // spec 2 §2.7: an Intermediary's receiver is not checked against its contacts; every other holder sends to a contact
    if (access.holderType !== 'Intermediary') {
      const contacts = await this.repos.contacts.count(
        { fromCompanyId: holderId, toCompanyId: receiver.id, isCreatedByFacilitator: false },
        inTx(tx),
      );
      if (!contacts.count) throw fail();
    }
  }

  private async create(tx: Tx, actor: TradingActor, item: TransferItem, bulkId: string | null): Promise<string> {
    const { access } = item;
    const holderId = access.credit.company_id;
    const now = this.clock.now();
    const airline = access.holderType === 'Airline';
    const forwarder = access.holderType === 'Forwarder';
    const scope1Yes = airline && item.scope1?.isScope1Provider === 'yes';
    const submissionId = await this.repos.submissions.insertRequestSubmission(
      'BCUTransfer',
      {
        companyId: holderId,
        userId: actor.userId,
        payload: {
          creditId: access.credit.id,
          bcuid: access.credit.bcuid,
          amountKg: item.amountKg.toString(),
          receiverId: item.receiverId,
          bulkId,
        },
        at: now,
      },
      tx,
    );
    const held = await this.ledger.hold(tx, access.credit.id, item.amountKg, 'Transfer Submitted', ledgerActor(actor), {
      submissionId,
      byFacilitator: access.byFacilitator,
    });
    const requestId = await this.repos.creditRequests.insertTransfer(
      {
        creditId: access.credit.id,
        heldCreditId: held.id,
        amountKg: item.amountKg.toString(),
        amountType: item.amountType,
        amountInput: item.amountInput,
        senderCompanyId: holderId,
        senderUserId: actor.userId,
        receiverCompanyId: item.receiverId,
        onBehalfCompanyId: access.byFacilitator ? actor.companyId : null,
        bulkId,
        submissionId,
        isScope1Provider: airline ? item.scope1?.isScope1Provider === 'yes' : null,
        isScope3Provider: forwarder ? item.scope3 === 'yes' : null,
        creditClaimCountry: scope1Yes ? (item.scope1!.creditClaimCountry ?? null) : null,
        reporting: scope1Yes ? (item.scope1!.reporting ?? null) : null,
        createdAt: now,
      },
      tx,
    );
    await this.repos.submissions.linkRequest(submissionId, requestId, tx);
    return requestId;
  }
}
