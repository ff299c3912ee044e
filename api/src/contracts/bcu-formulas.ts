/**
 * The computations of BCU registration (spec 2 §9), written once for the server and the wizard. Pure TypeScript:
 * no framework, no I/O.
 *
 * Number representation. Every quantity enters and leaves as an exact decimal string ('12.5', '43.15') and is
 * computed as an exact fraction of two BigInts; rounding happens once, at the output, half away from zero (what
 * `Number#toFixed` does for exactly representable values, without binary-float surprises such as
 * 1.005 → '1.00'). Why decimal strings and not integer kilograms: masses are shown with up to 5 decimals of a
 * tonne (the batch table and the average mass, spec 2 §9), i.e. finer than a kilogram, and the database keeps
 * them as NUMERIC, which node-postgres hands over as exact strings (db/database.ts). Floats are never used for a
 * stored value; `Number` appears only where a caller wants one for display.
 *
 * Units: mass in tonnes (1 BCU = 1 t), lower heating value (LHV) in MJ/kg, LCA GHG value and baseline in
 * gCO2e/MJ, energy in MJ, GHG reduction in percent, CO2eq reduction in tonnes.
 */

/** An exact fraction n/d with d > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Parses a plain decimal string ('-1.25', '1000', '0.001'); anything else is a RangeError. */
export function parseDecimal(value: string): Fraction {
  const s = value.trim();
  if (!DECIMAL.test(s)) throw new RangeError(`Not a decimal number: '${value}'`);
  const negative = s.startsWith('-');
  const [int, frac = ''] = (negative ? s.slice(1) : s).split('.');
  const n = BigInt(int + frac) * (negative ? -1n : 1n);
  return { n, d: 10n ** BigInt(frac.length) };
}

const frac = (n: bigint, d: bigint = 1n): Fraction => (d < 0n ? { n: -n, d: -d } : { n, d });
const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
const div = (a: Fraction, b: Fraction): Fraction => {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return frac(a.n * b.d, a.d * b.n);
};
const sum = (xs: Fraction[]): Fraction => xs.reduce(add, frac(0n));

/** The fraction rounded to `decimals` places, half away from zero, as a decimal string ('-0.50', '12', '3.000'). */
export function roundDecimal(value: Fraction, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const negative = value.n < 0n;
  const abs = negative ? -value.n : value.n;
  // round(|x| × scale) = floor((2·|n|·scale + d) / (2·d))
  const scaled = (2n * abs * scale + value.d) / (2n * value.d);
  if (scaled === 0n) return decimals ? `0.${'0'.repeat(decimals)}` : '0';
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${text}` : text;
}

/** Display and storage precision of spec 2 §9 "Registration displays". */
export const PRECISION = {
  mass: 3,
  batchMass: 5,
  averageMass: 5,
  energy: 0,
  lca: 2,
  ghgReduction: 5,
  co2eq: 3,
  baseline: 2,
} as const;

/** The baseline an Excel import uses when no scheme's baseline applies (spec 2 §9). */
export const DEFAULT_BASELINE_VALUE = '100';

const THOUSAND = frac(1000n);
const HUNDRED = frac(100n);
const MILLION = frac(1_000_000n);

/** Energy content in MJ = LHV (MJ/kg) × mass (t) × 1000, rounded to a whole MJ (spec 2 §9). */
export function energyMJ(lowerHeatingValue: string, tonnes: string): string {
  return roundDecimal(mul(mul(parseDecimal(lowerHeatingValue), parseDecimal(tonnes)), THOUSAND), PRECISION.energy);
}

function reductionFraction(lcaValue: string, baselineValue: string): Fraction {
  // 100 − 100 × LCA / baseline
  return sub(HUNDRED, div(mul(HUNDRED, parseDecimal(lcaValue)), parseDecimal(baselineValue)));
}

/**
 * GHG emission reduction of one batch in percent = 100 − 100 × LCA value / baseline of the certification
 * scheme (spec 2 §9), to 5 decimals. Negative when the fuel emits more than the baseline.
 */
export function ghgReductionPercent(lcaValue: string, baselineValue: string): string {
  return roundDecimal(reductionFraction(lcaValue, baselineValue), PRECISION.ghgReduction);
}

/**
 * True when the LCA GHG value exceeds the scheme's baseline: the batch would carry a negative CO2eq reduction, which
 * a BCU never does (issue 10.7) — such a registration is refused. Exact (no rounding of the percent).
 */
export function lcaAboveBaseline(lcaValue: string, baselineValue: string): boolean {
  const lca = parseDecimal(lcaValue);
  const baseline = parseDecimal(baselineValue);
  return lca.n * baseline.d > baseline.n * lca.d;
}

/**
 * CO2eq reduction of one batch in tonnes = MJ × baseline × (reduction / 100) / 1,000,000, to 3 decimals
 * (gCO2e/MJ × MJ = g; / 10^6 = t). Equal to MJ × (baseline − LCA) / 10^6.
 */
export function batchCo2eqTonnes(energy: string, lcaValue: string, baselineValue: string): string {
  const reduction = reductionFraction(lcaValue, baselineValue);
  return roundDecimal(div(mul(mul(parseDecimal(energy), parseDecimal(baselineValue)), div(reduction, HUNDRED)), MILLION), PRECISION.co2eq);
}

/** One batch as the totals need it: mass in tonnes, energy in MJ (the stored, rounded fieldMJ), LCA value. */
export interface BatchFigures {
  tonnes: string;
  energyMJ: string;
  lcaValue: string;
}

export interface RegistrationTotals {
  batchCount: number;
  /** Sum of the batches' masses, 3 decimals: the BCU amount (1 BCU = 1 t). */
  totalTonnes: string;
  /** Average mass, 5 decimals. */
  averageTonnes: string;
  /** Sum of the batches' MJ, whole MJ. */
  totalMJ: string;
  /** Average energy, whole MJ (for display; the CO2eq total uses the exact average). */
  averageMJ: string;
  /** Average LCA GHG value, 2 decimals. */
  averageLcaValue: string;
  /** Energy-weighted average GHG reduction in percent, 5 decimals. */
  weightedGhgReduction: string;
  /** Total CO2eq reduction in tonnes, 3 decimals. */
  totalCo2eqTonnes: string;
}

/**
 * The Total values of the registration summary (spec 2 §9):
 * - average LCA value (2 decimals) and average mass (5 decimals): plain means over the batches;
 * - weighted reduction = Σ(MJᵢ × reductionᵢ) / Σ MJᵢ, each reductionᵢ exact (not its 5-decimal display);
 * - total CO2eq = average energy × baseline × (weighted reduction / 100) / 1,000,000 × batch count, 3 decimals.
 *   The average energy is taken exactly (Σ MJ / count), so the count cancels and the total equals
 *   Σ MJᵢ × (baseline − LCAᵢ) / 10^6 — the sum of the batches' reductions before their rounding.
 * With no energy at all (every batch 0 MJ) the weighted reduction is 0.
 */
export function registrationTotals(batches: BatchFigures[], baselineValue: string): RegistrationTotals {
  if (batches.length === 0) throw new RangeError('A registration needs at least one batch');
  const count = frac(BigInt(batches.length));
  const baseline = parseDecimal(baselineValue);
  const tonnes = sum(batches.map((b) => parseDecimal(b.tonnes)));
  const energies = batches.map((b) => parseDecimal(b.energyMJ));
  const energy = sum(energies);
  const lca = sum(batches.map((b) => parseDecimal(b.lcaValue)));
  const weighted =
    energy.n === 0n
      ? frac(0n)
      : div(sum(batches.map((b, i) => mul(energies[i], reductionFraction(b.lcaValue, baselineValue)))), energy);
  const averageEnergy = div(energy, count);
  const co2eq = mul(div(mul(mul(averageEnergy, baseline), div(weighted, HUNDRED)), MILLION), count);
  return {
    batchCount: batches.length,
    totalTonnes: roundDecimal(tonnes, PRECISION.mass),
    averageTonnes: roundDecimal(div(tonnes, count), PRECISION.averageMass),
    totalMJ: roundDecimal(energy, PRECISION.energy),
    averageMJ: roundDecimal(averageEnergy, PRECISION.energy),
    averageLcaValue: roundDecimal(div(lca, count), PRECISION.lca),
    weightedGhgReduction: roundDecimal(weighted, PRECISION.ghgReduction),
    totalCo2eqTonnes: roundDecimal(co2eq, PRECISION.co2eq),
  };
}
