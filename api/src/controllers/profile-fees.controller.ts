/** The portal's Account Fees tab (spec 1 §2 "Profile area", §6: Primary SystemUser or Auditor): read-only. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import { AccountFee, FEE_API, FEE_PAGE_SIZE, FEE_SORT_FIELDS } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

/**
 * A company user reads its own company's fees; an Auditor may name a company it has been given access to
 * (the auditor header's company selector), any other company answers 404.
 */
const ProfileFeeFilter = z.object({ companyId: z.uuid().optional() }).strict();

@oas.tags(TAG.profile)
export class ProfileFeesController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(FEE_API.profileFees, {
    summary:
      "The signed-in company's account fee rows (react-admin list convention), 50 a page; an Auditor may filter by a company it has access to",
    security: [{ jwt: [] }],
    responses: responses(
      { schema: z.array(AccountFee), description: 'A page of fee rows', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('accountFees.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, ProfileFeeFilter, FEE_SORT_FIELDS, {
      sort: ['start', 'DESC'],
      perPage: FEE_PAGE_SIZE,
    });
    const companyId = await this.services.fees.readableCompany(await this.actor(), f.companyId);
    return sendPage(this.res, 'fees', page.offset, await this.services.fees.list({ companyId }, page, [companyId]));
  }
}
