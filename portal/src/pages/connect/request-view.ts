/**
 * Pure helpers of the connection request lists (spec 3 §2.7, §7): the list filter of each list (type 'sent' or
 * 'received' for the company's own lists; status; the admin list's search) and how a party is named.
 */
import type { CrudFilter } from '@refinedev/core';
import type { ConnectParty, ConnectionRequestStatus } from '@bcu/api/contracts';

export type RequestListKind = 'received' | 'sent' | 'admin';

export function listFilters(
  kind: RequestListKind,
  status: ConnectionRequestStatus | undefined,
  q: string,
): { crud: CrudFilter[]; key: string } {
  const crud: CrudFilter[] = [];
  if (kind !== 'admin') crud.push({ field: 'type', operator: 'eq', value: kind });
  if (status) crud.push({ field: 'status', operator: 'eq', value: status });
  const text = q.trim();
  if (kind === 'admin' && text) crud.push({ field: 'q', operator: 'eq', value: text });
  return { crud, key: JSON.stringify(crud) };
}

/** A party as a list shows it: its name, then its country (or only its continent when anonymous) after a dash. */
export function partyName(p: ConnectParty): string {
  const where = p.country ?? p.continent;
  return where ? `${p.name} — ${where}` : p.name;
}
