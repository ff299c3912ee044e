/**
 * The header tabs: the contract's `visibleTabs()` (spec 1 §2 order and rules) narrowed to the
 * routes this build of the portal actually serves, so no tab leads to an empty page.
 */
import { visibleTabs, type Actor, type TabRule } from '@bcu/api/contracts';

export function portalTabs(actor: Actor | undefined, existingPaths: ReadonlySet<string>): TabRule[] {
  return visibleTabs(actor).filter((t) => existingPaths.has(t.path));
}

/** The tab a location belongs to: the longest tab path that prefixes it ('/' only for the landing page). */
export function activeTabKey(pathname: string, tabs: readonly TabRule[]): string | undefined {
  let best: TabRule | undefined;
  for (const t of tabs) {
    const hit = t.path === '/' ? pathname === '/' : pathname === t.path || pathname.startsWith(`${t.path}/`);
    if (hit && (!best || t.path.length > best.path.length)) best = t;
  }
  if (best) return best.key;
  // A section whose tab opens one of its pages (Resources → /resources/docs) stays selected on its other pages.
  const section = pathname.split('/')[1];
  const same = section ? tabs.filter((t) => t.path.split('/')[1] === section) : [];
  return same.length === 1 ? same[0].key : undefined;
}
