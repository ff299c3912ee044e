/**
 * Airports for the wizard's delivery airport (spec 2 §2.13, §7 "GET airports", §9): the maintained
 * `airport-data-js` dataset (OurAirports based, CC BY 4.0), loaded once and kept in memory. Only aerodromes with
 * an IATA code that take fixed-wing traffic (large, medium and small airports; no heliports, seaplane bases or
 * closed fields) are offered, since SAF is delivered to aircraft fuelling at an airport. Countries are the ISO
 * codes and names of `COUNTRIES` (contracts/geo.ts), so the country the wizard picks finds its airports.
 */
import { findAirports } from 'airport-data-js';
import { AIRPORT_PAGE_SIZE, AIRPORT_SEARCH_MIN, COUNTRIES, type Airport, type AirportPage } from '../../../contracts';

const AIRPORT_TYPES = new Set(['large_airport', 'medium_airport', 'small_airport']);
const countryName = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const countryCodeByName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c.code]));

interface Indexed extends Airport {
  /** Lower-case name for the search. */
  key: string;
}

let loading: Promise<Indexed[]> | undefined;

function load(): Promise<Indexed[]> {
  loading ??= findAirports({}).then((all) =>
    all
      .filter((a) => /^[A-Z0-9]{3}$/.test(a.iata ?? '') && AIRPORT_TYPES.has(a.type) && countryName.has(a.country_code))
      .map((a) => ({
        code: a.iata,
        name: a.airport,
        country: countryName.get(a.country_code) as string,
        countryCode: a.country_code,
        key: a.airport.toLowerCase(),
      }))
      .sort((x, y) => x.name.localeCompare(y.name) || x.code.localeCompare(y.code)),
  );
  return loading;
}

const strip = ({ code, name, country, countryCode }: Indexed): Airport => ({ code, name, country, countryCode });

export class AirportService {
  /** The ISO code of a country given by its code ('FR', any case) or its `COUNTRIES` name ('France'). */
  countryCode(country: string): string | undefined {
    const t = country.trim();
    const upper = t.toUpperCase();
    if (countryName.has(upper)) return upper;
    return countryCodeByName.get(t.toLowerCase());
  }

  /**
   * One page of airports, optionally of one country (an ISO code from `countryCode`), matching `search` on the
   * IATA code or the name when it has at least 3 characters (shorter searches are ignored, spec 2 §9). Exact
   * IATA matches come first, then by name.
   */
  async page(opts: { countryCode?: string; search?: string; page: number }): Promise<AirportPage> {
    const all = await load();
    const term = (opts.search ?? '').trim().toLowerCase();
    const search = term.length >= AIRPORT_SEARCH_MIN ? term : '';
    let hits = all.filter(
      (a) =>
        (!opts.countryCode || a.countryCode === opts.countryCode) &&
        (!search || a.key.includes(search) || a.code.toLowerCase() === search),
    );
    if (search.length === 3) {
      const exact = hits.filter((a) => a.code.toLowerCase() === search);
      if (exact.length) hits = [...exact, ...hits.filter((a) => a.code.toLowerCase() !== search)];
    }
    const start = (opts.page - 1) * AIRPORT_PAGE_SIZE;
    return {
      data: hits.slice(start, start + AIRPORT_PAGE_SIZE).map(strip),
      total: hits.length,
      page: opts.page,
      pageSize: AIRPORT_PAGE_SIZE,
    };
  }

  /** The airport with this IATA code, if it lies in the given country (when one is given). */
  async byCode(code: string, countryCode?: string): Promise<Airport | undefined> {
    const upper = code.trim().toUpperCase();
    const hit = (await load()).find((a) => a.code === upper && (!countryCode || a.countryCode === countryCode));
    return hit && strip(hit);
  }
}
