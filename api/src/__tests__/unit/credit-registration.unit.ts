/** The registration contract's pure rules (spec 2 §5, §9): date windows, incentives, excepted countries, figures. */
import { expect } from 'chai';
import {
  MSG,
  addDays,
  computeRegistrationFigures,
  creditRegistrationSchema,
  incentivesValid,
  isExceptedDeliveryCountry,
  isIsoDay,
  isNotFutureDay,
  isWithinDeliveryWindow,
  batchListSchema,
  siteInfoSchema,
} from '../../contracts';

describe('BCU registration contract', () => {
  const today = '2026-03-01';

  it('dates: yyyy-MM-dd calendar days only; day arithmetic across month and leap-year ends', () => {
    expect(isIsoDay('2024-02-29')).to.equal(true);
    expect(isIsoDay('2025-02-29')).to.equal(false);
    expect(isIsoDay('01.03.2026')).to.equal(false);
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28');
    expect(addDays('2024-03-01', -1)).to.equal('2024-02-29');
    expect(addDays('2025-12-31', 1)).to.equal('2026-01-01');
  });

  it('issue dates: today is fine, tomorrow is in the future', () => {
    expect(isNotFutureDay(today, today)).to.equal(true);
    expect(isNotFutureDay('2026-03-02', today)).to.equal(false);
  });

  it('delivery window: today back to exactly 90 days ago; 91 days ago and tomorrow are outside', () => {
    expect(isWithinDeliveryWindow(today, today)).to.equal(true);
    expect(isWithinDeliveryWindow(addDays(today, -90), today)).to.equal(true);
    expect(addDays(today, -90)).to.equal('2025-12-01');
    expect(isWithinDeliveryWindow(addDays(today, -91), today)).to.equal(false);
    expect(isWithinDeliveryWindow(addDays(today, 1), today)).to.equal(false);
  });

  it('incentives: the known four plus at most 3 manual entries of 3 to 10 characters', () => {
    expect(incentivesValid(['California LCFS', 'US RFS (RIN)', 'US IRS BTC', 'NL HBE Scheme', 'Abc', 'TenCharsXY', 'Own'])).to.equal(true);
    expect(incentivesValid(['One', 'Two', 'Six', 'Ten'])).to.equal(false);
    expect(incentivesValid(['ElevenChars'])).to.equal(false);
    expect(incentivesValid(['ab'])).to.equal(false);
  });

  it('excepted delivery countries: Andorra, Liechtenstein, Monaco, Taiwan', () => {
    expect(['Andorra', 'Liechtenstein', 'Monaco', 'Taiwan'].map(isExceptedDeliveryCountry)).to.deep.equal([true, true, true, true]);
    expect(isExceptedDeliveryCountry('France')).to.equal(false);
  });

  it('step schemas carry the spec texts, and cross-field rules report together with field errors', () => {
    const site = siteInfoSchema().safeParse({ fieldName: 'X', doesThirdPartyManage: 'Yes', fieldChain: 'Mass Balance' });
    const messages = site.success ? [] : site.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).to.include.members([
      `fieldName: ${MSG.siteNameMin}`,
      `fieldStreet1: ${MSG.siteStreet1Required}`,
      `fieldPost: ${MSG.postCodeLength}`,
      `fieldCity: ${MSG.siteCityRequired}`,
      `fieldCountry: ${MSG.siteCountryRequired}`,
      `companyName: ${MSG.thirdPartyCompanyNameRequired}`,
    ]);
    const batches = batchListSchema({ today }).safeParse({ batches: [{ fieldID: 'A' }, { fieldID: 'a' }] });
    expect(batches.success ? [] : batches.error.issues.map((i) => i.message)).to.include(MSG.batchIdUnique);
    const whole = creditRegistrationSchema({ today }).safeParse({ batches: Array.from({ length: 21 }, () => ({})) });
    expect(whole.success ? [] : whole.error.issues.filter((i) => i.path.join('.') === 'batches').map((i) => i.message)).to.deep.equal([MSG.batchesMax]);
  });

  it('figures: per batch MJ, reduction and CO2eq, and the totals, worked by hand', () => {
    // LHV 43.15 MJ/kg, baseline 89: 2.5 t → 107875 MJ; reduction 100 − 100 × 10/89 = 88.76404 %;
    // CO2eq = 107875 × 79 / 10^6 = 8.522125 → 8.522 t
    const f = computeRegistrationFigures('43.15', [{ fieldID: 'X', fieldTonnes: '2.5', fieldCO2: '10' }], '89');
    expect(f.batches).to.deep.equal([{ fieldID: 'X', energyMJ: '107875', ghgReduction: '88.76404', co2eqTonnes: '8.522' }]);
    expect(f.totals).to.include({ totalTonnes: '2.500', totalMJ: '107875', totalCo2eqTonnes: '8.522', averageLcaValue: '10.00' });
  });
});
