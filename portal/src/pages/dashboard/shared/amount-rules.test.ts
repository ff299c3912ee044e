import { describe, expect, it } from 'vitest';
import { amountRangeMessage } from '@bcu/api/contracts';
import {
  amountIssue,
  assignAmountIssue,
  assignAmountOnBlur,
  availableKg,
  groupThousands,
  typedValue,
  unitMax,
} from './amount-rules';

const own = 'company-a';
const credit = {
  companyId: own,
  volume: '10.000',
  tonnesOfCO2eq: '7.500',
  neatAmountInMJ: '430000',
  facilitatorAmount: '4.250',
};

describe('transfer / retirement amount (spec 2 §5)', () => {
  it('lets the holder move the full volume and a facilitator only its amount, capped at the volume', () => {
    expect(availableKg(credit, own)).to.equal(10_000n);
    expect(availableKg(credit, 'facilitator')).to.equal(4_250n);
    expect(availableKg({ ...credit, facilitatorAmount: '12.000' }, 'facilitator')).to.equal(10_000n);
    expect(availableKg({ ...credit, facilitatorAmount: null }, 'facilitator')).to.equal(0n);
  });

  it('gives the maximum per unit: BCU from the volume, CO2eq from tonnesOfCO2eq, MJ whole', () => {
    expect(unitMax(credit, 'BCU', own)).to.equal('10.000');
    expect(unitMax(credit, 'CO2eq', own)).to.equal('7.500');
    expect(unitMax(credit, 'MJ', own)).to.equal('430000');
    // a facilitator's share of CO2eq and MJ is in proportion to its amount, rounded down
    expect(unitMax(credit, 'BCU', 'facilitator')).to.equal('4.250');
    expect(unitMax(credit, 'CO2eq', 'facilitator')).to.equal('3.187');
    expect(unitMax(credit, 'MJ', 'facilitator')).to.equal('182750');
  });

  it('drops thousands separators only when they are well placed, and never reads "5,5" as another number', () => {
    expect(typedValue('1,234.5', 'BCU')).to.equal(1_234_500n);
    expect(typedValue('12,000', 'MJ')).to.equal(12_000n);
    expect(typedValue('1,000,000', 'MJ')).to.equal(1_000_000n);
    expect(typedValue('5,5', 'BCU')).to.equal(undefined);
    expect(typedValue('12,34', 'BCU')).to.equal(undefined);
    expect(typedValue('1,2345', 'MJ')).to.equal(undefined);
    expect(typedValue(',500', 'BCU')).to.equal(undefined);
    expect(amountIssue('5,5', 'BCU', '100.000')).to.equal(amountRangeMessage('100.000'));
  });

  it('keeps a value above the maximum as typed and refuses it with the range message', () => {
    expect(amountIssue('99999999', 'BCU', '10.000')).to.equal(amountRangeMessage('10.000'));
    expect(amountIssue('500000', 'MJ', '430000')).to.equal(amountRangeMessage('430000'));
  });

  it('groups a maximum by thousands for reading', () => {
    expect(groupThousands('430000')).to.equal('430,000');
    expect(groupThousands('1234.500')).to.equal('1,234.500');
    expect(groupThousands('120.500')).to.equal('120.500');
  });

  it("answers 'Value must be a number between 0 and {max}' for empty, non-numeric or too precise values", () => {
    expect(amountIssue('', 'BCU', '10.000')).to.equal(amountRangeMessage('10.000'));
    expect(amountIssue('x', 'BCU', '10.000')).to.equal('Value must be a number between 0 and 10.000');
    expect(amountIssue('1.0001', 'BCU', '10.000')).to.equal(amountRangeMessage('10.000'));
    expect(amountIssue('1.5', 'MJ', '430000')).to.equal('Value must be a number between 0 and 430000');
    expect(amountIssue('10.001', 'BCU', '10.000')).to.equal(amountRangeMessage('10.000'));
    expect(amountIssue('10', 'BCU', '10.000')).to.equal(undefined);
    expect(amountIssue('1,000', 'MJ', '430000')).to.equal(undefined);
  });
});

describe('facilitator assignment amount (spec 2 §5)', () => {
  it('resets an empty or zero amount to the full volume on blur, with 3 decimals', () => {
    expect(assignAmountOnBlur('', '10.000')).to.equal('10.000');
    expect(assignAmountOnBlur('0', '10.000')).to.equal('10.000');
    expect(assignAmountOnBlur('2.5', '10.000')).to.equal('2.500');
    // a value above the volume or not a number stays as typed, for the field's message to point at it
    expect(assignAmountOnBlur('11', '10.000')).to.equal('11');
    expect(assignAmountOnBlur('5,5', '10.000')).to.equal('5,5');
    expect(assignAmountOnBlur('1,5', '10.000')).to.equal('1,5');
  });

  it('refuses an amount above the volume', () => {
    expect(assignAmountIssue('10.5', '10.000')).to.equal(amountRangeMessage('10.000'));
    expect(assignAmountIssue('3', '10.000')).to.equal(undefined);
  });
});
