/**
 * The account lifecycle (spec 1 §4 'Account lifecycle'), run by the pg-boss schedule of `jobs.ts`:
 * - an account expires 12 or 24 months after approval by its type (`ACCOUNT_VALIDITY_MONTHS`); Admin never;
 * - its owner is mailed once, one month before the expiry date;
 * - an account not renewed one month after expiry becomes Suspended;
 * - an account Suspended for six months, or without any user activity for twelve months, becomes Inactive.
 * Every transition writes its System action-log row and queues its e-mail in the transaction that makes it.
 * Each rule re-checks its condition under a row lock, so a run is idempotent and concurrent runs never act twice.
 */
import type { Tx, UnitOfWork } from '../../datasources';
import type { CompanyRepository, LifecycleDueRow, UserRepository } from '../../repositories';
import { COMPANY_TYPE_LABELS } from '../../contracts';
import type { AuditLogService } from '../platform/audit-log.service';
import { type Clock, addMonths } from '../platform/clock';
import type { MailService } from '../platform/mail.service';

/** Months before expiry the notice goes out, after expiry the account is suspended, and so on (spec 1 §4). */
export const LIFECYCLE_MONTHS = {
  noticeBeforeExpiry: 1,
  suspendAfterExpiry: 1,
  inactiveAfterSuspended: 6,
  inactiveWithoutActivity: 12,
} as const;

export type InactiveReason = 'suspendedSixMonths' | 'noActivity';

export interface LifecycleScope {
  /** Only these accounts (the API tests share one database with other tests). */
  companyIds?: string[];
}

export interface LifecycleRun {
  notified: string[];
  suspended: string[];
  inactivated: { id: string; reason: InactiveReason }[];
}

type DueRow = LifecycleDueRow;

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10).split('-').reverse().join('.') : '');

export class LifecycleService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly companies: CompanyRepository,
    private readonly users: UserRepository,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /**
   * Applies every rule that is due at the clock's time and returns what changed. Inactivity goes first so an
   * account that is both long idle and expired takes one step, and a notice is not sent to an account already due
   * for suspension.
   */
  async runOnce(scope: LifecycleScope = {}): Promise<LifecycleRun> {
    const now = this.clock.now();
    const ids = scope.companyIds ?? null;
    const inactivated = await this.inactivate(now, ids);
    const suspended = await this.suspend(now, ids);
    const notified = await this.notify(now, ids);
    if (inactivated.length || suspended.length || notified.length) await this.mail.flush();
    return { notified, suspended, inactivated };
  }

  private async inactivate(now: Date, ids: string[] | null): Promise<LifecycleRun['inactivated']> {
    return this.uow.transaction(async (tx) => {
      const rows = await this.companies.inactivateDue(
        now,
        addMonths(now, -LIFECYCLE_MONTHS.inactiveAfterSuspended),
        addMonths(now, -LIFECYCLE_MONTHS.inactiveWithoutActivity),
        ids,
        tx,
      );
      for (const c of rows) {
        await this.write(tx, c, 'Account inactive', { reason: c.reason, lastActivityAt: c.last_activity });
        const why =
          c.reason === 'suspendedSixMonths'
            ? `it has been suspended for ${LIFECYCLE_MONTHS.inactiveAfterSuspended} months without renewal`
            : `there has been no activity on it for ${LIFECYCLE_MONTHS.inactiveWithoutActivity} months`;
        await this.mailOwner(
          tx,
          c,
          'Your account is now inactive',
          `the ${COMPANY_TYPE_LABELS[c.type]} account of ${c.name} is now Inactive because ${why}.\n\nTo reactivate it please contact us: ${this.publicUrl}/contact-us\n`,
        );
      }
      return rows.map((r) => ({ id: r.id, reason: r.reason }));
    });
  }

  private async suspend(now: Date, ids: string[] | null): Promise<string[]> {
    return this.uow.transaction(async (tx) => {
      const rows = await this.companies.suspendDue(now, addMonths(now, -LIFECYCLE_MONTHS.suspendAfterExpiry), ids, tx);
      for (const c of rows) {
        await this.write(tx, c, 'Account suspended', { reason: 'notRenewed', expiresAt: c.expires_at });
        await this.mailOwner(
          tx,
          c,
          'Your account has been suspended',
          `the ${COMPANY_TYPE_LABELS[c.type]} account of ${c.name} expired on ${fmt(c.expires_at)} and was not renewed, so it is now Suspended: you can still sign in and read your data, but not act.\n\nIt becomes Inactive after ${LIFECYCLE_MONTHS.inactiveAfterSuspended} months suspended. To renew it please contact us: ${this.publicUrl}/contact-us\n`,
        );
      }
      return rows.map((r) => r.id);
    });
  }

  private async notify(now: Date, ids: string[] | null): Promise<string[]> {
    return this.uow.transaction(async (tx) => {
      // expiry_notice_for remembers the expiry date the notice was sent for: once per date, again after a renewal
      const rows = await this.companies.markExpiryNoticeDue(
        now,
        addMonths(now, LIFECYCLE_MONTHS.noticeBeforeExpiry),
        addMonths(now, -LIFECYCLE_MONTHS.suspendAfterExpiry),
        ids,
        tx,
      );
      for (const c of rows) {
        await this.write(tx, c, 'Account expiry notice sent', { expiresAt: c.expires_at });
        await this.mailOwner(
          tx,
          c,
          'Your account expires in one month',
          `the ${COMPANY_TYPE_LABELS[c.type]} account of ${c.name} expires on ${fmt(c.expires_at)}. Please renew it before then: an account not renewed within ${LIFECYCLE_MONTHS.suspendAfterExpiry} month after expiry is suspended.\n\nTo renew it please contact us: ${this.publicUrl}/contact-us\n`,
        );
      }
      return rows.map((r) => r.id);
    });
  }

  private write(tx: Tx, c: DueRow, action: string, details: Record<string, unknown>) {
    return this.log.write(tx, {
      kind: 'System',
      action,
      companyId: c.id,
      subjectType: 'company',
      subjectId: c.id,
      details: { accountId: c.id, ...details },
    });
  }

  /** Mails the account owner; an account without an owner (all removed) only gets its log row. */
  private async mailOwner(tx: Tx, c: DueRow, subject: string, body: string) {
    const owner = await this.users.findOwner(c.id, tx);
    if (owner) await this.mail.queue(tx, { to: owner.email, subject, text: `Hello ${owner.first_name},\n\n${body}` });
  }
}
