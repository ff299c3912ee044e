/** Incoming Transactions (spec 2 §2.10, spec 3 §4): the receiver lists, reads, accepts or denies approved transfers. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  CountAnswer,
  INCOMING_SORT_FIELDS,
  IncomingFilter,
  IncomingTransaction,
  IncomingTransactionDetail,
  TRADING_PAGE_SIZE,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { tradingActor } from './trading.controller';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.transfers)
export class IncomingController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/incoming-transactions', {
    summary:
      'Transfers to the own company approved by the admin (react-admin list convention: filter {q, status}; 10 a page, newest first)',
    ...apiKeyAccess('transfers:write'),
    responses: responses(
      {
        schema: z.array(IncomingTransaction),
        description: 'A page of incoming transactions',
        headers: contentRangeHeader,
      },
      [400, 401, 403, 422],
    ),
  })
  @requires('bcu.transfer')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, IncomingFilter, INCOMING_SORT_FIELDS, {
      sort: ['createdAt', 'DESC'],
      perPage: TRADING_PAGE_SIZE,
    });
    return sendPage(
      this.res,
      'incoming-transactions',
      page.offset,
      await this.services.incoming.list(await tradingActor(this.actor, this.req), f, page),
    );
  }

  @get('/incoming-transactions/count', {
    summary: 'Pending incoming transactions (the tab badge)',
    ...apiKeyAccess('transfers:write'),
    responses: responses({ schema: CountAnswer, description: 'Count' }, [401, 403]),
  })
  @requires('bcu.transfer')
  async count() {
    return { count: await this.services.incoming.count(await tradingActor(this.actor, this.req)) };
  }

  @get('/incoming-transactions/{id}', {
    summary: 'One incoming transaction with its BCU Info, Scope 1 Info and Scope 3 Info',
    ...apiKeyAccess('transfers:write'),
    responses: responses(
      { schema: IncomingTransactionDetail, description: 'The incoming transaction' },
      [401, 403, 404],
    ),
  })
  @requires('bcu.transfer')
  async detail(@param.path.string('id') id: string) {
    return this.services.incoming.detail(await tradingActor(this.actor, this.req), uuidOr404(id));
  }

  @post('/incoming-transactions/{id}/accept', {
    summary:
      'Accepts a pending incoming transfer: Deposit Approved, the BCU becomes the own company’s (Active); both parties are e-mailed',
    ...apiKeyAccess('transfers:write'),
    responses: responses({ schema: IncomingTransactionDetail, description: 'Accepted' }, [401, 403, 404, 409]),
  })
  @requires('bcu.transfer')
  async accept(@param.path.string('id') id: string) {
    return this.services.incoming.accept(await tradingActor(this.actor, this.req), uuidOr404(id));
  }

  @post('/incoming-transactions/{id}/deny', {
    summary:
      'Denies a pending incoming transfer: Deposit Rejected, the BCU returns to the sender (Active); both parties are e-mailed',
    ...apiKeyAccess('transfers:write'),
    responses: responses({ schema: IncomingTransactionDetail, description: 'Denied' }, [401, 403, 404, 409]),
  })
  @requires('bcu.transfer')
  async deny(@param.path.string('id') id: string) {
    return this.services.incoming.deny(await tradingActor(this.actor, this.req), uuidOr404(id));
  }
}
