/**
 * Impact Trends Dashboard journey (spec 2 §2.3 "Dashboard view", §2.4): on /dashboard the supplier's user sees the
 * collapsible panel with four KPI cards and no doughnut, switches the transactions chart between GHG and BCU (its
 * table follows) and filters by year and month; the airline's user sees six cards and the doughnut's card. axe finds
 * no serious violation on either dashboard, at 1366 and 375 px. Real UI, real API, demo data.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';
import { seriousViolations } from './support/axe';

const PASSWORD = 'Demo1234!';

async function dashboardOf(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInPortal(page, email, PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByText('Impact Trends Dashboard')).toBeVisible();
  return page;
}

const pick = async (page: Page, label: string, option: string) => {
  await page.locator(`div.ant-select[aria-label="${label}"]`).click();
  await page
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`)
    .click();
};

test('the supplier sees four KPI cards, toggles the chart between GHG and BCU and filters by year and month', async ({
  browser,
  baseURL,
  shot,
}) => {
  const page = await dashboardOf(browser, baseURL!, 'supplier.user@demo.bcu');
  const cards = page.locator('.bcu-kpi-card');
  const now = new Date();
  const monthName = now.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });

  await test.step('four cards for a Supplier, against the previous month, and no doughnut', async () => {
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toHaveAttribute('aria-label', /^Transfers: \d+, .* vs [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByText('BCU balance')).toBeVisible();
    await expect(page.getByText('CO2eq reduction: active and retired')).toHaveCount(0);
    await expect(page.locator('div.ant-select[aria-label="Month"]')).toContainText(monthName);
  });

  await test.step('the chart in t CO2eq, then in BCU; the table follows', async () => {
    await expect(page.getByText('Transactions (t CO2eq)')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Transactions \d{4} in t CO2eq per month: .*Register/ })).toBeVisible();
    await page.getByText('Transactions per month').click();
    const table = page.locator('.ant-table').filter({ hasText: 'BCU inventory' });
    await expect(table.getByRole('columnheader', { name: 'Target' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Retirement' })).toHaveCount(0);
    await page.getByText('BCU', { exact: true }).click();
    await expect(page.getByText('Transactions (BCU)')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Transactions \d{4} in BCU per month/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Target' })).toHaveCount(0);
    // every amount with exactly three decimals
    const amounts = await table
      .locator('td.ant-table-cell[style*="right"], td.ant-table-cell-align-right, td[class*="align-right"]')
      .allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a).toMatch(/^[\d,]+\.\d{3}$/);
    await shot('supplier-bcu', page);
  });

  await test.step('a whole earlier year is compared with the year before', async () => {
    await pick(page, 'Year', '2024');
    await pick(page, 'Month', 'Whole year');
    await expect(cards.first()).toHaveAttribute('aria-label', /vs 2023$/);
    await pick(page, 'Month', 'Mar');
    await expect(cards.first()).toHaveAttribute('aria-label', /vs Feb 2024$/);
  });

  await test.step('no serious accessibility violation in the panel', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the airline sees six KPI cards, the doughnut card and the chart', async ({ browser, baseURL, shot }) => {
  const page = await dashboardOf(browser, baseURL!, 'airline.user@demo.bcu');
  await expect(page.locator('.bcu-kpi-card')).toHaveCount(6);
  for (const title of ['Retirements', 'Active CO2eq reduction (t)', 'Retired CO2eq reduction (t)'])
    await expect(page.locator('.bcu-kpi-card').filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByText('CO2eq reduction: active and retired')).toBeVisible();
  await expect(page.getByText('Transactions (t CO2eq)')).toBeVisible();
  await page.getByText('Transactions per month').click();
  await expect(
    page
      .locator('.ant-table')
      .filter({ hasText: 'BCU inventory' })
      .getByRole('columnheader', { name: 'Cumulative retirements' }),
  ).toBeVisible();
  await expect(page.getByText('All Targets')).toBeVisible();
  await shot('airline', page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('.bcu-kpi-card')).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
});
