/**
 * The portal's read side of credits: the balance (spec 2 §2.2, §7 'GET credits'), a BCU's detail with the tabs its
 * viewer sees (§2.12) and its BCU events. Writes (register, transfer, retire, facilitator) live elsewhere.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  BALANCE_PAGE_SIZE,
  BALANCE_SORT_FIELDS,
  BalanceFilter,
  BalanceTotal,
  CREDIT_VIEW_API,
  CreditDetail,
  CreditEventRow,
  CreditListRow,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.credits)
export class CreditsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(CREDIT_VIEW_API.balance, {
    summary:
      "The signed-in company's BCUs (react-admin list convention, 10 a page): statuses, assigned/unassigned, expiry range or preset, registration year, search; an Auditor names a company it has access to (accountId)",
    ...apiKeyAccess('credits:read'),
    responses: responses(
      { schema: z.array(CreditListRow), description: 'A page of the balance', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('profile.read')
  async balance(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, BalanceFilter, BALANCE_SORT_FIELDS, {
      sort: ['updatedAt', 'DESC'],
      perPage: BALANCE_PAGE_SIZE,
    });
    return sendPage(
      this.res,
      'credits',
      page.offset,
      await this.services.creditQuery.balance(await this.actor(), f, page),
    );
  }

  @get(CREDIT_VIEW_API.balanceTotal, {
    summary: 'The total volume (BCU, 3 decimals) and count of the balance under the same filter',
    ...apiKeyAccess('credits:read'),
    responses: responses({ schema: BalanceTotal, description: 'The total balance' }, [400, 401, 403, 404, 422]),
  })
  @requires('profile.read')
  async balanceTotal(@param.query.string('filter') filter: string | undefined) {
    const { filter: f } = listQuery({ filter }, BalanceFilter, BALANCE_SORT_FIELDS, {
      sort: ['updatedAt', 'DESC'],
      perPage: BALANCE_PAGE_SIZE,
    });
    return this.services.creditQuery.balanceTotal(await this.actor(), parse(BalanceFilter, f));
  }

  @get('/credits/{id}', {
    summary:
      'A BCU with its tabs (values, info, scope 1, scope 3, facilitator, events) and the tabs the viewer sees; visible to its holder, assigned facilitator, admins and auditors with access — anyone else (the issuer of a credit now held by another company included) 404',
    ...apiKeyAccess('credits:read'),
    responses: responses({ schema: CreditDetail, description: 'The BCU' }, [401, 403, 404]),
  })
  @requires('profile.read')
  async detail(@param.path.string('id') id: string) {
    return this.services.creditQuery.detail(await this.actor(), uuidOr404(id));
  }

  @get('/credits/{id}/events', {
    summary:
      'The BCU events of a credit and its ancestors, newest first (403 when the viewer does not see the BCU Events tab)',
    ...apiKeyAccess('credits:read'),
    responses: responses({ schema: z.array(CreditEventRow), description: 'BCU events' }, [401, 403, 404]),
  })
  @requires('creditEvents.read')
  async events(@param.path.string('id') id: string) {
    return this.services.creditQuery.visibleEvents(await this.actor(), uuidOr404(id));
  }
}
