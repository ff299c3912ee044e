/** The contact list (spec 2 §2.11, §7 "contact-list GET / POST / PATCH / DELETE"): thin over ContactListService. */
import { inject, type Getter } from '@loopback/core';
import { oas, del, get, param, patch, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  Contact,
  CONTACT_API,
  CONTACT_PAGE_SIZE,
  CONTACT_SORT_FIELDS,
  ContactAdd,
  ContactFilter,
  ContactToken,
  ContactUpdate,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];

@oas.tags(TAG.contacts)
export class ContactListController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(CONTACT_API.list, {
    summary:
      "The company's contact list (react-admin list convention, 50 a page, search on name, country and type); an Auditor or Admin names a company (accountId), a Facilitator a company it operates for",
    security,
    responses: responses(
      { schema: z.array(Contact), description: 'A page of contacts', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('operational.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, ContactFilter, CONTACT_SORT_FIELDS, {
      sort: ['name', 'ASC'],
      perPage: CONTACT_PAGE_SIZE,
    });
    return sendPage(
      this.res,
      'contacts',
      page.offset,
      await this.services.contactList.list(await this.actor(), f, page),
    );
  }

  @post(CONTACT_API.token, {
    summary: 'A contact token of the signed-in company (valid 48 hours) for partners to add it to their lists',
    security,
    responses: responses({ status: 201, schema: ContactToken, description: 'The token, shown once' }, [401, 403]),
  })
  @requires('contacts.write')
  async token() {
    const t = await this.services.contactList.generateToken(await this.actor(), requestMeta(this.req));
    this.res.status(201);
    return t;
  }

  @post(CONTACT_API.list, {
    summary:
      'Adds the company of a contact token; 412 with the reason when it cannot be added (empty message: already in the list, nothing changed)',
    security,
    responses: responses({ status: 201, schema: Contact, description: 'The new contact' }, [401, 403, 412, 422]),
  })
  @requires('contacts.write')
  async add(@body(ContactAdd) raw: unknown) {
    const input = parse(ContactAdd, raw);
    const c = await this.services.contactList.add(await this.actor(), input, requestMeta(this.req));
    this.res.status(201);
    return c;
  }

  @patch(CONTACT_API.item, {
    summary:
      'Switches retire / operate on behalf and public anonymity of a contact (switching on-behalf off resets anonymity)',
    security,
    responses: responses({ schema: Contact, description: 'The contact' }, [401, 403, 404, 422]),
  })
  @requires('contacts.write')
  async update(@param.path.string('id') id: string, @body(ContactUpdate) raw: unknown) {
    const cid = uuidOr404(id);
    return this.services.contactList.update(await this.actor(), cid, parse(ContactUpdate, raw), requestMeta(this.req));
  }

  @del(CONTACT_API.item, {
    summary: 'Removes a contact from the list',
    security,
    responses: responses({ status: 204, description: 'Removed' }, [401, 403, 404]),
  })
  @requires('contacts.write')
  async remove(@param.path.string('id') id: string) {
    await this.services.contactList.remove(await this.actor(), uuidOr404(id), requestMeta(this.req));
    this.res.status(204);
  }
}
