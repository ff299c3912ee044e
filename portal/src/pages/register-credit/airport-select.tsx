/**
 * The airport of delivery (spec 2 §2.13, §9): airports of the batch's delivery country from
 * GET /api/reference/airports, 50 a page, searched from the third character (500 ms debounce). Without a country
 * the select is disabled; excepted countries (Andorra, Liechtenstein, Monaco, Taiwan) have no airport.
 */
import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import {
  AIRPORT_SEARCH_MIN,
  MSG,
  REFERENCE_API,
  isExceptedDeliveryCountry,
  type AirportPage,
} from '@bcu/api/contracts';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../dashboard/shared/use-debounced';
import { WIZARD_TEXT } from './texts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (code: string | undefined) => void;
  country?: string;
}

export function AirportSelect({ id, value, onChange, country }: Props) {
  const [search, setSearch] = useState('');
  const typed = search.trim().length >= AIRPORT_SEARCH_MIN ? search.trim() : undefined;
  // a search waits for 500 ms of quiet; clearing it reads the first page at once
  const q = useDebounced(typed, typed ? SEARCH_DEBOUNCE_MS : 0);
  const excepted = !!country && isExceptedDeliveryCountry(country);
  const { query } = useCustom<AirportPage>({
    url: REFERENCE_API.airports,
    method: 'get',
    config: { query: { country, ...(q ? { search: q } : {}) } },
    // the options of the last answer stay while the next search is read
    queryOptions: { enabled: !!country && !excepted, placeholderData: (previous) => previous },
    // a failed read only leaves the list empty
    errorNotification: false,
  });
  const loading = query.isFetching;
  const options = (query.data?.data.data ?? []).map((a) => ({ value: a.code, label: `${a.code} — ${a.name}` }));

  const shown = country && !excepted ? options : [];
  const withValue = value && !shown.some((o) => o.value === value) ? [{ value, label: value }, ...shown] : shown;
  const empty = excepted
    ? MSG.airportNotFound
    : search.trim().length >= AIRPORT_SEARCH_MIN
      ? MSG.airportNotFound
      : MSG.noAirportsForCountry;
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
      placeholder={
        !country
          ? MSG.deliveryCountryRequiredForAirport
          : excepted
            ? MSG.airportNotFound
            : WIZARD_TEXT.airportPlaceholder
      }
      notFoundContent={loading ? undefined : empty}
    />
  );
}
