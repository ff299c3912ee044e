/** Requests of the backoffice (spec 3 §2): submission lists and review. */
import { z } from 'zod';
import { IsoDate, text } from './common';
import { MSG } from './messages';
import { SubmissionStatus, SubmissionType } from './enums';
import { LIMITS } from './limits';

/** react-admin simple-rest list query: `filter`, `range` and `sort` as JSON strings. */
export const ListQuery = z
  .object({
    filter: z.string().max(2000).optional(),
    range: z.string().max(100).optional(),
    sort: z.string().max(200).optional(),
  })
  .strict();

export const SubmissionFilter = z
  .object({
    q: z.string().trim().max(LIMITS.textMax).optional(),
    type: z.union([SubmissionType, z.array(SubmissionType)]).optional(),
    status: z.union([SubmissionStatus, z.array(SubmissionStatus)]).optional(),
    id: z.array(z.uuid()).optional(),
  })
  .strict();
export type SubmissionFilter = z.infer<typeof SubmissionFilter>;
export const SUBMISSION_SORT_FIELDS = ['createdAt', 'type', 'status', 'companyName', 'updatedAt'] as const;

export const ReviewDecision = z
  .object({ message: text().trim().max(LIMITS.noteMax, { error: MSG.noteTooLong }).optional() })
  .strict();
export type ReviewDecision = z.infer<typeof ReviewDecision>;

export const NoteUpdate = z.object({ note: text().max(LIMITS.noteMax, { error: MSG.noteTooLong }) }).strict();
export type NoteUpdate = z.infer<typeof NoteUpdate>;

/** Public statements list (spec 1 §2): date range and search. */
export const StatementFilter = z
  .object({
    q: z.string().trim().max(LIMITS.textMax).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  })
  .strict();
export type StatementFilter = z.infer<typeof StatementFilter>;
export const STATEMENT_SORT_FIELDS = ['issuedAt', 'rsid', 'amount'] as const;
