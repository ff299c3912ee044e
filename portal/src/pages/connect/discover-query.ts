/**
 * The Discover filter state (spec 3 §2.7, §7 GET /connect/discovery) and its translation into the list's filter:
 * the offer / looking switch, search, and the multi-selects company type, location, industry and — not for Admin
 * or SuperAdmin — connection status. Empty values are left out, so the query names only what narrows the list.
 */
import type { CrudFilter } from '@refinedev/core';
import { COUNTRIES, CONTINENTS, type ConnectCompany, type ConnectType, type ConnectionState } from '@bcu/api/contracts';

export interface DiscoverState {
  connectType: ConnectType;
  q: string;
  type: string[];
  location: string[];
  industry: string[];
  status: ConnectionState[];
}

export const EMPTY_DISCOVER: DiscoverState = {
  connectType: 'offer',
  q: '',
  type: [],
  location: [],
  industry: [],
  status: [],
};

/** The status filter is not offered to Admin or SuperAdmin (they have no connections of their own). */
export const showsStatusFilter = (adminMode: boolean): boolean => !adminMode;

/** The list's filter; `adminMode`: the viewer reads all of Connect as Admin or SuperAdmin ('connect.admin'). */
export function discoverFilters(state: DiscoverState, adminMode: boolean): { crud: CrudFilter[]; key: string } {
  const crud: CrudFilter[] = [{ field: 'connectType', operator: 'eq', value: state.connectType }];
  const q = state.q.trim();
  if (q) crud.push({ field: 'q', operator: 'eq', value: q });
  const multi: [keyof DiscoverState, string[]][] = [
    ['type', state.type],
    ['location', state.location],
    ['industry', state.industry],
  ];
  if (showsStatusFilter(adminMode)) multi.push(['status', state.status]);
  for (const [field, value] of multi) if (value.length) crud.push({ field, operator: 'in', value });
  return { crud, key: JSON.stringify(crud) };
}

/** Location options: the continents first, then every country. */
export const LOCATION_OPTIONS = [
  { label: 'Continents', options: CONTINENTS.map((c) => ({ value: c, label: c })) },
  { label: 'Countries', options: COUNTRIES.map((c) => ({ value: c.name, label: c.name })) },
];

/** What a card shows as its connection action. */
export type CardAction = 'connected' | 'pending' | 'request' | 'none';

/**
 * Connected for an Approved request, Pending for a Pending one, otherwise the Request to connect button — enabled
 * only when the viewer may send one now; Admin and SuperAdmin (admin mode) get no action at all.
 */
export function cardAction(company: ConnectCompany, adminMode: boolean): CardAction {
  if (company.connectionState === 'Connected') return 'connected';
  if (company.connectionState === 'Pending') return 'pending';
  return adminMode ? 'none' : 'request';
}
