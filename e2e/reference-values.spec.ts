/**
 * Issue 5 item 6 (spec 3 §2.6, §5, §8): an admin creates and edits a certification scheme in the backoffice's
 * Reference values area and the portal's reference list answers it at once; an auditor sees the same tabs
 * read-only. Against the real UI and API.
 */
import type { Page } from '@playwright/test';
import { apiClient } from './support/api';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInBackoffice } from './support/backoffice';
import { seriousViolations } from './support/axe';

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

// fixed per run day: the auditor test finds the admin's scheme even when it runs in a fresh worker
const schemeName = `E2E Scheme ${new Date().toISOString().slice(0, 10)}`;

test('an admin creates and edits a certification scheme; the portal list follows at once', async ({
  page,
  baseURL,
  shot,
}) => {
  await signInBackoffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);
  await page.goto('/backoffice/reference-values');
  await expect(page.getByRole('tab', { name: 'Certification Schemes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: 'RSB Global', exact: true })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('89.00');
  await expectNoSeriousA11yViolations(page);
  await shot('schemes-admin');

  await test.step('create: name and baseline value are required; then the scheme is created', async () => {
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/certification-schemes\/create$/);
    await expect(page.getByRole('spinbutton', { name: 'Fuel emission factor' })).toHaveValue('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    await expect(page.getByText('Baseline value is required').first()).toBeVisible();
    await page.getByLabel('Name').fill(schemeName);
    await page.getByRole('spinbutton', { name: 'Baseline value (gCO2e/MJ)' }).fill('91.257');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 2 decimals are allowed').first()).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Baseline value (gCO2e/MJ)' }).fill('91.25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reference Values has been created')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/reference-values$/);
    await page.getByPlaceholder('Search').fill(schemeName);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText('91.25');
  });

  await test.step('a taken name is refused with the server message', async () => {
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/certification-schemes\/create$/);
    await page.getByLabel('Name').fill('RSB Global');
    await page.getByRole('spinbutton', { name: 'Baseline value (gCO2e/MJ)' }).fill('89');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Reference Values create failed/)).toBeVisible();
    await expect(page.getByText(/A reference value with this name already exists/).first()).toBeVisible();
  });

  await test.step('edit: the baseline changes and shows with 2 decimals', async () => {
    await page.goto('/backoffice/reference-values');
    await page.getByPlaceholder('Search').fill(schemeName);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('cell', { name: schemeName }).click();
    await expect(page).toHaveURL(/certification-schemes\/\d+$/);
    const baseline = page.getByRole('spinbutton', { name: 'Baseline value (gCO2e/MJ)' });
    // the record is loaded (and may be refetched, which leaves the form pristine again) before typing; Save enables
    // only on a real change, so the change is typed again until the click on Save lands
    await expect(baseline).toHaveValue('91.25');
    await expect(async () => {
      await baseline.fill('92.4');
      await baseline.fill('92.5');
      await page.getByRole('button', { name: 'Save' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Reference values has been updated')).toBeVisible();
    await page.getByPlaceholder('Search').fill(schemeName);
    await expect(page.locator('tbody tr').first()).toContainText('92.50');
    // the portal's wizard reads the same rows: the change shows there at once
    const token = await page.evaluate(() => localStorage.getItem('bcu.backoffice.accessToken'));
    const { data: list } = await apiClient(baseURL!, token).GET('/reference/certification-schemes');
    expect(list?.find((s) => s.name === schemeName)?.baselineValue).toBe('92.50');
  });

  await test.step('the other tabs list feedstock certifications and incentives', async () => {
    await page.getByRole('tab', { name: 'Feedstock Certification' }).click();
    await expect(page).toHaveURL(/reference-values\/feedstock-certification$/);
    await expect(page.getByRole('cell', { name: 'Bonsucro EU' })).toBeVisible();
    await page.getByRole('tab', { name: 'Incentives' }).click();
    await expect(page.getByRole('cell', { name: 'California LCFS' })).toBeVisible();
    await shot('incentives-admin');
  });
});

test('an auditor sees the reference values read-only', async ({ page, shot }) => {
  await signInBackoffice(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);
  await page.goto('/backoffice/reference-values');
  await page.getByPlaceholder('Search').fill(schemeName);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText('92.50');
  await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('cell', { name: schemeName }).click();
  await expect(page).toHaveURL(/\/backoffice\/reference-values$/);
  await page.getByRole('tab', { name: 'Incentives' }).click();
  await expect(page.getByRole('cell', { name: 'California LCFS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot('auditor-read-only');
});
