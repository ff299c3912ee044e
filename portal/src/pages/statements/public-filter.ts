/** The public statements filters (spec 1 §2, §6): the date filter's audience and the Refine filters sent. */
import type { CrudFilter } from '@refinedev/core';

/** The issue-date filter shows only to logged-out visitors, Admins and SuperAdmins (spec 1 §6). */
export const showsPublicDateFilter = (user: { role: string } | null | undefined): boolean =>
  !user || user.role === 'Admin' || user.role === 'SuperAdmin';

/** { q, from, to } as Refine filters, leaving out what is empty. */
export function publicStatementFilters(v: { q?: string; from?: string; to?: string }): CrudFilter[] {
  const out: CrudFilter[] = [];
  const q = v.q?.trim();
  if (q) out.push({ field: 'q', operator: 'eq', value: q });
  if (v.from) out.push({ field: 'from', operator: 'eq', value: v.from });
  if (v.to) out.push({ field: 'to', operator: 'eq', value: v.to });
  return out;
}
