import { describe, expect, it } from 'vitest';
import type { Actor } from '@bcu/api/contracts';
import { activeTabKey, portalTabs } from './tabs';
import { actorOf as actor } from '../../test-support/actor';

const served = new Set(['/', '/statements']);
const everything = new Set([
  '/',
  '/resources/docs',
  '/statements',
  '/dashboard/transactions',
  '/dashboard/register-credit',
  '/dashboard/transfer',
  '/dashboard/retirement',
  '/dashboard/incoming-requests',
  '/connect/discover',
]);
const keys = (a: Actor | undefined, paths = everything) => portalTabs(a, paths).map((t) => t.key);

describe('portalTabs', () => {
  it('shows visitors only the public tabs whose pages exist', () => {
    expect(keys(undefined, served)).toEqual(['introduction', 'statements']);
  });

  it('never shows a tab whose route is not served yet', () => {
    expect(keys(actor({}), served)).toEqual(['introduction', 'statements']);
  });

  it('keeps the spec order for an active airline user', () => {
    expect(keys(actor({}))).toEqual([
      'introduction',
      'resources',
      'statements',
      'dashboard',
      'transfer',
      'retirement',
      'incoming',
      'connect',
    ]);
  });

  it('shows only Public Retirements and Dashboard to a suspended user', () => {
    expect(keys(actor({ status: 'Suspended' }))).toEqual(['statements', 'dashboard']);
  });

  it('hides BCU Retirement from a SuperAdmin of a Supplier company', () => {
    expect(keys(actor({ role: 'SuperAdmin', type: 'Primary', companyType: 'Supplier' }))).not.toContain('retirement');
  });

  it('shows BCU Registration only to supplier users', () => {
    expect(keys(actor({ companyType: 'Supplier' }))).toContain('register');
    expect(keys(actor({ companyType: 'Airline' }))).not.toContain('register');
  });
});

describe('activeTabKey', () => {
  const tabs = portalTabs(undefined, served);
  it('marks the landing page only on /', () => {
    expect(activeTabKey('/', tabs)).toBe('introduction');
    expect(activeTabKey('/login', tabs)).toBeUndefined();
  });
  it('marks the statements tab on its sub-routes', () => {
    expect(activeTabKey('/statements', tabs)).toBe('statements');
    expect(activeTabKey('/statements/123', tabs)).toBe('statements');
  });
  it('keeps the Resources tab selected on every help page', () => {
    const all = portalTabs(undefined, everything);
    expect(activeTabKey('/resources/docs', all)).toBe('resources');
    expect(activeTabKey('/resources/faq/carbon', all)).toBe('resources');
    expect(activeTabKey('/resources/training', all)).toBe('resources');
  });
});
