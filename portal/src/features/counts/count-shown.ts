import type { Actor } from '@bcu/api/contracts';
import { useHeaderTabsShown } from '../shell/use-tabs-shown';

/** A header tab's label: its text, and whether it is drawn in the header's own tabs (else the burger's drawer). */
export interface TabLabelProps {
  label: string;
  actor: Actor;
  inHeaderTabs?: boolean;
}

/**
 * Whether a header tab draws its count. The burger's drawer always does: it is open only under 768 px. The header's
 * own tabs do only where they are shown (useHeaderTabsShown); hidden, they would ask for their counts whenever a page
 * starts on a phone, where the drawer asks only when it is opened.
 */
export function useCountShown(inHeaderTabs: boolean): boolean {
  const tabsShown = useHeaderTabsShown();
  return !inHeaderTabs || tabsShown;
}
