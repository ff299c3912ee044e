/** Submissions (applications and requests) the admin reviews, with their notes. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Submission } from '../models';
import { SqlRepository, timestamptzFromJson } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';
import { SUBMISSION_COMPANY_JSON } from './company.repository';
import { submissionUsersJson } from './user.repository';
import { SUBMISSION_SORT_FIELDS, type SubmissionFilter, type SubmissionType } from '../contracts';
import type { ListPage } from '../services/list-page';
import { SqlFilter, likePattern } from './sql-filter';

export class SubmissionRepository extends SqlRepository<Submission, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Submission, dataSource);
  }

  /** A Pending BCURegistration submission of the company by the user; its id. */
  async insertRegistration(companyId: string, userId: string, payload: unknown, tx: Tx): Promise<string> {
    return (await this.one<{ id: string }>(
      `INSERT INTO submissions (type, status, company_id, user_id, payload) VALUES ('BCURegistration', 'Pending', $1, $2, $3) RETURNING id`,
      [companyId, userId, JSON.stringify(payload)],
      tx,
    ))!.id;
  }

  // ---- trading: the submissions of transfer and retirement requests ----

  /** A new pending BCUTransfer / BCURetirement submission of the holder with its payload; returns its id. */
  async insertRequestSubmission(
    type: 'BCUTransfer' | 'BCURetirement',
    s: { companyId: string; userId: string; payload: Record<string, unknown>; at: Date },
    tx: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [type, s.companyId, s.userId, JSON.stringify(s.payload), s.at],
      tx,
    );
    return row!.id;
  }

  /** Adds the request's id to the submission's payload. */
  async linkRequest(submissionId: string, requestId: string, tx: Tx): Promise<void> {
    await this.run(
      `UPDATE submissions SET payload = payload || jsonb_build_object('requestId', $2::text) WHERE id = $1`,
      [submissionId, requestId],
      tx,
    );
  }

  /** Closes a submission still pending as Rejected with `message` (a request whose BCU expired); what it closed. */
  async rejectPendingAsExpired(
    submissionId: string,
    message: string,
    at: Date,
    tx: Tx,
  ): Promise<{ id: string; type: string; company_id: string } | undefined> {
    return this.one<{ id: string; type: string; company_id: string }>(
      `UPDATE submissions SET status = 'Rejected', review_message = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1 AND status = 'Pending'
     RETURNING id, type, company_id`,
      [submissionId, message, at],
      tx,
    );
  }

  // ---- the admin review of submissions (spec 3 §2.1) and the admin notes ----

  /** A page of the submissions list under the filter, with the total. */
  async reviewPage(
    filter: SubmissionFilter,
    page: ListPage<SubmissionSortField>,
  ): Promise<{ rows: SubmissionRow[]; total: number }> {
    const where = new SqlFilter();
    if (filter.type) where.add('s.type = ANY(?)', [filter.type].flat());
    if (filter.status) where.add('s.status = ANY(?)', [filter.status].flat());
    if (filter.id) where.add('s.id = ANY(?)', filter.id);
    if (filter.q)
      where.add(
        `(c.name ILIKE ? OR u.email ILIKE ? OR (u.first_name || ' ' || u.last_name) ILIKE ?)`,
        likePattern(filter.q),
      );
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM submissions s JOIN companies c ON c.id = s.company_id LEFT JOIN users u ON u.id = s.user_id ${where.sql}`,
      where.params,
    );
    const rows = await this.rows<SubmissionRow>(
      `${SUBMISSION_SELECT} ${where.sql} ORDER BY ${SUBMISSION_SORT[page.sortField]} ${page.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, s.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /**
   * One submission as the admin's detail shows it — its row, its company, the company's users and the admin's note —
   * in one statement (the detail is also the answer of every decision); undefined when there is none.
   */
  async reviewDetail(id: string): Promise<SubmissionDetailRow | undefined> {
    const row = await this.one<SubmissionDetailRow>(REVIEW_DETAIL_SQL, [id]);
    if (!row) return undefined;
    // the JSON's timestamps came as text: made the Dates their columns would have been
    row.company.createdAt = timestamptzFromJson(row.company.createdAt as string);
    for (const u of row.users) u.createdAt = timestamptzFromJson(u.createdAt as string);
    return row;
  }

  /**
   * Locks the submission for its decision in `tx` and, when it is still Pending, records the decision (status, the
   * reviewer's message, who decided and when) in the same statement. Returns the row as it was before the decision
   * (its status says whether this decision was recorded: only a Pending submission is decided, once); undefined when
   * there is none.
   */
  lockAndDecide(
    id: string,
    decision: { status: 'Approved' | 'Rejected'; message: string | null; reviewerId: string; now: Date },
    tx: Tx,
  ): Promise<
    | {
        type: SubmissionType;
        status: string;
        company_id: string;
        user_id: string | null;
        payload: Record<string, unknown>;
      }
    | undefined
  > {
    // the lock waits for a concurrent decision and then reads its outcome; the UPDATE, a data-modifying WITH, runs
    // whether or not the main query reads it, and changes the row only when the locked row was Pending
    return this.one(
      LOCK_AND_DECIDE_SQL,
      [id, decision.status, decision.message, decision.reviewerId, decision.now],
      tx,
    );
  }

  /** The admin note on a submission or a company (one per subject). */
  async note(subjectType: 'submission' | 'company', subjectId: string): Promise<string | null> {
    const row = await this.one<{ body: string }>('SELECT body FROM notes WHERE subject_type = $1 AND subject_id = $2', [
      subjectType,
      subjectId,
    ]);
    return row?.body ?? null;
  }

  /** Sets the admin note of a submission or a company (replacing the one it had), with who wrote it. */
  async saveNote(
    subjectType: 'submission' | 'company',
    subjectId: string,
    body: string,
    userId: string,
    tx: Tx,
  ): Promise<void> {
    await this.run(
      `INSERT INTO notes (subject_type, subject_id, body, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (subject_type, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [subjectType, subjectId, body, userId],
      tx,
    );
  }

  /** Creates the Registration submission of an applying company; its id. */
  async createRegistrationSubmission(companyId: string, userId: string, payload: string, tx?: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('Registration', $1, $2, $3) RETURNING id`,
      [companyId, userId, payload],
      tx,
    );
    return row!.id;
  }

  /** Creates an account owner's ProfileUpdate submission (before/after values); its id. */
  async createProfileUpdateSubmission(companyId: string, userId: string, payload: string, tx?: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO submissions (type, company_id, user_id, payload) VALUES ('ProfileUpdate', $1, $2, $3) RETURNING id`,
      [companyId, userId, payload],
      tx,
    );
    return row!.id;
  }

  /** Whether the user has a Pending ProfileUpdate submission, locking it (one open request at a time). */
  async lockPendingProfileUpdate(userId: string, tx: Tx): Promise<boolean> {
    return !!(await this.one(
      "SELECT 1 FROM submissions WHERE user_id = $1 AND type = 'ProfileUpdate' AND status = 'Pending' FOR UPDATE",
      [userId],
      tx,
    ));
  }
}
export type SubmissionSortField = (typeof SUBMISSION_SORT_FIELDS)[number];

/** A submission as the admin list and detail show it. */
export interface SubmissionRow {
  id: string;
  type: SubmissionType;
  status: string;
  companyId: string;
  companyName: string;
  companyType: string;
  applicantName: string;
  applicantEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  reviewMessage: string | null;
  payload: unknown;
}

/** A submission as the admin's detail reads it: the row, its company, the company's users, the admin's note. */
export interface SubmissionDetailRow extends SubmissionRow {
  company: Record<string, unknown> & { certificateEndDate: string | null };
  users: Array<Record<string, unknown> & { email: string }>;
  note: string | null;
}

// ---- submissions list SQL (see reviewPage) ----

const SUBMISSION_SORT: Record<SubmissionSortField, string> = {
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
  type: 's.type',
  status: 's.status',
  companyName: 'c.name',
};

const SUBMISSION_COLUMNS = `
  SELECT s.id, s.type, s.status, s.company_id AS "companyId", c.name AS "companyName", c.type AS "companyType",
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "applicantName", u.email AS "applicantEmail",
         s.created_at AS "createdAt", s.updated_at AS "updatedAt", s.reviewed_at AS "reviewedAt",
         trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) AS "reviewedBy", s.review_message AS "reviewMessage",
         s.payload`;
const SUBMISSION_FROM = `
  FROM submissions s JOIN companies c ON c.id = s.company_id
  LEFT JOIN users u ON u.id = s.user_id LEFT JOIN users r ON r.id = s.reviewed_by`;
const SUBMISSION_SELECT = `${SUBMISSION_COLUMNS} ${SUBMISSION_FROM}`;

/** Locks a submission and records its decision when it is Pending (lockAndDecide). */
const LOCK_AND_DECIDE_SQL = prepared(
  `WITH s AS (SELECT id, type, status, company_id, user_id, payload FROM submissions WHERE id = $1 FOR UPDATE),
        decided AS (
          UPDATE submissions d SET status = $2, review_message = $3, reviewed_by = $4, reviewed_at = $5, updated_at = $5
            FROM s WHERE d.id = s.id AND s.status = 'Pending')
   SELECT type, status, company_id, user_id, payload FROM s`,
);

/** A submission with its company, users and note (reviewDetail: also the answer of every decision). */
const REVIEW_DETAIL_SQL = prepared(
  `${SUBMISSION_COLUMNS}, ${SUBMISSION_COMPANY_JSON} AS company, ${submissionUsersJson('s.company_id')} AS users,
     (SELECT n.body FROM notes n WHERE n.subject_type = 'submission' AND n.subject_id = s.id) AS note
   ${SUBMISSION_FROM} WHERE s.id = $1`,
);
