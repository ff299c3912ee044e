/** The registration formulas of spec 2 §9, each expected value worked out by hand in the comments. */
import { expect } from 'chai';
import {
  batchCo2eqTonnes,
  energyMJ,
  ghgReductionPercent,
  parseDecimal,
  registrationTotals,
  roundDecimal,
} from '../../contracts';

describe('BCU formulas (spec 2 §9)', () => {
  describe('energy content: MJ = LHV × tonnes × 1000, rounded', () => {
    it('computes whole values exactly', () => {
      // 43.15 MJ/kg × 12.5 t × 1000 = 43.15 × 12 500 kg = 539 375 MJ
      expect(energyMJ('43.15', '12.5')).to.equal('539375');
      // 44 × 0.0125 t × 1000 = 44 × 12.5 kg = 550 MJ
      expect(energyMJ('44', '0.0125')).to.equal('550');
    });

    it('rounds to a whole MJ, halves away from zero', () => {
      // 43.15 × 7.25 × 1000 = 43.15 × 7250 = 312 837.5 → 312 838
      expect(energyMJ('43.15', '7.25')).to.equal('312838');
      // 43.1 × 0.1235 × 1000 = 43.1 × 123.5 = 5322.85 → 5323
      expect(energyMJ('43.1', '0.1235')).to.equal('5323');
      // 2.5 × 0.001 × 1000 = 2.5 → 3 (not banker's rounding to 2)
      expect(energyMJ('2.5', '0.001')).to.equal('3');
      // 43.2 × 0.00001 × 1000 = 0.432 → 0
      expect(energyMJ('43.2', '0.00001')).to.equal('0');
    });

    it('stays exact for large masses', () => {
      // 44.1 × 999 999.999 t × 1000 = 44.1 × 999 999 999 kg = 44 099 999 955.9 → 44 099 999 956
      expect(energyMJ('44.1', '999999.999')).to.equal('44099999956');
    });
  });

  describe('GHG reduction per batch = 100 − 100 × LCA / baseline', () => {
    it('gives 5 decimals', () => {
      // 100 × 47 / 94 = 50 → 100 − 50 = 50
      expect(ghgReductionPercent('47', '94')).to.equal('50.00000');
      // 100 × 13.35 / 89 = 1335 / 89 = 15 (89 × 15 = 1335) → 85
      expect(ghgReductionPercent('13.35', '89')).to.equal('85.00000');
      // 100 × 20 / 89 = 2000 / 89 = 22.471 910 11… → 100 − 22.471 910 11… = 77.528 089 88… → 77.52809
      expect(ghgReductionPercent('20', '89')).to.equal('77.52809');
    });

    it('is negative when the fuel emits more than the baseline', () => {
      // 100 × 100 / 89 = 112.359 550 56… → 100 − 112.359 550 56… = −12.359 550 56… → −12.35955
      expect(ghgReductionPercent('100', '89')).to.equal('-12.35955');
    });

    it('rounds a half in the sixth decimal up', () => {
      // 100 × 0.000005 / 100 = 0.000005 → 100 − 0.000005 = 99.999995 → 100.00000
      expect(ghgReductionPercent('0.000005', '100')).to.equal('100.00000');
    });

    it('refuses a zero baseline', () => {
      expect(() => ghgReductionPercent('10', '0')).to.throw(RangeError);
    });
  });

  describe('CO2eq reduction of one batch = MJ × baseline × (reduction / 100) / 1 000 000', () => {
    it('gives tonnes with 3 decimals', () => {
      // reduction 85 % (above); 539 375 × 89 × 0.85 = 539 375 × 75.65
      //   = 539 375 × 75 + 539 375 × 0.65 = 40 453 125 + 350 593.75 = 40 803 718.75 g → 40.80371875 t → 40.804
      expect(batchCo2eqTonnes('539375', '13.35', '89')).to.equal('40.804');
    });
  });

  describe('registration totals', () => {
    // Baseline 89 (RSB CORSIA), LHV 43.15.
    // Batch A: 12.5 t, 539 375 MJ, LCA 13.35 → reduction 85 %
    // Batch B: 7.25 t, 312 838 MJ (312 837.5 rounded), LCA 22.25 → 100 × 22.25 / 89 = 25 (89 × 25 = 2225) → 75 %
    const batches = [
      { tonnes: '12.5', energyMJ: '539375', lcaValue: '13.35' },
      { tonnes: '7.25', energyMJ: '312838', lcaValue: '22.25' },
    ];
    const totals = registrationTotals(batches, '89');

    it('sums and averages mass and energy', () => {
      // 12.5 + 7.25 = 19.75 t; / 2 = 9.875 t
      expect(totals.totalTonnes).to.equal('19.750');
      expect(totals.averageTonnes).to.equal('9.87500');
      // 539 375 + 312 838 = 852 213 MJ; / 2 = 426 106.5 → 426 107
      expect(totals.totalMJ).to.equal('852213');
      expect(totals.averageMJ).to.equal('426107');
      expect(totals.batchCount).to.equal(2);
    });

    it('averages the LCA value to 2 decimals', () => {
      // (13.35 + 22.25) / 2 = 35.6 / 2 = 17.8
      expect(totals.averageLcaValue).to.equal('17.80');
    });

    it('weights the reduction by energy', () => {
      // (539 375 × 85 + 312 838 × 75) / 852 213 = (45 846 875 + 23 462 850) / 852 213 = 69 309 725 / 852 213
      // 852 213 × 81 = 69 029 253, remainder 280 472; 280 472 / 852 213 = 0.329 110 2… → 81.32911
      expect(totals.weightedGhgReduction).to.equal('81.32911');
    });

    it('computes the total CO2eq reduction', () => {
      // average energy × baseline × (weighted / 100) / 10^6 × count = Σ MJᵢ × (89 − LCAᵢ) / 10^6
      //   = (539 375 × 75.65 + 312 838 × 66.75) / 10^6
      //   = (40 803 718.75 + 20 881 936.5) / 10^6   [312 838 × 66.75 = 20 647 308 + 234 628.5]
      //   = 61 685 655.25 / 10^6 = 61.68565525 → 61.686
      expect(totals.totalCo2eqTonnes).to.equal('61.686');
    });

    it('avoids the binary-float traps', () => {
      // (1.005 + 1.005) / 2 = 1.005 → 1.01; (1.005).toFixed(2) would give '1.00'
      const t = registrationTotals(
        [
          { tonnes: '0.1', energyMJ: '100', lcaValue: '1.005' },
          { tonnes: '0.2', energyMJ: '100', lcaValue: '1.005' },
        ],
        '100',
      );
      expect(t.averageLcaValue).to.equal('1.01');
      // 0.1 + 0.2 = 0.3 exactly; / 2 = 0.15
      expect(t.totalTonnes).to.equal('0.300');
      expect(t.averageTonnes).to.equal('0.15000');
      // reduction 100 − 1.005 = 98.995 for both; weighted 98.995; CO2eq 200 × 98.995 / 10^6 = 0.019799 → 0.020
      expect(t.weightedGhgReduction).to.equal('98.99500');
      expect(t.totalCo2eqTonnes).to.equal('0.020');
    });

    it('gives a 0 weighted reduction when no batch has energy, and refuses no batches', () => {
      const t = registrationTotals([{ tonnes: '0', energyMJ: '0', lcaValue: '10' }], '89');
      expect(t.weightedGhgReduction).to.equal('0.00000');
      expect(t.totalCo2eqTonnes).to.equal('0.000');
      expect(() => registrationTotals([], '89')).to.throw(RangeError);
    });
  });

  describe('decimal parsing and rounding', () => {
    it('accepts plain decimals only', () => {
      expect(parseDecimal('-1.25')).to.deep.equal({ n: -125n, d: 100n });
      for (const bad of ['', '1e3', '1,5', '.5', '5.', 'NaN', '--1']) expect(() => parseDecimal(bad), bad).to.throw(RangeError);
    });

    it('rounds halves away from zero and pads', () => {
      expect(roundDecimal(parseDecimal('2.345'), 2)).to.equal('2.35');
      expect(roundDecimal(parseDecimal('-2.345'), 2)).to.equal('-2.35');
      expect(roundDecimal(parseDecimal('-0.0004'), 3)).to.equal('0.000');
      expect(roundDecimal(parseDecimal('7'), 3)).to.equal('7.000');
      expect(roundDecimal(parseDecimal('0.05'), 1)).to.equal('0.1');
    });
  });
});
