/**
 * The Volume field of transfer, retirement and facilitator assignment (spec 2 §5): the maximum per unit — BCU: the
 * full volume when the credit belongs to the user's company, otherwise the facilitator amount capped at the volume;
 * CO2eq from tonnesOfCO2eq; MJ from the rounded energy — the range message, commas stripped and the typed value
 * capped to the maximum. The arithmetic is the ledger's (contracts/amounts.ts), so the form and the server agree.
 */
import {
  amountRangeMessage,
  formatUnit,
  maxInUnit,
  parseAmount,
  tonnesToKg,
  type AmountType,
  type Quantities,
} from '@bcu/api/contracts';

/** The fields of a balance row the rules need. */
export interface AmountCredit {
  companyId: string;
  volume: string;
  tonnesOfCO2eq: string;
  neatAmountInMJ: string;
  facilitatorAmount: string | null;
}

export const AMOUNT_STEP: Record<AmountType, number> = { BCU: 0.001, CO2eq: 0.001, MJ: 1 };

const kg = (tonnes: string | null | undefined): bigint => (tonnes ? (tonnesToKg(tonnes) ?? 0n) : 0n);

export function creditQuantities(c: AmountCredit): Quantities {
  return { volumeKg: kg(c.volume), co2eqKg: kg(c.tonnesOfCO2eq), energyMj: BigInt(c.neatAmountInMJ.split('.')[0] || '0') };
}

/** The volume (kg) the user may move: all of it for the holder, the facilitator amount (≤ volume) otherwise. */
export function availableKg(c: AmountCredit, userCompanyId: string): bigint {
  const volume = kg(c.volume);
  if (c.companyId === userCompanyId) return volume;
  const assigned = kg(c.facilitatorAmount);
  return assigned < volume ? assigned : volume;
}

/** The unit's maximum as shown: '12.500' (BCU, CO2eq) or '41000' (MJ). */
export function unitMax(c: AmountCredit, unit: AmountType, userCompanyId: string): string {
  return formatUnit(maxInUnit(creditQuantities(c), availableKg(c, userCompanyId), unit), unit);
}

/** The typed text with commas stripped and, when it is a number above the maximum, replaced by the maximum. */
export function capAmount(typed: string, unit: AmountType, max: string): string {
  const text = typed.replace(/,/g, '');
  const value = parseAmount(text, unit);
  const limit = parseAmount(max, unit);
  if (value !== undefined && limit !== undefined && value > limit) return max;
  return text;
}

/** The message under the field, if the value is not a number between 0 and the maximum. */
export function amountIssue(typed: string | undefined, unit: AmountType, max: string): string | undefined {
  const text = (typed ?? '').replace(/,/g, '').trim();
  const value = text === '' ? undefined : parseAmount(text, unit);
  const limit = parseAmount(max, unit) ?? 0n;
  return value === undefined || value > limit ? amountRangeMessage(max) : undefined;
}

/**
 * Facilitator assignment (spec 2 §5): the amount is numeric and not above the BCU volume; on blur an empty or zero
 * value resets to the full volume, shown with 3 decimals.
 */
export function assignAmountOnBlur(typed: string | undefined, volume: string): string {
  const value = parseAmount((typed ?? '').replace(/,/g, ''), 'BCU');
  const full = kg(volume);
  if (value === undefined || value === 0n || value > full) return formatUnit(full, 'BCU');
  return formatUnit(value, 'BCU');
}

export const assignAmountIssue = (typed: string | undefined, volume: string): string | undefined =>
  amountIssue(typed, 'BCU', volume);
