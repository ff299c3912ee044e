import { describe, expect, it } from 'vitest';
import { connectSections, offersTour, sectionOf, startsTourAutomatically, tourSteps } from './connect-nav';
import { can, type Actor } from '@bcu/api/contracts';
import { actorOf } from '../../test-support/actor';

/** The Connect permissions the access control provider grants an actor (the contract's matrix). */
const actor = (overrides: Partial<Actor>) => {
  const a = actorOf(overrides);
  return { read: can(a, 'connect.read'), member: can(a, 'connect.member'), admin: can(a, 'connect.admin') };
};

describe('connectSections', () => {
  it('gives SystemUsers Discover, Preferences, Received and Sent Requests', () => {
    expect(connectSections(actor({}))).toEqual(['discover', 'preferences', 'received', 'sent']);
    expect(connectSections(actor({ type: 'Primary', companyType: 'Supplier' }))).toEqual([
      'discover',
      'preferences',
      'received',
      'sent',
    ]);
  });

  it('gives Admin and SuperAdmin Discover and the Connection Requests of everyone', () => {
    for (const role of ['Admin', 'SuperAdmin'] as const)
      expect(connectSections(actor({ role, companyType: 'Admin' }))).toEqual(['discover', 'requests']);
  });

  it('gives Auditors and visitors nothing', () => {
    expect(connectSections(actor({ role: 'Auditor', companyType: 'Auditor' }))).toEqual([]);
    expect(connectSections(undefined)).toEqual([]);
  });

  it('lets a Suspended SystemUser still read every section', () => {
    expect(connectSections(actor({ status: 'Suspended' }))).toEqual(['discover', 'preferences', 'received', 'sent']);
  });
});

describe('sectionOf', () => {
  it('maps list and detail paths to their section', () => {
    expect(sectionOf('/connect/discover')).toBe('discover');
    expect(sectionOf('/connect/preferences')).toBe('preferences');
    expect(sectionOf('/connect/received-requests')).toBe('received');
    expect(sectionOf('/connect/sent-requests/8c0e')).toBe('sent');
    expect(sectionOf('/connect/requests/8c0e')).toBe('requests');
  });

  it('knows no section for /connect itself or an unknown path', () => {
    expect(sectionOf('/connect')).toBeUndefined();
    expect(sectionOf('/connect/elsewhere')).toBeUndefined();
  });
});

describe('the tour', () => {
  it('offers Take Tour to SystemUsers only', () => {
    expect(offersTour(actor({}))).toBe(true);
    expect(offersTour(actor({ role: 'Admin', companyType: 'Admin' }))).toBe(false);
  });

  it('shows the preferences, received and sent steps to SystemUsers only', () => {
    expect(tourSteps(actor({}))).toEqual(['welcome', 'preferences', 'discover', 'received', 'sent']);
    expect(tourSteps(actor({ role: 'SuperAdmin', companyType: 'Admin' }))).toEqual(['welcome', 'discover']);
  });

  it('starts by itself until it was completed or skipped', () => {
    expect(startsTourAutomatically(actor({}), false)).toBe(true);
    expect(startsTourAutomatically(actor({}), true)).toBe(false);
    expect(startsTourAutomatically(actor({ role: 'Admin', companyType: 'Admin' }), false)).toBe(true);
    expect(startsTourAutomatically(actor({ role: 'Auditor', companyType: 'Auditor' }), false)).toBe(false);
  });
});
