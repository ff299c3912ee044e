import { describe, expect, it } from 'vitest';
import { backLink, resolveTab, tabFromPath } from './bcu-route';

describe('BCU detail routes (spec 2 §2.12)', () => {
  it('opens BCU Info at the index and the named tab otherwise', () => {
    expect(tabFromPath('/bcu/abc', 'abc')).toBe('bcu-info');
    expect(tabFromPath('/bcu/abc/', 'abc')).toBe('bcu-info');
    expect(tabFromPath('/bcu/abc/scope1', 'abc')).toBe('scope1');
    expect(tabFromPath('/bcu/abc/bcu-events', 'abc')).toBe('bcu-events');
    expect(tabFromPath('/bcu/abc/unknown', 'abc')).toBeUndefined();
  });

  it('sends a hidden Facilitator tab to Scope 3 and any other hidden tab to BCU Info', () => {
    const visible = ['bcu-info', 'scope1', 'scope3'] as const;
    expect(resolveTab('facilitator', visible)).toBe('scope3');
    expect(resolveTab('bcu-values', visible)).toBe('bcu-info');
    expect(resolveTab('scope1', visible)).toBe('scope1');
    expect(resolveTab(undefined, visible)).toBe('bcu-info');
  });

  it("reads 'Balance table' with a return path, else 'Account Retirements'", () => {
    expect(backLink({ from: '/dashboard?x=1' })).toEqual({ label: 'Balance table', to: '/dashboard?x=1' });
    expect(backLink(null)).toEqual({ label: 'Account Retirements', to: '/dashboard' });
    expect(backLink({ from: 'https://evil.example' })).toEqual({ label: 'Account Retirements', to: '/dashboard' });
  });
});
