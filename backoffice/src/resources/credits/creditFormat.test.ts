import { describe, expect, it } from 'vitest';
import { MSG, type AdminCreditDetail } from '@bcu/api/contracts';
import { editRecord, editValidator, validateCreditForm } from './creditFormat';

describe('BCU edit form rules (spec 3 §5)', () => {
  it('gives each field the spec message', () => {
    expect(editValidator('productType')('')).toBe(MSG.productTypeRequiredDot);
    expect(editValidator('productType')('SAF')).toBeUndefined();
    expect(editValidator('supplierZip')('1234')).toBe(MSG.zipMoreThan4);
    expect(editValidator('supplierZip')('12345')).toBeUndefined();
    expect(editValidator('supplierAddress')('ab')).toBe(MSG.supplierAddressMin);
    expect(editValidator('volume')('')).toBe(MSG.fieldRequired);
    expect(editValidator('volume')('1x')).toBe(MSG.creditEditNumber);
    expect(editValidator('volume')('1,234.5')).toBeUndefined();
    expect(editValidator('supplierCity')(undefined)).toBe(MSG.fieldRequired);
    expect(editValidator('status')('Pending')).toBe(MSG.creditEditStatus);
  });

  it('needs a numeric Default ILUC value only with the ICAO_CORSIA scheme', () => {
    expect(validateCreditForm({ certificationScheme: 'ICAO_CORSIA' })).toEqual({
      directLandUseChangeDisaggregatedValue: MSG.defaultIlucRequired,
    });
    expect(
      validateCreditForm({ certificationScheme: 'ICAO_CORSIA', directLandUseChangeDisaggregatedValue: 'x' }),
    ).toEqual({ directLandUseChangeDisaggregatedValue: MSG.defaultIlucRequired });
    expect(
      validateCreditForm({ certificationScheme: 'ICAO_CORSIA', directLandUseChangeDisaggregatedValue: '12.5' }),
    ).toEqual({});
    expect(validateCreditForm({ certificationScheme: 'RSB Global' })).toEqual({});
  });

  it('builds the edit record from the detail: ledger figures from the unit, the rest from BCU Info', () => {
    const d = {
      id: 'c1',
      volume: '12.500',
      neatAmountInMJ: '539375',
      status: 'Active',
      info: { productType: 'SAF', supplierZip: '30110' },
    } as unknown as AdminCreditDetail;
    const r = editRecord(d);
    expect(r).toMatchObject({
      id: 'c1',
      volume: '12.500',
      neatAmountInMJ: '539375',
      status: 'Active',
      productType: 'SAF',
      supplierZip: '30110',
      supplierCity: null,
    });
  });
});
