import { describe, expect, it } from 'vitest';
import type { AccountFee } from '@bcu/api/contracts';
import { feeColumns } from './account-fees-columns';

const fee: AccountFee = {
  id: 'f1',
  companyId: 'c1',
  period: 2,
  start: '2026-01-01',
  end: '2026-03-31',
  accountFee: 1500,
  accountFeePaid: true,
  bcuIssued: 1234.5,
  issueRate: 3,
  volumeFee: 3703.5,
  volumeFeePaid: false,
  createdAt: '2026-01-02T10:00:00Z',
};

describe('Account Fees columns (spec 1 §9, spec 3 §6)', () => {
  it('shows the volume columns only to a Supplier', () => {
    expect(feeColumns('Airline').map((c) => c.key)).toEqual(['period', 'start', 'end', 'accountFee', 'accountFeePaid']);
    expect(feeColumns('Supplier').map((c) => c.key)).toEqual([
      'period',
      'start',
      'end',
      'accountFee',
      'accountFeePaid',
      'bcuIssued',
      'issueRate',
      'volumeFee',
      'volumeFeePaid',
    ]);
  });

  it('formats amounts with 2 decimals, BCU issued with 3 and dates as dd.MM.yyyy', () => {
    const cells = Object.fromEntries(feeColumns('Supplier').map((c) => [c.key, c.render(fee)]));
    expect(cells).toMatchObject({
      start: '01.01.2026',
      end: '31.03.2026',
      accountFee: '1,500.00',
      accountFeePaid: 'Paid',
      bcuIssued: '1,234.500',
      issueRate: '3.00',
      volumeFee: '3,703.50',
      volumeFeePaid: 'Unpaid',
    });
    expect(
      feeColumns('Supplier')
        .find((c) => c.key === 'bcuIssued')!
        .render({ ...fee, bcuIssued: null }),
    ).toBe('—');
  });
});
