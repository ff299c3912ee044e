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
import type { Database } from '../../../db/database';
import { forbidden, notFound } from '../../errors';
import { addMonths, type Clock } from '../../platform/clock';
import type { AuditorService } from '../../accounts/auditor.service';
import type { ListPage } from '../../list-page';
import { SqlFilter, likePattern } from '../../../repositories/sql-filter';
import {
  type DetailSqlRow,
  type EventSqlRow,
  type ListSqlRow,
  BALANCE_SEARCH_IDS,
  DETAIL_SELECT,
  LINEAGE_EVENTS_SQL,
  LIST_SELECT,
  toDetail,
  toEventRow,
  toListRow,
} from './credit-projection';

export interface CreditViewer {
  userId: string;
  companyId: string;
  companyType: CompanyType;
  role: string;
}

/** The balance's sort columns; the nullable ones list their blanks last in either direction. */
const SORT_SQL: Record<BalanceSortField, { column: string; nullable?: true }> = {
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
  const { column, nullable } = SORT_SQL[field];
  return `ORDER BY ${column} ${dir}${nullable ? ' NULLS LAST' : ''}, c.id ${dir}`;
};

const isAdmin = (v: { role: string }) => v.role === 'Admin' || v.role === 'SuperAdmin';

export class CreditQueryService {
  constructor(
    private readonly db: Database,
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

  private async balanceWhere(viewer: CreditViewer, f: BalanceFilter): Promise<SqlFilter> {
    const companyId = await this.balanceCompany(viewer, f.accountId);
    const where = new SqlFilter();
    const type = companyId === viewer.companyId ? viewer.companyType : await this.companyType(companyId);
    // A facilitator's balance also lists the units assigned to it for administration.
    if (type === 'Facilitator') where.add('(c.company_id = ? OR c.facilitator_company_id = ?)', companyId);
    else where.add('c.company_id = ?', companyId);
    const statuses = new Set<string>([f.status ?? BALANCE_DEFAULT_STATUSES].flat());
    if (statuses.has('Inactive')) statuses.add('Expired'); // Expired is shown as inactive
    where.add('c.status = ANY(?)', [...statuses]);
    if (f.assign && f.assign !== 'all')
      where.add('(c.facilitator_company_id IS NOT NULL) = ?', f.assign === 'assigned');
    where.dateRange('c.expires_at', f.startDate, f.endDate);
    if (f.expiresWithin) {
      const now = this.clock.now();
      where.add('c.expires_at >= ?', now);
      where.add('c.expires_at < ?', addMonths(now, EXPIRY_PRESETS[f.expiresWithin]));
    }
    if (f.registrationYear)
      where.add("extract(year FROM c.registration_approved_at AT TIME ZONE 'UTC') = ?", f.registrationYear);
    if (f.search) where.add(`c.id = ANY(ARRAY(${BALANCE_SEARCH_IDS}))`, likePattern(f.search));
    return where;
  }

  async balance(
    viewer: CreditViewer,
    f: BalanceFilter,
    page: ListPage<BalanceSortField>,
  ): Promise<{ rows: CreditListRow[]; total: number }> {
    const where = await this.balanceWhere(viewer, f);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM credits c ${where.sql}`, where.params);
    // the page's ids are chosen on credits alone (every sort field is a credits column); only those rows are joined
    const order = balanceOrder(page.sortField, page.sortOrder);
    const rows = await this.db.rows<ListSqlRow>(
      `${LIST_SELECT} WHERE c.id IN (SELECT c.id FROM credits c ${where.sql} ${order} LIMIT ${page.limit} OFFSET ${page.offset}) ${order}`,
      where.params,
    );
    return { rows: rows.map(toListRow), total: Number(total!.n) };
  }

  /**
   * The balance's total volume with exactly 3 decimals under the same filter (spec 2 §2.2): only the listed credits
   * the balance counts (BALANCE_COUNTED_STATUSES) — a filter on Retired or Inactive lists them, never adds them up.
   * A credit another company holds and assigned to the facilitator counts with the assigned amount only (capped at
   * the volume): it is administered, not held (issue 10.5).
   */
  async balanceTotal(viewer: CreditViewer, f: BalanceFilter): Promise<BalanceTotal> {
    const where = await this.balanceWhere(viewer, f);
    where.add('c.status = ANY(?)', [...BALANCE_COUNTED_STATUSES]);
    const companyId = await this.balanceCompany(viewer, f.accountId);
    const type = companyId === viewer.companyId ? viewer.companyType : await this.companyType(companyId);
    const params = type === 'Facilitator' ? [...where.params, companyId] : where.params;
    // a holder's total sums volume_kg alone (the index-only scan of credits_company_status)
    const volume =
      type === 'Facilitator'
        ? `CASE WHEN c.company_id = $${params.length} THEN c.volume_kg ELSE least(coalesce(c.facilitator_amount_kg, 0), c.volume_kg) END`
        : 'c.volume_kg';
    const row = await this.db.one<{ kg: string; n: string }>(
      `SELECT coalesce(sum(${volume}), 0)::text AS kg, count(*) AS n FROM credits c ${where.sql}`,
      params,
    );
    return { total: kgToTonnes(row!.kg), count: Number(row!.n) };
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
    const row = await this.db.one<DetailSqlRow>(DETAIL_SELECT, [id, this.clock.now()]);
    if (!row) throw notFound();
    return row;
  }

  async events(id: string): Promise<CreditEventRow[]> {
    return (await this.db.rows<EventSqlRow>(LINEAGE_EVENTS_SQL, [id])).map(toEventRow);
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
    return (await this.db.one<{ type: CompanyType }>('SELECT type FROM companies WHERE id = $1', [id]))?.type;
  }
}
