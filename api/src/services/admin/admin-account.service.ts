/**
 * Admin accounts (spec 3 §2.3): every company, filtered; accounts.csv of the same selection; the detail with
 * Company Info, User Info and Notes; and the account note, written with its log row in one transaction.
 */
import { type CompanyScope, assertInScope } from '../accounts/auditor.service';
import {
  type AccountFilter,
  type AccountSortField,
  type AdminAccount,
  type AdminAccountDetail,
  type AdminAccountUpdate,
  MSG,
} from '../../contracts';
import type { UnitOfWork } from '../../datasources';
import type { CompanyRepository, SubmissionRepository } from '../../repositories';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { AdminUserService, Editor } from './admin-user.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from '../accounts/account.service';

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

export class AdminAccountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly companies: CompanyRepository,
    private readonly notes: SubmissionRepository,
    private readonly log: AuditLogService,
    private readonly users: AdminUserService,
  ) {}

  list(
    filter: AccountFilter,
    page: ListPage<AccountSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AdminAccount[]; total: number }> {
    return this.companies.adminAccountPage(filter, page, scope);
  }

  /** Every account under the filter in list order, in batches from a cursor (accounts.csv). */
  batches(
    filter: AccountFilter,
    sort: Pick<ListPage<AccountSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<AdminAccount[]> {
    return this.companies.adminAccountBatches(filter, sort, scope);
  }

  /** Company Info, its users (User Info) and the admin note (Notes); 404 outside the reader's scope. */
  async detail(id: string, scope: CompanyScope): Promise<AdminAccountDetail> {
    assertInScope(scope, id);
    const row = await this.companies.adminAccount(id);
    if (!row) throw notFound();
    const info = await this.companies.adminAccountInfo(id);
    const { rows: users } = await this.users.list(
      { companyId: id },
      { offset: 0, limit: 1000, sortField: 'createdAt', sortOrder: 'ASC' },
      scope,
    );
    const note = await this.notes.note('company', id);
    return { ...row, ...info!, users, note };
  }

  /** Sets the account's note (at most 1000 characters, checked by the contract and the table). */
  async setNote(id: string, body: string, by: Editor, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      if (!(await this.companies.lockExisting(id, tx))) throw notFound();
      await this.notes.saveNote('company', id, body, by.userId, tx);
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
    await this.uow.transaction(async (tx) => {
      const c = await this.companies.lockForEdit(id, tx);
      if (!c) throw notFound();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const sets: Record<string, unknown> = {};
      const set = (column: string, value: unknown) => {
        sets[column] = value;
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
      if (!Object.keys(sets).length) return;
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
      await this.companies.updateColumns(id, sets, tx);
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
}

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
