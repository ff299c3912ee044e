/**
 * Retirement statements (spec 2 §2.6, §3; spec 1 §2 /statements). `issue` writes the immutable statement when a
 * BCURetirement is approved (inside the approval transaction); the lists read them, anonymous beneficiaries stay
 * anonymous in everything public.
 */
import type { Tx } from '../../../datasources';
import type { Database, Queryable } from '../../../db/database';
import type { ListPage } from '../../list-page';
import { NO_STATEMENT_PANEL_TYPES, type StatementFilter, type STATEMENT_SORT_FIELDS } from '../../../contracts';
import { forbidden, notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import { PRODUCT_TYPE_SQL } from '../ledger/credit-projection';

const SORT_SQL: Record<(typeof STATEMENT_SORT_FIELDS)[number], string> = {
  issuedAt: 'rs.issued_at',
  rsid: 'rs.rsid',
  amount: 'rs.volume_kg',
};

export interface StatementCreditInput {
  creditId: string;
  bcuid: string;
  volumeKg: bigint | string;
  co2eqKg: bigint | string;
}

export interface IssueStatementInput {
  companyId: string;
  retirementRequestId?: string;
  submissionId?: string;
  productType?: string;
  claimCountry?: string | null;
  reporting?: string | null;
  scope1CompanyId?: string | null;
  scope3CompanyId?: string | null;
  scope3LogisticCompanyId?: string | null;
  isAnonymous: boolean;
  credits: StatementCreditInput[];
}

/** A statement's credit as every list shows it (amounts in tonnes as exact decimal strings). */
export interface StatementCreditRow {
  id: string;
  sid: string;
  creditId: string;
  BCUID: string;
  amount: string;
  tonnesOfCO2eq: string;
}

/** A statement as read by lists and PDF templates. `beneficiary` already respects anonymity. */
export interface StatementRow {
  id: string;
  RSID: string;
  issuedAt: string;
  companyId: string;
  beneficiary: string;
  isAnonymous: boolean;
  productType: string | null;
  amount: string;
  tonnesOfCO2eq: string;
  claimCountry: string | null;
  reporting: string | null;
  scope1: string | null;
  scope3: string | null;
  scope3Logistic: string | null;
  credits: StatementCreditRow[];
}

/** Integer kilograms → tonnes with exactly 3 decimals, no floating point. */
export function kgText(kg: bigint | string): string {
  const v = BigInt(kg);
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 1000n}.${(a % 1000n).toString().padStart(3, '0')}`;
}

const toBig = (v: bigint | string, what: string): bigint => {
  const s = typeof v === 'bigint' ? v.toString() : String(v).trim();
  if (!/^-?\d+$/.test(s)) throw new Error(`statement ${what} must be an integer number of kilograms, got ${s}`);
  return BigInt(s);
};

/**
 * The statement columns every reader selects. Anonymity (the corporate claimant's choice) hides the beneficiary and the
 * Scope 3 company, which is the corporate claimant when one is named.
 */
export const STATEMENT_SELECT = `
  rs.id, rs.rsid AS "RSID", rs.issued_at AS "issuedAt", rs.company_id AS "companyId",
  CASE WHEN rs.is_anonymous THEN 'Anonymous' ELSE rs.beneficiary_name END AS beneficiary,
  rs.is_anonymous AS "isAnonymous", rs.product_type AS "productType",
  rs.volume_kg::text AS "volumeKg", rs.co2eq_kg::text AS "co2eqKg",
  rs.claim_country AS "claimCountry", rs.reporting,
  rs.scope1_name AS scope1,
  CASE WHEN rs.is_anonymous AND rs.scope3_name IS NOT NULL THEN 'Anonymous' ELSE rs.scope3_name END AS scope3,
  rs.scope3_logistic_name AS "scope3Logistic"`;

type RawStatement = Omit<StatementRow, 'amount' | 'tonnesOfCO2eq' | 'credits' | 'issuedAt'> & {
  issuedAt: Date;
  volumeKg: string;
  co2eqKg: string;
};

export class StatementService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes the immutable statement of an approved retirement inside the caller's transaction: RSID RS-{year}-{000123},
   * issue date = the clock's now, parties by id and by their name today, the credits with their certificate numbers.
   */
  async issue(tx: Tx, input: IssueStatementInput): Promise<{ id: string; rsid: string }> {
    if (input.credits.length === 0) throw new Error('a retirement statement needs at least one credit');
    const credits = input.credits.map((c) => ({
      ...c,
      volume: toBig(c.volumeKg, 'volume'),
      co2eq: toBig(c.co2eqKg, 'CO2eq'),
    }));
    if (credits.some((c) => c.volume <= 0n || c.co2eq < 0n))
      throw new Error('statement credit amounts must be positive');
    const volume = credits.reduce((s, c) => s + c.volume, 0n);
    const co2eq = credits.reduce((s, c) => s + c.co2eq, 0n);
    const now = this.clock.now();
    const name = async (id: string | null | undefined) =>
      id
        ? ((await this.db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id], tx))?.name ?? null)
        : null;
    const beneficiary = await name(input.companyId);
    if (!beneficiary) throw new Error(`statement company ${input.companyId} does not exist`);
    // the product type as the BCU shows it (an admin's correction first) when the caller does not name it
    const productType =
      input.productType ??
      (
        await this.db.one<{ p: string | null }>(
          `SELECT ${PRODUCT_TYPE_SQL} AS p FROM credits c WHERE c.id = $1`,
          [credits[0].creditId],
          tx,
        )
      )?.p ??
      null;
    const seq = await this.db.one<{ n: string }>(`SELECT nextval('retirement_statement_seq')::text AS n`, [], tx);
    const rsid = `RS-${now.getUTCFullYear()}-${seq!.n.padStart(6, '0')}`;
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO retirement_statements (rsid, issued_at, company_id, beneficiary_name, is_anonymous, volume_kg, co2eq_kg,
         claim_country, reporting, retirement_request_id, submission_id, product_type,
         scope1_company_id, scope1_name, scope3_company_id, scope3_name, scope3_logistic_company_id, scope3_logistic_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        rsid,
        now,
        input.companyId,
        beneficiary,
        input.isAnonymous,
        volume.toString(),
        co2eq.toString(),
        input.claimCountry ?? null,
        input.reporting ?? null,
        input.retirementRequestId ?? null,
        input.submissionId ?? null,
        productType,
        input.scope1CompanyId ?? null,
        await name(input.scope1CompanyId),
        input.scope3CompanyId ?? null,
        await name(input.scope3CompanyId),
        input.scope3LogisticCompanyId ?? null,
        await name(input.scope3LogisticCompanyId),
      ],
      tx,
    );
    let position = 0;
    for (const c of credits) {
      position += 1;
      await tx.query(
        `INSERT INTO statement_credits (statement_id, position, sid, credit_id, bcuid, volume_kg, co2eq_kg)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row!.id,
          position,
          `${rsid}-${String(position).padStart(2, '0')}`,
          c.creditId,
          c.bcuid,
          c.volume.toString(),
          c.co2eq.toString(),
        ],
      );
    }
    // delivered only when the approval commits: the PDFs are rendered then (StatementDocumentService)
    await tx.query(`SELECT pg_notify('statement_issued', $1)`, [row!.id]);
    return { id: row!.id, rsid };
  }

  /** Statements by id with their credits, in the order of `ids` (unknown ids are left out). */
  async byIds(ids: string[], db: Queryable = this.db.pool): Promise<StatementRow[]> {
    if (ids.length === 0) return [];
    const raws = await this.db.rows<RawStatement>(
      `SELECT ${STATEMENT_SELECT} FROM retirement_statements rs WHERE rs.id = ANY($1::uuid[])`,
      [ids],
      db,
    );
    const full = await this.withCredits(raws, db);
    const byId = new Map(full.map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id)).filter((s): s is StatementRow => !!s);
  }

  /**
   * Whose statements the account panel reads: the actor's own company, or for an Auditor a company it holds unexpired
   * access to (any other company: 404). Intermediary and Supplier accounts have no panel (403).
   */
  async readableCompany(
    actor: { role: string; companyId: string },
    requested: string | undefined,
    now: Date,
  ): Promise<string> {
    let companyId = actor.companyId;
    if (requested && requested !== actor.companyId) {
      const granted =
        actor.role === 'Auditor' &&
        (await this.db.one(
          'SELECT 1 FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2 AND expires_at > $3',
          [actor.companyId, requested, now],
        ));
      if (!granted) throw notFound();
      companyId = requested;
    }
    const company = await this.db.one<{ type: string }>('SELECT type FROM companies WHERE id = $1', [companyId]);
    if (!company) throw notFound();
    if ((NO_STATEMENT_PANEL_TYPES as readonly string[]).includes(company.type)) throw forbidden();
    return companyId;
  }

  async listPublic(f: StatementFilter, page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>) {
    return this.list(f, page, null);
  }

  /** One company's statements (the account Retirement Statements panel). */
  async listForCompany(companyId: string, f: StatementFilter, page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>) {
    return this.list(f, page, companyId);
  }

  private async list(
    f: StatementFilter,
    page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>,
    companyId: string | null,
  ) {
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
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM retirement_statements rs ${whereSql}`,
      params,
    );
    const raws = await this.db.rows<RawStatement>(
      `SELECT ${STATEMENT_SELECT} FROM retirement_statements rs ${whereSql}
       ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, rs.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows: await this.withCredits(raws), total: Number(total!.n) };
  }

  private async withCredits(raws: RawStatement[], db: Queryable = this.db.pool): Promise<StatementRow[]> {
    if (raws.length === 0) return [];
    const credits = await this.db.rows<{
      statementId: string;
      id: string;
      sid: string;
      creditId: string;
      BCUID: string;
      volumeKg: string;
      co2eqKg: string;
    }>(
      `SELECT statement_id AS "statementId", id, sid, credit_id AS "creditId", bcuid AS "BCUID",
              volume_kg::text AS "volumeKg", co2eq_kg::text AS "co2eqKg"
       FROM statement_credits WHERE statement_id = ANY($1::uuid[]) ORDER BY statement_id, position`,
      [raws.map((r) => r.id)],
      db,
    );
    return raws.map(({ volumeKg, co2eqKg, issuedAt, ...r }) => ({
      ...r,
      issuedAt: issuedAt.toISOString(),
      amount: kgText(volumeKg),
      tonnesOfCO2eq: kgText(co2eqKg),
      credits: credits
        .filter((c) => c.statementId === r.id)
        .map((c) => ({
          id: c.id,
          sid: c.sid,
          creditId: c.creditId,
          BCUID: c.BCUID,
          amount: kgText(c.volumeKg),
          tonnesOfCO2eq: kgText(c.co2eqKg),
        })),
    }));
  }
}
