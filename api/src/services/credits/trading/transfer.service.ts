/**
 * Transfers (spec 2 §2.7, §5; DESIGN §4): a holder (or a facilitator acting on its behalf) asks to move an amount of
 * an Active BCU to a contact. The amount is held (Transit, split when partial) and a BCUTransfer submission goes to the
 * admin; approval puts it in the receiver's Incoming Transactions (incoming.service.ts), rejection releases it.
 * Variants by the holder's company type: Airline declares Scope 1 (radio; on yes country and reporting), Forwarder
 * declares Scope 3 logistics (radio), an Intermediary's receiver is not checked against its contacts.
 */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../datasources';
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
import type { Database } from '../../../db/database';
import { conflict, invalid, invalidField, notFound, type ErrorDetail } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import type { Clock } from '../../platform/clock';
import { publish } from '../../platform/events.service';
import type { CreditRow, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import type { SubmissionDecision } from '../../admin/review.service';
import {
  type CreditAccess,
  type TradingActor,
  REQUEST_SELECT,
  allowsOnBehalf,
  closeSubmissionOnExpiry,
  companyEmails,
  creditAccess,
  fmtDate,
  ledgerActor,
  requestView,
  toRequestView,
  userEmail,
} from './trading-support';

const SORT_SQL: Record<(typeof OUTGOING_SORT_FIELDS)[number], string> = {
  createdAt: 'r.created_at',
  amount: 'r.amount_kg',
  status: 'r.status',
};

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
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** POST /credits/{id}/transfer: one BCU, whole or part. */
  async submit(actor: TradingActor, creditId: string, input: TransferRequest): Promise<CreditRequestView> {
    const id = await this.db.tx(async (tx) => {
      const access = await creditAccess(
        this.db,
        tx,
        actor,
        await this.ledger.lock(tx, [creditId]).then((m) => m.get(creditId)),
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
    return requestView(this.db, id);
  }

  /** POST /credits/transfers/bulk: the full amount of each BCU, all or none. */
  async submitBulk(actor: TradingActor, input: BulkTransferRequest): Promise<CreditRequestView[]> {
    const ids = await this.db.tx(async (tx) => {
      const locked = await this.ledger.lock(
        tx,
        input.transfers.map((t) => t.creditId),
      );
      const items: TransferItem[] = [];
      for (const [i, t] of input.transfers.entries()) {
        const access = await creditAccess(this.db, tx, actor, locked.get(t.creditId));
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
    return Promise.all(ids.map((id) => requestView(this.db, id)));
  }

  /** Recipients of §2.7: the holder's contacts except its own company, Facilitator companies and facilitator-created ones. */
  async recipients(actor: TradingActor, creditId?: string): Promise<TransferRecipient[]> {
    let holderId = actor.companyId;
    if (creditId) {
      const credit = await this.db.one<Parameters<typeof creditAccess>[3] & object>(
        'SELECT * FROM credits WHERE id = $1',
        [creditId],
      );
      holderId = (await creditAccess(this.db, this.db.pool, actor, credit)).credit.company_id;
    } else if (actor.companyType === 'Facilitator') return [];
    return this.db.rows<TransferRecipient>(
      `SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
       WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type NOT IN ('Facilitator', 'Admin', 'Auditor')
         AND c.id <> $1 AND c.status = 'Active'
       ORDER BY c.name, c.id`,
      [holderId],
    );
  }

  /** The actor's own transfer and retirement requests (as sender or as the facilitator acting). */
  async listOutgoing(actor: TradingActor, f: OutgoingFilter, page: ListPage<(typeof OUTGOING_SORT_FIELDS)[number]>) {
    const params: unknown[] = [actor.companyId];
    const where = ['(r.sender_company_id = $1 OR r.on_behalf_company_id = $1)'];
    if (f.kind) where.push(`r.kind = $${params.push(f.kind)}`);
    if (f.status) where.push(`r.status = ANY($${params.push([f.status].flat())})`);
    if (f.q)
      where.push(
        `(oc.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR hc.bcuid ILIKE $${params.length} OR rc.name ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM credit_requests r JOIN credits oc ON oc.id = r.credit_id JOIN credits hc ON hc.id = r.held_credit_id
       LEFT JOIN companies rc ON rc.id = r.receiver_company_id ${w}`,
      params,
    );
    const rows = await this.db.rows<Parameters<typeof toRequestView>[0]>(
      `${REQUEST_SELECT} ${w} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows: rows.map(toRequestView), total: Number(total!.n) };
  }

  async outgoingDetail(actor: TradingActor, id: string): Promise<CreditRequestView> {
    const view = await requestView(this.db, id);
    if (view.sender.id !== actor.companyId && view.onBehalfBy?.id !== actor.companyId) throw notFound(MSG.notFound);
    return view;
  }

  /** The BCUTransfer decider (runs in the review transaction): approve → Deposit Pending; reject → released. */
  async decide(tx: Tx, d: SubmissionDecision): Promise<void> {
    const r = await this.db.one<{
      id: string;
      status: string;
      held_credit_id: string;
      sender_user_id: string;
      sender_company_id: string;
      receiver_company_id: string;
      amount_kg: string;
    }>("SELECT * FROM credit_requests WHERE submission_id = $1 AND kind = 'Transfer' FOR UPDATE", [d.id], tx);
    if (!r) return;
    if (r.status !== 'Pending') throw conflict(MSG.requestNotPending);
    const by = { kind: 'User' as const, userId: d.reviewer.userId, companyId: d.reviewer.companyId };
    const now = this.clock.now();
    const held = await this.ledger.lockOne(tx, r.held_credit_id);
    if (d.status === 'Approved') {
      this.ledger.refuseExpired(held);
      await this.ledger.record(tx, r.held_credit_id, 'Transfer Approved', by, { submissionId: d.id });
      // the receiver's Incoming Transactions badge
      await publish(tx, {
        topic: 'counters',
        data: { event: 'Transfer Approved' },
        companyIds: [r.receiver_company_id],
      });
      const expires = new Date(now.getTime() + DEPOSIT_EXPIRY_DAYS * 86_400_000);
      await tx.query(
        "UPDATE credit_requests SET status = 'Deposit Pending', decided_at = $2, decided_by_user_id = $3, expires_at = $4 WHERE id = $1",
        [r.id, now, d.reviewer.userId, expires],
      );
      for (const to of await companyEmails(this.db, tx, r.receiver_company_id))
        await this.mail.queue(tx, {
          to,
          subject: 'A BCU transfer is waiting for your acceptance',
          text: `Hello,\n\n${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} have been transferred to your account and await your acceptance in Incoming Transactions until ${fmtDate(expires)}:\n${this.publicUrl}/dashboard/incoming-requests\n`,
        });
    } else {
      await this.ledger.release(tx, r.held_credit_id, 'Transfer Rejected', by, d.id);
      await tx.query(
        "UPDATE credit_requests SET status = 'Rejected', decided_at = $2, decided_by_user_id = $3, completed_at = $2 WHERE id = $1",
        [r.id, now, d.reviewer.userId],
      );
      const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} has been rejected by the system admin; the BCU is available again.\n${d.message ? `\nMessage from the system admin: ${d.message}\n` : ''}`;
      for (const to of new Set([
        ...(await userEmail(this.db, tx, r.sender_user_id)),
        ...(await companyEmails(this.db, tx, r.receiver_company_id)),
      ]))
        await this.mail.queue(tx, { to, subject: 'BCU transfer rejected', text });
    }
  }

  /**
   * The validity job (trading-expiry.service.ts): a transfer still waiting for the admin whose BCU expired is
   * cancelled by the System — the part goes back to the sender (Transfer Rejected), the submission is closed, the
   * sender and the receiver are mailed. Returns the released credit (the parent when it merged back).
   */
  async cancelOnExpiry(tx: Tx, requestId: string): Promise<CreditRow | undefined> {
    const r = await this.db.one<{
      id: string;
      held_credit_id: string;
      submission_id: string | null;
      sender_user_id: string;
      receiver_company_id: string;
      amount_kg: string;
    }>(
      "SELECT * FROM credit_requests WHERE id = $1 AND kind = 'Transfer' AND status = 'Pending' FOR UPDATE",
      [requestId],
      tx,
    );
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
    await tx.query("UPDATE credit_requests SET status = 'Rejected', decided_at = $2, completed_at = $2 WHERE id = $1", [
      r.id,
      now,
    ]);
    await closeSubmissionOnExpiry(this.db, tx, r.submission_id, now);
    const text = `Hello,\n\nthe transfer of ${kgToTonnes(r.amount_kg)} BCU of ${held.bcuid} has been cancelled: the BCU's validity ended before the transfer was approved, so the BCU stays with the sender as Expired.\n`;
    for (const to of new Set([
      ...(await userEmail(this.db, tx, r.sender_user_id)),
      ...(await companyEmails(this.db, tx, r.receiver_company_id)),
    ]))
      await this.mail.queue(tx, { to, subject: 'BCU transfer rejected: the BCU expired', text });
    return credit;
  }

  /** Extra tab of the admin's BCUTransfer submission detail. */
  async detail(submissionId: string): Promise<Record<string, unknown>> {
    const r = await this.db.one<{ id: string }>('SELECT id FROM credit_requests WHERE submission_id = $1', [
      submissionId,
    ]);
    return r ? { transferInfo: await requestView(this.db, r.id) } : {};
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
    if (access.byFacilitator && !(await allowsOnBehalf(this.db, tx, holderId, actor.companyId)))
      throw invalidField(`${prefix}creditId`, MSG.onBehalfNotAllowed);
    const errors: ErrorDetail[] = [];
    if (access.holderType === 'Airline' && !item.scope1)
      errors.push({ path: `${prefix}scope1.isScope1Provider`, message: MSG.chooseOption });
    if (access.holderType === 'Forwarder' && !item.scope3)
      errors.push({ path: `${prefix}scope3`, message: MSG.chooseOption });
    if (errors.length) throw invalid(errors[0].message, errors);
    const receiver = await this.db.one<{ id: string; type: CompanyType; status: string }>(
      'SELECT id, type, status FROM companies WHERE id = $1',
      [item.receiverId],
      tx,
    );
    const fail = () => invalidField(`${prefix}receiverId`, MSG.recipientNotAllowed);
    if (
      !receiver ||
      receiver.status !== 'Active' ||
      receiver.id === holderId ||
      ['Facilitator', 'Admin', 'Auditor'].includes(receiver.type)
    )
      throw fail();
    // spec 2 §2.7: an Intermediary's receiver is not checked against its contacts; every other holder sends to a contact
    if (access.holderType !== 'Intermediary') {
      const contact = await this.db.one(
        'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2 AND NOT is_created_by_facilitator',
        [holderId, receiver.id],
        tx,
      );
      if (!contact) throw fail();
    }
  }

  private async create(tx: Tx, actor: TradingActor, item: TransferItem, bulkId: string | null): Promise<string> {
    const { access } = item;
    const holderId = access.credit.company_id;
    const now = this.clock.now();
    const airline = access.holderType === 'Airline';
    const forwarder = access.holderType === 'Forwarder';
    const scope1Yes = airline && item.scope1?.isScope1Provider === 'yes';
    const submission = (await this.db.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload, created_at, updated_at) VALUES ('BCUTransfer', $1, $2, $3, $4, $4) RETURNING id`,
      [
        holderId,
        actor.userId,
        JSON.stringify({
          creditId: access.credit.id,
          bcuid: access.credit.bcuid,
          amountKg: item.amountKg.toString(),
          receiverId: item.receiverId,
          bulkId,
        }),
        now,
      ],
      tx,
    ))!;
    const held = await this.ledger.hold(tx, access.credit.id, item.amountKg, 'Transfer Submitted', ledgerActor(actor), {
      submissionId: submission.id,
      byFacilitator: access.byFacilitator,
    });
    const row = (await this.db.one<{ id: string }>(
      `INSERT INTO credit_requests (kind, credit_id, held_credit_id, amount_kg, amount_type, amount_input, sender_company_id, sender_user_id,
         receiver_company_id, on_behalf_company_id, bulk_id, submission_id, is_scope1_provider, is_scope3_provider, credit_claim_country, reporting, created_at)
       VALUES ('Transfer', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        access.credit.id,
        held.id,
        item.amountKg.toString(),
        item.amountType,
        item.amountInput,
        holderId,
        actor.userId,
        item.receiverId,
        access.byFacilitator ? actor.companyId : null,
        bulkId,
        submission.id,
        airline ? item.scope1?.isScope1Provider === 'yes' : null,
        forwarder ? item.scope3 === 'yes' : null,
        scope1Yes ? item.scope1!.creditClaimCountry : null,
        scope1Yes ? item.scope1!.reporting : null,
        now,
      ],
      tx,
    ))!;
    await tx.query(
      `UPDATE submissions SET payload = payload || jsonb_build_object('requestId', $2::text) WHERE id = $1`,
      [submission.id, row.id],
    );
    return row.id;
  }
}
