/**
 * Targets journey (spec 2 §2.5, §5 "Targets", §8): the airline's Secondary user opens All Targets on the dashboard,
 * is told what a new target needs ('Should not be empty', 'Should not be empty or zero'), creates a target for whole
 * months ('The target has been successfully created.'), edits its value ('The target has been successfully
 * updated.') and deletes it after confirming; the new target shows in the dashboard chart at once (issue 10 §14). The airline's owner sees the targets without New Target (owner flag).
 * Real UI, real API.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';
import { whenStill } from './support/axe';

const PASSWORD = 'Demo1234!';

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInPortal(page, email, PASSWORD);
  await page.goto('/dashboard');
  return page;
}

const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).last();

/** Serious and critical WCAG 2 A/AA violations inside one part of the page. */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  await whenStill(page);
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The Target column of the chart's table (t CO2eq, GHG mode): its sum ('—' counting as 0) and its months. */
async function chartTargets(page: Page): Promise<{ sum: number; months: number }> {
  const table = page
    .locator('.ant-table')
    .filter({ has: page.getByRole('columnheader', { name: 'Target', exact: true }) });
  return table.evaluate((el) => {
    const headers = [...el.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf('Target');
    const cells = [...el.querySelectorAll('tbody tr.ant-table-row')].map(
      (tr) => tr.querySelectorAll('td')[column]?.textContent?.replace(/,/g, '') ?? '',
    );
    const sum = cells.reduce(
      (total, text) => total + (text !== '' && Number.isFinite(Number(text)) ? Number(text) : 0),
      0,
    );
    return { sum, months: cells.length };
  });
}

/** Picks the start and end month of the modal's month range (typed as MM.YYYY, as shown). */
async function pickPeriod(dialog: Locator, start: string, end: string) {
  const from = dialog.getByPlaceholder('Start month');
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  const to = dialog.getByPlaceholder('End month');
  await to.fill(end);
  await to.press('Enter');
}

test('a Secondary user creates, edits and deletes an impact target; the owner only reads', async ({
  browser,
  baseURL,
  shot,
}) => {
  const page = await signedIn(browser, baseURL!, 'airline.user@demo.bcu');
  const panel = page.getByTestId('targets-panel');
  await expect(panel.getByText('All Targets')).toBeVisible();
  const name = `E2E target ${Date.now() % 1_000_000}`;
  const row = panel.locator('.ant-table-row').filter({ hasText: name });

  // the chart's table in t CO2eq, before the target exists
  await page.getByText('Transactions per month').click();
  await expect(page.getByRole('columnheader', { name: 'Target', exact: true })).toBeVisible();
  const targetsBefore = await chartTargets(page);

  await test.step("an empty target is refused with the spec's messages", async () => {
    await panel.getByRole('button', { name: 'New Target' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Target' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Should not be empty or zero')).toBeVisible();
    await expect(dialog.getByText('Should not be empty', { exact: true })).toHaveCount(2);
    await dialog.getByLabel('Target Value').fill('0');
    await expect(dialog.getByText('Should not be empty or zero')).toBeVisible();
  });

  await test.step('create a target for January to December 2026', async () => {
    const dialog = page.getByRole('dialog', { name: 'New Target' });
    await dialog.getByLabel('Target Name').fill(name);
    await dialog.getByLabel('Target Value').fill('1250.5');
    await pickPeriod(dialog, '01.2026', '12.2026');
    await expect(dialog.getByText('Should not be empty', { exact: true })).toHaveCount(0);
    await shot('new-target', page);
    expect.soft(await violationsIn(page, '.ant-modal'), 'axe on the New Target modal').toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'The target has been successfully created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('GHG Emissions Reductions');
    await expect(row).toContainText('01.01.2026');
    await expect(row).toContainText('31.12.2026');
    await expect(row).toContainText('1,250.500');
    await shot('created', page);
    expect.soft(await violationsIn(page, '[data-testid="targets-panel"]'), 'axe on All Targets').toEqual([]);
  });

  await test.step('the new target shows in the chart at once, each month of 2026 (issue 10 §14)', async () => {
    // the chart shows the current year up to this month: in 2026 each month shown gains 1,250.500 t, without a reload
    const gain = new Date().getUTCFullYear() === 2026 ? targetsBefore.months * 1250.5 : 0;
    await expect.poll(async () => (await chartTargets(page)).sum).toBeCloseTo(targetsBefore.sum + gain, 3);
    await page.getByRole('columnheader', { name: 'Target', exact: true }).scrollIntoViewIfNeeded();
    await shot('chart-with-new-target', page);
  });

  await test.step('edit its value', async () => {
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Target' });
    await expect(dialog.getByLabel('Target Name')).toHaveValue(name);
    await dialog.getByLabel('Target Value').fill('99.999');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'The target has been successfully updated.')).toBeVisible();
    await expect(row).toContainText('99.999');
  });

  await test.step('the owner sees it without New Target, edit or delete', async () => {
    const owner = await signedIn(browser, baseURL!, 'airline.owner@demo.bcu');
    const ownerPanel = owner.getByTestId('targets-panel');
    await expect(ownerPanel.locator('.ant-table-row').filter({ hasText: name })).toBeVisible();
    await expect(ownerPanel.getByRole('button', { name: 'New Target' })).toHaveCount(0);
    await expect(ownerPanel.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
    await owner.context().close();
  });

  await test.step('delete it after confirming', async () => {
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Are you sure you want to delete this target?')).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'The target has been successfully deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
