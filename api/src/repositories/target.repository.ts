/** Companies' SAF targets. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { Target } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import type { TargetIndicator, TargetSortField } from '../contracts';
import { SqlFilter } from './sql-filter';

export class TargetRepository extends SqlRepository<Target, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(Target, dataSource);
  }

  /**
   * A page of a company's targets, of one indicator when given, whose periods overlap the days `from`..`to`; ties
   * broken by id in the same direction.
   */
  async findPage(
    f: { companyId: string; indicator?: string; from?: string; to?: string },
    page: { sortField: TargetSortField; sortOrder: 'ASC' | 'DESC'; limit: number; offset: number },
  ): Promise<{ rows: TargetRow[]; total: number }> {
    const where = new SqlFilter();
    where.add('company_id = ?', f.companyId);
    if (f.indicator) where.add('indicator = ?', f.indicator);
    if (f.from) where.add('end_date >= ?::date', f.from);
    if (f.to) where.add('start_date <= ?::date', f.to);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n FROM targets ${where.sql}`, where.params);
    const rows = await this.rows<TargetRow>(
      `${SELECT} ${where.sql} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, id ${page.sortOrder}
       LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** A new target of the company, created by the user. */
  async insertTarget(companyId: string, userId: string, t: TargetColumns, now: Date, tx: Tx): Promise<TargetRow> {
    return (await this.one<TargetRow>(
      `INSERT INTO targets (company_id, indicator, name, value_kg, start_date, end_date, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       RETURNING ${COLUMNS}`,
      [companyId, t.indicator, t.name, t.kg, t.startDate, t.endDate, userId, now],
      tx,
    ))!;
  }

  /** Replaces a target of the company; undefined when the company has no such target. */
  updateTarget(id: string, companyId: string, t: TargetColumns, now: Date, tx: Tx) {
    return this.one<TargetRow>(
      `UPDATE targets SET indicator = $3, name = $4, value_kg = $5, start_date = $6, end_date = $7, updated_at = $8
       WHERE id = $1 AND company_id = $2
       RETURNING ${COLUMNS}`,
      [id, companyId, t.indicator, t.name, t.kg, t.startDate, t.endDate, now],
      tx,
    );
  }

  /** Deletes a target of the company; the deleted row, undefined when the company has no such target. */
  deleteTarget(id: string, companyId: string, tx: Tx) {
    return this.one<TargetRow>(
      `DELETE FROM targets WHERE id = $1 AND company_id = $2
       RETURNING ${COLUMNS}`,
      [id, companyId],
      tx,
    );
  }
}

/** The row's columns, as read by the list and returned by every write. */
const COLUMNS = `id, name, indicator, value_kg AS "valueKg", start_date AS "startDate", end_date AS "endDate",
  created_at AS "createdAt", updated_at AS "updatedAt"`;
const SELECT = `SELECT ${COLUMNS} FROM targets`;

const SORT_SQL: Record<TargetSortField, string> = {
  startDate: 'start_date',
  endDate: 'end_date',
  name: 'lower(name)',
  value: 'value_kg',
  createdAt: 'created_at',
};

/** A target as the service reads it. */
export interface TargetRow {
  id: string;
  name: string;
  indicator: TargetIndicator;
  valueKg: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The stored columns of a validated target input. */
export interface TargetColumns {
  indicator: string;
  name: string;
  kg: string;
  startDate: string;
  endDate: string;
}
