/**
 * Admin review of submissions (spec 3 §2.1). Approving a Registration activates the company and its owner;
 * rejecting declines it. Only a Pending submission can be decided, and only once (row lock).
 */
import type { Tx } from '../../datasources';
import {
  type CompanyType,
  type ReviewDecision,
  type SubmissionFilter,
  type SubmissionType,
  COMPANY_TYPE_LABELS,
  MSG,
  SUBMISSION_SORT_FIELDS,
} from '../../contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { MailService } from '../platform/mail.service';
import type { ListPage } from '../list-page';
import { type Clock, addMonths } from '../platform/clock';
import type { RequestMeta } from '../accounts/account.service';
import { publishSubmission } from './submission-events';

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

const SORT_SQL: Record<(typeof SUBMISSION_SORT_FIELDS)[number], string> = {
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
  type: 's.type',
  status: 's.status',
  companyName: 'c.name',
};

const ROW_SELECT = `
  SELECT s.id, s.type, s.status, s.company_id AS "companyId", c.name AS "companyName", c.type AS "companyType",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "applicantName", u.email AS "applicantEmail",
         s.created_at AS "createdAt", s.updated_at AS "updatedAt", s.reviewed_at AS "reviewedAt",
         trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS "reviewedBy", s.review_message AS "reviewMessage",
         s.payload
  FROM submissions s JOIN companies c ON c.id = s.company_id
  LEFT JOIN users u ON u.id = s.user_id LEFT JOIN users r ON r.id = s.reviewed_by`;

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
/** Adds the type's own tabs (BCU values, events, transfer info …) to the submission detail. */
export type SubmissionDetailer = (submission: {
  id: string;
  companyId: string;
  payload: unknown;
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
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async list(filter: SubmissionFilter, page: ListPage<(typeof SUBMISSION_SORT_FIELDS)[number]>) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.type) add('s.type = ANY(?)', [filter.type].flat());
    if (filter.status) add('s.status = ANY(?)', [filter.status].flat());
    if (filter.id) add('s.id = ANY(?)', filter.id);
    if (filter.q)
      add(
        `(c.name ILIKE ? OR u.email ILIKE $${params.length + 1} OR (u.first_name || ' ' || u.last_name) ILIKE $${params.length + 1})`,
        `%${escapeLike(filter.q)}%`,
      );
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM submissions s JOIN companies c ON c.id = s.company_id LEFT JOIN users u ON u.id = s.user_id ${whereSql}`,
      params,
    );
    const rows = await this.db.rows(
      `${ROW_SELECT} ${whereSql} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, s.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** A submission with its company, users, applicant and note (the tabs of spec 3 §2.1). */
  async detail(id: string) {
    const row = await this.db.one<
      Record<string, unknown> & { companyId: string; applicantEmail: string; type: SubmissionType; payload: unknown }
    >(`${ROW_SELECT} WHERE s.id = $1`, [id]);
    if (!row) throw notFound();
    const company = await this.db.one(
      `SELECT id, name, type, status, registration_number AS "registrationNumber",
              registration_identification AS "registrationIdentification", street_address AS "streetAddress",
              street_address_line_two AS "streetAddressLineTwo", zip, city, country,
              json_build_object('code', phone_code, 'number', phone_number) AS phone, website, rsb,
              certificate_start_date AS "certificateStartDate", certificate_end_date AS "certificateEndDate",
              signed_letter_file_id IS NOT NULL AS "hasSignedLetter", created_at AS "createdAt"
       FROM companies WHERE id = $1`,
      [row.companyId],
    );
    const users = await this.db.rows<{ email: string }>(
      `SELECT id, suid AS "SUID", first_name AS "firstName", last_name AS "lastName", email, position,
              CASE WHEN phone_code IS NULL THEN NULL ELSE json_build_object('code', phone_code, 'number', phone_number) END AS "cellPhone",
              role, type, status, is_email_confirmed AS "isEmailConfirmed", created_at AS "createdAt"
       FROM users WHERE company_id = $1 ORDER BY type, created_at`,
      [row.companyId],
    );
    const note = await this.db.one<{ body: string }>(
      "SELECT body FROM notes WHERE subject_type = 'submission' AND subject_id = $1",
      [id],
    );
    const extra = (await this.detailers[row.type]?.({ id, companyId: row.companyId, payload: row.payload })) ?? {};
    return {
      ...row,
      company,
      users,
      applicant: users.find((u) => u.email === row.applicantEmail) ?? null,
      note: note?.body ?? null,
      ...extra,
    };
  }

  async approve(id: string, by: Reviewer, d: ReviewDecision, meta: RequestMeta) {
    return this.decide(id, 'Approved', by, d, meta);
  }

  async reject(id: string, by: Reviewer, d: ReviewDecision, meta: RequestMeta) {
    return this.decide(id, 'Rejected', by, d, meta);
  }

  async setNote(id: string, body: string, by: Reviewer, meta: RequestMeta): Promise<void> {
    await this.db.tx(async (tx) => {
      const exists = await this.db.one('SELECT 1 FROM submissions WHERE id = $1', [id], tx);
      if (!exists) throw notFound();
      await tx.query(
        `INSERT INTO notes (subject_type, subject_id, body, updated_by) VALUES ('submission', $1, $2, $3)
         ON CONFLICT (subject_type, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [id, body, by.userId],
      );
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
    await this.db.tx(async (tx) => {
      const s = await this.db.one<{
        type: SubmissionType;
        status: string;
        company_id: string;
        user_id: string | null;
        payload: Record<string, unknown>;
      }>('SELECT type, status, company_id, user_id, payload FROM submissions WHERE id = $1 FOR UPDATE', [id], tx);
      if (!s) throw notFound();
      if (s.status !== 'Pending') throw conflict(MSG.submissionNotPending);
      await tx.query(
        'UPDATE submissions SET status = $2, review_message = $3, reviewed_by = $4, reviewed_at = $5, updated_at = $5 WHERE id = $1',
        [id, status, d.message || null, by.userId, this.clock.now()],
      );
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
    const company = await this.db.one<{ name: string; type: CompanyType; referred_by_company_id: string | null }>(
      'SELECT name, type, referred_by_company_id FROM companies WHERE id = $1 FOR UPDATE',
      [companyId],
      tx,
    );
    const owner = await this.db.one<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM users WHERE id = $1',
      [ownerId],
      tx,
    );
    const now = this.clock.now();
    if (status === 'Approved') {
      const months = ACCOUNT_VALIDITY_MONTHS[company!.type];
      await tx.query(
        "UPDATE companies SET status = 'Active', approved_at = $2, expires_at = $3, updated_at = $2 WHERE id = $1",
        [companyId, now, months ? addMonths(now, months) : null],
      );
      await tx.query("UPDATE users SET status = 'Active', is_admin_approved = true, updated_at = $2 WHERE id = $1", [
        ownerId,
        now,
      ]);
      if (company!.type === 'Auditor' && company!.referred_by_company_id)
        await tx.query('INSERT INTO auditor_access (auditor_company_id, company_id, expires_at) VALUES ($1, $2, $3)', [
          companyId,
          company!.referred_by_company_id,
          addMonths(now, 1),
        ]);
    } else {
      await tx.query("UPDATE companies SET status = 'Declined', updated_at = $2 WHERE id = $1", [companyId, now]);
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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
