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
import { type AuditorService, type CompanyScope, assertInScope, inScope } from './auditor.service';
import type { AccountFee, CompanyType, FeeCreate, FeeFilter, FeeSortField, FeeUpdate } from '../../contracts';
import { MSG, showsSupplierFeeColumns } from '../../contracts';
import type { Tx, UnitOfWork } from '../../datasources';
import type { AccountFeeRepository, CompanyRepository } from '../../repositories';
import { invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from '../admin/admin-user.service';
import type { ListPage } from '../list-page';
import type { RequestMeta } from './account.service';
import { SqlFilter } from '../../repositories/sql-filter';

/** The writable fields of a fee row. */
const FEE_FIELDS: (keyof FeeUpdate)[] = [
  'period',
  'start',
  'end',
  'accountFee',
  'accountFeePaid',
  'bcuIssued',
  'issueRate',
  'volumeFeePaid',
];

export class FeeService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly fees: AccountFeeRepository,
    private readonly companies: CompanyRepository,
    private readonly auditor: AuditorService,
    private readonly log: AuditLogService,
  ) {}

  /** A page of fee rows under the filter, of the companies in the reader's scope. */
  async list(
    filter: FeeFilter,
    page: ListPage<FeeSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: AccountFee[]; total: number }> {
    return this.fees.findFeePage(inScope(new SqlFilter(), 'f.company_id', scope), filter, page);
  }

  /**
   * The company whose fees a company user reads: its own; an Auditor may name a company it holds unexpired
   * access to (auditor_access, granted through a supplier's token). Anything else is 404, never another
   * company's data (DESIGN §3).
   */
  async readableCompany(actor: { role: string; companyId: string }, requested: string | undefined): Promise<string> {
    if (!requested || requested === actor.companyId) return actor.companyId;
    if (actor.role === 'Auditor' && (await this.auditor.granted(actor.companyId, [requested]))) return requested;
    throw notFound();
  }

  /** A fee row as the admin area reads it: 404 when its company lies outside the reader's scope. */
  async read(id: string, scope: CompanyScope): Promise<AccountFee> {
    const fee = await this.get(id);
    assertInScope(scope, fee.companyId);
    return fee;
  }

  async get(id: string, tx?: Tx): Promise<AccountFee> {
    const row = await this.fees.findFee(id, false, tx);
    if (!row) throw notFound();
    return row;
  }

  /** Adds a fee row to a company; 404 when the company does not exist. */
  async create(input: FeeCreate, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.uow.transaction(async (tx) => {
      const company = await this.companies.findTypeOf(input.companyId, true, tx);
      if (!company) throw notFound(MSG.notFound, [{ path: 'companyId', message: MSG.notFound }]);
      refuseSupplierFields(company.type, input);
      const id = await this.fees.createFee(input, tx);
      const fee = await this.get(id, tx);
      await this.write(tx, 'Account fee created', fee, by, meta, { fee: without(fee) });
      return fee;
    });
  }

  /** Applies the given fields that differ from the stored row; nothing changed: no write, no log row. */
  async update(id: string, input: FeeUpdate, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.uow.transaction(async (tx) => {
      const before = await this.fees.findFee(id, true, tx);
      if (!before) throw notFound();
      const start = input.start ?? before.start;
      const end = input.end ?? before.end;
      if (start > end) throw invalid(MSG.startAfterEnd, [{ path: 'start', message: MSG.startAfterEnd }]);
      const company = await this.companies.findTypeOf(before.companyId, false, tx);
      refuseSupplierFields(company!.type, input);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const changed: Partial<FeeUpdate> = {};
      for (const key of FEE_FIELDS) {
        const next = input[key];
        if (next === undefined || next === before[key]) continue;
        changes[key] = { from: before[key], to: next };
        Object.assign(changed, { [key]: next });
      }
      if (!Object.keys(changed).length) return before;
      await this.fees.updateFee(id, changed, tx);
      const after = await this.get(id, tx);
      await this.write(tx, 'Account fee updated', after, by, meta, { changes });
      return after;
    });
  }

  /** Deletes a fee row and answers it as it was. */
  async remove(id: string, by: Editor, meta: RequestMeta): Promise<AccountFee> {
    return this.uow.transaction(async (tx) => {
      const fee = await this.fees.findFee(id, true, tx);
      if (!fee) throw notFound();
      await this.fees.deleteFee(id, tx);
      await this.write(tx, 'Account fee deleted', fee, by, meta, { fee: without(fee) });
      return fee;
    });
  }

  private write(
    tx: Tx,
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
