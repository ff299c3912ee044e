import { expect } from 'chai';
import { FeeCreate, FeeUpdate, MSG, ParameterUpdate, decimalPlaces, volumeFeeOf } from '../../contracts';

describe('contracts: account fees (spec 3 §5 "Account fee")', () => {
  it('computes the volume fee as issue rate × BCU issued with 2 decimals, blank without BCU issued', () => {
    expect(volumeFeeOf(3, 1000)).to.equal(3000);
    expect(volumeFeeOf(3.15, 1234.567)).to.equal(3888.89);
    expect(volumeFeeOf(0.1, 0.005)).to.equal(0); // 0.0005 → 0.00
    expect(volumeFeeOf(0.01, 0.5)).to.equal(0.01); // 0.005 rounds half away from zero, like NUMERIC round()
    expect(volumeFeeOf(2, null)).to.equal(null);
  });

  it('counts decimal places as written', () => {
    expect(decimalPlaces(1)).to.equal(0);
    expect(decimalPlaces(1.25)).to.equal(2);
    expect(decimalPlaces(1e-7)).to.equal(7);
  });

  it('fills the defaults of a new row and refuses what the spec forbids', () => {
    const row = FeeCreate.parse({
      companyId: '6f1c1e9e-8d1a-4a57-9a55-7c3c2b1d9f10',
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(row).to.deep.equal({
      companyId: '6f1c1e9e-8d1a-4a57-9a55-7c3c2b1d9f10',
      period: 1,
      start: '2026-01-01',
      end: '2026-12-31',
      accountFee: 0,
      accountFeePaid: false,
      bcuIssued: null,
      issueRate: 0,
      volumeFeePaid: false,
    });
    const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(msg(FeeUpdate.safeParse({ period: 0 }))).to.equal(MSG.feePeriodMin);
    expect(msg(FeeUpdate.safeParse({ issueRate: 1.234 }))).to.equal(MSG.feeTwoDecimals);
    expect(msg(FeeUpdate.safeParse({ start: '2026-02-01', end: '2026-01-31' }))).to.equal(MSG.startAfterEnd);
    expect(FeeUpdate.safeParse({ volumeFee: 3 }).success).to.equal(false);
  });

  it('accepts an http(s) URL or an empty one for a link, and only true/false for a switch', () => {
    expect(ParameterUpdate.parse({ url: ' https://a.example/x ' })).to.deep.equal({ url: 'https://a.example/x' });
    expect(ParameterUpdate.parse({ url: '' })).to.deep.equal({ url: null });
    expect(ParameterUpdate.safeParse({ url: 'ftp://a.example' }).success).to.equal(false);
    expect(ParameterUpdate.parse({ value: 'true' })).to.deep.equal({ value: 'true' });
    expect(ParameterUpdate.safeParse({ value: 'on' }).success).to.equal(false);
  });
});
