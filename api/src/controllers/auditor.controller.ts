/** The auditor header's company selector (spec 1 §2, §9): GET /auditor/companies. */
import { inject, type Getter } from '@loopback/core';
import { oas, get } from '@loopback/rest';
import { z } from 'zod';
import { AUDITOR_API, AuditorCompany } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.auditor)
export class AuditorController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
  ) {}

  @get(AUDITOR_API.companies, {
    summary:
      "The companies the signed-in auditor may read: unexpired access granted through a company's auditor token; up to 100, by name. Auditors only.",
    security: [{ jwt: [] }],
    responses: responses({ schema: z.array(AuditorCompany), description: 'Companies to choose from' }, [401, 403]),
  })
  @requires('auditor.companies.read')
  async companies() {
    const a = await this.actor();
    return this.services.auditor.companies(a.companyId, this.services.clock.now());
  }
}
