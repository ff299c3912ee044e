import { describe, expect, it } from 'vitest';
import { FACILITATOR_MANAGED_NAME, MSG, type Contact, type ContactViewer } from '@bcu/api/contracts';
import { ApiError } from '../../api/http';
import { addOutcome, rowSwitches } from './contact-rules';

const contact = (type: string | null, over: Partial<Contact> = {}): Contact => ({
  id: 'c1',
  fromId: 'me',
  toId: 'them',
  to: { id: 'them', name: 'Them', country: 'Germany', type, status: 'Active' },
  isAllowOnBehalf: false,
  isPublicAnonymity: false,
  isCreatedByFacilitator: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const owner = (companyType: ContactViewer['companyType'], over: Partial<ContactViewer> = {}): ContactViewer => ({
  companyType,
  role: 'SystemUser',
  status: 'Active',
  type: 'Primary',
  ...over,
});

describe('contact add answers (spec 2 §7: 412 shows its message, success style when empty)', () => {
  it('shows a 412 with an empty message as a success', () => {
    expect(addOutcome(new ApiError(412, MSG.unknownError))).toEqual({ kind: 'success', message: MSG.success });
    expect(addOutcome(new ApiError(412, ''))).toEqual({ kind: 'success', message: MSG.success });
  });
  it('shows a 412 with a message, and any other failure, as an error', () => {
    const refused = new ApiError(412, 'The token is invalid or has expired.');
    expect(addOutcome(refused)).toEqual({ kind: 'error', error: refused });
    const invalid = new ApiError(422, MSG.contactTokenRequired);
    expect(addOutcome(invalid)).toEqual({ kind: 'error', error: invalid });
  });
});

describe('contact row switches (spec 2 §2.11)', () => {
  it('lets a Corporate owner switch retire on behalf for an Airline or Forwarder, and anonymity once allowed', () => {
    const off = rowSwitches(owner('Corporate'), contact('Airline'));
    expect(off.retire).toEqual({ shown: true, enabled: true });
    expect(off.anonymity).toEqual({ shown: true, enabled: false });
    const on = rowSwitches(owner('Corporate'), contact('Forwarder', { isAllowOnBehalf: true }));
    expect(on.anonymity).toEqual({ shown: true, enabled: true });
  });
  it('shows no retire switch for a Supplier contact and no anonymity switch for an Airline owner', () => {
    expect(rowSwitches(owner('Corporate'), contact('Supplier')).retire.shown).toBe(false);
    expect(rowSwitches(owner('Airline'), contact('Forwarder', { isAllowOnBehalf: true })).anonymity).toEqual({
      shown: true,
      enabled: false,
    });
  });
  it('offers operate on behalf for a Facilitator contact to non-facilitator companies', () => {
    expect(rowSwitches(owner('Supplier'), contact('Facilitator')).operate).toEqual({ shown: true, enabled: true });
    expect(rowSwitches(owner('Facilitator'), contact('Facilitator')).operate.shown).toBe(false);
    expect(rowSwitches(owner('Corporate'), contact('Facilitator', { isAllowOnBehalf: true })).anonymity).toEqual({
      shown: true,
      enabled: true,
    });
    expect(rowSwitches(owner('Supplier'), contact('Facilitator', { isAllowOnBehalf: true })).anonymity.shown).toBe(
      false,
    );
    expect(rowSwitches(owner('Supplier'), contact('Airline')).retire.shown).toBe(false);
  });
  it('disables every switch for auditors, suspended users, secondary users and facilitator-made contacts', () => {
    expect(rowSwitches(owner('Corporate', { role: 'Auditor' }), contact('Airline')).retire.shown).toBe(false);
    expect(rowSwitches(owner('Corporate', { status: 'Suspended' }), contact('Airline')).retire.enabled).toBe(false);
    expect(rowSwitches(owner('Corporate', { type: 'Secondary' }), contact('Airline')).retire.enabled).toBe(false);
    const managed = contact(null, {
      isCreatedByFacilitator: true,
      toId: null,
      to: { id: null, name: FACILITATOR_MANAGED_NAME, country: 'Anonymous', type: null, status: null },
    });
    const s = rowSwitches(owner('Corporate'), managed);
    expect([s.retire.enabled, s.anonymity.enabled, s.operate.enabled]).toEqual([false, false, false]);
  });
});
