import { isWellPlacedThousands } from './amounts';

/**
 * An amount as a person types it into a form (issue 10 §7): thousands separators are removed only when every one of
 * them sits where a thousands separator belongs ('1,234.5', '12,000'); any other comma ('5,5', '12,34') is left as
 * typed, so the amount is refused with the field's message instead of being read as another number.
 */
export const stripWellPlacedThousands = (typed: string): string =>
  isWellPlacedThousands(typed) ? typed.replace(/,/g, '').trim() : typed.trim();

/** The text sent to the API for a typed amount: digits with a '.' decimal point, or the text as typed (refused). */
export const typedAmount = (typed: string | number | null | undefined): string =>
  typed === null || typed === undefined ? '' : stripWellPlacedThousands(String(typed));

/** Whether a typed amount still holds a comma after well-placed separators are removed (e.g. '5,5'). */
export const hasStrayComma = (typed: string | number | null | undefined): boolean => typedAmount(typed).includes(',');
