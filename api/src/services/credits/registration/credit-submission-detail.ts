/**
 * The BCU tabs of a submission's detail (spec 3 §2.1: BCU Values, BCU Info, Scope 1, Scope 3, BCU Events) and the
 * red 'Certification expired' warning: whether the submitting company's certificate validity has ended.
 * Registered for BCURegistration here; the ledger registers the same detailer for BCUTransfer and BCURetirement
 * with its own way of finding the credit of a submission.
 */
import type { CreditRepository } from '../../../repositories';
import type { Clock } from '../../platform/clock';
import type { SubmissionDetailer } from '../../admin/review.service';
import type { CreditQueryService } from '../ledger/credit-query.service';
import { toDetail } from '../ledger/credit-projection';
import { isoDay } from '../../../contracts';

export type SubmissionCredit = (submission: {
  id: string;
  companyId: string;
  payload: unknown;
}) => Promise<string | undefined>;

/** The credit a BCURegistration submission created. */
export const registrationCredit =
  (credits: CreditRepository): SubmissionCredit =>
  (s) =>
    credits.registrationCreditId(s.id);

/**
 * A detailer adding `credit` (the BCU with values, info, scope1, scope3, facilitator), `events` (the BCU events of
 * the credit and its ancestors), `certificateEndDate` and `certificationExpired` of the submitting company: expired
 * once its certificate's last day is before today (UTC).
 */
export function creditSubmissionDetailer(
  clock: Clock,
  query: CreditQueryService,
  find: SubmissionCredit,
): SubmissionDetailer {
  return async (submission) => {
    const end = submission.certificateEndDate;
    const base = { certificateEndDate: end, certificationExpired: end !== null && end < isoDay(clock.now()) };
    const creditId = await find(submission);
    if (!creditId) return { ...base, credit: null, events: [] };
    const { row, events } = await query.rowWithEvents(creditId);
    const credit = toDetail(row);
    return {
      ...base,
      credit,
      values: credit.values,
      info: credit.info,
      scope1: credit.scope1,
      scope3: credit.scope3,
      events,
    };
  };
}
