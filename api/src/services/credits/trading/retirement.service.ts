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
import type { Tx, UnitOfWork } from '../../../datasources';
import type { Repositories, SubmissionRequestRow } from '../../../repositories';
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
  publicAnonymity,
  creditAccess,
  ledgerActor,
  mailOutcome,
  requestView,
  toRequestView,
} from './trading-support';
import type { WebhookEmitter } from '../../integrations/webhook.service';
import { retirementResource } from '../../integrations/webhook-resources';
import { STATEMENT_API } from '../../../contracts';

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
      /** undefined: the one the first credit shows; null: none */
      productType?: string | null;
      /** parties already read in the transaction */
      knownParties?: { id: string; name: string }[];
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
    private readonly repos: Pick<
      Repositories,
      'creditRequests' | 'submissions' | 'companies' | 'contacts' | 'users' | 'credits' | 'statements'
    >,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly statements: StatementIssuer,
    private readonly clock: Clock,
    private readonly log: AuditLogService,
    private readonly hooks?: WebhookEmitter,
  ) {}

  /** POST /credits/{id}/retire. */
  async submit(actor: TradingActor, creditId: string, input: RetirementRequest): Promise<CreditRequestView> {
    const id = await this.uow.transaction(async (tx) => {
      const access = await creditAccess(
        this.repos.companies,
        actor,
        (await this.ledger.lock(tx, [creditId])).get(creditId),
        tx,
      );
      const c = access.credit;
      if (c.status !== 'Active') throw conflict(MSG.creditNotActive);
      if (!RETIRABLE_HOLDERS.includes(access.holderType)) throw invalidField('creditId', MSG.retireNotForCompanyType);
      if (access.byFacilitator && !(await allowsOnBehalf(this.repos.contacts, c.company_id, actor.companyId, tx)))
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
        const s3 = await this.repos.companies.findParty(input.scope3, tx);
        if (!s3 || s3.type !== 'Corporate' || s3.status !== 'Active')
          throw invalidField('scope3', MSG.scope3NotCorporate);
      }
      const now = this.clock.now();
      // a Corporate may stay anonymous; a holder whose contact retires on its behalf with Public anonymity stays anonymous
      const anonymity =
        (access.holderType === 'Corporate' && input.scope3Anonymity) ||
        (access.byFacilitator && (await publicAnonymity(this.repos.contacts, c.company_id, actor.companyId, tx)));
      const submissionId = await this.repos.submissions.insertRequestSubmission(
        'BCURetirement',
        {
          companyId: c.company_id,
          userId: actor.userId,
          payload: { creditId: c.id, bcuid: c.bcuid, amountKg: amount.kg.toString() },
          at: now,
        },
        tx,
      );
      const held = await this.ledger.hold(tx, c.id, amount.kg, 'Retirement Submitted', ledgerActor(actor), {
        submissionId,
        byFacilitator: access.byFacilitator,
      });
      const requestId = await this.repos.creditRequests.insertRetirement(
        {
          creditId: c.id,
          heldCreditId: held.id,
          amountKg: amount.kg.toString(),
          amountType: input.amountType,
          amountInput: String(input.amount),
          senderCompanyId: c.company_id,
          senderUserId: actor.userId,
          onBehalfCompanyId: access.byFacilitator ? actor.companyId : null,
          submissionId,
          isScope1Provider: asked ? input.isScope1Provider === 'yes' : null,
          creditClaimCountry: input.creditClaimCountry,
          reporting: input.reporting,
          scope3CompanyId: input.scope3 ?? null,
          scope3Anonymity: anonymity,
          createdAt: now,
        },
        tx,
      );
      await this.repos.submissions.linkRequest(submissionId, requestId, tx);
      return requestId;
    });
    return requestView(this.repos.creditRequests, id);
  }

  /** The BCURetirement decider (in the review transaction): approve → Retired + statement; reject → released. */
  async decide(tx: Tx, d: SubmissionDecision): Promise<void> {
    const r = await this.repos.creditRequests.lockBySubmission(d.id, 'Retirement', tx);
    if (!r) return;
    if (r.status !== 'Pending') throw conflict(MSG.requestNotPending);
    const by = { kind: 'User' as const, userId: d.reviewer.userId, companyId: d.reviewer.companyId };
    const now = this.clock.now();
    let text: string;
    if (d.status === 'Approved') {
      const held = await this.ledger.lockOne(tx, r.held_credit_id);
      const holder = (await this.repos.companies.findParty(r.sender_company_id, tx))!;
      const holderType = holder.type as CompanyType;
      const answer = r.is_scope1_provider === null ? null : r.is_scope1_provider ? 'yes' : 'no';
      const scope1 = retirementScope1Provider({
        holderType,
        holderId: r.sender_company_id,
        isScope1Provider: answer,
        creditScope1Id: held.scope1_company_id,
      });
      const credit = await this.ledger.retire(tx, held, by, {
        submissionId: d.id,
        scope: {
          scope1CompanyId: scope1,
          creditClaimCountry: r.credit_claim_country,
          reporting: r.reporting,
          scope3Anonymity: r.scope3_anonymity,
          ...(r.scope3_company_id ? { scope3CompanyId: r.scope3_company_id } : {}),
        },
      });
      const statement = await this.statements.issue(tx, {
        companyId: r.sender_company_id,
        knownParties: [holder],
        retirementRequestId: r.id,
        submissionId: d.id,
        productType: await this.repos.credits.retiredProductType(credit.id, tx),
        claimCountry: r.credit_claim_country,
        reporting: r.reporting,
        scope1CompanyId: scope1,
        scope3CompanyId: r.scope3_company_id ?? credit.scope3_company_id,
        scope3LogisticCompanyId: credit.scope3_logistic_company_id,
        isAnonymous: r.scope3_anonymity,
        credits: [{ creditId: credit.id, bcuid: credit.bcuid, volumeKg: credit.volume_kg, co2eqKg: credit.co2eq_kg }],
      });
      await this.repos.creditRequests.markRetired(r.id, now, d.reviewer.userId, statement.id, tx);
      if (this.hooks)
        await this.hooks.emit(
          tx,
          [r.sender_company_id, r.on_behalf_company_id],
          'retirement.approved',
          retirementResource(r, credit.bcuid, {
            ...statement,
            pdfUrl: this.hooks.apiUrl(STATEMENT_API.pdf.replace('{id}', statement.id)),
          }),
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
      await this.repos.creditRequests.markRejected(r.id, now, d.reviewer.userId, tx);
      text = `Hello,\n\nthe retirement of ${kgToTonnes(r.amount_kg)} BCU (${credit.bcuid}) has been rejected by the system admin; the BCU is available again.\n${d.message ? `\nMessage from the system admin: ${d.message}\n` : ''}`;
    }
    await mailOutcome(
      { mail: this.mail, tx },
      {
        userId: r.sender_user_id,
        companyIds: [r.sender_company_id, r.on_behalf_company_id],
        subject: `BCU retirement ${d.status === 'Approved' ? 'approved' : 'rejected'}`,
        text,
      },
    );
  }

  /**
   * The validity job (trading-expiry.service.ts): a retirement still waiting for the admin whose BCU expired is
   * cancelled by the System — the part goes back to the holder (Retirement Rejected), the submission is closed, the
   * requester and the holder are mailed. Returns the released credit (the parent when it merged back).
   */
  async cancelOnExpiry(tx: Tx, requestId: string): Promise<CreditRow | undefined> {
    const r = await this.repos.creditRequests.lockInStatus(requestId, 'Retirement', 'Pending', tx);
    if (!r) return undefined;
    const now = this.clock.now();
    const credit = await this.ledger.release(
      tx,
      r.held_credit_id,
      'Retirement Rejected',
      { kind: 'System' },
      r.submission_id,
    );
    await this.repos.creditRequests.markCancelled(r.id, now, tx);
    await closeSubmissionOnExpiry(this.repos.submissions, r.submission_id, now, tx);
    const text = `Hello,\n\nthe retirement of ${kgToTonnes(r.amount_kg)} BCU (${credit.bcuid}) has been cancelled: the BCU's validity ended before the retirement was approved, so no statement is issued and the BCU is Expired.\n`;
    await mailOutcome(
      { mail: this.mail, tx },
      {
        userId: r.sender_user_id,
        companyIds: [r.sender_company_id, r.on_behalf_company_id],
        subject: 'BCU retirement rejected: the BCU expired',
        text,
      },
    );
    return credit;
  }

  /** Extra tab of the admin's BCURetirement submission detail, from the submission's request. */
  detail(request: SubmissionRequestRow): Record<string, unknown> {
    const { statementRsid, ...view } = request;
    // the statement's RSID once the admin approved the retirement (spec 3 §2.1 'BCU Retirement Info')
    return { retirementInfo: { ...toRequestView(view), statementRSID: statementRsid ?? null } };
  }
}
