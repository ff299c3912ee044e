/**
 * Impact targets (spec 2 §2.5): a company lists its targets (newest period first), its Secondary users create, edit
 * and delete them; an Auditor reads those of a company it holds unexpired access to. Every change is logged in its
 * transaction. The dashboard chart's 'target' series reads the same table.
 */
import {
  canWriteTargets,
  kgToTonnes,
  monthPeriod,
  TARGET_INDICATOR_LABELS,
  targetValueKg,
  type Actor,
  type Target,
  type TargetFilter,
  type TargetInput,
  type TargetSortField,
} from '../../../contracts';
import type { Tx, UnitOfWork } from '../../../datasources';
import type { TargetRepository, TargetRow as Row } from '../../../repositories';
import { forbidden, notFound } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import { publish } from '../../platform/events.service';
import type { RequestMeta } from '../../accounts/account.service';
import type { Clock } from '../../platform/clock';
import type { CreditQueryService } from './credit-query.service';
import type { ListPage } from '../../list-page';

export interface TargetActor extends Actor {
  userId: string;
  companyId: string;
}

const view = (r: Row): Target => ({
  id: r.id,
  name: r.name,
  indicator: r.indicator,
  indicatorLabel: TARGET_INDICATOR_LABELS[r.indicator],
  startDate: r.startDate,
  endDate: r.endDate,
  value: kgToTonnes(r.valueKg),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The stored columns of a valid input: trimmed name, integer kg, first and last day of the months. */
const columns = (input: TargetInput) => {
  const kg = targetValueKg(input.value);
  if (kg === undefined || kg <= 0n) throw new RangeError('target value not validated'); // TargetInput refuses these
  return {
    name: input.name,
    indicator: input.indicator,
    kg: kg.toString(),
    ...monthPeriod(input.startDate, input.endDate),
  };
};

export class TargetService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly targets: TargetRepository,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
    private readonly credits: CreditQueryService,
  ) {}

  /**
   * A page of the targets of the caller's company, or of `f.accountId` for an Auditor holding access to it (anyone
   * else naming another company gets 404). Periods overlapping the filter's days; ties broken by id, same direction.
   */
  async list(actor: TargetActor, f: TargetFilter, page: ListPage<TargetSortField>) {
    const companyId = await this.credits.balanceCompany(actor, f.accountId);
    const { rows, total } = await this.targets.findPage(
      { companyId, indicator: f.indicator, from: f.startDate, to: f.endDate },
      page,
    );
    return { rows: rows.map(view), total };
  }

  /** A new target of the caller's company. */
  async create(actor: TargetActor, input: TargetInput, meta: RequestMeta): Promise<Target> {
    this.assertCanWrite(actor);
    const c = columns(input);
    return this.uow.transaction(async (tx) => {
      const row = await this.targets.insertTarget(actor.companyId, actor.userId, c, this.clock.now(), tx);
      await this.logChange(tx, actor, 'Target created', row, meta);
      return view(row);
    });
  }

  /** Replaces name, value and period of one of the company's targets; another company's target is 404. */
  async update(actor: TargetActor, id: string, input: TargetInput, meta: RequestMeta): Promise<Target> {
    this.assertCanWrite(actor);
    const c = columns(input);
    return this.uow.transaction(async (tx) => {
      const row = await this.targets.updateTarget(id, actor.companyId, c, this.clock.now(), tx);
      if (!row) throw notFound();
      await this.logChange(tx, actor, 'Target updated', row, meta);
      return view(row);
    });
  }

  /** Deletes one of the company's targets; another company's target is 404. */
  async remove(actor: TargetActor, id: string, meta: RequestMeta): Promise<void> {
    this.assertCanWrite(actor);
    await this.uow.transaction(async (tx) => {
      const row = await this.targets.deleteTarget(id, actor.companyId, tx);
      if (!row) throw notFound();
      await this.logChange(tx, actor, 'Target deleted', row, meta);
    });
  }

  /** The action-log row of a target write and its live event, so the company's other users see the change. */
  private async logChange(tx: Tx, actor: TargetActor, action: string, row: Row, meta: RequestMeta) {
    await publish(tx, { topic: 'targets', data: { event: action }, companyIds: [actor.companyId] });
    await this.log.write(tx, {
      kind: 'User',
      action,
      userId: actor.userId,
      companyId: actor.companyId,
      subjectType: 'target',
      subjectId: row.id,
      ip: meta.ip,
      details: {
        name: row.name,
        indicator: row.indicator,
        value: kgToTonnes(row.valueKg),
        startDate: row.startDate,
        endDate: row.endDate,
      },
    });
  }

  /** Only Active Secondary users of a trading company write (the endpoint's permission, checked again here). */
  private assertCanWrite(actor: TargetActor) {
    if (!canWriteTargets(actor)) throw forbidden();
  }
}
