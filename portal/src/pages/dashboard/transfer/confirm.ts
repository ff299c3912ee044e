/**
 * The confirmation texts before a transfer (spec 2 §2.7) — the facilitator warnings, otherwise the plain question —
 * and before a retirement (§2.8). The amount is named as the registry shows it (issue 10 §11: '0.500 BCU').
 */
import { shownAmount, TRADING_TEXTS, type AmountType, type CreditListRow } from '@bcu/api/contracts';
import { TRADE_TEXT } from '../shared/trade-texts';

/** True when the holder is about to move a BCU a facilitator administers (the facilitator itself is not warned). */
export const assignedElsewhere = (c: CreditListRow, userCompanyId: string): boolean =>
  Boolean(c.facilitatorId) && c.facilitatorId !== userCompanyId;

export function singleTransferQuestion(
  c: CreditListRow,
  userCompanyId: string,
  amount: string,
  unit: AmountType,
  receiver: string,
): string {
  if (assignedElsewhere(c, userCompanyId)) return TRADING_TEXTS.facilitatorWarning(c.facilitatorName ?? '');
  return TRADE_TEXT.confirmTransfer(shownAmount(amount, unit), unit, c.BCUID ?? c.id, receiver);
}

/** `full`: the whole BCU is retired, otherwise a split; `beneficiary`: the company the statement names. */
export const retirementQuestion = (
  full: boolean,
  amount: string,
  unit: AmountType,
  bcuid: string,
  beneficiary: string,
) => TRADING_TEXTS.confirmRetirement(full, shownAmount(amount, unit), unit, bcuid, beneficiary);

export function bulkTransferQuestion(credits: CreditListRow[], userCompanyId: string, receiver: string): string {
  if (credits.some((c) => assignedElsewhere(c, userCompanyId))) return TRADING_TEXTS.bulkFacilitatorWarning;
  return TRADE_TEXT.confirmBulk(credits.length, receiver);
}
