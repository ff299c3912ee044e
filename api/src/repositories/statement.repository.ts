/** Retirement statements, their credits and their rendered documents. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RetirementStatement } from '../models';
import { prepared } from '../datasources/prepared-statements';
import { SqlRepository } from './sql.repository';
import { notifyAtCommit } from './notify';
import type { Tx } from '../datasources';
import type { StatementFilter, STATEMENT_SORT_FIELDS } from '../contracts';
import type { ListPage } from '../services/list-page';

/** The advisory lock class of statement renderings (two-key locks: the statement's hash is the second key). */
const RENDERING_LOCK = 7263542;

export class StatementRepository extends SqlRepository<RetirementStatement, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RetirementStatement, dataSource);
  }

  // ---- retirement statements, their credits and documents ----

  /**
   * Writes the immutable statement row, numbered by the RSID sequence in the same statement (`RS-<year>-` and the
   * number, at least six digits; a number is never reused, also when the transaction rolls back), and its credits in
   * their order, each with its certificate number (SID): the RSID and the credit's `sidSuffix`. One round trip;
   * returns the statement's id and RSID.
   */
  async insertStatement(
    s: NewStatement,
    credits: { sidSuffix: string; creditId: string; bcuid: string; volumeKg: string; co2eqKg: string }[],
    tx: Tx,
  ): Promise<{ id: string; rsid: string }> {
    const row = await this.one<{ id: string; rsid: string }>(
      prepared(`WITH statement AS (
         INSERT INTO retirement_statements (rsid, issued_at, company_id, beneficiary_name, is_anonymous, volume_kg, co2eq_kg,
           claim_country, reporting, retirement_request_id, submission_id, product_type,
           scope1_company_id, scope1_name, scope3_company_id, scope3_name, scope3_logistic_company_id, scope3_logistic_name)
         SELECT 'RS-' || extract(year FROM $1::timestamptz AT TIME ZONE 'UTC')::int || '-' ||
                  CASE WHEN length(n) >= 6 THEN n ELSE lpad(n, 6, '0') END,
                $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17
           FROM (SELECT nextval('retirement_statement_seq')::text AS n) seq
         RETURNING id, rsid),
       credits AS (
         INSERT INTO statement_credits (statement_id, position, sid, credit_id, bcuid, volume_kg, co2eq_kg)
         SELECT statement.id, c.position, statement.rsid || '-' || c.sid_suffix, c.credit_id, c.bcuid, c.volume_kg, c.co2eq_kg
           FROM statement,
                unnest($18::text[], $19::uuid[], $20::text[], $21::bigint[], $22::bigint[])
                  WITH ORDINALITY AS c (sid_suffix, credit_id, bcuid, volume_kg, co2eq_kg, position)
         RETURNING 1)
       SELECT statement.id, statement.rsid FROM statement, (SELECT count(*) FROM credits) AS written`),
      [
        s.issuedAt,
        s.companyId,
        s.beneficiaryName,
        s.isAnonymous,
        s.volumeKg,
        s.co2eqKg,
        s.claimCountry,
        s.reporting,
        s.retirementRequestId,
        s.submissionId,
        s.productType,
        s.scope1CompanyId,
        s.scope1Name,
        s.scope3CompanyId,
        s.scope3Name,
        s.scope3LogisticCompanyId,
        s.scope3LogisticName,
        credits.map((c) => c.sidSuffix),
        credits.map((c) => c.creditId),
        credits.map((c) => c.bcuid),
        credits.map((c) => c.volumeKg),
        credits.map((c) => c.co2eqKg),
      ],
      tx,
    );
    return row!;
  }

  /** Tells the listeners of `channel` that a statement was issued; PostgreSQL delivers it only when `tx` commits. */
  async notifyIssued(channel: string, statementId: string, tx: Tx): Promise<void> {
    await notifyAtCommit(tx, channel, statementId);
  }

  /** Statements by id (in no particular order; unknown ids are left out), with anonymity applied. */
  async findRowsByIds(ids: string[], tx?: Tx): Promise<StatementDbRow[]> {
    return this.rows<StatementDbRow>(
      prepared(`SELECT ${STATEMENT_SELECT} FROM retirement_statements rs WHERE rs.id = ANY($1::uuid[])`),
      [ids],
      tx,
    );
  }

  /** The credits of the statements, each statement's in position order. */
  async findCredits(statementIds: string[], tx?: Tx): Promise<StatementCreditDbRow[]> {
    return this.rows<StatementCreditDbRow>(
      prepared(
        `SELECT statement_id AS "statementId", id, sid, credit_id AS "creditId", bcuid AS "BCUID",
                volume_kg::text AS "volumeKg", co2eq_kg::text AS "co2eqKg"
         FROM statement_credits WHERE statement_id = ANY($1::uuid[]) ORDER BY statement_id, position`,
      ),
      [statementIds],
      tx,
    );
  }

  /** A page of statements (all, or one company's) under the filter, with the total. */
  async findPage(
    f: StatementFilter,
    page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>,
    companyId: string | null,
  ): Promise<{ rows: StatementDbRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (companyId) where.push(`rs.company_id = $${params.push(companyId)}`);
    if (f.from) where.push(`rs.issued_at >= $${params.push(f.from)}::date`);
    if (f.to) where.push(`rs.issued_at < $${params.push(f.to)}::date + 1`);
    if (f.q) {
      const p = `$${params.push(`%${f.q}%`)}`;
      where.push(`(rs.rsid ILIKE ${p} OR (NOT rs.is_anonymous AND rs.beneficiary_name ILIKE ${p})
        OR EXISTS (SELECT 1 FROM statement_credits sc WHERE sc.statement_id = rs.id AND (sc.bcuid ILIKE ${p} OR sc.sid ILIKE ${p})))`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM retirement_statements rs ${whereSql}`,
      params,
    );
    const rows = await this.rows<StatementDbRow>(
      `SELECT ${STATEMENT_SELECT} FROM retirement_statements rs ${whereSql}
       ORDER BY ${STATEMENT_SORT_SQL[page.sortField]} ${page.sortOrder}, rs.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Statements with a PDF (or a certificate) not yet stored, oldest first. */
  async findMissingDocuments(limit: number): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT rs.id FROM retirement_statements rs
       WHERE NOT EXISTS (SELECT 1 FROM statement_documents d WHERE d.statement_id = rs.id AND d.statement_credit_id IS NULL)
          OR EXISTS (SELECT 1 FROM statement_credits sc WHERE sc.statement_id = rs.id
                     AND NOT EXISTS (SELECT 1 FROM statement_documents d WHERE d.statement_credit_id = sc.id))
       ORDER BY rs.issued_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  /** The stored statement PDFs (not certificates) of the statements that have one. */
  async findStatementDocuments(
    statementIds: string[],
  ): Promise<{ statementId: string; filename: string; content: Buffer }[]> {
    return this.rows<{ statementId: string; filename: string; content: Buffer }>(
      `SELECT d.statement_id AS "statementId", f.filename, f.content FROM statement_documents d JOIN files f ON f.id = d.file_id
       WHERE d.statement_id = ANY($1::uuid[]) AND d.statement_credit_id IS NULL`,
      [statementIds],
    );
  }

  /** The stored document of a statement (`statementCreditId` null) or of one of its credits (its certificate). */
  async findDocument(
    statementId: string,
    statementCreditId: string | null,
  ): Promise<{ filename: string; content: Buffer } | undefined> {
    return this.one<{ filename: string; content: Buffer }>(
      prepared(
        `SELECT f.filename, f.content FROM statement_documents d JOIN files f ON f.id = d.file_id
         WHERE d.statement_id = $1 AND d.statement_credit_id IS NOT DISTINCT FROM $2`,
      ),
      [statementId, statementCreditId],
    );
  }

  /**
   * Claims the rendering of a statement's documents for the caller's transaction (a transaction-scoped advisory
   * lock, released at its end or with its connection): false when another transaction, of any instance, holds it.
   */
  async claimRendering(statementId: string, tx: Tx): Promise<boolean> {
    const row = await this.one<{ claimed: boolean }>(
      prepared('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS claimed'),
      [RENDERING_LOCK, statementId],
      tx,
    );
    return row!.claimed;
  }

  /** The issued document (statement PDF or certificate) whose stored bytes have this SHA-256, if any. */
  async findDocumentByDigest(
    sha256: string,
  ): Promise<{ statementId: string; kind: 'statement' | 'certificate'; sid: string | null } | undefined> {
    return this.one<{ statementId: string; kind: 'statement' | 'certificate'; sid: string | null }>(
      `SELECT d.statement_id AS "statementId", f.kind, sc.sid
       FROM files f JOIN statement_documents d ON d.file_id = f.id
       LEFT JOIN statement_credits sc ON sc.id = d.statement_credit_id
       WHERE f.sha256 = $1 AND f.kind IN ('statement', 'certificate')
       LIMIT 1`,
      [sha256],
    );
  }

  /** Links a stored file as a statement's (or a credit's) document; a second one for the same place is refused (23505). */
  async insertDocument(statementId: string, statementCreditId: string | null, fileId: string, tx: Tx): Promise<void> {
    await this.run(
      prepared('INSERT INTO statement_documents (statement_id, statement_credit_id, file_id) VALUES ($1, $2, $3)'),
      [statementId, statementCreditId, fileId],
      tx,
    );
  }
}

// ---- retirement statements: the SQL and rows of the methods above ----

export interface NewStatement {
  issuedAt: Date;
  companyId: string;
  beneficiaryName: string;
  isAnonymous: boolean;
  volumeKg: string;
  co2eqKg: string;
  claimCountry: string | null;
  reporting: string | null;
  retirementRequestId: string | null;
  submissionId: string | null;
  productType: string | null;
  scope1CompanyId: string | null;
  scope1Name: string | null;
  scope3CompanyId: string | null;
  scope3Name: string | null;
  scope3LogisticCompanyId: string | null;
  scope3LogisticName: string | null;
}

/**
 * The statement columns every reader selects. Anonymity (the corporate claimant's choice) hides the beneficiary and the
 * Scope 3 company, which is the corporate claimant when one is named.
 */
const STATEMENT_SELECT = `
  rs.id, rs.rsid AS "RSID", rs.issued_at AS "issuedAt", rs.company_id AS "companyId",
  CASE WHEN rs.is_anonymous THEN 'Anonymous' ELSE rs.beneficiary_name END AS beneficiary,
  rs.is_anonymous AS "isAnonymous", rs.product_type AS "productType",
  rs.volume_kg::text AS "volumeKg", rs.co2eq_kg::text AS "co2eqKg",
  rs.claim_country AS "claimCountry", rs.reporting,
  rs.scope1_name AS scope1,
  CASE WHEN rs.is_anonymous AND rs.scope3_name IS NOT NULL THEN 'Anonymous' ELSE rs.scope3_name END AS scope3,
  rs.scope3_logistic_name AS "scope3Logistic"`;

/** A statement as STATEMENT_SELECT reads it (kilograms and the date as stored). */
export interface StatementDbRow {
  id: string;
  RSID: string;
  issuedAt: Date;
  companyId: string;
  beneficiary: string;
  isAnonymous: boolean;
  productType: string | null;
  volumeKg: string;
  co2eqKg: string;
  claimCountry: string | null;
  reporting: string | null;
  scope1: string | null;
  scope3: string | null;
  scope3Logistic: string | null;
}

export interface StatementCreditDbRow {
  statementId: string;
  id: string;
  sid: string;
  creditId: string;
  BCUID: string;
  volumeKg: string;
  co2eqKg: string;
}

const STATEMENT_SORT_SQL: Record<(typeof STATEMENT_SORT_FIELDS)[number], string> = {
  issuedAt: 'rs.issued_at',
  rsid: 'rs.rsid',
  amount: 'rs.volume_kg',
};
