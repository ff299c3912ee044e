import { expect } from 'chai';
import { can, monthPeriod, targetValueKg, TargetInput } from '../../contracts';
import { actorOf as actor } from '../support/actors';

describe('contracts: targets', () => {
  it('covers whole months: the first day of the start month to the last day of the end month', () => {
    expect(monthPeriod('2026-01', '2026-12')).to.eql({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(monthPeriod('2027-02', '2027-02')).to.eql({ startDate: '2027-02-01', endDate: '2027-02-28' });
    expect(monthPeriod('2028-02', '2028-02')).to.eql({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthPeriod('2026-04', '2026-04').endDate).to.equal('2026-04-30');
  });

  it('reads a value in tonnes CO2eq with at most 3 decimals as exact kilograms', () => {
    expect(targetValueKg('1,250.5')).to.equal(1_250_500n);
    expect(targetValueKg(0.001)).to.equal(1n);
    expect(targetValueKg('999999999999.999')).to.equal(999_999_999_999_999n);
    expect(targetValueKg('1.2345')).to.equal(undefined);
    expect(targetValueKg(-1)).to.equal(undefined);
    expect(targetValueKg(Number.NaN)).to.equal(undefined);
    expect(targetValueKg(null)).to.equal(undefined);
  });

  it('defaults the indicator to GHG and trims the name', () => {
    const r = TargetInput.parse({ name: '  Goal ', value: '1', startDate: '2026-01', endDate: '2026-01' });
    expect(r).to.eql({ indicator: 'GHG', name: 'Goal', value: '1', startDate: '2026-01', endDate: '2026-01' });
  });

  it('lets every user of a trading company and auditors read targets; only Active Secondary users write', () => {
    expect(can(actor(), 'targets.write')).to.equal(true);
    expect(can(actor({ companyType: 'Facilitator' }), 'targets.write')).to.equal(true);
    expect(can(actor({ type: 'Primary' }), 'targets.write')).to.equal(false);
    expect(can(actor({ type: 'Primary' }), 'targets.read')).to.equal(true);
    expect(can(actor({ status: 'Suspended' }), 'targets.write')).to.equal(false);
    expect(can(actor({ status: 'Suspended' }), 'targets.read')).to.equal(true);
    expect(can(actor({ role: 'Auditor', companyType: 'Auditor' }), 'targets.read')).to.equal(true);
    expect(can(actor({ role: 'Auditor', companyType: 'Auditor', type: 'Secondary' }), 'targets.write')).to.equal(false);
    expect(can(actor({ role: 'Admin', companyType: 'Admin' }), 'targets.read')).to.equal(false);
    expect(can(actor({ role: 'SuperAdmin', companyType: 'Admin' }), 'targets.write')).to.equal(false);
  });
});
