import { describe, expect, it } from 'vitest';
import { MSG } from '@bcu/api/contracts';
import { selectionIssue } from './assign-rules';
import { balanceFilterValue, initialBalanceFilter } from './balance-query';

describe('facilitator assignment selection (spec 2 §5)', () => {
  it("needs a selection of Active BCUs, with the spec's texts", () => {
    expect(selectionIssue([])).to.equal('Please select BCUs');
    expect(selectionIssue([{ status: 'Active' }, { status: 'Transit' }])).to.equal(MSG.onlyActiveToFacilitator);
    expect(selectionIssue([{ status: 'Active' }])).to.equal(undefined);
  });
});

describe('balance filter (spec 2 §2.2)', () => {
  it('starts with Active, Suspended and Transit and sends only what is set', () => {
    expect(balanceFilterValue(initialBalanceFilter())).to.deep.equal({ status: ['Active', 'Suspended', 'Transit'] });
    const f = { ...initialBalanceFilter('acc'), assign: 'assigned' as const, expiresWithin: '6m' as const, expiry: { from: '2025-01-01' } };
    expect(balanceFilterValue({ ...f, registrationYear: 2023, search: 'x' })).to.deep.equal({
      status: ['Active', 'Suspended', 'Transit'],
      assign: 'assigned',
      expiresWithin: '6m',
      registrationYear: 2023,
      search: 'x',
      accountId: 'acc',
    });
    expect(balanceFilterValue({ ...initialBalanceFilter(), expiry: { from: '2025-01-01', to: '2025-02-01' } })).to.include({
      startDate: '2025-01-01',
      endDate: '2025-02-01',
    });
  });
});
