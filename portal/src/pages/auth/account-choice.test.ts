import { describe, expect, it } from 'vitest';
import type { LoginAccount } from '@bcu/api/contracts';
import { chosenUserId, companyOptions, lockedOption, typeOptions } from '@bcu/client/account-choice';

const acc = (
  userId: string,
  companyId: string,
  companyName: string,
  companyType: LoginAccount['companyType'],
  isReadOnly = false,
): LoginAccount => ({
  userId,
  companyId,
  companyName,
  companyType,
  isReadOnly,
});

const accounts = [
  acc('u1', 'c1', 'Zeta Air', 'Airline'),
  acc('u2', 'c1', 'Zeta Air', 'Supplier', true),
  acc('u3', 'c2', 'Alpha Fuels', 'Supplier', true),
];

describe('login account choice', () => {
  it('lists each company once, sorted, disabling those whose entries are all read-only', () => {
    expect(companyOptions(accounts)).toEqual([
      { value: 'c2', label: 'Alpha Fuels', disabled: true },
      { value: 'c1', label: 'Zeta Air', disabled: false },
    ]);
  });

  it('lists the account types of the chosen company with their labels', () => {
    expect(typeOptions(accounts, 'c1')).toEqual([
      { value: 'Airline', label: 'Transport Service Provider (TSP)', disabled: false },
      { value: 'Supplier', label: 'Supplier', disabled: true },
    ]);
    expect(typeOptions(accounts, undefined)).toEqual([]);
  });

  it('yields the user id of the chosen pair, never of a read-only entry', () => {
    expect(chosenUserId(accounts, 'c1', 'Airline')).toBe('u1');
    expect(chosenUserId(accounts, 'c1', 'Supplier')).toBeUndefined();
    expect(chosenUserId(accounts, 'c2', 'Airline')).toBeUndefined();
  });

  it('auto-fills a select only when its single option is enabled', () => {
    expect(lockedOption(companyOptions([accounts[0]]))).toBe('c1');
    expect(lockedOption(companyOptions([accounts[2]]))).toBeUndefined();
    expect(lockedOption(companyOptions(accounts))).toBeUndefined();
  });
});
