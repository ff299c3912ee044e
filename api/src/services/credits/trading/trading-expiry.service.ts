/**
 * The trading schedule (spec 2 §4; DESIGN §4 "Time"), run by the pg-boss job of jobs.ts with the injectable clock:
 * - deposits: transfers approved by the admin but not accepted or denied within DEPOSIT_EXPIRY_DAYS → Deposit Expired
 *   (back to the sender);
 * - Scope 1 information requests not answered within INFO_REQUEST_EXPIRY_DAYS, or asked about a BCU whose validity
 *   ended → Expired;
 * - credits past expires_at (registration approval + CREDIT_VALIDITY_MONTHS = 24 months) in any status but the final
 *   ones → Expired. A BCU held in Transit first goes back to its sender: its open transfer or retirement is cancelled
 *   by the System with its events and mails (Transfer Rejected / Deposit Expired / Retirement Rejected), then the
 *   returned credit (or the parent it merged back into) expires.
 * Each item runs in its own transaction under a row lock (SKIP LOCKED or a re-check), so runs are idempotent and
 * replicas never act twice. The moving steps refuse an expired BCU by the clock themselves (ledger.refuseExpired), so
 * the hour between a BCU's date and the job's run never lets it move.
 */
import type { UnitOfWork } from '../../../datasources';
import type { Repositories } from '../../../repositories';
import type { IncomingService } from './incoming.service';
import type { InfoRequestService } from './info-request.service';
import type { CreditRow, LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../../platform/mail.service';
import type { RetirementService } from './retirement.service';
import type { TransferService } from './transfer.service';

export interface TradingExpiryScope {
  /** Only these companies (the API tests share one database). */
  companyIds?: string[];
}

export interface TradingExpiryRun {
  credits: string[];
  deposits: string[];
  infoRequests: string[];
}

export class TradingExpiryService {
  constructor(
    private readonly repos: Pick<Repositories, 'creditRequests'>,
    private readonly uow: UnitOfWork,
    private readonly mail: MailService,
    private readonly ledger: LedgerService,
    private readonly incoming: IncomingService,
    private readonly infoRequests: InfoRequestService,
    private readonly transfers: TransferService,
    private readonly retirements: RetirementService,
  ) {}

  /** Deposits and requests first (they release credits), then the held credits past their date, then every other. */
  async runOnce(scope: TradingExpiryScope = {}): Promise<TradingExpiryRun> {
    const deposits = await this.incoming.expireDeposits(scope);
    const held = await this.expireHeld(scope);
    const credits = [...held, ...(await this.ledger.expireCredits(scope))];
    const infoRequests = await this.infoRequests.expire(scope);
    return { credits, deposits, infoRequests };
  }

  /** Held credits past their date: the open request is cancelled (the part goes back), then the credit expires. */
  private async expireHeld(scope: TradingExpiryScope): Promise<string[]> {
    const expired: string[] = [];
    for (const id of await this.ledger.heldPastValidity(scope)) {
      const done = await this.uow.transaction(async (tx) => {
        // the request is locked before the credit, as every deciding step does
        const r = await this.repos.creditRequests.lockOpenOnHeldCredit(id, tx);
        if (!r) return undefined;
        let released: CreditRow | undefined;
        if (r.kind === 'Retirement') released = await this.retirements.cancelOnExpiry(tx, r.id);
        else if (r.status === 'Deposit Pending') released = await this.incoming.cancelOnExpiry(tx, r.id);
        else released = await this.transfers.cancelOnExpiry(tx, r.id);
        // the ledger expires a part that comes back past its date (ledger.release)
        return released?.status === 'Expired' ? released.id : undefined;
      });
      if (done) expired.push(done);
    }
    if (expired.length) void this.mail.flush();
    return expired;
  }
}
