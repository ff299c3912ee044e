import { describe, expect, it } from 'vitest';
import { COMPANY_TYPE_LABELS } from '@bcu/api/contracts';
import { chosenUserId, companyOptions, isLocked, onlyUsableOption, typeOptions } from '@bcu/client/account-choice';
import { givenAccount } from '../test/builders';

const accounts = [
  givenAccount({ userId: 'u-1', companyId: 'c-1', companyName: 'Alpha Fuels', companyType: 'Supplier' }),
  givenAccount({
    userId: 'u-2',
    companyId: 'c-1',
    companyName: 'Alpha Fuels',
    companyType: 'Airline',
    isReadOnly: true,
  }),
  givenAccount({ userId: 'u-3', companyId: 'c-2', companyName: 'Beta Air', companyType: 'Airline', isReadOnly: true }),
];

describe('login account choice', () => {
  it('lists each company once and disables a company whose accounts are all read-only', () => {
    expect(companyOptions(accounts)).toEqual([
      { value: 'c-1', label: 'Alpha Fuels', disabled: false },
      { value: 'c-2', label: 'Beta Air', disabled: true },
    ]);
  });

  it("offers the chosen company's account types with their labels, read-only ones disabled", () => {
    expect(typeOptions(accounts, 'c-1')).toEqual([
      { value: 'Supplier', label: COMPANY_TYPE_LABELS.Supplier, disabled: false },
      { value: 'Airline', label: COMPANY_TYPE_LABELS.Airline, disabled: true },
    ]);
    expect(typeOptions(accounts, undefined)).toEqual([]);
  });

  it('fills in the only usable option and locks a select that has a single option', () => {
    expect(onlyUsableOption(typeOptions(accounts, 'c-1'))).toBe('Supplier');
    expect(isLocked(typeOptions(accounts, 'c-1'))).toBe(false);
    expect(onlyUsableOption(companyOptions(accounts))).toBe('c-1');
    expect(onlyUsableOption(companyOptions(accounts.slice(0, 2)))).toBe('c-1');
    expect(isLocked(companyOptions(accounts.slice(0, 2)))).toBe(true);
    expect(onlyUsableOption(typeOptions(accounts, 'c-2'))).toBeUndefined();
    expect(isLocked(typeOptions(accounts, 'c-2'))).toBe(false);
  });

  it('leaves the choice open when several options are usable', () => {
    const two = [givenAccount({ userId: 'u-1' }), givenAccount({ userId: 'u-4', companyType: 'Forwarder' })];
    expect(onlyUsableOption(typeOptions(two, 'c-1'))).toBeUndefined();
  });

  it('names the user id of the chosen company and type, never a read-only one', () => {
    expect(chosenUserId(accounts, 'c-1', 'Supplier')).toBe('u-1');
    expect(chosenUserId(accounts, 'c-1', 'Airline')).toBeUndefined();
    expect(chosenUserId(accounts, 'c-1', undefined)).toBeUndefined();
  });
});
