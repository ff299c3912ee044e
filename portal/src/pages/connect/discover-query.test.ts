import { describe, expect, it } from 'vitest';
import type { ConnectCompany } from '@bcu/api/contracts';
import { EMPTY_DISCOVER, cardAction, discoverFilters, showsStatusFilter } from './discover-query';
import { listFilters, partyName } from './request-view';

// whether the viewer is in admin mode ('connect.admin': Admin, SuperAdmin) or a SystemUser
const user = false;
const admin = true;

describe('discoverFilters', () => {
  it('always names the offer / looking switch and leaves empty filters out', () => {
    expect(discoverFilters(EMPTY_DISCOVER, user).crud).toEqual([
      { field: 'connectType', operator: 'eq', value: 'offer' },
    ]);
  });

  it('sends the search trimmed and the multi-selects as lists', () => {
    const f = discoverFilters(
      {
        ...EMPTY_DISCOVER,
        connectType: 'looking',
        q: ' saf ',
        type: ['Airline'],
        location: ['Europe', 'Norway'],
        status: ['Pending'],
      },
      user,
    );
    expect(f.crud).toEqual([
      { field: 'connectType', operator: 'eq', value: 'looking' },
      { field: 'q', operator: 'eq', value: 'saf' },
      { field: 'type', operator: 'in', value: ['Airline'] },
      { field: 'location', operator: 'in', value: ['Europe', 'Norway'] },
      { field: 'status', operator: 'in', value: ['Pending'] },
    ]);
  });

  it('offers no status filter to Admin or SuperAdmin and never sends one for them', () => {
    expect(showsStatusFilter(user)).toBe(true);
    expect(showsStatusFilter(admin)).toBe(false);
    expect(discoverFilters({ ...EMPTY_DISCOVER, status: ['Connected'] }, admin).crud).toHaveLength(1);
  });
});

describe('cardAction', () => {
  const card = (connectionState: ConnectCompany['connectionState']) => ({ connectionState }) as ConnectCompany;
  it('shows Connected, Pending or the Request to connect button', () => {
    expect(cardAction(card('Connected'), false)).toBe('connected');
    expect(cardAction(card('Pending'), false)).toBe('pending');
    expect(cardAction(card('None'), false)).toBe('request');
  });
  it('gives admins no request button', () => {
    expect(cardAction(card('None'), true)).toBe('none');
  });
});

describe('request lists', () => {
  it('ask for the own received or sent requests, the admin list for all', () => {
    expect(listFilters('received', undefined, '').crud).toEqual([{ field: 'type', operator: 'eq', value: 'received' }]);
    expect(listFilters('sent', 'Approved', 'x').crud).toEqual([
      { field: 'type', operator: 'eq', value: 'sent' },
      { field: 'status', operator: 'eq', value: 'Approved' },
    ]);
    expect(listFilters('admin', undefined, ' blue ').crud).toEqual([{ field: 'q', operator: 'eq', value: 'blue' }]);
  });

  it('name an anonymous party by its continent only', () => {
    const base = { id: '1', isAnonymous: false, type: 'Airline' as const, typeLabel: 'TSP' };
    expect(partyName({ ...base, name: 'Alpine Airways AG', country: 'Switzerland', continent: 'Europe' })).toBe(
      'Alpine Airways AG — Switzerland',
    );
    expect(
      partyName({ ...base, name: 'Anonymous Company #1a2b', isAnonymous: true, country: null, continent: 'Asia' }),
    ).toBe('Anonymous Company #1a2b — Asia');
  });
});
