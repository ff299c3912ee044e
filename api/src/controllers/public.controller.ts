/** Public reference data: captcha challenges, link settings, countries, public retirement statements. */
import { inject } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  COUNTRIES,
  LINK_KEYS,
  PublicStatement,
  StatementFilter,
  STATEMENT_SORT_FIELDS,
  toPublicStatement,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { listQuery, sendPage } from '../http/list-query';
import { contentRangeHeader, responses } from '../http/responses';
import { TAG } from '../http/openapi-tags';

const LinkSetting = z.object({ key: z.enum(LINK_KEYS), url: z.string().nullable() });
const Country = z.object({ code: z.string(), name: z.string(), continent: z.string(), dialCodes: z.array(z.string()) });
const Statement = PublicStatement;

@oas.tags(TAG.publicArea)
export class PublicController {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  @get('/captcha/challenge', {
    'x-public': true,
    summary: 'A fresh ALTCHA proof-of-work challenge',
    responses: responses({ description: 'ALTCHA challenge' }, [422]),
  })
  challenge() {
    return this.services.captcha.challenge();
  }

  @get('/links', {
    'x-public': true,
    summary: 'Document and policy links (spec 1 §3)',
    responses: responses({ schema: z.array(LinkSetting), description: 'Link settings' }, [422]),
  })
  links() {
    return this.services.settings.publicLinks();
  }

  @get('/reference/countries', {
    'x-public': true,
    summary: 'Countries with continent and dial codes',
    responses: responses({ schema: z.array(Country), description: 'Countries' }, [422]),
  })
  countries() {
    return COUNTRIES;
  }

  @get('/statements', {
    'x-public': true,
    tags: [TAG.statements],
    summary: 'Public retirement statements (react-admin list convention)',
    responses: responses(
      { schema: z.array(Statement), description: 'A page of statements', headers: contentRangeHeader },
      [400, 422],
    ),
  })
  async statements(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
    @inject(RestBindings.Http.RESPONSE) res: Response,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, StatementFilter, STATEMENT_SORT_FIELDS, {
      sort: ['issuedAt', 'DESC'],
      perPage: 10,
    });
    const { rows, total } = await this.services.statements.listPublic(f, page);
    return sendPage(res, 'statements', page.offset, { rows: rows.map(toPublicStatement), total });
  }
}
