import { expect } from 'chai';
import { BalanceFilter, registrationYears, yearsFrom } from '../../contracts';

describe('year filter options (contracts/years.ts)', () => {
  it('run from the first listed year to 2025 while the spec’s list is current, then to the current year', () => {
    expect(yearsFrom(2023, new Date('2025-06-01T00:00:00Z'))).to.deep.equal([2023, 2024, 2025]);
    expect(yearsFrom(2023, new Date('2024-06-01T00:00:00Z'))).to.deep.equal([2023, 2024, 2025]);
    expect(yearsFrom(2021, new Date('2027-01-01T00:00:00Z'))).to.deep.equal([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
  });

  it('let the balance filter take this year’s registrations and refuse years before 2021', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(registrationYears()).to.include(thisYear);
    expect(BalanceFilter.safeParse({ registrationYear: String(thisYear) }).success).to.equal(true);
    expect(BalanceFilter.safeParse({ registrationYear: '2020' }).success).to.equal(false);
    expect(BalanceFilter.safeParse({ registrationYear: String(thisYear + 1) }).success).to.equal(false);
  });
});
