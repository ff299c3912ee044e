/**
 * Transfers, retirements, recipients, facilitator assignment and the sender's own requests
 * (spec 2 §2.7, §2.8, §5; DESIGN §4). Thin: parse with the contract, authorize, call one service.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  BulkTransferRequest,
  CreditRequestView,
  FacilitatorAssignment,
  FacilitatorState,
  OUTGOING_SORT_FIELDS,
  OutgoingFilter,
  RetirementRequest,
  TransferRecipient,
  TransferRequest,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import type { TradingActor } from '../services/credits/trading/trading-support';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { IDEMPOTENT } from '../http/idempotency';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

export const tradingActor = async (actor: Getter<CurrentActor>, req: Request): Promise<TradingActor> => {
  const a = await actor();
  return { userId: a.userId, companyId: a.companyId, companyType: a.companyType, ip: req.ip };
};

@oas.tags(TAG.transfers)
export class TradingController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @post('/credits/{id}/transfer', {
    summary:
      'Requests a transfer of an amount (BCU, CO2eq or MJ, converted exactly) of an Active BCU to a contact: the amount is held (Transit; split when partial) and a BCUTransfer submission goes to the admin. Airline holders declare Scope 1, Forwarders Scope 3; a Facilitator acts on a BCU assigned to it where the holder allows it',
    ...apiKeyAccess('transfers:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: CreditRequestView, description: 'Transfer request sent' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('bcu.transfer')
  async transfer(@param.path.string('id') id: string, @body(TransferRequest) input: unknown) {
    const view = await this.services.transfers.submit(
      await tradingActor(this.actor, this.req),
      uuidOr404(id),
      parse(TransferRequest, input),
    );
    this.res.status(201);
    return view;
  }

  @post('/credits/transfers/bulk', {
    summary: 'Requests the transfer of the full amount of each of at least 2 BCUs (all or none)',
    ...apiKeyAccess('transfers:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: z.array(CreditRequestView), description: 'Transfer requests sent' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('bcu.transfer')
  async bulk(@body(BulkTransferRequest) input: unknown) {
    const views = await this.services.transfers.submitBulk(
      await tradingActor(this.actor, this.req),
      parse(BulkTransferRequest, input),
    );
    this.res.status(201);
    return views;
  }

  @post('/credits/{id}/retire', {
    summary:
      'Requests the retirement of an amount of an Active BCU (Airline, Corporate, Forwarder holders; a Facilitator on their behalf where allowed) with claim country and reporting; needs a Scope 1 provider on the BCU unless the holder is an Airline',
    tags: [TAG.retirements],
    ...apiKeyAccess('retirements:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: CreditRequestView, description: 'Retirement request sent' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('bcu.retire')
  async retire(@param.path.string('id') id: string, @body(RetirementRequest) input: unknown) {
    const view = await this.services.retirements.submit(
      await tradingActor(this.actor, this.req),
      uuidOr404(id),
      parse(RetirementRequest, input),
    );
    this.res.status(201);
    return view;
  }

  @get('/transfer-recipients', {
    summary:
      "Recipients a BCU can be transferred to: the holder's contacts except its own company, Facilitator companies and facilitator-created connections",
    ...apiKeyAccess('transfers:write'),
    responses: responses({ schema: z.array(TransferRecipient), description: 'Recipients' }, [401, 403, 404]),
  })
  @requires('bcu.transfer')
  async recipients(@param.query.string('creditId') creditId?: string) {
    return this.services.transfers.recipients(
      await tradingActor(this.actor, this.req),
      creditId ? uuidOr404(creditId) : undefined,
    );
  }

  @get('/facilitator-options', {
    summary:
      'Facilitators the signed-in holder may assign BCUs to: the Active Facilitator companies of its contact list',
    security,
    responses: responses({ schema: z.array(TransferRecipient), description: 'Facilitator companies' }, [401, 403]),
  })
  @requires('bcu.transfer')
  async facilitatorOptions() {
    return this.services.facilitators.options(await tradingActor(this.actor, this.req));
  }

  @put('/credits/{id}/facilitator', {
    summary:
      'Assigns an Active BCU (up to an amount; empty or zero: the full volume) to a Facilitator company, or unassigns it',
    security,
    responses: responses(
      { schema: FacilitatorState, description: 'BCU Facilitator is updated successfully' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('facilitator.assign')
  async facilitator(@param.path.string('id') id: string, @body(FacilitatorAssignment) input: unknown) {
    return this.services.facilitators.update(
      await tradingActor(this.actor, this.req),
      uuidOr404(id),
      parse(FacilitatorAssignment, input),
    );
  }

  @get('/credit-requests', {
    summary:
      'Own transfer and retirement requests (react-admin list convention: filter {q, kind, status}, range, sort)',
    ...apiKeyAccess('transfers:write'),
    responses: responses(
      { schema: z.array(CreditRequestView), description: 'A page of requests', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('bcu.transfer')
  async outgoing(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, OutgoingFilter, OUTGOING_SORT_FIELDS, {
      sort: ['createdAt', 'DESC'],
      perPage: 10,
    });
    return sendPage(
      this.res,
      'credit-requests',
      page.offset,
      await this.services.transfers.listOutgoing(await tradingActor(this.actor, this.req), f, page),
    );
  }

  @get('/credit-requests/{id}', {
    summary: 'One own transfer or retirement request',
    ...apiKeyAccess('transfers:write'),
    responses: responses({ schema: CreditRequestView, description: 'The request' }, [401, 403, 404]),
  })
  @requires('bcu.transfer')
  async outgoingDetail(@param.path.string('id') id: string) {
    return this.services.transfers.outgoingDetail(await tradingActor(this.actor, this.req), uuidOr404(id));
  }
}
