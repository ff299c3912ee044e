/**
 * The airport of delivery (spec 2 §2.13, §9): airports of the batch's delivery country from
 * GET /api/reference/airports, 50 a page, searched from the third character (500 ms debounce). Without a country
 * the select is disabled; excepted countries (Andorra, Liechtenstein, Monaco, Taiwan) have no airport.
 */
import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import {
  AIRPORT_SEARCH_MIN,
  MSG,
  REFERENCE_API,
  isExceptedDeliveryCountry,
  type AirportPage,
} from '@bcu/api/contracts';
import { api } from '../../api/http';
import { WIZARD_TEXT } from './texts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (code: string | undefined) => void;
  country?: string;
}

export function AirportSelect({ id, value, onChange, country }: Props) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const excepted = !!country && isExceptedDeliveryCountry(country);

  useEffect(() => {
    if (!country || excepted) return;
    let live = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        setLoading(true);
        const q = search.trim().length >= AIRPORT_SEARCH_MIN ? search.trim() : undefined;
        api<AirportPage>(REFERENCE_API.airports, { query: { country, search: q } })
          .then((page) => live && setOptions(page.data.map((a) => ({ value: a.code, label: `${a.code} — ${a.name}` }))))
          .catch(() => live && setOptions([]))
          .finally(() => live && setLoading(false));
      },
      search ? 500 : 0,
    );
    return () => {
      live = false;
    };
  }, [country, search, excepted]);

  const shown = country && !excepted ? options : [];
  const withValue = value && !shown.some((o) => o.value === value) ? [{ value, label: value }, ...shown] : shown;
  const empty = excepted ? MSG.airportNotFound : search.trim().length >= AIRPORT_SEARCH_MIN ? MSG.airportNotFound : MSG.noAirportsForCountry;
  return (
    <Select
      id={id}
      value={value}
      onChange={(v) => onChange?.(v)}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={loading}
      disabled={!country || excepted}
      options={withValue}
      placeholder={!country ? MSG.deliveryCountryRequiredForAirport : excepted ? MSG.airportNotFound : WIZARD_TEXT.airportPlaceholder}
      notFoundContent={loading ? undefined : empty}
    />
  );
}
