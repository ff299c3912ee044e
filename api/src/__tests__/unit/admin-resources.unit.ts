import { expect } from 'chai';
import { AdminUserUpdate, LogFilter, MSG, lockedRuleViolation, statusChoicesFor } from '../../contracts';

describe('contracts: admin resources', () => {
  it('applies the Locked rule of spec 3 §4', () => {
    expect(lockedRuleViolation('Active', null, 'Locked')).to.equal(MSG.lockedNotSettable);
    expect(lockedRuleViolation('Suspended', 'Active', 'Locked')).to.equal(MSG.lockedNotSettable);
    expect(lockedRuleViolation('Locked', 'Suspended', 'Active')).to.equal(MSG.lockedReturnsToPrevious);
    expect(lockedRuleViolation('Locked', 'Suspended', 'Suspended')).to.equal(undefined);
    expect(lockedRuleViolation('Locked', null, 'Active')).to.equal(undefined);
    expect(lockedRuleViolation('Locked', 'Active', 'Locked')).to.equal(undefined);
    expect(lockedRuleViolation('Active', null, 'Removed')).to.equal(undefined);
  });

  it('offers a Locked user only its previous status, and Locked to nobody else', () => {
    expect(statusChoicesFor('Locked', 'Pending')).to.deep.equal(['Locked', 'Pending']);
    expect(statusChoicesFor('Active', null)).to.not.include('Locked');
    expect(statusChoicesFor('Active', null)).to.include.members(['Active', 'Suspended', 'Removed']);
  });

  it('accepts a partial user edit and nothing unknown', () => {
    expect(AdminUserUpdate.safeParse({}).success).to.equal(true);
    expect(AdminUserUpdate.safeParse({ email: ' A@B.CO ' }).data).to.deep.equal({ email: 'a@b.co' });
    expect(AdminUserUpdate.safeParse({ role: 'Admin' }).success).to.equal(false);
  });

  it('refuses a log date range whose start is after its end', () => {
    const r = LogFilter.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(r.success).to.equal(false);
    expect(r.error!.issues[0].message).to.equal(MSG.startRangeAfterEnd);
    expect(LogFilter.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).to.equal(true);
  });
});
