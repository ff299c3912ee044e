import { describe, expect, it } from 'vitest';
import { REFERENCE_RESOURCES } from '@bcu/api/contracts';
import { formatBaseline, formatFactor, REFERENCE_TABS, tabOfPath, tabPathOf } from './referenceTabs';

describe('reference value tabs (spec 3 §2.6)', () => {
  it('has the four tabs in order, Certification Schemes first and default', () => {
    expect(REFERENCE_TABS.map((t) => t.label)).toEqual([
      'Certification Schemes',
      'Feedstock Certification',
      'Incentives',
      'Parameters',
    ]);
    expect(tabOfPath('/backoffice/reference-values').label).toBe('Certification Schemes');
    expect(tabOfPath('/backoffice/reference-values/feedstock-certification').resource).toBe('feedstock-certifications');
    expect(tabOfPath('/backoffice/reference-values/nope').path).toBe('');
  });

  it('returns each resource to its own tab', () => {
    for (const r of REFERENCE_RESOURCES) expect(tabOfPath(tabPathOf(r)).resource).toBe(r);
    expect(tabPathOf('certification-schemes')).toBe('/reference-values');
    expect(tabPathOf('incentives')).toBe('/reference-values/incentives');
  });

  it('shows baselines with 2 decimals and factors as stored', () => {
    expect(formatBaseline(89)).toBe('89.00');
    expect(formatBaseline(90.5)).toBe('90.50');
    expect(formatFactor(3.16)).toBe('3.16');
    expect(formatFactor(0)).toBe('0.0');
    expect(formatFactor(3.1234)).toBe('3.1234');
  });
});
