/**
 * The portal's read side of credits: the balance of the signed-in company (spec 2 §2.2), a BCU's detail with the
 * tabs its viewer sees (§2.12) and its events. Who may see a credit: its holder, the facilitator it is assigned to,
 * Admins, and Auditors holding unexpired access to one of those two. Anyone else — the issuing supplier of a credit
 * now held by another company included (issue 11.4; its registration stays in its own submissions) — gets 404.
 */
import {
  BALANCE_COUNTED_STATUSES,
  BALANCE_DEFAULT_STATUSES,
  type BalanceFilter,
  type BalanceSortField,
  type BalanceTotal,
  type CompanyType,
  type CreditDetail,
  type CreditEventRow,
  type CreditListRow,
  EXPIRY_PRESETS,
  kgToTonnes,
  visibleCreditTabs,
} from '../../../contracts';
import type { CreditListFilter, Repositories } from '../../../repositories';
import { forbidden, notFound } from '../../errors';
import { addMonths, type Clock } from '../../platform/clock';
import type { AuditorService } from '../../accounts/auditor.service';
import { pageWithTotal, type ListPage } from '../../list-page';
import { type DetailSqlRow, toDetail, toEventRow, toListRow } from './credit-projection';

export interface CreditViewer {
  userId: string;
  companyId: string;
  companyType: CompanyType;
  role: string;
}

/** The balance's sort columns; the nullable ones list their blanks last in either direction. */
const SORT_COLUMNS: Record<BalanceSortField, { column: string; nullable?: true }> = {
  updatedAt: { column: 'c.updated_at' },
  BCUID: { column: 'c.bcuid', nullable: true },
  registrationApproveDate: { column: 'c.registration_approved_at', nullable: true },
  volume: { column: 'c.volume_kg' },
  tonnesOfCO2eq: { column: 'c.co2eq_kg' },
  status: { column: 'c.status' },
  expiresAt: { column: 'c.expires_at', nullable: true },
};

/**
 * ORDER BY of a balance page: the id breaks ties in the same direction, so the default (updated_at, id) either way
 * walks the credits_company_updated index instead of sorting the company's credits.
 */
const balanceOrder = (field: BalanceSortField, dir: 'ASC' | 'DESC') => {
  const { column, nullable } = SORT_COLUMNS[field];
  return `ORDER BY ${column} ${dir}${nullable ? ' NULLS LAST' : ''}, c.id ${dir}`;
};

const isAdmin = (v: { role: string }) => v.role === 'Admin' || v.role === 'SuperAdmin';

export class CreditQueryService {
  constructor(
    private readonly repos: Pick<Repositories, 'credits' | 'companies'>,
    private readonly clock: Clock,
    private readonly auditor: AuditorService,
  ) {}

  /**
   * The company whose balance is read: the caller's own, or for an Auditor a company it holds unexpired access
   * to; anyone naming another company gets 404. An Auditor without a selection reads its own (empty) balance.
   */
  async balanceCompany(viewer: CreditViewer, requested: string | undefined): Promise<string> {
    if (!requested || requested === viewer.companyId) return viewer.companyId;
    if (viewer.role === 'Auditor' && (await this.auditor.granted(viewer.companyId, [requested]))) return requested;
    throw notFound();
  }

  /** The balance's conditions: the company's credits (a facilitator's also those assigned to it) under the filter. */
  private async balanceFilter(
    viewer: CreditViewer,
    f: BalanceFilter,
  ): Promise<{ filter: CreditListFilter; facilitator: string | undefined }> {
    const companyId = await this.balanceCompany(viewer, f.accountId);
    const type = companyId === viewer.companyId ? viewer.companyType : await this.companyType(companyId);
    const statuses = new Set<string>([f.status ?? BALANCE_DEFAULT_STATUSES].flat());
    if (statuses.has('Inactive')) statuses.add('Expired'); // Expired is shown as inactive
    const filter: CreditListFilter = { statuses: [...statuses] };
    // A facilitator's balance also lists the units assigned to it for administration.
    if (type === 'Facilitator') filter.holderOrFacilitator = companyId;
    else filter.companyId = companyId;
    if (f.assign && f.assign !== 'all') filter.assigned = f.assign === 'assigned';
    filter.expiresFrom = f.startDate;
    filter.expiresTo = f.endDate;
    if (f.expiresWithin) {
      const now = this.clock.now();
      filter.expiresWithin = [now, addMonths(now, EXPIRY_PRESETS[f.expiresWithin])];
    }
    if (f.registrationYear) filter.registrationYear = f.registrationYear;
    if (f.search) filter.search = { text: f.search, inBalance: true };
    return { filter, facilitator: type === 'Facilitator' ? companyId : undefined };
  }

  async balance(
    viewer: CreditViewer,
    f: BalanceFilter,
    page: ListPage<BalanceSortField>,
  ): Promise<{ rows: CreditListRow[]; total: number }> {
    const { filter } = await this.balanceFilter(viewer, f);
    const where = this.repos.credits.listWhere(filter);
    // the page's ids are chosen on credits alone (every sort field is a credits column); only those rows are joined
    return pageWithTotal(
      this.repos.credits.countListed(filter, where),
      this.repos.credits.listPage(where, balanceOrder(page.sortField, page.sortOrder), page.limit, page.offset),
      toListRow,
    );
  }

  /**
   * The balance's total volume with exactly 3 decimals under the same filter (spec 2 §2.2): only the listed credits
   * the balance counts (BALANCE_COUNTED_STATUSES) — a filter on Retired or Inactive lists them, never adds them up.
   * A credit another company holds and assigned to the facilitator counts with the assigned amount only (capped at
   * the volume): it is administered, not held (issue 10.5).
   */
  async balanceTotal(viewer: CreditViewer, f: BalanceFilter): Promise<BalanceTotal> {
    const { filter, facilitator } = await this.balanceFilter(viewer, f);
    const counted = { ...filter, countedStatuses: [...BALANCE_COUNTED_STATUSES] };
    const row =
      (await this.repos.credits.heldTotals(counted)) ??
      (await this.repos.credits.volumeTotal(this.repos.credits.listWhere(counted), facilitator));
    return { total: kgToTonnes(row.kg), count: Number(row.n) };
  }

  /** True when the viewer may see the credit (see the file comment). */
  async canSee(
    viewer: Pick<CreditViewer, 'role' | 'companyId'>,
    c: { company_id: string; facilitator_company_id: string | null },
  ): Promise<boolean> {
    if (isAdmin(viewer)) return true;
    if ([c.company_id, c.facilitator_company_id].includes(viewer.companyId)) return true;
    return (
      viewer.role === 'Auditor' && this.auditor.granted(viewer.companyId, [c.company_id, c.facilitator_company_id])
    );
  }

  /** The detail row of a credit, unchecked (404 when there is none). */
  async row(id: string): Promise<DetailSqlRow> {
    const row = await this.repos.credits.detailRow(id, this.clock.now());
    if (!row) throw notFound();
    return row;
  }

  async events(id: string): Promise<CreditEventRow[]> {
    return (await this.repos.credits.lineageEvents(id)).map(toEventRow);
  }

  /** The detail row of a credit and its BCU events (those of its lineage), unchecked, in one read (404 when none). */
  async rowWithEvents(id: string): Promise<{ row: DetailSqlRow; events: CreditEventRow[] }> {
    const found = await this.repos.credits.detailRowWithEvents(id, this.clock.now());
    if (!found) throw notFound();
    const { lineage_events: events, ...row } = found;
    return { row, events: events.map(toEventRow) };
  }

  /** A credit as its viewer sees it: the tabs it may open and, when BCU Events is one of them, the events. */
  async detail(viewer: CreditViewer, id: string): Promise<CreditDetail> {
    const row = await this.row(id);
    if (!(await this.canSee(viewer, row))) throw notFound();
    const tabs = visibleCreditTabs(viewer, row.company_id);
    return { ...toDetail(row), tabs, events: tabs.includes('bcu-events') ? await this.events(id) : [] };
  }

  /** The BCU events of a credit the viewer sees, when its BCU Events tab is shown to the viewer (else 403). */
  async visibleEvents(viewer: CreditViewer, id: string): Promise<CreditEventRow[]> {
    const row = await this.row(id);
    if (!(await this.canSee(viewer, row))) throw notFound();
    if (!visibleCreditTabs(viewer, row.company_id).includes('bcu-events')) throw forbidden();
    return this.events(id);
  }

  private async companyType(id: string): Promise<CompanyType | undefined> {
    return (await this.repos.companies.typeOf(id)) as CompanyType | undefined;
  }
}
