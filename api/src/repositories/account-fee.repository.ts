/** Account fees: the periods a company has paid for. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { AccountFee } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { AccountFee as AccountFeeRow, FeeCreate, FeeSortField, FeeUpdate } from '../contracts';
import type { SqlFilter } from './sql-filter';

export class AccountFeeRepository extends SqlRepository<AccountFee, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(AccountFee, dataSource);
  }

  /**
   * A page of fee rows of one company or of the listed rows (when given), within `where` (the reader's scope, its
   * columns aliased `f`), with the total.
   */
  async findFeePage(
    where: SqlFilter,
    filter: { companyId?: string; id?: readonly string[] },
    page: { sortField: FeeSortField; sortOrder: string; limit: number; offset: number },
  ): Promise<{ rows: AccountFeeRow[]; total: number }> {
    if (filter.companyId) where.add('f.company_id = ?', filter.companyId);
    if (filter.id) where.add('f.id = ANY(?::uuid[])', filter.id);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n FROM account_fees f ${where.sql}`, where.params);
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.rows<AccountFeeRow>(
      `${FEE_SELECT} ${where.sql} ORDER BY ${FEE_SORT_SQL[page.sortField]} ${dir}, f.id ${dir} LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** A fee row as the API answers it (BCU issued and volume fee calculated when left blank); `lock` holds it. */
  findFee(id: string, lock: boolean, tx?: Tx): Promise<AccountFeeRow | undefined> {
    return this.one<AccountFeeRow>(`${FEE_SELECT} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`, [id], tx);
  }

  /** Adds a fee row; its id. */
  async createFee(input: FeeCreate, tx?: Tx): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO account_fees (company_id, period, start_date, end_date, account_fee, account_fee_paid,
                                 bcu_issued, issue_rate, volume_fee_paid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        input.companyId,
        input.period,
        input.start,
        input.end,
        input.accountFee,
        input.accountFeePaid,
        input.bcuIssued,
        input.issueRate,
        input.volumeFeePaid,
      ],
      tx,
    );
    return row!.id;
  }

  /** Writes the given fields of a fee row (at least one). */
  async updateFee(id: string, changes: Partial<FeeUpdate>, tx?: Tx): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [key, column] of Object.entries(FEE_COLUMNS) as [keyof FeeUpdate, string][]) {
      if (changes[key] === undefined) continue;
      params.push(changes[key]);
      sets.push(`${column} = $${params.length}`);
    }
    await this.run(`UPDATE account_fees SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params, tx);
  }

  /** Deletes a fee row. */
  async deleteFee(id: string, tx?: Tx): Promise<void> {
    await this.run('DELETE FROM account_fees WHERE id = $1', [id], tx);
  }
}

const FEE_SORT_SQL: Record<FeeSortField, string> = {
  period: 'f.period',
  start: 'f.start_date',
  end: 'f.end_date',
  createdAt: 'f.created_at',
};

/** Columns behind each writable field. */
const FEE_COLUMNS: Record<keyof FeeUpdate, string> = {
  period: 'period',
  start: 'start_date',
  end: 'end_date',
  accountFee: 'account_fee',
  accountFeePaid: 'account_fee_paid',
  bcuIssued: 'bcu_issued',
  issueRate: 'issue_rate',
  volumeFeePaid: 'volume_fee_paid',
};

// NUMERIC → JSON number: at most 15 significant digits (12.2 and 15.3 columns), so the decimal value
// round-trips exactly through a double; storage and arithmetic stay NUMERIC. BCU issued left blank is read as the
// tonnes of the Supplier's registrations approved from the start day to the end day (UTC).
const FEE_SELECT = `
  SELECT f.id, f.company_id AS "companyId", f.period, f.start_date AS start, f.end_date AS "end",
         f.account_fee::float8 AS "accountFee", f.account_fee_paid AS "accountFeePaid",
         coalesce(f.bcu_issued, issued.tonnes)::float8 AS "bcuIssued", f.issue_rate::float8 AS "issueRate",
         coalesce(f.volume_fee, round(f.issue_rate * issued.tonnes, 2))::float8 AS "volumeFee",
         f.volume_fee_paid AS "volumeFeePaid", f.created_at AS "createdAt"
  FROM account_fees f
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(e.amount_kg), 0)::numeric / 1000 AS tonnes
    FROM credit_events e
    WHERE f.bcu_issued IS NULL AND e.event = 'Registration Approved' AND e.holder_company_id = f.company_id
      AND e.created_at >= f.start_date::timestamp AT TIME ZONE 'UTC'
      AND e.created_at < (f.end_date + 1)::timestamp AT TIME ZONE 'UTC'
    HAVING EXISTS (SELECT 1 FROM companies s WHERE s.id = f.company_id AND s.type = 'Supplier')
  ) issued ON true`;
