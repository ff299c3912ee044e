/**
 * The auditor's company selector (spec 1 §2 "Auditor header", §9; issue 5 item 9): 'Viewing: Select company'
 * lists the companies the auditor may read — those that granted it access through their auditor token and whose
 * access has not expired — up to 100, sorted by name. It auto-selects when exactly one exists and clears a
 * selection that is no longer in the list. The selection scopes the balance, transactions and retirement
 * statements panels; the API checks the same access on each of those calls.
 */
import { z } from 'zod';
import { COMPANY_TYPES } from './enums';
import { LIMITS } from './limits';

export const AUDITOR_API = {
  companies: '/auditor/companies', // GET → AuditorCompany[] (Auditor role only)
} as const;

export const AUDITOR_COMPANY_LIMIT = LIMITS.auditorCompanyListLimit;

export const AuditorCompany = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COMPANY_TYPES),
  /** When the auditor's access to this company ends (the latest unexpired grant). */
  accessExpiresAt: z.string(),
});
export type AuditorCompany = z.infer<typeof AuditorCompany>;

export const AUDITOR_TEXT = {
  viewing: 'Viewing:',
  selectCompany: 'Select company',
} as const;

/**
 * The selection after the list (re)loads: kept while still listed, else the only company when there is exactly
 * one, else none.
 */
export function auditorSelection(
  companies: readonly { id: string }[],
  current: string | undefined,
): string | undefined {
  if (current && companies.some((c) => c.id === current)) return current;
  return companies.length === 1 ? companies[0].id : undefined;
}
