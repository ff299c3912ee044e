/**
 * Impact Trends Dashboard (spec 2 §2.4, §7 "GET kpi", "GET charts/transactions"): KPI values of a month or a year
 * and the monthly transactions chart of a year, for the user's own company or an Auditor's granted account.
 * Admin roles have no company dashboard (spec 2 §2.1: they get the admin layout): 403.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Request } from '@loopback/rest';
import { KPI_API, KpiResult, TransactionsChart, chartQuery, kpiQuery } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { responses } from '../http/responses';
import type { KpiViewer } from '../services/credits/ledger/kpi.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

@oas.tags(TAG.dashboard)
export class KpiController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
  ) {}

  @get(KPI_API.kpi, {
    summary:
      'KPI values of a month (or, without one, a year) against the previous period, from the ledger: transfers, retirements, transferred BCU, held BCU and CO2eq (active, retired, total); an Auditor names accountId',
    security,
    responses: responses({ schema: KpiResult, description: 'KPI values' }, [401, 403, 404, 422]),
  })
  @requires('kpi.read')
  // the parameters are declared for the OpenAPI document; the whole query is parsed by the contract (unknown keys
  // and repeated values refused)
  async kpi(
    @param.query.string('year') _year: string | undefined,
    @param.query.string('month') _month: string | undefined,
    @param.query.string('accountId') _accountId: string | undefined,
  ) {
    const q = parse(kpiQuery(this.services.clock.now()), this.req.query);
    return this.services.kpi.kpi(await this.viewer(q.accountId), q);
  }

  @get(KPI_API.chart, {
    summary:
      'The transactions chart of a year per month: completed Transfer, Retirement, Incoming, Register, Withdrawal, Scope1 amounts, bcuInventory, cumulativeRetirements and (GHG) target; chartType GHG (t CO2eq) or BCU',
    security,
    responses: responses({ schema: TransactionsChart, description: 'Chart data' }, [401, 403, 404, 422]),
  })
  @requires('kpi.read')
  async chart(
    @param.query.string('year') _year: string | undefined,
    @param.query.string('chartType') _chartType: string | undefined,
    @param.query.string('accountId') _accountId: string | undefined,
  ) {
    const q = parse(chartQuery(this.services.clock.now()), this.req.query);
    return this.services.kpi.chart(await this.viewer(q.accountId), q);
  }

  /** The company read: the user's own, or one an Auditor holds unexpired access to (anything else is 404). */
  private async viewer(accountId: string | undefined): Promise<KpiViewer> {
    const actor = await this.actor();
    const companyId = await this.services.fees.readableCompany(actor, accountId);
    return companyId === actor.companyId
      ? { companyId, companyType: actor.companyType }
      : this.services.kpi.viewer(companyId);
  }
}
