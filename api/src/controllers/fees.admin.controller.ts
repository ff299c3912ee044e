/** Account fees in the backoffice (spec 3 §2.3 Fees tab, §5 "Account fee"): list, show, create, change, delete. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, patch, post, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  AccountFee,
  FEE_API,
  FEE_PAGE_SIZE,
  FEE_SORT_FIELDS,
  FeeCreate,
  FeeFilter,
  type FeeSortField,
  FeeUpdate,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { type ListResource, listResponses, sendListPage } from '../http/list-endpoint';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const FEES: ListResource<typeof FeeFilter, FeeSortField> = {
  name: 'fees',
  filter: FeeFilter,
  sortFields: FEE_SORT_FIELDS,
  defaults: { sort: ['start', 'DESC'], perPage: FEE_PAGE_SIZE },
};

@oas.tags(TAG.adminSettings)
export class FeesAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(FEE_API.adminFees, {
    summary: 'Account fee rows (react-admin list convention), filter {companyId}; 50 a page, newest period first',
    security,
    responses: listResponses(AccountFee, 'A page of fee rows'),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, FEES, { filter, range, sort }, async (f, page) =>
      this.services.fees.list(f, page, await this.scope()),
    );
  }

  @get(`${FEE_API.adminFees}/{id}`, {
    summary: 'One account fee row',
    security,
    responses: responses({ schema: AccountFee, description: 'The fee row' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async detail(@param.path.string('id') id: string) {
    return this.services.fees.read(uuidOr404(id), await this.scope());
  }

  @post(FEE_API.adminFees, {
    summary:
      'Adds a fee row to an account: period ≥ 1, fees and rate ≥ 0 (2 decimals), BCU issued ≥ 0 (3 decimals) or blank; volume fee = issue rate × BCU issued',
    security,
    responses: responses({ schema: AccountFee, description: 'The created fee row' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async create(@body(FeeCreate) input: unknown) {
    return this.services.fees.create(parse(FeeCreate, input), await this.editor(), requestMeta(this.req));
  }

  @patch(`${FEE_API.adminFees}/{id}`, {
    summary: 'Changes the given fields of a fee row (the volume fee follows; it is never written)',
    security,
    responses: responses({ schema: AccountFee, description: 'The updated fee row' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async update(@param.path.string('id') id: string, @body(FeeUpdate) input: unknown) {
    return this.services.fees.update(
      uuidOr404(id),
      parse(FeeUpdate, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @del(`${FEE_API.adminFees}/{id}`, {
    summary: 'Deletes a fee row; answers the row as it was',
    security,
    responses: responses({ schema: AccountFee, description: 'The deleted fee row' }, [401, 403, 404]),
  })
  @requires('admin.write')
  async remove(@param.path.string('id') id: string) {
    return this.services.fees.remove(uuidOr404(id), await this.editor(), requestMeta(this.req));
  }

  private async editor() {
    const a = await this.actor();
    return { userId: a.userId, companyId: a.companyId };
  }

  /** The companies the caller reads here (an Auditor: its own and the granted ones). */
  private async scope() {
    return this.services.auditor.scope(await this.actor());
  }
}
