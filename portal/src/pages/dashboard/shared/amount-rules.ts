/**
 * The Volume field of transfer, retirement and facilitator assignment (spec 2 §5): the maximum per unit — BCU: the
 * full volume when the credit belongs to the user's company, otherwise the facilitator amount capped at the volume;
 * CO2eq from tonnesOfCO2eq; MJ from the rounded energy — and the range message. What the user typed is never
 * changed (issue 10 §7, §10): well-placed thousands separators are dropped only from the value sent, any other comma
 * is refused, and a value above the maximum is refused with the range message instead of being replaced.
 * The arithmetic is the ledger's (contracts/amounts.ts), so the form and the server agree.
 */
import {
  amountRangeMessage,
  formatUnit,
  hasStrayComma,
  maxInUnit,
  parseAmount,
  tonnesToKg,
  typedAmount,
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
  return {
    volumeKg: kg(c.volume),
    co2eqKg: kg(c.tonnesOfCO2eq),
    energyMj: BigInt(c.neatAmountInMJ.split('.')[0] || '0'),
  };
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

/** A number as read: digits grouped by thousands ('430000' → '430,000', '1234.500' → '1,234.500'). */
export const groupThousands = (value: string): string => {
  const [whole, fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/**
 * A typed amount in the unit's integer base (kg or MJ): well-placed thousands separators are ignored; a stray comma
 * ('5,5') or anything else that is not such a number gives undefined.
 */
export function typedValue(typed: string | undefined, unit: AmountType): bigint | undefined {
  if (hasStrayComma(typed)) return undefined;
  const text = typedAmount(typed);
  return text === '' ? undefined : parseAmount(text, unit);
}

/** The message under the field, if the value is not a number between 0 and the maximum. */
export function amountIssue(typed: string | undefined, unit: AmountType, max: string): string | undefined {
  const value = typedValue(typed, unit);
  const limit = parseAmount(max, unit) ?? 0n;
  return value === undefined || value > limit ? amountRangeMessage(max) : undefined;
}

/**
 * Facilitator assignment (spec 2 §5): the amount is numeric and not above the BCU volume; on blur an empty or zero
 * value resets to the full volume, shown with 3 decimals. A value that is not a number or above the volume stays as
 * typed, for the field's message to point at it.
 */
export function assignAmountOnBlur(typed: string | undefined, volume: string): string {
  if ((typed ?? '').trim() === '') return formatUnit(kg(volume), 'BCU');
  const value = typedValue(typed, 'BCU');
  if (value === 0n) return formatUnit(kg(volume), 'BCU');
  if (value === undefined || value > kg(volume)) return typed ?? '';
  return formatUnit(value, 'BCU');
}

export const assignAmountIssue = (typed: string | undefined, volume: string): string | undefined =>
  amountIssue(typed, 'BCU', volume);
