/** The landing page's banner switches, public (spec 1 §2 "Landing page"). */
import { inject } from '@loopback/core';
import { oas, get } from '@loopback/rest';
import { z } from 'zod';
import { ParameterSetting, PUBLIC_API } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { responses } from '../http/responses';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.publicArea)
export class ParameterController {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  @get(PUBLIC_API.parameters, {
    'x-public': true,
    summary:
      "Banner switches of the landing page: showHomepageDemoBanner, showHomepageAcademyBanner ('true' / 'false')",
    responses: responses({ schema: z.array(ParameterSetting), description: 'Parameter settings' }, [422]),
  })
  parameters() {
    return this.services.parameters.list();
  }
}
