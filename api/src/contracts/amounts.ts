/**
 * Exact amount arithmetic of the ledger (DESIGN §4, spec 2 §5 "Transfer and retirement"): an amount typed in BCU
 * (tonnes, 3 decimals), CO2eq (tonnes CO2eq, 3 decimals) or MJ (whole MJ) becomes kilograms of the credit's volume,
 * proportionally to the credit; a split divides volume, CO2eq and MJ exactly. BigInt only, never floating point.
 */
import type { AmountType } from './credits';
import { kgToTonnes } from './credits';

/** The three stored quantities of a credit: volume (kg), CO2eq reduction (kg), energy (whole MJ). */
export interface Quantities {
  volumeKg: bigint;
  co2eqKg: bigint;
  energyMj: bigint;
}

export const quantities = (c: {
  volumeKg: bigint | number | string;
  co2eqKg: bigint | number | string;
  energyMj: bigint | number | string;
}): Quantities => ({
  volumeKg: BigInt(c.volumeKg),
  co2eqKg: BigInt(c.co2eqKg),
  energyMj: BigInt(c.energyMj),
});

/** a × b / c rounded half up (all non-negative, c > 0). */
export const mulDivRound = (a: bigint, b: bigint, c: bigint): bigint => (2n * a * b + c) / (2n * c);
/** a × b / c rounded down (all non-negative, c > 0). */
export const mulDivFloor = (a: bigint, b: bigint, c: bigint): bigint => (a * b) / c;

/**
 * The largest amount that can be typed in a unit when `availableKg` of the credit's volume may move
 * (spec 2 §5: BCU the volume or the facilitator amount; CO2eq from tonnesOfCO2eq; MJ from the rounded energy),
 * in the unit's integer base: kg for BCU and CO2eq, MJ for MJ.
 */
export function maxInUnit(q: Quantities, availableKg: bigint, unit: AmountType): bigint {
  if (unit === 'BCU') return availableKg;
  const total = unit === 'CO2eq' ? q.co2eqKg : q.energyMj;
  if (total <= 0n) return 0n;
  return availableKg === q.volumeKg ? total : mulDivFloor(total, availableKg, q.volumeKg);
}

/** A unit's integer base value as shown: tonnes with 3 decimals for BCU and CO2eq, whole MJ for MJ. */
export const formatUnit = (value: bigint, unit: AmountType): string =>
  unit === 'MJ' ? value.toString() : kgToTonnes(value);

const MJ = /^\s*(\d{1,15})\s*$/;
const TONNES = /^\s*(\d{1,12})(?:\.(\d{1,3}))?\s*$/;

/**
 * An amount as the API receives it — a JSON number (12, 5.5) or a string with a '.' decimal point ('5.5', '900') — →
 * the unit's integer base (kg or MJ); undefined for anything else ('5,5', '1,234.5', '1e3', '-5'), so no separator is
 * ever guessed (issue 10.7: '5,5' once became 55 t). A form strips well-placed thousands separators before it sends.
 */
export function parseAmount(input: unknown, unit: AmountType): bigint | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  if (typeof input === 'number' && (!Number.isFinite(input) || input < 0)) return undefined;
  const text = String(input);
  if (unit === 'MJ') {
    const m = MJ.exec(text);
    return m ? BigInt(m[1]) : undefined;
  }
  const m = TONNES.exec(text);
  if (!m) return undefined;
  return BigInt(m[1]) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
}

/**
 * An amount as a confirmation names it (issue 10 §11): tonnes with 3 decimals ('0.500'), whole MJ, both with thousands
 * commas ('1,234.500'); text that is no amount stays as typed.
 */
export function shownAmount(typed: string, unit: AmountType): string {
  const value = parseAmount(typed, unit);
  if (value === undefined) return typed;
  const [whole, decimals] = formatUnit(value, unit).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The spec's range message: 'Value must be a number between 0 and {max}' (3 decimals for BCU and CO2eq, 0 for MJ). */
export const amountRangeMessage = (max: string): string => `Value must be a number between 0 and ${max}`;

export type AmountResolution = { ok: true; kg: bigint; max: string } | { ok: false; message: string; max: string };

/**
 * Resolves a typed amount to kilograms of volume: the unit value times volume / (CO2eq or MJ), rounded half up;
 * the unit's maximum is exactly `availableKg`. Refused (with the spec's range message) when not a number, zero,
 * above the maximum or rounding to no kilogram at all.
 */
export function resolveAmount(q: Quantities, availableKg: bigint, input: unknown, unit: AmountType): AmountResolution {
  const maxBase = maxInUnit(q, availableKg, unit);
  const max = formatUnit(maxBase, unit);
  const refused = { ok: false as const, message: amountRangeMessage(max), max };
  const value = parseAmount(input, unit);
  if (value === undefined || value <= 0n || value > maxBase) return refused;
  let kg: bigint;
  if (value === maxBase) kg = availableKg;
  else if (unit === 'BCU') kg = value;
  else kg = mulDivRound(value, q.volumeKg, unit === 'CO2eq' ? q.co2eqKg : q.energyMj);
  if (kg <= 0n || kg > availableKg) return refused;
  return { ok: true, kg, max };
}

/**
 * Splits a credit's quantities into the part that moves (`kg` of volume) and the rest: CO2eq and MJ of the moving
 * part are rounded down in proportion, the remainder stays with the second part, so each sum is exact.
 */
export function splitQuantities(q: Quantities, kg: bigint): [Quantities, Quantities] {
  if (kg <= 0n || kg >= q.volumeKg) throw new RangeError(`split amount ${kg} outside 1..${q.volumeKg - 1n}`);
  const first: Quantities = {
    volumeKg: kg,
    co2eqKg: mulDivFloor(q.co2eqKg, kg, q.volumeKg),
    energyMj: mulDivFloor(q.energyMj, kg, q.volumeKg),
  };
  return [
    first,
    { volumeKg: q.volumeKg - kg, co2eqKg: q.co2eqKg - first.co2eqKg, energyMj: q.energyMj - first.energyMj },
  ];
}

/**
 * The BCUIDs of the two children of a split: `{parent}-01` (the moving part) and `{parent}-02`; a parent split again
 * after a merge continues the numbering (`-03`, `-04`), so a BCUID is never given twice.
 */
export const childBcuids = (parent: string, existingChildren = 0): [string, string] => {
  const n = (k: number) => `${parent}-${String(existingChildren + k).padStart(2, '0')}`;
  return [n(1), n(2)];
};

/**
 * Thousands separators in their places ('1,234.5', '12,000'): the only commas an amount typed by a person may carry
 * (issue 10.7). Anything else ('5,5', '12,34') is kept as typed and refused, never read as another number.
 */
export const isWellPlacedThousands = (typed: string): boolean => /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(typed.trim());
