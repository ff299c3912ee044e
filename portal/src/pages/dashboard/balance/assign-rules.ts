/** Facilitator assignment checks of spec 2 §5 on the selection, before the modal opens its form. */
import { MSG, type CreditListRow } from '@bcu/api/contracts';

export type AssignAction = 'Assign' | 'Unassign';

/** The message that blocks the action, if any: nothing selected, or a selected BCU that is not Active. */
export function selectionIssue(credits: Pick<CreditListRow, 'status'>[]): string | undefined {
  if (credits.length === 0) return MSG.selectBcus;
  if (credits.some((c) => c.status !== 'Active')) return MSG.onlyActiveToFacilitator;
  return undefined;
}
