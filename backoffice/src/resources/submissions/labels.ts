/** Choices and colours of the submission screens, built from the contract enums and the spec's labels. */
import { SUBMISSION_STATUSES, SUBMISSION_TYPES, type SubmissionStatus } from '@bcu/api/contracts';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_TYPE_LABELS } from '../../texts';

export const SUBMISSION_TYPE_CHOICES = SUBMISSION_TYPES.map((id) => ({ id, name: SUBMISSION_TYPE_LABELS[id] }));
export const SUBMISSION_STATUS_CHOICES = SUBMISSION_STATUSES.map((id) => ({ id, name: SUBMISSION_STATUS_LABELS[id] }));

export type ChipColor = 'default' | 'success' | 'warning' | 'error';

export const SUBMISSION_STATUS_CHIP: Record<SubmissionStatus, ChipColor> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'error',
};

/**
 * The contract's user-status tag colours (spec 1 §4: green, gold/yellow, red, gray) as MUI chip colours.
 * Statuses without a colour in the contract show the neutral chip.
 */
export function chipColorOf(tagColor: string | undefined): ChipColor {
  switch (tagColor) {
    case 'green':
      return 'success';
    case 'gold':
    case 'yellow':
      return 'warning';
    case 'red':
      return 'error';
    default:
      return 'default';
  }
}

/** Only a pending submission may be approved or rejected (spec 3 §4). */
export const isReviewable = (record: { status?: string } | undefined): boolean => record?.status === 'Pending';
