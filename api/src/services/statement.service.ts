/** Public retirement statements (spec 1 §2 /statements): anonymous beneficiaries stay anonymous. */
import type { Database } from '../db/database';
import type { ListPage } from './list-query';
import type { StatementFilter, STATEMENT_SORT_FIELDS } from '../contracts';

const SORT_SQL: Record<(typeof STATEMENT_SORT_FIELDS)[number], string> = {
  issuedAt: 'issued_at',
  rsid: 'rsid',
  amount: 'volume_kg',
};

export class StatementService {
  constructor(private readonly db: Database) {}

  async listPublic(f: StatementFilter, page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.from) where.push(`issued_at >= $${params.push(f.from)}::date`);
    if (f.to) where.push(`issued_at < $${params.push(f.to)}::date + 1`);
    if (f.q) where.push(`(rsid ILIKE $${params.push(`%${f.q}%`)} OR bcu_id ILIKE $${params.length} OR (NOT is_anonymous AND beneficiary_name ILIKE $${params.length}))`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM retirement_statements ${whereSql}`, params);
    const rows = await this.db.rows(
      `SELECT id, rsid AS "RSID", issued_at AS "issuedAt", bcu_id AS "bcuId",
              CASE WHEN is_anonymous THEN 'Anonymous' ELSE beneficiary_name END AS beneficiary,
              (volume_kg / 1000.0)::text AS amount, (co2eq_kg / 1000.0)::text AS "tonnesOfCO2eq",
              claim_country AS "claimCountry", reporting
       FROM retirement_statements ${whereSql}
       ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows, total: Number(total!.n) };
  }
}
