/**
 * Admin accounts (spec 3 §2.3): every company, filtered; accounts.csv of the same selection; the detail with
 * Company Info, User Info and Notes; and the account note, written with its log row in one transaction.
 */
import { type CompanyScope, assertInScope, inScope } from '../accounts/auditor.service';
import {
  type AccountFilter,
  type AccountSortField,
  type AdminAccount,
  type AdminAccountDetail,
  type AdminAccountUpdate,
  MSG,
} from '../../contracts';
import type { Database } from '../../db/database';
import { cursorBatches } from '../../db/cursor';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { AdminUserService, Editor } from './admin-user.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from '../accounts/account.service';
import { SqlFilter, likePattern } from '../../repositories/sql-filter';

const SORT_SQL: Record<AccountSortField, string> = {
  createdAt: 'c.created_at',
  name: 'c.name',
  type: 'c.type',
  status: 'c.status',
  country: 'c.country',
  approvedAt: 'c.approved_at',
};

/** The columns behind each editable field of AdminAccountUpdate (phone is two columns, handled apart). */
const EDIT_COLUMNS: Record<Exclude<keyof AdminAccountUpdate, 'phone'>, string> = {
  name: 'name',
  registrationNumber: 'registration_number',
  registrationIdentification: 'registration_identification',
  streetAddress: 'street_address',
  streetAddressLineTwo: 'street_address_line_two',
  zip: 'zip',
  city: 'city',
  country: 'country',
  website: 'website',
  rsb: 'rsb',
  certificateStartDate: 'certificate_start_date',
  certificateEndDate: 'certificate_end_date',
  status: 'status',
};

const FROM = 'FROM companies c';
const SELECT = `
  SELECT c.id, c.name, c.type, c.status, c.country, c.city,
         concat_ws(', ', c.street_address, nullif(c.street_address_line_two, '')) AS address,
         c.street_address AS "streetAddress", c.street_address_line_two AS "streetAddressLineTwo", c.zip,
         c.registration_number AS "registrationNumber",
         (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS "usersCount",
         c.signed_letter_file_id IS NOT NULL AS "hasSignedLetter",
         c.created_at AS "createdAt", c.approved_at AS "approvedAt", c.expires_at AS "expiresAt"
  ${FROM}`;

export class AdminAccountService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly users: AdminUserService,
  ) {}

  async list(
    filter: AccountFilter,
    page: ListPage<AccountSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AdminAccount[]; total: number }> {
    const where = inScope(this.where(filter), 'c.id', scope);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n ${FROM} ${where.sql}`, where.params);
    const rows = await this.db.rows<AdminAccount>(
      `${SELECT} ${where.sql} ${orderBy(page)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** Every account under the filter in list order, in batches from a cursor (accounts.csv). */
  async *batches(
    filter: AccountFilter,
    sort: Pick<ListPage<AccountSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<AdminAccount[]> {
    const where = inScope(this.where(filter), 'c.id', scope);
    yield* cursorBatches<AdminAccount>(this.db.pool, `${SELECT} ${where.sql} ${orderBy(sort)}`, where.params);
  }

  /** Company Info, its users (User Info) and the admin note (Notes); 404 outside the reader's scope. */
  async detail(id: string, scope: CompanyScope): Promise<AdminAccountDetail> {
    assertInScope(scope, id);
    const row = await this.db.one<AdminAccount>(`${SELECT} WHERE c.id = $1`, [id]);
    if (!row) throw notFound();
    const info = await this.db.one<Omit<AdminAccountDetail, keyof AdminAccount | 'users' | 'note'>>(
      `SELECT registration_identification AS "registrationIdentification", json_build_object('code', phone_code, 'number', phone_number) AS phone,
              website, rsb, certificate_start_date AS "certificateStartDate", certificate_end_date AS "certificateEndDate"
       FROM companies WHERE id = $1`,
      [id],
    );
    const { rows: users } = await this.users.list(
      { companyId: id },
      { offset: 0, limit: 1000, sortField: 'createdAt', sortOrder: 'ASC' },
      scope,
    );
    const note = await this.db.one<{ body: string }>(
      "SELECT body FROM notes WHERE subject_type = 'company' AND subject_id = $1",
      [id],
    );
    return { ...row, ...info!, users, note: note?.body ?? null };
  }

  /** Sets the account's note (at most 1000 characters, checked by the contract and the table). */
  async setNote(id: string, body: string, by: Editor, meta: RequestMeta): Promise<void> {
    await this.db.tx(async (tx) => {
      if (!(await this.db.one('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [id], tx))) throw notFound();
      await tx.query(
        `INSERT INTO notes (subject_type, subject_id, body, updated_by) VALUES ('company', $1, $2, $3)
         ON CONFLICT (subject_type, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [id, body, by.userId],
      );
      await this.log.write(tx, {
        kind: 'User',
        action: 'Account note updated',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'company',
        subjectId: id,
        ip: meta.ip,
        details: { accountId: id, adminId: by.userId },
      });
    });
  }

  /**
   * Applies the fields of `input` that differ from the stored company, with one log row in the same
   * transaction: 'Account suspended' / 'Account restored' for those status changes, else 'Account changed'.
   * Nothing changed: no write and no log row.
   */
  async update(id: string, input: AdminAccountUpdate, by: Editor, meta: RequestMeta): Promise<AdminAccountDetail> {
    await this.db.tx(async (tx) => {
      const c = await this.db.one<Record<string, unknown>>(
        'SELECT * FROM companies WHERE id = $1 FOR UPDATE',
        [id],
        tx,
      );
      if (!c) throw notFound();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const sets: string[] = [];
      const params: unknown[] = [id];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      for (const [key, column] of Object.entries(EDIT_COLUMNS) as [keyof typeof EDIT_COLUMNS, string][]) {
        const next = input[key];
        if (next === undefined || next === (c[column] ?? null)) continue;
        changes[key] = { from: c[column] ?? null, to: next };
        set(column, next);
      }
      if (input.phone && (input.phone.code !== c.phone_code || input.phone.number !== c.phone_number)) {
        changes.phone = { from: { code: c.phone_code, number: c.phone_number }, to: input.phone };
        set('phone_code', input.phone.code);
        set('phone_number', input.phone.number);
      }
      if (!sets.length) return;
      const start = (
        input.certificateStartDate !== undefined ? input.certificateStartDate : c.certificate_start_date
      ) as string | null;
      const end = (input.certificateEndDate !== undefined ? input.certificateEndDate : c.certificate_end_date) as
        string | null;
      if (start && end && start > end)
        throw invalid(MSG.startAfterEnd, [{ path: 'certificateStartDate', message: MSG.startAfterEnd }]);
      if (
        c.type === 'Supplier' &&
        (input.rsb === null || input.certificateStartDate === null || input.certificateEndDate === null)
      )
        throw invalid(MSG.poNumberRequired, [{ path: 'rsb', message: MSG.poNumberRequired }]);
      await tx.query(`UPDATE companies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
      const action =
        changes.status?.to === 'Suspended'
          ? 'Account suspended'
          : changes.status?.from === 'Suspended' && changes.status?.to === 'Active'
            ? 'Account restored'
            : 'Account changed';
      await this.log.write(tx, {
        kind: 'User',
        action,
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'company',
        subjectId: id,
        ip: meta.ip,
        details: { accountId: id, adminId: by.userId, changes },
      });
    });
    return this.detail(id, 'all');
  }

  private where(f: AccountFilter): SqlFilter {
    const w = new SqlFilter();
    if (f.type) w.add('c.type = ANY(?)', [f.type].flat());
    if (f.status) w.add('c.status = ANY(?)', [f.status].flat());
    if (f.id) w.add('c.id = ANY(?::uuid[])', f.id);
    w.dateRange('c.created_at', f.from, f.to);
    if (f.q)
      w.add(
        `(c.name ILIKE ? OR c.registration_number ILIKE ? OR c.city ILIKE ? OR c.country ILIKE ? OR c.id::text ILIKE ?
          OR EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.email ILIKE ?))`,
        likePattern(f.q),
      );
    return w;
  }
}

const orderBy = (p: Pick<ListPage<AccountSortField>, 'sortField' | 'sortOrder'>) => {
  const dir = p.sortOrder === 'ASC' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_SQL[p.sortField]} ${dir} NULLS LAST, c.id ${dir}`;
};

/** An account as an accounts.csv line, in the order of ACCOUNT_CSV_COLUMNS. */
export const accountCsvCells = (a: AdminAccount): unknown[] => [
  a.id,
  a.name,
  a.type,
  a.status,
  a.country,
  a.city,
  a.address,
  a.usersCount,
  a.createdAt,
  a.approvedAt,
];
