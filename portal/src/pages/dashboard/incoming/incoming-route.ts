/** Which list or detail a /dashboard/incoming-requests path shows (spec 2 §2.1 sub-routes). */
export const INCOMING_BASE = '/dashboard/incoming-requests';

export interface IncomingRoute {
  tab: 'incoming' | 'info';
  id?: string;
}

export function incomingRoute(pathname: string): IncomingRoute {
  const rest = pathname.startsWith(INCOMING_BASE) ? pathname.slice(INCOMING_BASE.length) : '';
  const parts = rest.split('/').filter(Boolean);
  if (parts[0] === 'info-requests') return { tab: 'info', id: parts[1] };
  if (parts[0] === 'requests') return { tab: 'incoming', id: parts[1] };
  // incoming-requests/{id}[/scope1|/scope3]
  if (parts[0]) return { tab: 'incoming', id: parts[0] };
  return { tab: 'incoming' };
}
