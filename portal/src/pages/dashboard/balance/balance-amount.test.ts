import { describe, expect, it } from 'vitest';
import { balanceAmount } from './balance-amount';

const row = { companyId: 'holder', volume: '25.000', facilitatorId: 'fac', facilitatorAmount: '10.000' };

describe('the amount a balance row shows (issue 10 §5)', () => {
  it("shows a facilitator the amount assigned to it, as assigned, never the client's whole credit", () => {
    expect(balanceAmount(row, 'fac')).toBe('10.000 assigned');
  });

  it('caps the assigned amount at the volume left on the credit', () => {
    expect(balanceAmount({ ...row, volume: '4.5' }, 'fac')).toBe('4.500 assigned');
  });

  it('shows the holder its whole volume, assigned or not', () => {
    expect(balanceAmount(row, 'holder')).toBe('25.000');
    expect(balanceAmount({ ...row, companyId: 'fac' }, 'fac')).toBe('25.000');
  });
});
