/**
 * Admin review of submissions (spec 3 §2.1). Approving a Registration activates the company and its owner;
 * rejecting declines it. Only a Pending submission can be decided, and only once (row lock).
 */
import type { Tx, UnitOfWork } from '../../datasources';
import {
  type CompanyType,
  type ReviewDecision,
  type SubmissionFilter,
  type SubmissionType,
  COMPANY_TYPE_LABELS,
  MSG,
} from '../../contracts';
import type {
  AuditorAccessRepository,
  CompanyRepository,
  SubmissionRepository,
  SubmissionSortField,
  UserRepository,
} from '../../repositories';
import { conflict, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import type { ListPage } from '../list-page';
import { type Clock, addMonths } from '../platform/clock';
import type { RequestMeta } from '../accounts/account.service';
import { publishSubmission } from './submission-events';
import { inTx } from '../../repositories/sql.repository';

/** Re-exported for the services that create submissions (credit registration, transfers …). */
export { publishSubmission };

/** Months an approved account lasts before renewal (spec 1 §4); the Admin account never expires. */
export const ACCOUNT_VALIDITY_MONTHS: Partial<Record<CompanyType, number>> = {
  Supplier: 12,
  Airline: 12,
  Forwarder: 12,
  Intermediary: 12,
  Facilitator: 12,
  Corporate: 24,
  Auditor: 24,
};

export interface Reviewer {
  userId: string;
  companyId: string;
}

/** A decided submission, as handed to the service that owns its type (in the deciding transaction). */
export interface SubmissionDecision {
  id: string;
  type: SubmissionType;
  status: 'Approved' | 'Rejected';
  companyId: string;
  userId: string | null;
  payload: Record<string, unknown>;
  message?: string;
  reviewer: Reviewer;
  now: Date;
}
/** Applies a decision to the domain (credits, requests …) inside the review transaction; throws to refuse it. */
export type SubmissionDecider = (tx: Tx, decision: SubmissionDecision) => Promise<void>;
/**
 * Adds the type's own tabs (BCU values, events, transfer info …) to the submission detail; it is handed the
 * submitting company's certificate end day ('yyyy-MM-dd' or null), read with the submission.
 */
export type SubmissionDetailer = (submission: {
  id: string;
  companyId: string;
  payload: unknown;
  certificateEndDate: string | null;
}) => Promise<Record<string, unknown>>;

export class ReviewService {
  private readonly deciders: Partial<Record<SubmissionType, SubmissionDecider>> = {};
  private readonly detailers: Partial<Record<SubmissionType, SubmissionDetailer>> = {};

  /** The service owning a submission type registers how a decision applies to the domain … */
  decideWith(type: SubmissionType, decider: SubmissionDecider): void {
    this.deciders[type] = decider;
  }

  /** … and what the submission's detail adds (its own tabs). */
  detailWith(type: SubmissionType, detailer: SubmissionDetailer): void {
    this.detailers[type] = detailer;
  }

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: {
      submissions: SubmissionRepository;
      companies: CompanyRepository;
      users: UserRepository;
      auditorAccess: AuditorAccessRepository;
    },
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  list(filter: SubmissionFilter, page: ListPage<SubmissionSortField>) {
    return this.repos.submissions.reviewPage(filter, page);
  }

  /** A submission with its company, users, applicant and note (the tabs of spec 3 §2.1). */
  async detail(id: string) {
    // the row with the company, users and note tabs in one statement; the type's own tabs after it
    const detail = await this.repos.submissions.reviewDetail(id);
    if (!detail) throw notFound();
    const { company, users, note, ...row } = detail;
    const extra = await this.detailers[row.type]?.({
      id,
      companyId: row.companyId,
      payload: row.payload,
      certificateEndDate: company.certificateEndDate,
    });
    return {
      ...row,
      company,
      users,
      applicant: users.find((u) => u.email === row.applicantEmail) ?? null,
      note,
      ...(extra ?? {}),
    };
  }

  /** The company's signed letter (a PDF) with the company's name; 404 when the company or its letter is missing. */
  async signedLetter(companyId: string): Promise<{ companyName: string; content: Buffer }> {
    const letter = await this.repos.companies.signedLetter(companyId);
    if (!letter) throw notFound();
    return letter;
  }

  async approve(id: string, by: Reviewer, d: ReviewDecision, meta: RequestMeta) {
    return this.decide(id, 'Approved', by, d, meta);
  }

  async reject(id: string, by: Reviewer, d: ReviewDecision, meta: RequestMeta) {
    return this.decide(id, 'Rejected', by, d, meta);
  }

  async setNote(id: string, body: string, by: Reviewer, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      if (!(await this.repos.submissions.exists(id, inTx(tx)))) throw notFound();
      await this.repos.submissions.saveNote('submission', id, body, by.userId, tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Submission note updated',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'submission',
        subjectId: id,
        ip: meta.ip,
      });
    });
  }

  private async decide(
    id: string,
    status: 'Approved' | 'Rejected',
    by: Reviewer,
    d: ReviewDecision,
    meta: RequestMeta,
  ) {
    await this.uow.transaction(async (tx) => {
      const s = await this.repos.submissions.lockAndDecide(
        id,
        { status, message: d.message || null, reviewerId: by.userId, now: this.clock.now() },
        tx,
      );
      if (!s) throw notFound();
      if (s.status !== 'Pending') throw conflict(MSG.submissionNotPending);
      const decider = this.deciders[s.type];
      if (decider)
        await decider(tx, {
          id,
          type: s.type,
          status,
          companyId: s.company_id,
          userId: s.user_id,
          payload: s.payload,
          message: d.message,
          reviewer: by,
          now: this.clock.now(),
        });
      if (s.type === 'Registration') await this.decideRegistration(tx, s.company_id, s.user_id, status, d.message);
      await this.log.write(tx, {
        kind: 'User',
        action: `${s.type} submission ${status.toLowerCase()}`,
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'submission',
        subjectId: id,
        ip: meta.ip,
        details: { message: d.message ?? null, companyId: s.company_id },
      });
      await publishSubmission(tx, { id, type: s.type, status, companyId: s.company_id });
    });
    void this.mail.flush();
    return this.detail(id);
  }

  private async decideRegistration(
    tx: Tx,
    companyId: string,
    ownerId: string | null,
    status: 'Approved' | 'Rejected',
    message?: string,
  ) {
    const company = await this.repos.companies.lockApplicant(companyId, tx);
    const owner = await this.repos.users.addressee(ownerId, tx);
    const now = this.clock.now();
    if (status === 'Approved') {
      const months = ACCOUNT_VALIDITY_MONTHS[company!.type];
      await this.repos.companies.activate(companyId, now, months ? addMonths(now, months) : null, tx);
      await this.repos.users.approveOwner(ownerId, now, tx);
      // an auditor referred by a company reads that company for a month
      if (company!.type === 'Auditor' && company!.referred_by_company_id)
        await this.repos.auditorAccess.grant(companyId, company!.referred_by_company_id, addMonths(now, 1), tx);
    } else {
      await this.repos.companies.decline(companyId, now, tx);
    }
    if (!owner) return;
    const label = COMPANY_TYPE_LABELS[company!.type];
    await this.mail.queue(tx, {
      to: owner.email,
      subject: status === 'Approved' ? 'Your account has been approved' : 'Your account application has been declined',
      text:
        status === 'Approved'
          ? `Hello ${owner.first_name},\n\nthe ${label} account of ${company!.name} has been approved. You can now log in:\n${this.publicUrl}/login\n${message ? `\nMessage from the system admin: ${message}\n` : ''}`
          : `Hello ${owner.first_name},\n\nthe application for the ${label} account of ${company!.name} has been declined.\n${message ? `\nMessage from the system admin: ${message}\n` : ''}\nFor questions please use the contact form: ${this.publicUrl}/contact-us\n`,
    });
  }
}
