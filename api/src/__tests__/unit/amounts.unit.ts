import { expect } from 'chai';
import fc from 'fast-check';
import {
  type Quantities,
  childBcuids,
  formatUnit,
  maxInUnit,
  parseAmount,
  resolveAmount,
  splitQuantities,
} from '../../contracts';

/** The exact amount arithmetic of the ledger (contracts/amounts.ts; spec 2 §5, DESIGN §4). */
describe('amounts: BCU / CO2eq / MJ → kg and exact splits', () => {
  const q: Quantities = { volumeKg: 10_000n, co2eqKg: 7_531n, energyMj: 431_500n };

  it("parses amounts: numbers or strings with a '.' decimal point, at most 3 decimals for tonnes, whole MJ; no separator is guessed (issue 10.7)", () => {
    expect(parseAmount('1234.5', 'BCU')).to.equal(1_234_500n);
    expect(parseAmount(12.125, 'CO2eq')).to.equal(12_125n);
    expect(parseAmount('900', 'MJ')).to.equal(900n);
    for (const bad of ['', '1.2345', '-1', 'abc', '1e3', '12.5', '5,5', '1,234.5', '1,000'])
      expect(parseAmount(bad, bad === '12.5' || bad === '1,000' ? 'MJ' : 'BCU'), bad).to.equal(undefined);
    expect(parseAmount(null, 'BCU')).to.equal(undefined);
    expect(parseAmount(Number.NaN, 'BCU')).to.equal(undefined);
  });

  it('gives the maximum per unit: the volume, tonnesOfCO2eq, the rounded MJ — in proportion for a facilitator amount', () => {
    expect(formatUnit(maxInUnit(q, q.volumeKg, 'BCU'), 'BCU')).to.equal('10.000');
    expect(formatUnit(maxInUnit(q, q.volumeKg, 'CO2eq'), 'CO2eq')).to.equal('7.531');
    expect(formatUnit(maxInUnit(q, q.volumeKg, 'MJ'), 'MJ')).to.equal('431500');
    expect(formatUnit(maxInUnit(q, 2_500n, 'CO2eq'), 'CO2eq')).to.equal('1.882'); // 7531 × 2500 / 10000 = 1882.75, down
    expect(formatUnit(maxInUnit(q, 2_500n, 'MJ'), 'MJ')).to.equal('107875');
  });

  it('converts proportionally, rounding half up, and the full amount in any unit is exactly the full volume', () => {
    expect(resolveAmount(q, q.volumeKg, '4', 'BCU')).to.deep.include({ ok: true, kg: 4_000n });
    expect(resolveAmount(q, q.volumeKg, '7.531', 'CO2eq')).to.deep.include({ ok: true, kg: 10_000n });
    expect(resolveAmount(q, q.volumeKg, '431500', 'MJ')).to.deep.include({ ok: true, kg: 10_000n });
    expect(resolveAmount(q, q.volumeKg, '43150', 'MJ')).to.deep.include({ ok: true, kg: 1_000n });
    // 1 kg CO2eq of 7531 kg on 10000 kg: 1.3278… kg → 1 kg
    expect(resolveAmount(q, q.volumeKg, '0.001', 'CO2eq')).to.deep.include({ ok: true, kg: 1n });
  });

  it("refuses with 'Value must be a number between 0 and {max}': not a number, zero, above the max, or less than a kilogram", () => {
    const msg = (input: unknown, unit: 'BCU' | 'CO2eq' | 'MJ') => {
      const r = resolveAmount(q, q.volumeKg, input, unit);
      return r.ok ? 'ok' : r.message;
    };
    expect(msg('10.001', 'BCU')).to.equal('Value must be a number between 0 and 10.000');
    expect(msg('0', 'BCU')).to.equal('Value must be a number between 0 and 10.000');
    expect(msg('x', 'CO2eq')).to.equal('Value must be a number between 0 and 7.531');
    expect(msg('431501', 'MJ')).to.equal('Value must be a number between 0 and 431500');
    // 1 MJ of 43.15 MJ/kg is 0.023 kg: rounds to no kilogram at all
    expect(msg('1', 'MJ')).to.equal('Value must be a number between 0 and 431500');
    expect(resolveAmount({ volumeKg: 5n, co2eqKg: 0n, energyMj: 0n }, 5n, '0.001', 'CO2eq')).to.deep.include({ ok: false, message: 'Value must be a number between 0 and 0.000' });
  });

  it('splits volume, CO2eq and MJ exactly, the remainder on the second child; children are {parent}-01 and -02', () => {
    const [a, b] = splitQuantities(q, 3_333n);
    expect(a).to.deep.equal({ volumeKg: 3_333n, co2eqKg: 2_510n, energyMj: 143_818n });
    expect(b).to.deep.equal({ volumeKg: 6_667n, co2eqKg: 5_021n, energyMj: 287_682n });
    expect(() => splitQuantities(q, 0n)).to.throw(RangeError);
    expect(() => splitQuantities(q, 10_000n)).to.throw(RangeError);
    expect(childBcuids('BCU-2026-000123')).to.deep.equal(['BCU-2026-000123-01', 'BCU-2026-000123-02']);
    expect(childBcuids('BCU-2026-000123-02')[0]).to.equal('BCU-2026-000123-02-01');
    expect(childBcuids('BCU-2026-000123', 2)).to.deep.equal(['BCU-2026-000123-03', 'BCU-2026-000123-04']);
  });

  it('property: any split conserves every quantity and never gives a negative part; any accepted amount is within 1..available', () => {
    const quantitiesArb = fc.record({
      volumeKg: fc.bigInt({ min: 2n, max: 10n ** 12n }),
      co2eqKg: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      energyMj: fc.bigInt({ min: 0n, max: 10n ** 14n }),
    });
    fc.assert(
      fc.property(quantitiesArb, fc.double({ min: 0, max: 1, noNaN: true }), (qq, f) => {
        const kg = 1n + BigInt(Math.floor(f * Number(qq.volumeKg - 2n)));
        const [a, b] = splitQuantities(qq, kg);
        return (
          a.volumeKg + b.volumeKg === qq.volumeKg && a.co2eqKg + b.co2eqKg === qq.co2eqKg && a.energyMj + b.energyMj === qq.energyMj &&
          [a, b].every((p) => p.volumeKg > 0n && p.co2eqKg >= 0n && p.energyMj >= 0n)
        );
      }),
    );
    fc.assert(
      fc.property(quantitiesArb, fc.constantFrom('BCU' as const, 'CO2eq' as const, 'MJ' as const), fc.nat({ max: 10 ** 9 }), (qq, unit, typed) => {
        const r = resolveAmount(qq, qq.volumeKg, String(typed), unit);
        return !r.ok || (r.kg >= 1n && r.kg <= qq.volumeKg);
      }),
    );
  });
});
