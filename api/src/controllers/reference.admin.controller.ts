/**
 * Reference values in the backoffice (spec 3 §2.6, §7 "Reference values"): certification schemes, feedstock
 * certifications and incentives as react-admin simple-rest resources. Admin-area readers (Admin, SuperAdmin,
 * Auditor) list and read; only Admin and SuperAdmin create, change and delete.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, patch, post, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  AdminCertificationScheme,
  AdminNamedReference,
  NAMED_REFERENCE_SORT_FIELDS,
  type NamedReferenceSortField,
  NamedReferenceInput,
  REFERENCE_ADMIN_API,
  REFERENCE_PAGE_SIZE,
  ReferenceFilter,
  SCHEME_SORT_FIELDS,
  SchemeCreate,
  type SchemeSortField,
  SchemeUpdate,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { type ListResource, type ListRequest, listResponses, sendListPage } from '../http/list-endpoint';
import type { NamedReferenceList } from '../services/admin/reference-admin.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { serialOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const SCHEMES = REFERENCE_ADMIN_API.certificationSchemes;
const FEEDSTOCK = REFERENCE_ADMIN_API.feedstockCertifications;
const INCENTIVES = REFERENCE_ADMIN_API.incentives;
const page = listResponses;
const SCHEME_LIST: ListResource<typeof ReferenceFilter, SchemeSortField> = {
  name: 'certification-schemes',
  filter: ReferenceFilter,
  sortFields: SCHEME_SORT_FIELDS,
  defaults: { sort: ['id', 'ASC'], perPage: REFERENCE_PAGE_SIZE },
};
/** The id-and-name lists under their Content-Range names. */
const namedList = (name: string): ListResource<typeof ReferenceFilter, NamedReferenceSortField> => ({
  name,
  filter: ReferenceFilter,
  sortFields: NAMED_REFERENCE_SORT_FIELDS,
  defaults: { sort: ['id', 'ASC'], perPage: REFERENCE_PAGE_SIZE },
});

@oas.tags(TAG.adminSettings)
export class ReferenceAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  private get ref() {
    return this.services.referenceAdmin;
  }

  // ---- certification schemes ----

  @get(SCHEMES, {
    summary: 'Certification schemes (react-admin list convention), filter {q, id}; 50 a page, by id',
    security,
    responses: page(AdminCertificationScheme, 'A page of certification schemes'),
  })
  @requires('admin.read')
  async listSchemes(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, SCHEME_LIST, { filter, range, sort }, (f, p) => this.ref.listSchemes(f, p));
  }

  @get(`${SCHEMES}/{id}`, {
    summary: 'One certification scheme, with inUse: whether a credit names it (then it cannot be deleted)',
    security,
    responses: responses({ schema: AdminCertificationScheme, description: 'The scheme' }, [401, 403, 404]),
  })
  @requires('admin.read')
  scheme(@param.path.string('id') id: string) {
    return this.ref.scheme(serialOr404(id));
  }

  @post(SCHEMES, {
    summary:
      'Creates a scheme: name and baseline value (> 0, 2 decimals) required; fuel emission factor 0 unless given',
    security,
    responses: responses({ schema: AdminCertificationScheme, description: 'The created scheme' }, [401, 403, 409, 422]),
  })
  @requires('admin.write')
  async createScheme(@body(SchemeCreate) input: unknown) {
    return this.ref.createScheme(parse(SchemeCreate, input), await this.editor(), requestMeta(this.req));
  }

  @patch(`${SCHEMES}/{id}`, {
    summary: 'Changes the given fields of a scheme',
    security,
    responses: responses(
      { schema: AdminCertificationScheme, description: 'The updated scheme' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('admin.write')
  async updateScheme(@param.path.string('id') id: string, @body(SchemeUpdate) input: unknown) {
    return this.ref.updateScheme(
      serialOr404(id),
      parse(SchemeUpdate, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @del(`${SCHEMES}/{id}`, {
    summary: 'Deletes a scheme that no credit names (409 otherwise); answers it as it was',
    security,
    responses: responses({ schema: AdminCertificationScheme, description: 'The deleted scheme' }, [401, 403, 404, 409]),
  })
  @requires('admin.write')
  async removeScheme(@param.path.string('id') id: string) {
    return this.ref.removeScheme(serialOr404(id), await this.editor(), requestMeta(this.req));
  }

  // ---- feedstock certifications ----

  @get(FEEDSTOCK, {
    summary: 'Feedstock certifications (react-admin list convention), filter {q, id}',
    security,
    responses: page(AdminNamedReference, 'A page of feedstock certifications'),
  })
  @requires('admin.read')
  listFeedstock(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return this.listNamed('feedstockCertifications', 'feedstock-certifications', { filter, range, sort });
  }

  @get(`${FEEDSTOCK}/{id}`, {
    summary: 'One feedstock certification, with inUse',
    security,
    responses: responses({ schema: AdminNamedReference, description: 'The feedstock certification' }, [401, 403, 404]),
  })
  @requires('admin.read')
  feedstock(@param.path.string('id') id: string) {
    return this.ref.named('feedstockCertifications', serialOr404(id));
  }

  @post(FEEDSTOCK, {
    summary: 'Creates a feedstock certification {name}',
    security,
    responses: responses(
      { schema: AdminNamedReference, description: 'The created feedstock certification' },
      [401, 403, 409, 422],
    ),
  })
  @requires('admin.write')
  async createFeedstock(@body(NamedReferenceInput) input: unknown) {
    return this.ref.createNamed(
      'feedstockCertifications',
      parse(NamedReferenceInput, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @patch(`${FEEDSTOCK}/{id}`, {
    summary: 'Renames a feedstock certification',
    security,
    responses: responses(
      { schema: AdminNamedReference, description: 'The updated feedstock certification' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('admin.write')
  async updateFeedstock(@param.path.string('id') id: string, @body(NamedReferenceInput) input: unknown) {
    return this.ref.updateNamed(
      'feedstockCertifications',
      serialOr404(id),
      parse(NamedReferenceInput, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @del(`${FEEDSTOCK}/{id}`, {
    summary: 'Deletes a feedstock certification that no credit names (409 otherwise)',
    security,
    responses: responses(
      { schema: AdminNamedReference, description: 'The deleted feedstock certification' },
      [401, 403, 404, 409],
    ),
  })
  @requires('admin.write')
  async removeFeedstock(@param.path.string('id') id: string) {
    return this.ref.removeNamed('feedstockCertifications', serialOr404(id), await this.editor(), requestMeta(this.req));
  }

  // ---- incentives ----

  @get(INCENTIVES, {
    summary: 'Incentives (react-admin list convention), filter {q, id}',
    security,
    responses: page(AdminNamedReference, 'A page of incentives'),
  })
  @requires('admin.read')
  listIncentives(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return this.listNamed('incentives', 'incentives', { filter, range, sort });
  }

  @get(`${INCENTIVES}/{id}`, {
    summary: 'One incentive',
    security,
    responses: responses({ schema: AdminNamedReference, description: 'The incentive' }, [401, 403, 404]),
  })
  @requires('admin.read')
  incentive(@param.path.string('id') id: string) {
    return this.ref.named('incentives', serialOr404(id));
  }

  @post(INCENTIVES, {
    summary: 'Creates an incentive {name}',
    security,
    responses: responses({ schema: AdminNamedReference, description: 'The created incentive' }, [401, 403, 409, 422]),
  })
  @requires('admin.write')
  async createIncentive(@body(NamedReferenceInput) input: unknown) {
    return this.ref.createNamed(
      'incentives',
      parse(NamedReferenceInput, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @patch(`${INCENTIVES}/{id}`, {
    summary: 'Renames an incentive',
    security,
    responses: responses(
      { schema: AdminNamedReference, description: 'The updated incentive' },
      [401, 403, 404, 409, 422],
    ),
  })
  @requires('admin.write')
  async updateIncentive(@param.path.string('id') id: string, @body(NamedReferenceInput) input: unknown) {
    return this.ref.updateNamed(
      'incentives',
      serialOr404(id),
      parse(NamedReferenceInput, input),
      await this.editor(),
      requestMeta(this.req),
    );
  }

  @del(`${INCENTIVES}/{id}`, {
    summary: 'Deletes an incentive',
    security,
    responses: responses({ schema: AdminNamedReference, description: 'The deleted incentive' }, [401, 403, 404]),
  })
  @requires('admin.write')
  async removeIncentive(@param.path.string('id') id: string) {
    return this.ref.removeNamed('incentives', serialOr404(id), await this.editor(), requestMeta(this.req));
  }

  private async listNamed(list: NamedReferenceList, resource: string, raw: ListRequest) {
    return sendListPage(this.res, namedList(resource), raw, (f, p) => this.ref.listNamed(list, f, p));
  }

  private async editor() {
    const a = await this.actor();
    return { userId: a.userId, companyId: a.companyId };
  }
}
