/**
 * Scope 1 information requests (spec 2 §2.9, §2.10; spec 3 §4): an Airline or Facilitator user asks one of the
 * holder's Airline connections (not created by a facilitator) for the Scope 1 information of a BCU; one pending
 * request per BCU ('There is an ongoing request for the selected BCU ID'). The Airline approves (answer yes, claim
 * country, reporting — which sets it as the credit's Scope 1 provider) or denies, only while pending; unanswered
 * requests expire after INFO_REQUEST_EXPIRY_DAYS. Each step writes its BCU event and action-log row.
 */
import type { Tx, UnitOfWork } from '../../../datasources';
import { type InfoRequestRow, type InfoRequestViewRow, type Repositories, inTx } from '../../../repositories';
import {
  type InfoRequestAnswer,
  type InfoRequestCreate,
  type InfoRequestFilter,
  type InfoRequestStatus,
  type InfoRequestView,
  type INFO_REQUEST_SORT_FIELDS,
  type TransferRecipient,
  INFO_REQUEST_EXPIRY_DAYS,
  INFO_REQUEST_STATUS_LABELS,
  MSG,
} from '../../../contracts';
import { conflict, invalid, notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { CreditRow, LedgerActor, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import { type TradingActor, creditAccess, ledgerActor, mailOutcome } from './trading-support';
import type { WebhookEmitter } from '../../integrations/webhook.service';

const view = (r: InfoRequestViewRow): InfoRequestView => ({
  ...r,
  statusLabel: INFO_REQUEST_STATUS_LABELS[r.status as InfoRequestStatus],
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
  expiresAt: r.expiresAt.toISOString(),
});

export class InfoRequestService {
  constructor(
    private readonly repos: Pick<Repositories, 'infoRequests' | 'credits' | 'companies' | 'contacts' | 'users'>,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly hooks?: WebhookEmitter,
  ) {}

  /** The companies that can be asked about a credit: the holder's Airline connections not created by a facilitator. */
  async targets(actor: TradingActor, creditId: string): Promise<TransferRecipient[]> {
    const credit = await this.repos.credits.findRow<CreditRow>(creditId);
    const access = await creditAccess(this.repos.companies, actor, credit);
    return this.repos.contacts.findAirlineConnections(access.credit.company_id, actor.companyId);
  }

  async create(actor: TradingActor, input: InfoRequestCreate): Promise<InfoRequestView> {
    const id = await this.uow
      .transaction(async (tx) => {
        const access = await creditAccess(
          this.repos.companies,
          actor,
          (await this.ledger.lock(tx, [input.creditId])).get(input.creditId),
          tx,
        );
        if (access.credit.status !== 'Active') throw conflict(MSG.creditNotActive);
        this.ledger.refuseExpired(access.credit);
        const [target] = await this.repos.contacts.findAirlineConnections(
          access.credit.company_id,
          actor.companyId,
          input.companyId,
          tx,
        );
        if (!target)
          throw invalid(MSG.infoRequestTargetNotAllowed, [
            { path: 'companyId', message: MSG.infoRequestTargetNotAllowed },
          ]);
        if (await this.repos.infoRequests.hasPending(access.credit.id, tx)) throw conflict(MSG.ongoingInfoRequest);
        const now = this.clock.now();
        const requestId = await this.repos.infoRequests.insertPending(
          {
            creditId: access.credit.id,
            requesterCompanyId: actor.companyId,
            requesterUserId: actor.userId,
            holderCompanyId: access.credit.company_id,
            targetCompanyId: input.companyId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + INFO_REQUEST_EXPIRY_DAYS * 86_400_000),
          },
          tx,
        );
        await this.ledger.record(tx, access.credit.id, 'Scope 1 Request Submitted', ledgerActor(actor), {
          details: { infoRequestId: requestId, targetCompanyId: input.companyId },
        });
        await this.hooks?.emit(tx, [input.companyId], 'info_request.received', {
          kind: 'infoRequest',
          id: requestId,
          status: 'Pending',
          BCUID: access.credit.bcuid,
          creditId: access.credit.id,
          requesterCompanyId: actor.companyId,
          expiresAt: new Date(now.getTime() + INFO_REQUEST_EXPIRY_DAYS * 86_400_000).toISOString(),
        });
        for (const to of await this.repos.users.findActiveEmails(input.companyId, tx))
          await this.mail.queue(tx, {
            to,
            subject: 'Scope 1 information request',
            text: `Hello,\n\nyou have been asked for the Scope 1 information of ${access.credit.bcuid}. Please answer in Scope 1 Info Requests:\n${this.publicUrl}/dashboard/incoming-requests/info-requests/${requestId}\n`,
          });
        return requestId;
      })
      .catch((e: { code?: string }) => {
        // the partial unique index: a concurrent request for the same BCU got there first
        if (e.code === '23505') throw conflict(MSG.ongoingInfoRequest);
        throw e;
      });
    void this.mail.flush();
    return this.get(actor, id);
  }

  async list(actor: TradingActor, f: InfoRequestFilter, page: ListPage<(typeof INFO_REQUEST_SORT_FIELDS)[number]>) {
    const { rows, total } = await this.repos.infoRequests.findPage(actor.companyId, f, page);
    return { rows: rows.map(view), total };
  }

  /** Pending requests to answer (the tab's badge). */
  async count(actor: TradingActor): Promise<number> {
    return this.repos.infoRequests.countPendingFor(actor.companyId);
  }

  /** A request the actor sent or received; anything else is a 404. */
  async get(actor: TradingActor, id: string): Promise<InfoRequestView> {
    const row = await this.repos.infoRequests.findViewFor(id, actor.companyId);
    if (!row) throw notFound();
    return view(row);
  }

  /**
   * The target Airline approves (yes, country, reporting → the credit's Scope 1 provider) or denies, while pending.
   * Approval is refused (409) once the BCU is no longer Active with its holder (ledger.setScope1): a late answer
   * never rewrites a retired, expired or held BCU.
   */
  async answer(actor: TradingActor, id: string, input: InfoRequestAnswer): Promise<InfoRequestView> {
    await this.uow.transaction(async (tx) => {
      const r = await this.repos.infoRequests.lockForTarget(id, actor.companyId, tx);
      if (!r) throw notFound();
      if (r.status !== 'Pending' || r.expires_at <= this.clock.now()) throw conflict(MSG.requestNotPending);
      const now = this.clock.now();
      const by = ledgerActor(actor);
      if (input.action === 'Approve') {
        await this.repos.infoRequests.markApproved(
          id,
          {
            creditClaimCountry: input.creditClaimCountry ?? null,
            reporting: input.reporting ?? null,
            userId: actor.userId,
            at: now,
          },
          tx,
        );
        await this.ledger.setScope1(
          tx,
          r.credit_id,
          r.holder_company_id,
          {
            scope1CompanyId: actor.companyId,
            creditClaimCountry: input.creditClaimCountry!,
            reporting: input.reporting!,
          },
          by,
        );
      } else {
        await this.repos.infoRequests.markDenied(id, actor.userId, now, tx);
        await this.ledger.record(tx, r.credit_id, 'Scope 1 Request Rejected', by, { details: { infoRequestId: id } });
      }
      await this.notify(tx, r, input.action === 'Approve' ? 'approved' : 'denied');
      await this.hooks?.emit(tx, [r.requester_company_id], 'info_request.answered', {
        kind: 'infoRequest',
        id,
        status: input.action === 'Approve' ? 'Approved' : 'Denied',
        creditId: r.credit_id,
        targetCompanyId: r.target_company_id,
        ...(input.action === 'Approve'
          ? { creditClaimCountry: input.creditClaimCountry ?? null, reporting: input.reporting ?? null }
          : {}),
      });
    });
    void this.mail.flush();
    return this.get(actor, id);
  }

  /** Expires pending requests past their deadline, or about a BCU whose validity ended (System); returns their ids. */
  async expire(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    const due = await this.repos.infoRequests.dueForExpiry(this.clock.now(), scope.companyIds);
    const done: string[] = [];
    for (const id of due) {
      const ok = await this.uow.transaction(async (tx) => {
        const r = await this.repos.infoRequests.lockPendingUnlessLocked(id, tx);
        if (!r) return false;
        await this.repos.infoRequests.markExpired(id, this.clock.now(), tx);
        const by: LedgerActor = { kind: 'System' };
        await this.ledger.record(tx, r.credit_id, 'Scope 1 Request Expired', by, { details: { infoRequestId: id } });
        await this.notify(tx, r, 'expired');
        return true;
      });
      if (ok) done.push(id);
    }
    if (done.length) void this.mail.flush();
    return done;
  }

  private async notify(tx: Tx, r: InfoRequestRow, outcome: string) {
    const { bcuid } = await this.repos.credits.findById(r.credit_id, { fields: { bcuid: true } }, inTx(tx));
    await mailOutcome(
      { mail: this.mail, tx },
      {
        userId: r.requester_user_id,
        companyIds: [],
        subject: `Scope 1 information request ${outcome}`,
        text: `Hello,\n\nyour Scope 1 information request for ${bcuid} has been ${outcome}.\n`,
      },
    );
  }
}
