/** Scope 1 information requests. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { InfoRequest } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { InfoRequestFilter, InfoRequestView, INFO_REQUEST_SORT_FIELDS } from '../contracts';
import type { ListPage } from '../services/list-page';

export class InfoRequestRepository extends SqlRepository<InfoRequest, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(InfoRequest, dataSource);
  }

  // ---- Scope 1 information requests (trading) ----

  /** Whether a request about the credit is still waiting for its answer (one at a time per BCU). */
  async hasPending(creditId: string, tx?: Tx): Promise<boolean> {
    return !!(await this.one(
      "SELECT 1 FROM info_requests WHERE credit_id = $1 AND status = 'Pending'",
      [creditId],
      tx,
    ));
  }

  /** A new pending request; returns its id (the partial unique index refuses a second pending one per credit). */
  async insertPending(
    r: {
      creditId: string;
      requesterCompanyId: string;
      requesterUserId: string;
      holderCompanyId: string;
      targetCompanyId: string;
      createdAt: Date;
      expiresAt: Date;
    },
    tx: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO info_requests (credit_id, requester_company_id, requester_user_id, holder_company_id, target_company_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        r.creditId,
        r.requesterCompanyId,
        r.requesterUserId,
        r.holderCompanyId,
        r.targetCompanyId,
        r.createdAt,
        r.expiresAt,
      ],
      tx,
    );
    return row!.id;
  }

  /** A page of the requests a company sent or received (by `direction`), with the total. */
  async findPage(
    companyId: string,
    f: InfoRequestFilter,
    page: ListPage<(typeof INFO_REQUEST_SORT_FIELDS)[number]>,
  ): Promise<{ rows: InfoRequestViewRow[]; total: number }> {
    const params: unknown[] = [companyId];
    const where = [f.direction === 'sent' ? 'q.requester_company_id = $1' : 'q.target_company_id = $1'];
    if (f.status) where.push(`q.status = ANY($${params.push([f.status].flat())})`);
    if (f.creditId) where.push(`q.credit_id = $${params.push(f.creditId)}`);
    if (f.q)
      where.push(
        `(c.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (x) => `\\${x}`)}%`)} OR rq.name ILIKE $${params.length} OR t.name ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM info_requests q JOIN credits c ON c.id = q.credit_id JOIN companies rq ON rq.id = q.requester_company_id
       JOIN companies t ON t.id = q.target_company_id ${w}`,
      params,
    );
    const rows = await this.rows<InfoRequestViewRow>(
      `${INFO_REQUEST_SELECT} ${w} ORDER BY ${INFO_REQUEST_SORT_SQL[page.sortField]} ${page.sortOrder}, q.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** How many requests wait for the company's answer (the tab's badge). */
  async countPendingFor(targetCompanyId: string): Promise<number> {
    const row = await this.one<{ n: string }>(
      "SELECT count(*) AS n FROM info_requests WHERE target_company_id = $1 AND status = 'Pending'",
      [targetCompanyId],
    );
    return Number(row!.n);
  }

  /** A request the company sent or received; undefined for any other. */
  async findViewFor(id: string, companyId: string): Promise<InfoRequestViewRow | undefined> {
    return this.one<InfoRequestViewRow>(
      `${INFO_REQUEST_SELECT} WHERE q.id = $1 AND (q.requester_company_id = $2 OR q.target_company_id = $2)`,
      [id, companyId],
    );
  }

  /** Locks a request addressed to the company; undefined for any other. */
  async lockForTarget(id: string, targetCompanyId: string, tx: Tx): Promise<InfoRequestRow | undefined> {
    return this.one<InfoRequestRow>(
      'SELECT * FROM info_requests WHERE id = $1 AND target_company_id = $2 FOR UPDATE',
      [id, targetCompanyId],
      tx,
    );
  }

  /** The target answered yes: Approved with the claim country and reporting. */
  async markApproved(
    id: string,
    answer: { creditClaimCountry: string | null; reporting: string | null; userId: string; at: Date },
    tx: Tx,
  ): Promise<void> {
    await this.run(
      "UPDATE info_requests SET status = 'Approved', answer = 'yes', credit_claim_country = $2, reporting = $3, answered_by_user_id = $4, answered_at = $5 WHERE id = $1",
      [id, answer.creditClaimCountry, answer.reporting, answer.userId, answer.at],
      tx,
    );
  }

  /** The target denied. */
  async markDenied(id: string, userId: string, at: Date, tx: Tx): Promise<void> {
    await this.run(
      "UPDATE info_requests SET status = 'Denied', answered_by_user_id = $2, answered_at = $3 WHERE id = $1",
      [id, userId, at],
      tx,
    );
  }

  /** Pending requests past their deadline or about a BCU whose validity ended (optionally of some companies), by id. */
  async dueForExpiry(now: Date, companyIds?: string[]): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT q.id FROM info_requests q JOIN credits c ON c.id = q.credit_id WHERE q.status = 'Pending' AND (q.expires_at <= $1 OR c.expires_at <= $1)
       ${companyIds ? 'AND (q.requester_company_id = ANY($2::uuid[]) OR q.target_company_id = ANY($2::uuid[]))' : ''} ORDER BY q.id`,
      companyIds ? [now, companyIds] : [now],
    );
    return rows.map((r) => r.id);
  }

  /** Locks a request still pending; undefined when answered meanwhile or another run holds it. */
  async lockPendingUnlessLocked(id: string, tx: Tx): Promise<InfoRequestRow | undefined> {
    return this.one<InfoRequestRow>(
      "SELECT * FROM info_requests WHERE id = $1 AND status = 'Pending' FOR UPDATE SKIP LOCKED",
      [id],
      tx,
    );
  }

  /** Expired by the System at `at`. */
  async markExpired(id: string, at: Date, tx: Tx): Promise<void> {
    await this.run("UPDATE info_requests SET status = 'Expired', answered_at = $2 WHERE id = $1", [id, at], tx);
  }
}

// ---- Scope 1 information requests: the SQL and rows of the methods above ----

/** A row of info_requests as SELECT * returns it. */
export interface InfoRequestRow {
  id: string;
  status: string;
  credit_id: string;
  requester_company_id: string;
  requester_user_id: string;
  holder_company_id: string;
  target_company_id: string;
  expires_at: Date;
}

const INFO_REQUEST_SORT_SQL: Record<(typeof INFO_REQUEST_SORT_FIELDS)[number], string> = {
  createdAt: 'q.created_at',
  status: 'q.status',
};

const INFO_REQUEST_SELECT = `
  SELECT q.id, q.status, q.credit_id AS "creditId", c.bcuid,
         json_build_object('id', rq.id, 'name', rq.name, 'type', rq.type) AS requester,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "requesterUser",
         json_build_object('id', t.id, 'name', t.name, 'type', t.type) AS company,
         q.answer, q.credit_claim_country AS "creditClaimCountry", q.reporting,
         q.created_at AS "createdAt", q.answered_at AS "answeredAt", q.expires_at AS "expiresAt"
  FROM info_requests q JOIN credits c ON c.id = q.credit_id JOIN companies rq ON rq.id = q.requester_company_id
  JOIN companies t ON t.id = q.target_company_id LEFT JOIN users u ON u.id = q.requester_user_id`;

/** A request as INFO_REQUEST_SELECT reads it (dates as stored). */
export type InfoRequestViewRow = Omit<InfoRequestView, 'statusLabel' | 'createdAt' | 'answeredAt' | 'expiresAt'> & {
  createdAt: Date;
  answeredAt: Date | null;
  expiresAt: Date;
};
