/** The confirmation text before a transfer (spec 2 §2.7): the facilitator warnings, otherwise the plain question. */
import { TRADING_TEXTS, type CreditListRow } from '@bcu/api/contracts';
import { TRADE_TEXT } from '../shared/trade-texts';

/** True when the holder is about to move a BCU a facilitator administers (the facilitator itself is not warned). */
export const assignedElsewhere = (c: CreditListRow, userCompanyId: string): boolean =>
  Boolean(c.facilitatorId) && c.facilitatorId !== userCompanyId;

export function singleTransferQuestion(
  c: CreditListRow,
  userCompanyId: string,
  amount: string,
  unit: string,
  receiver: string,
): string {
  if (assignedElsewhere(c, userCompanyId)) return TRADING_TEXTS.facilitatorWarning(c.facilitatorName ?? '');
  return TRADE_TEXT.confirmTransfer(amount, unit, c.BCUID ?? c.id, receiver);
}

export function bulkTransferQuestion(credits: CreditListRow[], userCompanyId: string, receiver: string): string {
  if (credits.some((c) => assignedElsewhere(c, userCompanyId))) return TRADING_TEXTS.bulkFacilitatorWarning;
  return TRADE_TEXT.confirmBulk(credits.length, receiver);
}
