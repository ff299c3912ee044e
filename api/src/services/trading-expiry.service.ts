/**
 * The trading schedule (spec 2 §4; DESIGN §4 "Time"), run by the pg-boss job of jobs.ts with the injectable clock:
 * - credits: Active past expires_at (registration approval + CREDIT_VALIDITY_MONTHS = 24 months) → Expired;
 * - deposits: transfers approved by the admin but not accepted or denied within DEPOSIT_EXPIRY_DAYS → Deposit Expired
 *   (back to the sender);
 * - Scope 1 information requests not answered within INFO_REQUEST_EXPIRY_DAYS → Expired.
 * Each item runs in its own transaction under a row lock (SKIP LOCKED), so runs are idempotent and replicas never
 * act twice.
 */
import type { IncomingService } from './incoming.service';
import type { InfoRequestService } from './info-request.service';
import type { LedgerService } from './ledger.service';

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
    private readonly ledger: LedgerService,
    private readonly incoming: IncomingService,
    private readonly infoRequests: InfoRequestService,
  ) {}

  /** Deposits and requests first (they release credits), then the credits' own validity. */
  async runOnce(scope: TradingExpiryScope = {}): Promise<TradingExpiryRun> {
    const deposits = await this.incoming.expireDeposits(scope);
    const infoRequests = await this.infoRequests.expire(scope);
    const credits = await this.ledger.expireCredits(scope);
    return { credits, deposits, infoRequests };
  }
}
