/**
 * The /bcu/{creditId} routes (spec 2 §2.12): which tab a path opens, where a hidden tab sends the viewer, and the
 * back link ('Balance table' when the page was opened with a return path, else 'Account Retirements').
 */
import { CREDIT_TABS, type CreditTab } from '@bcu/api/contracts';

export const BCU_TEXT = {
  backToBalance: 'Balance table',
  backToRetirements: 'Account Retirements',
  notFound: 'No Data',
} as const;

/** The tab named by the path after /bcu/{id}; the index is BCU Info. */
export function tabFromPath(pathname: string, creditId: string): CreditTab | undefined {
  const rest = pathname.split(`/bcu/${creditId}`)[1]?.replace(/^\/+|\/+$/g, '') ?? '';
  if (rest === '') return 'bcu-info';
  return (CREDIT_TABS as readonly string[]).includes(rest) ? (rest as CreditTab) : undefined;
}

/**
 * The tab to show: the requested one when the viewer sees it; Facilitator of another company's unit goes to
 * Scope 3 (spec 2 §2.12); anything else hidden goes to BCU Info.
 */
export function resolveTab(requested: CreditTab | undefined, visible: readonly CreditTab[]): CreditTab {
  if (requested && visible.includes(requested)) return requested;
  if (requested === 'facilitator' && visible.includes('scope3')) return 'scope3';
  return 'bcu-info';
}

export const tabPath = (creditId: string, tab: CreditTab) => `/bcu/${creditId}/${tab}`;

/** Navigation state carrying the page that opened the BCU ({ from }). */
export function backLink(state: unknown): { label: string; to: string } {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return { label: BCU_TEXT.backToBalance, to: from };
  return { label: BCU_TEXT.backToRetirements, to: '/dashboard' };
}
