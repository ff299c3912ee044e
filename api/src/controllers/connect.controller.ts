/** Registry Connect (spec 3 §2.7, §7 "Registry Connect"; spec 1 §7 users/update-tour-status): thin over ConnectService. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  AdminRequestFilter,
  CONNECT_API,
  CONNECT_DISCOVERY_PAGE_SIZE,
  CONNECT_DISCOVERY_SORT_FIELDS,
  CONNECT_REQUEST_PAGE_SIZE,
  CONNECT_REQUEST_SORT_FIELDS,
  ConnectCompany,
  ConnectCount,
  ConnectionRequest,
  ConnectionRequestDecision,
  ConnectPreferences,
  ConnectPreferencesInput,
  CreateConnectionRequest,
  DiscoveryFilter,
  RequestListFilter,
  TourStatus,
  TourStatusInput,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, imageResponses, responses, sendImage } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { IDEMPOTENT } from '../http/idempotency';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const requestList = (description: string) =>
  responses({ schema: z.array(ConnectionRequest), description, headers: contentRangeHeader }, [400, 401, 403, 422]);
const requestPage = { sort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'], perPage: CONNECT_REQUEST_PAGE_SIZE };

@oas.tags(TAG.connect)
export class ConnectController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(CONNECT_API.discovery, {
    summary:
      'Discover: participating companies other than your own (10 a page, by name); filter connectType offer|looking, q, type, location (continents or countries), industry, status (connection states)',
    security,
    responses: responses(
      { schema: z.array(ConnectCompany), description: 'A page of company cards', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('connect.read')
  async discovery(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const q = listQuery({ filter, range, sort }, DiscoveryFilter, CONNECT_DISCOVERY_SORT_FIELDS, {
      sort: ['name', 'ASC'],
      perPage: CONNECT_DISCOVERY_PAGE_SIZE,
    });
    const result = await this.services.connect.discover(await this.actor(), q.filter, q.page);
    return sendPage(this.res, 'companies', q.page.offset, result);
  }

  @get(CONNECT_API.companyLogo, {
    summary: 'The logo of a company shown on Discover (none for a company shown anonymously)',
    security,
    responses: imageResponses('The image'),
  })
  @requires('connect.read')
  async logo(@param.path.string('id') id: string) {
    const file = await this.services.connect.logo(await this.actor(), uuidOr404(id));
    return sendImage(this.res, file);
  }

  @get(CONNECT_API.preferences, {
    summary: "Your company's Registry Connect preferences",
    security,
    responses: responses({ schema: ConnectPreferences, description: 'The preferences' }, [401, 403]),
  })
  @requires('connect.member')
  async preferences() {
    return this.services.connect.preferences(await this.actor());
  }

  @put(CONNECT_API.preferences, {
    summary:
      "Saves your company's Registry Connect preferences (every field); an Admin company is refused 'Access Denied'",
    security,
    responses: responses({ schema: ConnectPreferences, description: 'The saved preferences' }, [401, 403, 422]),
  })
  // an Admin company is refused the spec's 'Access Denied' by the permission (spec 3 §8)
  @requires('connect.write')
  async savePreferences(@body(ConnectPreferencesInput) raw: unknown) {
    const actor = await this.actor();
    return this.services.connect.savePreferences(actor, parse(ConnectPreferencesInput, raw), requestMeta(this.req));
  }

  @get(CONNECT_API.requests, {
    summary: "Your company's connection requests: filter type 'sent' or 'received' (default), status; 10 a page",
    security,
    responses: requestList('A page of requests'),
  })
  @requires('connect.member')
  async requests(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const q = listQuery({ filter, range, sort }, RequestListFilter, CONNECT_REQUEST_SORT_FIELDS, requestPage);
    const result = await this.services.connect.listOwn(await this.actor(), q.filter, q.page);
    return sendPage(this.res, 'connection-requests', q.page.offset, result);
  }

  @post(CONNECT_API.requests, {
    summary: 'Sends a connection request to a participating company (one Pending request per pair of companies)',
    ...apiKeyAccess('requests:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: ConnectionRequest, description: 'The new request' },
      [401, 403, 409, 422],
    ),
  })
  @requires('connect.write')
  async createRequest(@body(CreateConnectionRequest) raw: unknown) {
    const input = parse(CreateConnectionRequest, raw);
    const view = await this.services.connect.createRequest(await this.actor(), input, requestMeta(this.req));
    this.res.status(201);
    return view;
  }

  @get(CONNECT_API.requestCount, {
    summary: 'Received Pending connection requests of your company (the Connect tab badge)',
    security,
    responses: responses({ schema: ConnectCount, description: 'The count' }, [401, 403]),
  })
  @requires('connect.member')
  async count() {
    return this.services.connect.receivedPendingCount(await this.actor());
  }

  @get(CONNECT_API.request, {
    summary: 'One connection request sent or received by your company',
    security,
    responses: responses({ schema: ConnectionRequest, description: 'The request' }, [401, 403, 404]),
  })
  @requires('connect.member')
  async request(@param.path.string('id') id: string) {
    return this.services.connect.request(await this.actor(), uuidOr404(id));
  }

  @put(CONNECT_API.request, {
    summary: "Approves or declines a Pending request received by your company: action 'approve' or 'decline'",
    security,
    responses: responses({ schema: ConnectionRequest, description: 'The decided request' }, [401, 403, 404, 409, 422]),
  })
  @requires('connect.write')
  async decide(@param.path.string('id') id: string, @body(ConnectionRequestDecision) raw: unknown) {
    const rid = uuidOr404(id);
    const input = parse(ConnectionRequestDecision, raw);
    return this.services.connect.decide(await this.actor(), rid, input, requestMeta(this.req));
  }

  @get(CONNECT_API.adminRequests, {
    summary: 'Every connection request (Admin, SuperAdmin; read only): filter status, q (company names); 10 a page',
    security,
    responses: requestList('A page of requests'),
  })
  @requires('connect.admin')
  async adminRequests(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const q = listQuery({ filter, range, sort }, AdminRequestFilter, CONNECT_REQUEST_SORT_FIELDS, requestPage);
    const result = await this.services.connect.listAll(await this.actor(), q.filter, q.page);
    return sendPage(this.res, 'connection-requests', q.page.offset, result);
  }

  @get(CONNECT_API.adminRequest, {
    summary: 'One connection request (Admin, SuperAdmin; read only)',
    security,
    responses: responses({ schema: ConnectionRequest, description: 'The request' }, [401, 403, 404]),
  })
  @requires('connect.admin')
  async adminRequest(@param.path.string('id') id: string) {
    return this.services.connect.request(await this.actor(), uuidOr404(id), true);
  }

  @post(CONNECT_API.tourStatus, {
    summary: 'Stores that you completed or skipped the Registry Connect tour (connectTourCompleted)',
    security,
    responses: responses({ schema: TourStatus, description: 'The stored flag' }, [401, 403, 422]),
  })
  @requires('connect.read')
  async tourStatus(@body(TourStatusInput) raw: unknown) {
    const input = parse(TourStatusInput, raw);
    return this.services.connect.setTourStatus(await this.actor(), input.connectTourCompleted, requestMeta(this.req));
  }
}
