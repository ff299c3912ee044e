/**
 * The tabs of /admin/reference-values (spec 3 §2.6): Certification Schemes (default), Feedstock Certification
 * (feedstock-certification), Incentives, Parameters. Each list tab shows one declared resource; Parameters is the
 * parameters resource of its own.
 */
import type { ReferenceResource } from '@bcu/api/contracts';

export const REFERENCE_VALUES_RESOURCE = 'reference-values';

export interface ReferenceTab {
  /** The path under /reference-values ('' for the default tab). */
  path: string;
  label: string;
  resource: ReferenceResource | 'parameters';
}

export const REFERENCE_TABS: readonly ReferenceTab[] = [
  { path: '', label: 'Certification Schemes', resource: 'certification-schemes' },
  { path: 'feedstock-certification', label: 'Feedstock Certification', resource: 'feedstock-certifications' },
  { path: 'incentives', label: 'Incentives', resource: 'incentives' },
  { path: 'parameters', label: 'Parameters', resource: 'parameters' },
];

/** The tab shown for a location under /reference-values (unknown sub-paths show the default tab). */
export function tabOfPath(pathname: string): ReferenceTab {
  const rest = pathname.replace(/^.*\/reference-values\/?/, '').split('/')[0] ?? '';
  return REFERENCE_TABS.find((t) => t.path === rest) ?? REFERENCE_TABS[0];
}

/** Where a saved row of a resource returns to: its tab. */
export function tabPathOf(resource: string): string {
  const tab = REFERENCE_TABS.find((t) => t.resource === resource) ?? REFERENCE_TABS[0];
  return `/${REFERENCE_VALUES_RESOURCE}${tab.path ? `/${tab.path}` : ''}`;
}

/** spec 3 §9: baseline values show with 2 decimals. */
export const formatBaseline = (v: number | null | undefined): string =>
  v === null || v === undefined ? '' : v.toFixed(2);

/** The fuel emission factor as stored (up to 4 decimals, trailing zeros dropped, at least one decimal). */
export const formatFactor = (v: number | null | undefined): string => {
  if (v === null || v === undefined) return '';
  const s = v.toFixed(4).replace(/0+$/, '');
  return s.endsWith('.') ? `${s}0` : s;
};

export const REFERENCE_TEXT = {
  title: 'Reference values',
  add: 'Add',
  name: 'Name',
  baselineValue: 'Baseline value (gCO2e/MJ)',
  fuelEmissionFactor: 'Fuel emission factor',
  deleteTitle: 'Delete reference value',
  deleteContent: 'Are you sure you want to delete this reference value?',
  noData: 'No Data',
} as const;
