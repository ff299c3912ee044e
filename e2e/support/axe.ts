/**
 * axe for the journeys: the serious and critical WCAG 2 A/AA violations of a page, one readable line each, read only
 * once the page is still. A resize can remount a panel (the profile sections become buttons under 768 px) that
 * fetches again and fades its controls in; Playwright's 'networkidle' does not re-arm after the first load, so
 * "still" is judged on the page itself: no spinner, skeleton or loading button, and no CSS transition running.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// antd's spinners and skeletons, and MUI's progress (react-admin's app-bar loading indicator while a read runs)
const BUSY =
  '.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading, [aria-busy="true"], .MuiCircularProgress-root, .MuiLinearProgress-root';

export async function whenStill(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // a frame or two for a resize to re-render and start its requests
  await page.waitForTimeout(250);
  await page
    .waitForFunction(
      (busy) =>
        !document.querySelector(busy) &&
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      BUSY,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await whenStill(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
