/**
 * Reference data of BCU registration for signed-in users (spec 2 §7: every call but refresh and login carries the
 * bearer token; the wizard and the backoffice both read these lists). Country names stay public at
 * /reference/countries because the public sign-up form needs them.
 */
import { inject } from '@loopback/core';
import { oas, get, param } from '@loopback/rest';
import { z } from 'zod';
import {
  Airport,
  AirportPage,
  AirportQuery,
  CertificationScheme,
  ConversionProcess,
  Feedstock,
  FeedstockQuery,
  MSG,
  REFERENCE_API,
  ReferenceItem,
} from '../contracts';
import { KEYS } from '../keys';
import { apiError, notFound, parse } from '../http/errors';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import type { ReferenceService, NamedList } from '../services/public/reference.service';
import type { Services } from '../services';
import { AirportService } from '../services/credits/registration/airport.service';
import { TAG } from '../http/openapi-tags';

const airports = new AirportService();
const list = (schema: z.ZodType, description: string) => responses({ schema: z.array(schema), description }, [401]);

@oas.tags(TAG.reference)
export class ReferenceController {
  private readonly reference: ReferenceService;

  constructor(@inject(KEYS.SERVICES) services: Services) {
    this.reference = services.reference;
  }

  private named(which: NamedList) {
    return this.reference.named(which);
  }

  @get(REFERENCE_API.certificationSchemes, {
    summary: 'Certification schemes with baseline (gCO2e/MJ) and fuel emission factor, as exact decimal strings',
    responses: list(CertificationScheme, 'Certification schemes'),
  })
  @requires('profile.read')
  certificationSchemes() {
    return this.reference.certificationSchemes();
  }

  @get(REFERENCE_API.feedstockCertifications, {
    summary: 'Feedstock certifications',
    responses: list(ReferenceItem, 'Feedstock certifications'),
  })
  @requires('profile.read')
  feedstockCertifications() {
    return this.named('feedstockCertifications');
  }

  @get(REFERENCE_API.incentives, {
    summary: 'Incentives, declarations and tax credits',
    responses: list(ReferenceItem, 'Incentives'),
  })
  @requires('profile.read')
  incentives() {
    return this.named('incentives');
  }

  @get(REFERENCE_API.conversionProcesses, {
    summary: 'Feedstock conversion processes (ASTM D7566 pathways)',
    responses: list(ConversionProcess, 'Conversion processes'),
  })
  @requires('profile.read')
  conversionProcesses() {
    return this.reference.conversionProcesses();
  }

  @get(REFERENCE_API.rawMaterials, { summary: 'Raw material groups', responses: list(ReferenceItem, 'Raw materials') })
  @requires('profile.read')
  rawMaterials() {
    return this.named('rawMaterials');
  }

  @get(REFERENCE_API.feedstocks, {
    summary: 'Feedstocks, optionally of one raw material group',
    responses: responses({ schema: z.array(Feedstock), description: 'Feedstocks' }, [401, 422]),
  })
  @requires('profile.read')
  feedstocks(@param.query.string('rawMaterialId') rawMaterialId: string | undefined) {
    const q = parse(FeedstockQuery, { rawMaterialId });
    return this.reference.feedstocks(q.rawMaterialId);
  }

  @get(REFERENCE_API.productTypes, { summary: 'Product types (SAF)', responses: list(ReferenceItem, 'Product types') })
  @requires('profile.read')
  productTypes() {
    return this.named('productTypes');
  }

  @get(REFERENCE_API.endProducts, {
    summary: 'End products (Blended, Unblended, Co-processed)',
    responses: list(ReferenceItem, 'End products'),
  })
  @requires('profile.read')
  endProducts() {
    return this.named('endProducts');
  }

  @get(REFERENCE_API.chainOfCustodyModels, {
    summary: 'Chain of custody models (Mass Balance)',
    responses: list(ReferenceItem, 'Chain of custody models'),
  })
  @requires('profile.read')
  chainOfCustodyModels() {
    return this.named('chainOfCustodyModels');
  }

  @get(REFERENCE_API.airports, {
    summary:
      'Airports with an IATA code, 50 a page (page from 1); country is an ISO code or a country name; search (IATA code or name) applies from 3 characters on, shorter searches are ignored',
    responses: responses({ schema: AirportPage, description: 'A page of airports' }, [401, 422]),
  })
  @requires('profile.read')
  async airports(
    @param.query.string('country') country: string | undefined,
    @param.query.string('search') search: string | undefined,
    @param.query.string('page') page: string | undefined,
  ) {
    const q = parse(AirportQuery, { country, search, page });
    const countryCode = q.country === undefined ? undefined : this.countryCode(q.country);
    return airports.page({ countryCode, search: q.search, page: q.page ?? 1 });
  }

  @get('/reference/airports/{code}', {
    summary: 'One airport by IATA code; with country, only when it lies in that country',
    responses: responses({ schema: Airport, description: 'The airport' }, [401, 404, 422]),
  })
  @requires('profile.read')
  async airport(@param.path.string('code') code: string, @param.query.string('country') country: string | undefined) {
    const q = parse(AirportQuery.pick({ country: true }), { country });
    const countryCode = q.country === undefined ? undefined : this.countryCode(q.country);
    const hit = await airports.byCode(code, countryCode);
    if (!hit) throw notFound(MSG.airportNotFound);
    return hit;
  }

  private countryCode(country: string): string {
    const code = airports.countryCode(country);
    if (!code)
      throw apiError(422, MSG.airportCountryUnknown, [{ path: 'country', message: MSG.airportCountryUnknown }]);
    return code;
  }
}
