/**
 * Retirements (spec 2 §2.8, §5; DESIGN §4): a holder of type Airline, Corporate or Forwarder — or a Facilitator
 * acting on its behalf where the holder's contact allows it — retires an amount of an Active BCU with a claim country
 * and reporting, optionally naming a Scope 3 corporate; a Corporate may stay anonymous in the statement, and a
 * holder whose contact has Public anonymity stays anonymous in retirements that contact makes on its behalf.
 * The amount is held (Transit, split when partial) and a BCURetirement submission goes to the admin; approval retires
 * it and issues the immutable statement (RSID, issue date), rejection releases it. Both parties are e-mailed.
 *
 * Scope 1 (contracts retirementScope1Provider): an Airline holder answers whether it is the legitimate Scope 1
 * transport service provider; yes → it is, with the retirement's country and reporting; no, and any other holder →
 * the credit's Scope 1 provider (an answered information request, or an Airline's transfer declaration) is, and
 * without one the retirement is refused. The statement names that provider.
 */
import type { Tx } from '../../../datasources';
import {
  type CompanyType,
  type CreditRequestView,
  type RetirementRequest,
  LOG_ACTION,
  MSG,
  asksScope1Question,
  kgToTonnes,
  quantities,
  resolveAmount,
  retirementScope1Provider,
} from '../../../contracts';
import type { Database } from '../../../db/database';
import { conflict, invalidField } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import type { Clock } from '../../platform/clock';
import type { CreditRow, LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../../platform/mail.service';
import type { SubmissionDecision } from '../../admin/review.service';
import {
  type TradingActor,
  allowsOnBehalf,
  closeSubmissionOnExpiry,
  companyEmails,
  publicAnonymity,
  creditAccess,
  ledgerActor,
  requestView,
  userEmail,
} from './trading-support';

/** Holder types whose BCUs can be retired (spec 2 §2.1, §2.8: not Supplier or Intermediary credits). */
export const RETIRABLE_HOLDERS: CompanyType[] = ['Airline', 'Corporate', 'Forwarder'];

/** The statement writer of statement.service.ts (issued inside the approval transaction). */
export interface StatementIssuer {
  issue(
    tx: Tx,
    input: {
      companyId: string;
      retirementRequestId?: string;
      submissionId?: string;
      productType?: string;
      claimCountry?: string | null;
      reporting?: string | null;
      scope1CompanyId?: string | null;
      scope3CompanyId?: string | null;
      scope3LogisticCompanyId?: string | null;
      isAnonymous: boolean;
      credits: { creditId: string; bcuid: string; volumeKg: bigint | string; co2eqKg: bigint | string }[];
    },
  ): Promise<{ id: string; rsid: string }>;
}

export class RetirementService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly statements: StatementIssuer,
    private readonly clock: Clock,
    private readonly log: AuditLogService,
  ) {}

  /** POST /credits/{id}/retire. */
  async submit(actor: TradingActor, creditId: string, input: RetirementRequest): Promise<CreditRequestView> {
    const id = await this.db.tx(async (tx) => {
      const access = await creditAccess(this.db, tx, actor, (await this.ledger.lock(tx, [creditId])).get(creditId));
      const c = access.credit;
      if (c.status !== 'Active') throw conflict(MSG.creditNotActive);
      if (!RETIRABLE_HOLDERS.includes(access.holderType)) throw invalidField('creditId', MSG.retireNotForCompanyType);
      if (access.byFacilitator && !(await allowsOnBehalf(this.db, tx, c.company_id, actor.companyId)))
        throw invalidField('creditId', MSG.onBehalfNotAllowed);
      const asked = asksScope1Question(access.holderType);
      if (asked && !input.isScope1Provider) throw invalidField('isScope1Provider', MSG.chooseOption);
      const scope1 = retirementScope1Provider({
        holderType: access.holderType,
        holderId: c.company_id,
        isScope1Provider: input.isScope1Provider,
        creditScope1Id: c.scope1_company_id,
      });
      if (!scope1) throw conflict(MSG.scope1ProviderMissing);
      const amount = resolveAmount(
        quantities({ volumeKg: c.volume_kg, co2eqKg: c.co2eq_kg, energyMj: c.energy_mj }),
        access.availableKg,
        input.amount,
        input.amountType,
      );
      if (!amount.ok) throw invalidField('amount', amount.message);
      if (input.scope3) {
        const s3 = await this.db.one<{ type: CompanyType; status: string }>(
          'SELECT type, status FROM companies WHERE id = $1',
          [input.scope3],
          tx,
        );
        if (!s3 || s3.type !== 'Corporate' || s3.status !== 'Active')
          throw invalidField('scope3', MSG.scope3NotCorporate);
      }
      const now = this.clock.now();
      // a Corporate may stay anonymous; a holder whose contact retires on its behalf with Public anonymity stays anonymous
      const anonymity =
        (access.holderType === 'Corporate' && input.scope3Anonymity) ||
        (access.byFacilitator && (await publicAnonymity(this.db, tx, c.company_id, actor.companyId)));
      const submission = (await this.db.one<{ id: string }>(
        `INSERT INTO submissions (type, company_id, user_id, payload, created_at, updated_at) VALUES ('BCURetirement', $1, $2, $3, $4, $4) RETURNING id`,
        [
          c.company_id,
          actor.userId,
          JSON.stringify({ creditId: c.id, bcuid: c.bcuid, amountKg: amount.kg.toString() }),
          now,
        ],
        tx,
      ))!;
      const held = await this.ledger.hold(tx, c.id, amount.kg, 'Retirement Submitted', ledgerActor(actor), {
        submissionId: submission.id,
        byFacilitator: access.byFacilitator,
      });
      const row = (await this.db.one<{ id: string }>(
        `INSERT INTO credit_requests (kind, credit_id, held_credit_id, amount_kg, amount_type, amount_input, sender_company_id, sender_user_id,
           on_behalf_company_id, submission_id, is_scope1_provider, credit_claim_country, reporting, scope3_company_id, scope3_anonymity, created_at)
         VALUES ('Retirement', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          c.id,
          held.id,
          amount.kg.toString(),
          input.amountType,
          String(input.amount),
          c.company_id,
          actor.userId,
          access.byFacilitator ? actor.companyId : null,
          submission.id,
          asked ? input.isScope1Provider === 'yes' : null,
          input.creditClaimCountry,
          input.reporting,
          input.scope3 ?? null,
          anonymity,
          now,
        ],
        tx,
      ))!;
      await tx.query(
        `UPDATE submissions SET payload = payload || jsonb_build_object('requestId', $2::text) WHERE id = $1`,
        [submission.id, row.id],
      );
      return row.id;
    });
    return requestView(this.db, id);
  }

  /** The BCURetirement decider (in the review transaction): approve → Retired + statement; reject → released. */
  async decide(tx: Tx, d: SubmissionDecision): Promise<void> {
    const r = await this.db.one<RetirementRow>(
      "SELECT * FROM credit_requests WHERE submission_id = $1 AND kind = 'Retirement' FOR UPDATE",
      [d.id],
      tx,
    );
    if (!r) return;
    if (r.status !== 'Pending') throw conflict(MSG.requestNotPending);
    const by = { kind: 'User' as const, userId: d.reviewer.userId, companyId: d.reviewer.companyId };
    const now = this.clock.now();
    let text: string;
    if (d.status === 'Approved') {
      const held = await this.ledger.lockOne(tx, r.held_credit_id);
      const holderType = (await this.db.one<{ type: CompanyType }>(
        'SELECT type FROM companies WHERE id = $1',
        [r.sender_company_id],
        tx,
      ))!.type;
      const answer = r.is_scope1_provider === null ? null : r.is_scope1_provider ? 'yes' : 'no';
      const scope1 = retirementScope1Provider({
        holderType,
        holderId: r.sender_company_id,
        isScope1Provider: answer,
        creditScope1Id: held.scope1_company_id,
      });
      const credit = await this.ledger.retire(tx, held.id, by, {
        submissionId: d.id,
        scope: {
          scope1CompanyId: scope1,
          creditClaimCountry: r.credit_claim_country,
          reporting: r.reporting,
          scope3Anonymity: r.scope3_anonymity,
          ...(r.scope3_company_id ? { scope3CompanyId: r.scope3_company_id } : {}),
        },
      });
      const details = (
        await this.db.one<{ product: string | null }>(
          "SELECT details->>'productType' AS product FROM credits WHERE id = $1",
          [credit.id],
          tx,
        )
      )?.product;
      const statement = await this.statements.issue(tx, {
        companyId: r.sender_company_id,
        retirementRequestId: r.id,
        submissionId: d.id,
        productType: details ?? undefined,
        claimCountry: r.credit_claim_country,
        reporting: r.reporting,
        scope1CompanyId: scope1,
        scope3CompanyId: r.scope3_company_id ?? credit.scope3_company_id,
        scope3LogisticCompanyId: credit.scope3_logistic_company_id,
        isAnonymous: r.scope3_anonymity,
        credits: [{ creditId: credit.id, bcuid: credit.bcuid, volumeKg: credit.volume_kg, co2eqKg: credit.co2eq_kg }],
      });
      await tx.query(
        "UPDATE credit_requests SET status = 'Approved', decided_at = $2, decided_by_user_id = $3, completed_at = $2, statement_id = $4 WHERE id = $1",
        [r.id, now, d.reviewer.userId, statement.id],
      );
      // spec 3 §4: the statement is issued by the system on the approval, with its own log row
      await this.log.write(tx, {
        kind: 'System',
        action: LOG_ACTION.retirementStatementCreated,
        companyId: r.sender_company_id,
        subjectType: 'statement',
        subjectId: statement.id,
        details: { rsid: statement.rsid, bcuid: credit.bcuid, submissionId: d.id },
      });
      text = `Hello,\n\nthe retirement of ${kgToTonnes(r.amount_kg)} BCU (${credit.bcuid}) has been approved. Retirement statement ${statement.rsid} has been issued.\n`;
    } else {
      const credit = await this.ledger.release(tx, r.held_credit_id, 'Retirement Rejected', by, d.id);
      await tx.query(
        "UPDATE credit_requests SET status = 'Rejected', decided_at = $2, decided_by_user_id = $3, completed_at = $2 WHERE id = $1",
        [r.id, now, d.reviewer.userId],
      );
      text = `Hello,\n\nthe retirement of ${kgToTonnes(r.amount_kg)} BCU (${credit.bcuid}) has been rejected by the system admin; the BCU is available again.\n${d.message ? `\nMessage from the system admin: ${d.message}\n` : ''}`;
    }
    const to = new Set([
      ...(await userEmail(this.db, tx, r.sender_user_id)),
      ...(await companyEmails(this.db, tx, r.sender_company_id)),
      ...(r.on_behalf_company_id ? await companyEmails(this.db, tx, r.on_behalf_company_id) : []),
    ]);
    for (const email of to)
      await this.mail.queue(tx, {
        to: email,
        subject: `BCU retirement ${d.status === 'Approved' ? 'approved' : 'rejected'}`,
        text,
      });
  }

  /**
   * The validity job (trading-expiry.service.ts): a retirement still waiting for the admin whose BCU expired is
   * cancelled by the System — the part goes back to the holder (Retirement Rejected), the submission is closed, the
   * requester and the holder are mailed. Returns the released credit (the parent when it merged back).
   */
  async cancelOnExpiry(tx: Tx, requestId: string): Promise<CreditRow | undefined> {
    const r = await this.db.one<RetirementRow & { submission_id: string | null }>(
      "SELECT * FROM credit_requests WHERE id = $1 AND kind = 'Retirement' AND status = 'Pending' FOR UPDATE",
      [requestId],
      tx,
    );
    if (!r) return undefined;
    const now = this.clock.now();
    const credit = await this.ledger.release(
      tx,
      r.held_credit_id,
      'Retirement Rejected',
      { kind: 'System' },
      r.submission_id,
    );
    await tx.query("UPDATE credit_requests SET status = 'Rejected', decided_at = $2, completed_at = $2 WHERE id = $1", [
      r.id,
      now,
    ]);
    await closeSubmissionOnExpiry(this.db, tx, r.submission_id, now);
    const text = `Hello,\n\nthe retirement of ${kgToTonnes(r.amount_kg)} BCU (${credit.bcuid}) has been cancelled: the BCU's validity ended before the retirement was approved, so no statement is issued and the BCU is Expired.\n`;
    const to = new Set([
      ...(await userEmail(this.db, tx, r.sender_user_id)),
      ...(await companyEmails(this.db, tx, r.sender_company_id)),
      ...(r.on_behalf_company_id ? await companyEmails(this.db, tx, r.on_behalf_company_id) : []),
    ]);
    for (const email of to)
      await this.mail.queue(tx, { to: email, subject: 'BCU retirement rejected: the BCU expired', text });
    return credit;
  }

  /** Extra tab of the admin's BCURetirement submission detail. */
  async detail(submissionId: string): Promise<Record<string, unknown>> {
    const r = await this.db.one<{ id: string }>('SELECT id FROM credit_requests WHERE submission_id = $1', [
      submissionId,
    ]);
    if (!r) return {};
    const info = await requestView(this.db, r.id);
    // the statement's RSID once the admin approved the retirement (spec 3 §2.1 'BCU Retirement Info')
    const statement = info.statementId
      ? await this.db.one<{ rsid: string }>('SELECT rsid FROM retirement_statements WHERE id = $1', [info.statementId])
      : undefined;
    return { retirementInfo: { ...info, statementRSID: statement?.rsid ?? null } };
  }
}

interface RetirementRow {
  id: string;
  status: string;
  held_credit_id: string;
  sender_company_id: string;
  sender_user_id: string;
  on_behalf_company_id: string | null;
  amount_kg: string;
  credit_claim_country: string | null;
  reporting: string | null;
  scope3_company_id: string | null;
  scope3_anonymity: boolean;
  is_scope1_provider: boolean | null;
}
