/**
 * Issue 10, backoffice side of points 8, 9, 12, 13 and 14: the auditor's menu and landing page, lists that show a
 * failed load as an error (with Retry and the API's message), what a reviewer reads (dates with time, dd.MM.yyyy
 * inputs, MJ with thousands separators, log details in words and tonnes, labels in words), lists that fit a 375 px
 * screen, and no blank pages at /backoffice/fees and /backoffice/certification-schemes.
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInBackoffice } from './support/backoffice';

const DATE_TIME = /\b\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}(:\d{2})?\b/;

/** The width the page needs: more than the viewport means the page scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an auditor lands on the first list it may read and has no Submissions List', async ({ page, shot }) => {
  await signInBackoffice(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);

  await test.step('point 8: no Submissions List in the menu; the start page is the BCUs list', async () => {
    await page.goto('/backoffice/');
    await expect(page).toHaveURL(/\/backoffice\/credits/);
    await expect(page.getByRole('menuitem', { name: 'BCUs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submissions List' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Submissions List' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile settings' })).toBeVisible();
    await shot('auditor-menu');
    await page.keyboard.press('Escape');
  });

  await test.step('point 8: the submissions address does not show the list to an auditor', async () => {
    await page.goto('/backoffice/submissions');
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByText('For Consideration')).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(0);
    await shot('auditor-submissions-refused');
  });
});

test('the backoffice lists show failures, read as words and fit a phone', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await signInBackoffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);

  await test.step('point 9: a failed load shows the error state with Retry, not a page count', async () => {
    let fail = true;
    await page.route('**/api/admin/credits?**', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { statusCode: 500, name: 'InternalServerError', message: 'Internal Server Error' },
            }),
          })
        : route.fallback(),
    );
    await page.goto('/backoffice/credits');
    const alert = page.getByTestId('list-error');
    // react-admin's query client retries a failed read a few times (with back-off) before it shows the error
    await expect(alert).toBeVisible({ timeout: 45_000 });
    await expect(alert).toContainText('Internal Server Error');
    await expect(page.getByText(/\d+[–-]\d+ of \d+/)).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(0);
    await shot('list-error');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.unroute('**/api/admin/credits?**');
  });

  await test.step("point 9: an account's Balance tab says its failed reads instead of a total and rows", async () => {
    await page.route('**/api/admin/accounts/*/credits**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { statusCode: 500, name: 'InternalServerError', message: 'Internal Server Error' },
        }),
      }),
    );
    await page.goto('/backoffice/accounts');
    await page.getByText('Nordic SAF Producers AS').click();
    await page.getByRole('tab', { name: 'Balance' }).click();
    await expect(page.getByTestId('balance-total-error')).toContainText('Internal Server Error');
    await expect(page.getByTestId('list-error')).toContainText('Internal Server Error', { timeout: 45_000 });
    await expect(page.getByTestId('balance-total')).toHaveCount(0);
    await expect(page.getByText(/\d+[–-]\d+ of \d+/)).toHaveCount(0);
    await shot('balance-error');
    await page.unroute('**/api/admin/accounts/*/credits**');
  });

  await test.step("point 9 and 12: dd.MM.yyyy date filters; an inverted range on Logs shows the API's 422 message", async () => {
    await page.goto('/backoffice/logs');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const from = page.getByRole('textbox', { name: 'From' });
    await expect(from).toHaveAttribute('placeholder', 'dd.MM.yyyy');
    await from.fill('20.11.2026');
    await page.getByRole('textbox', { name: 'To' }).fill('01.11.2026');
    await expect(page).toHaveURL(/2026-11-20/);
    const alert = page.getByTestId('list-error');
    await expect(alert).toContainText('The start range time can’t be later than the end range time', {
      timeout: 45_000,
    });
    await expect(page.getByText(/\d+[–-]\d+ of \d+/)).toHaveCount(0);
    await expect(from).toHaveValue('20.11.2026');
    await shot('logs-inverted-range');
    await from.fill('');
    await page.getByRole('textbox', { name: 'To' }).fill('');
    await expect(alert).toHaveCount(0);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  await test.step('point 12: logs read date and time, details in words and tonnes, the account by name', async () => {
    await page.goto('/backoffice/logs');
    const first = page.locator('tbody tr').first();
    await expect(first).toBeVisible();
    await expect(first.locator('td').first()).toHaveText(DATE_TIME);
    // the registrations of the demo data log their total in tonnes under the key 'totalTonnes'
    await page.getByPlaceholder('Search').fill('totalTonnes');
    const submitted = page.locator('tbody tr').filter({ hasText: 'Total volume:' }).first();
    await expect(submitted).toBeVisible();
    await expect(submitted).toContainText(/Total volume: [\d,]+\.\d{3} t/);
    await expect(submitted).toContainText('PoS number:');
    const table = page.locator('tbody');
    await expect(table).not.toContainText('totalTonnes');
    await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    await expect(submitted.locator('td.column-companyName')).not.toBeEmpty();
    await shot('logs-in-words');
    await page.getByPlaceholder('Search').fill('');
  });

  await test.step('point 12: a BCU shows MJ with separators and its events with date and time', async () => {
    await page.goto('/backoffice/credits');
    await page.getByPlaceholder('Search').fill('BCU-2026-000001');
    // the search applies after a pause: click once the list holds the found BCU alone, not the list before it
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').filter({ hasText: 'BCU-2026-000001' }).first().click();
    await expect(page.getByRole('tab', { name: 'BCU Values' })).toBeVisible();
    await expect(page.getByTestId('energy-mj')).toHaveText(/^\d{1,3}(,\d{3})+$/);
    await page.getByRole('tab', { name: 'BCU Events' }).click();
    await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText(DATE_TIME);
    await shot('bcu-events');
  });

  await test.step('point 12: a parameter is titled by its name, not by resource and key', async () => {
    await page.goto('/backoffice/reference-values/parameters');
    await page.getByText('Fee schedule', { exact: true }).click();
    await expect(page.getByLabel('Fee schedule')).toBeVisible();
    await expect(page.getByText('Parameters feeScheduleURL')).toHaveCount(0);
    await expect(page.getByText(/feeScheduleURL/)).toHaveCount(0);
    await shot('parameter-title');
  });

  await test.step('point 13: every list fits a 375 px screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const list of [
      'credits',
      'logs',
      'accounts',
      'users',
      'submissions',
      'reference-values',
      'reference-values/parameters',
    ]) {
      await page.goto(`/backoffice/${list}`);
      await expect(page.locator('main')).toBeVisible();
      // the phone view: react-admin's SimpleList (list items), no table
      await expect(page.locator('main li').first()).toBeVisible();
      await expect(page.locator('main table')).toHaveCount(0);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      expect(await pageWidth(page), `width of /backoffice/${list}`).toBeLessThanOrEqual(375);
      await shot(`375-${list.replace('/', '-')}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('point 14: /fees and /certification-schemes are not blank pages', async () => {
    await page.goto('/backoffice/fees');
    await expect(page).toHaveURL(/\/backoffice\/accounts/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot('fees-redirect');
    await page.goto('/backoffice/certification-schemes');
    await expect(page).toHaveURL(/\/backoffice\/reference-values/);
    await expect(page.getByRole('tab', { name: 'Certification Schemes', selected: true })).toBeVisible();
    await shot('certification-schemes-redirect');
  });
});
