import { describe, expect, it } from 'vitest';
import type { CreditRequestView } from '@bcu/api/contracts';
import { BCU_REQUEST_TABS, statementOf, yesNo } from './BcuRequestTabs';
import { BCU_EXTRA_TABS } from './BcuSubmissionTabs';

describe('BCU Transfer / Retirement Info tabs (spec 3 §2.1)', () => {
  it('adds one tab to each request type, labelled as the spec names it', () => {
    expect(BCU_EXTRA_TABS.BCUTransfer).toBe(BCU_REQUEST_TABS.BCUTransfer);
    expect(BCU_EXTRA_TABS.BCURetirement).toBe(BCU_REQUEST_TABS.BCURetirement);
    expect(BCU_EXTRA_TABS.BCURegistration).toBeUndefined();
    expect(BCU_REQUEST_TABS.BCUTransfer().map((t) => (t.props as { label: string }).label)).toEqual(['BCU Transfer Info']);
    expect(BCU_REQUEST_TABS.BCURetirement().map((t) => (t.props as { label: string }).label)).toEqual([
      'BCU Retirement Info',
    ]);
  });

  it('answers yes/no questions and names the statement only once approved', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', '—']);
    const r = { status: 'Pending', statementRSID: null } as unknown as CreditRequestView & { statementRSID: string | null };
    expect(statementOf(r)).toBe('—');
    expect(statementOf({ ...r, status: 'Approved', statementRSID: 'RS-2026-000001' })).toBe('RS-2026-000001');
  });
});
