/**
 * The amount a balance row shows its viewer (issue 10 §5): the holder sees the credit's volume; a facilitator sees a
 * client's credit assigned to it only with the assigned amount (at most the volume left), marked 'assigned' — it
 * administers that amount and holds none of it. The balance total counts the same amounts (the API's rule).
 */
import type { CreditListRow } from '@bcu/api/contracts';
import { formatTonnes } from '../../../features/format';
import { DASHBOARD_TEXT as T } from '../shared/texts';

type AmountRow = Pick<CreditListRow, 'companyId' | 'volume' | 'facilitatorId' | 'facilitatorAmount'>;

export function balanceAmount(row: AmountRow, viewerCompanyId: string | undefined): string {
  const administered = row.companyId !== viewerCompanyId && row.facilitatorId === viewerCompanyId;
  if (!administered) return formatTonnes(row.volume);
  const assigned = Math.min(Number(row.facilitatorAmount ?? 0), Number(row.volume));
  return `${formatTonnes(assigned)} ${T.assignedAmount}`;
}
