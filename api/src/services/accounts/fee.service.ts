/**
 * Account fees (spec 3 §5 "Account fee"): list, create, change and delete a company's fee rows, each write with
 * its action-log row in the same transaction. The volume fee is a generated column (issue rate × BCU issued,
 * 2 decimals), so it can never disagree with its inputs.
 *
 * BCU issued left blank is stored as NULL and read as calculated from the period dates (spec 3 §5): the tonnes of
 * the Supplier's BCU registrations approved from the start day to the end day (UTC), with the volume fee
 * issue rate × those tonnes, 2 decimals as NUMERIC rounds. The volume fields apply to Supplier accounts only
 * (spec 3 §6); for other accounts they are refused.
 */
import { type CompanyScope, assertInScope, inScope } from './auditor.service';
import type { AccountFee, CompanyType, FeeCreate, FeeFilter, FeeSortField, FeeUpdate } from '../../contracts';
import { MSG, showsSupplierFeeColumns } from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from '../admin/admin-user.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from './account.service';
import { SqlFilter } from '../../repositories/sql-filter';

const SORT_SQL: Record<FeeSortField, string> = {
  period: 'f.period',
  start: 'f.start_date',
  end: 'f.end_date',
  createdAt: 'f.created_at',
};

/** Columns behind each writable field. */
const COLUMNS: Record<keyof FeeUpdate, string> = {
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
// round-trips exactly through a double; storage and arithmetic stay NUMERIC.
const SELECT = `
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

export class FeeService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
  ) {}

  /** A page of fee rows under the filter, of the companies in the reader's scope. */
  async list(
    filter: FeeFilter,
    page: ListPage<FeeSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AccountFee[]; total: number }> {
    const w = inScope(new SqlFilter(), 'f.company_id', scope);
    if (filter.companyId) w.add('f.company_id = ?', filter.companyId);
    if (filter.id) w.add('f.id = ANY(?::uuid[])', filter.id);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM account_fees f ${w.sql}`, w.params);
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.rows<AccountFee>(
      `${SELECT} ${w.sql} ORDER BY ${SORT_SQL[page.sortField]} ${dir}, f.id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`,
      w.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /**
   * The company whose fees a company user reads: its own; an Auditor may name a company it holds unexpired
   * access to (auditor_access, granted through a supplier's token). Anything else is 404, never another
   * company's data (DESIGN §3).
   */
  async readableCompany(
    actor: { role: string; companyId: string },
    requested: string | undefined,
    now: Date,
  ): Promise<string> {
    if (!requested || requested === actor.companyId) return actor.companyId;
    if (actor.role === 'Auditor') {
      const granted = await this.db.one(
        'SELECT 1 FROM auditor_access WHERE auditor_company_id = $1 AND company_id = $2 AND expires_at > $3',
        [actor.companyId, requested, now],
      );
      if (granted) return requested;
    }
    throw notFound();
  }

  /** A fee row as the admin area reads it: 404 when its company lies outside the reader's scope. */
  async read(id: string, scope: CompanyScope): Promise<AccountFee> {
    const fee = await this.get(id);
    assertInScope(scope, fee.companyId);
    return fee;
  }

  async get(id: string, db: Queryable = this.db.pool): Promise<AccountFee> {
    const row = await this.db.one<AccountFee>(`${SELECT} WHERE f.id = $1`, [id], db);
    if (!row) throw notFound();
    return row;
  }

  /** Adds a fee row to a company; 404 when the company does not exist. */
  async create(input: FeeCreate, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.db.tx(async (tx) => {
      const company = await this.db.one<{ type: CompanyType }>(
        'SELECT type FROM companies WHERE id = $1 FOR SHARE',
        [input.companyId],
        tx,
      );
      if (!company) throw notFound(MSG.notFound, [{ path: 'companyId', message: MSG.notFound }]);
      refuseSupplierFields(company.type, input);
      const { id } = (await this.db.one<{ id: string }>(
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
      ))!;
      const fee = await this.get(id, tx);
      await this.write(tx, 'Account fee created', fee, by, meta, { fee: without(fee) });
      return fee;
    });
  }

  /** Applies the given fields that differ from the stored row; nothing changed: no write, no log row. */
  async update(id: string, input: FeeUpdate, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.db.tx(async (tx) => {
      const before = await this.db.one<AccountFee>(`${SELECT} WHERE f.id = $1 FOR UPDATE OF f`, [id], tx);
      if (!before) throw notFound();
      const start = input.start ?? before.start;
      const end = input.end ?? before.end;
      if (start > end) throw invalid(MSG.startAfterEnd, [{ path: 'start', message: MSG.startAfterEnd }]);
      const company = await this.db.one<{ type: CompanyType }>(
        'SELECT type FROM companies WHERE id = $1',
        [before.companyId],
        tx,
      );
      refuseSupplierFields(company!.type, input);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const sets: string[] = [];
      const params: unknown[] = [id];
      for (const [key, column] of Object.entries(COLUMNS) as [keyof FeeUpdate, string][]) {
        const next = input[key];
        if (next === undefined || next === before[key]) continue;
        changes[key] = { from: before[key], to: next };
        params.push(next);
        sets.push(`${column} = $${params.length}`);
      }
      if (!sets.length) return before;
      await tx.query(`UPDATE account_fees SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      const after = await this.get(id, tx);
      await this.write(tx, 'Account fee updated', after, by, meta, { changes });
      return after;
    });
  }

  /** Deletes a fee row and answers it as it was. */
  async remove(id: string, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.db.tx(async (tx) => {
      const fee = await this.db.one<AccountFee>(`${SELECT} WHERE f.id = $1 FOR UPDATE OF f`, [id], tx);
      if (!fee) throw notFound();
      await tx.query('DELETE FROM account_fees WHERE id = $1', [id]);
      await this.write(tx, 'Account fee deleted', fee, by, meta, { fee: without(fee) });
      return fee;
    });
  }

  private write(
    tx: Queryable,
    action: string,
    fee: AccountFee,
    by: Editor,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    return this.log.write(tx, {
      kind: 'User',
      action,
      userId: by.userId,
      companyId: by.companyId,
      subjectType: 'account_fee',
      subjectId: fee.id,
      ip: meta.ip,
      details: { accountId: fee.companyId, feeId: fee.id, adminId: by.userId, ...details },
    });
  }
}

/**
 * The volume fields of a fee row apply to Supplier accounts only (spec 3 §6): another account's row keeps them
 * blank, at rate 0 and unpaid — the defaults its form sends — and anything else is refused.
 */
function refuseSupplierFields(type: CompanyType, input: FeeUpdate): void {
  if (showsSupplierFeeColumns(type)) return;
  const given = (['bcuIssued', 'issueRate', 'volumeFeePaid'] as const).filter((k) => {
    const v = input[k];
    return v !== undefined && v !== null && v !== 0 && v !== false;
  });
  if (given.length)
    throw invalid(
      MSG.feeSupplierOnly,
      given.map((path) => ({ path, message: MSG.feeSupplierOnly })),
    );
}

const without = ({ id: _id, createdAt: _c, ...rest }: AccountFee) => rest;
