/**
 * The tabs of a BCU's detail page (spec 2 §2.12, spec 3 §2.2): keys, labels and who sees which. Kept apart from the
 * credit views' schemas so that a screen needing only the labels (the backoffice's i18n catalogue) loads no zod.
 */
import type { CompanyType } from './enums';

/** Tab keys of the portal /bcu/{creditId} page, in display order (bcu-info is the index). */
export const CREDIT_TABS = ['bcu-values', 'bcu-info', 'scope1', 'scope3', 'facilitator', 'bcu-events'] as const;
export type CreditTab = (typeof CREDIT_TABS)[number];
export const CREDIT_TAB_LABELS: Record<CreditTab, string> = {
  'bcu-values': 'BCU Values',
  'bcu-info': 'BCU Info',
  scope1: 'Scope 1 Info',
  scope3: 'Scope 3 Info',
  facilitator: 'Facilitator',
  'bcu-events': 'BCU Events',
};

/**
 * Which tabs a viewer sees (spec 2 §2.12): BCU Values only for Supplier and Auditor companies; Facilitator hidden
 * for Facilitator companies and for a unit of another company (the page shows Scope 3 instead); BCU Events hidden
 * for Auditor and Registry Operator (Admin) companies — the spec's 'Aggregator' has no company type here.
 * Admins (role) see every tab.
 */
export function visibleCreditTabs(
  viewer: { companyType: CompanyType; companyId: string; role: string },
  holderCompanyId: string,
): CreditTab[] {
  if (viewer.role === 'Admin' || viewer.role === 'SuperAdmin') return [...CREDIT_TABS];
  return CREDIT_TABS.filter((tab) => {
    if (tab === 'bcu-values') return viewer.companyType === 'Supplier' || viewer.companyType === 'Auditor';
    if (tab === 'facilitator') return viewer.companyType !== 'Facilitator' && viewer.companyId === holderCompanyId;
    if (tab === 'bcu-events') return viewer.companyType !== 'Auditor' && viewer.companyType !== 'Admin';
    return true;
  });
}
