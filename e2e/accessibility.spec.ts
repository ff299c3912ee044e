/**
 * Issue 6, "Accessibility and responsiveness": every public page and the profile pass axe (WCAG 2 A and AA rules;
 * no serious or critical violation) at 1280 px and at 375 px, and at 375 px nothing scrolls sideways.
 * Screenshots of each page at both widths go to e2e/screenshots/accessibility-*.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo } from './support/mail';
import { seriousViolations } from './support/axe';

const PUBLIC_PAGES = [
  '/',
  '/resources/docs',
  '/resources/faq/general',
  '/resources/faq/technical',
  '/resources/faq/account_management',
  '/resources/faq/bcu',
  '/resources/faq/carbon',
  '/resources/pricing',
  '/resources/history',
  '/resources/training',
  '/contact-us',
  '/statements',
  '/login',
  '/registration',
  '/forgot-password',
];

const OWNER = { email: 'airline.owner@demo.bcu', password: 'Demo1234!' };
const WIDTHS = [1280, 375] as const;

/** How far the page is wider than the window, in px (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

/** Checks the page at each width: axe, horizontal overflow at 375 px, and a screenshot. */
async function checkPage(page: Page, path: string, shot: (name: string) => Promise<void>) {
  const slug = path === '/' ? 'landing' : path.replace(/^\//, '').replace(/[/_]/g, '-');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(path);
    await settle(page);
    expect.soft(await seriousViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
    if (width === 375) expect.soft(await overflow(page), `horizontal scroll on ${path} at 375 px`).toBeLessThanOrEqual(0);
    await shot(`${slug}-${width}`);
  }
}

for (const path of PUBLIC_PAGES) {
  test(`${path} passes axe and fits 375 px`, async ({ page, shot }) => {
    await checkPage(page, path, shot);
  });
}

test('/profile passes axe and fits 375 px, signed in', async ({ page, shot }) => {
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(OWNER.email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // the user menu of a company owner (spec 1 §2): no 'Generate token', which is for Admin, SuperAdmin and Auditor
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  for (const entry of ['Profile settings', 'Change password', 'Log Out'])
    await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Generate token' })).toHaveCount(0);
  expect.soft(await seriousViolations(page), 'axe with the user menu open').toEqual([]);
  await page.keyboard.press('Escape');

  for (const path of ['/profile', '/profile/profile-info', '/profile/user-info']) await checkPage(page, path, shot);
});
