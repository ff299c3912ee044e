/** Countries, continents and dial codes from the maintained `countries-list` package (spec 1 §9). */
import { countries, continents } from 'countries-list';

export interface CountryOption {
  code: string;
  name: string;
  continent: string;
  dialCodes: string[];
}

export const COUNTRIES: CountryOption[] = Object.entries(countries)
  .map(([code, c]) => ({
    code,
    name: c.name,
    continent: continents[c.continent as keyof typeof continents],
    dialCodes: c.phone.map((p) => `+${p}`),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const COUNTRY_NAMES: string[] = COUNTRIES.map((c) => c.name);

/** Every known dial code, '+49' style, sorted numerically and unique. */
export const DIAL_CODES: string[] = [...new Set(COUNTRIES.flatMap((c) => c.dialCodes))].sort(
  (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
);

const dialCodeSet = new Set(DIAL_CODES);
export const isKnownDialCode = (code: string): boolean => dialCodeSet.has(code);
