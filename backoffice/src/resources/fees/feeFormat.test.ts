import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { MSG, volumeFeeOf } from '@bcu/api/contracts';
import { feeFailureText, formatBcu, formatMoney, newFeeDefaults, showsSupplierColumns } from './feeFormat';

describe('account fee formats (spec 3 §9)', () => {
  it('shows amounts with 2 decimals and BCU issued with 3', () => {
    expect(formatMoney(1500)).toBe('1,500.00');
    expect(formatMoney(3888.886)).toBe('3,888.89');
    expect(formatBcu(1234.5)).toBe('1,234.500');
    expect(formatBcu(null)).toBe('');
  });

  it('computes the volume fee as issue rate × BCU issued, rounded to 2 decimals, blank without BCU issued', () => {
    expect(volumeFeeOf(3.15, 1234.567)).toBe(3888.89);
    expect(volumeFeeOf(2.5, 1234.567)).toBe(3086.42);
    expect(volumeFeeOf(0.1, 0.2)).toBe(0.02);
    expect(volumeFeeOf(3, null)).toBe(null);
  });

  it('shows the volume columns only for Supplier accounts', () => {
    expect(showsSupplierColumns('Supplier')).toBe(true);
    expect(showsSupplierColumns('Airline')).toBe(false);
    expect(showsSupplierColumns(undefined)).toBe(false);
  });

  it('starts a new row at period 1 for the calendar year, fees 0, unpaid, BCU issued blank', () => {
    expect(newFeeDefaults('c1', new Date(2026, 4, 17))).toEqual({
      companyId: 'c1',
      period: 1,
      start: '2026-01-01',
      end: '2026-12-31',
      accountFee: 0,
      accountFeePaid: false,
      bcuIssued: null,
      issueRate: 0,
      volumeFeePaid: false,
    });
  });

  it("titles a failure with the spec's text and lists the server's messages with a capital first letter", () => {
    const e = new HttpError('x', 422, { details: [{ path: 'period', message: 'period must be at least 1' }] });
    expect(feeFailureText(MSG.feeUpdateFailed, e)).toBe('Account Fee update failed\nPeriod must be at least 1');
    expect(feeFailureText(MSG.feeDeleteFailed, new Error('forbidden'))).toBe('Account Fee delete failed\nForbidden');
  });
});
