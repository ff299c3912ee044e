/**
 * Issue 5 items 5, 6 and 10: an admin keeps a Supplier's account fees and the link parameters in the
 * backoffice; the user menu generates a token. Against the real UI and API.
 */
import type { Page } from '@playwright/test';
import { apiClient } from './support/api';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo } from './support/mail';
import { chooseMuiOption } from './support/ui';

async function signInBackoffice(page: Page, email: string, password: string, company?: string) {
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  const before = Date.now();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Code sent to your email')).toBeVisible();
  await page.getByLabel('Code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const proceed = page.getByRole('button', { name: 'Proceed to Account' });
  if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
    if (company && (await page.getByRole('combobox', { name: 'Company' }).isEnabled()))
      await chooseMuiOption(page, 'Company', company);
    await proceed.click();
  }
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeHidden();
}

test('an admin adds, edits and deletes a Supplier fee, sets a link, and generates a token', async ({
  page,
  baseURL,
  shot,
}) => {
  await signInBackoffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);

  await test.step('fees: add a row with the volume fee computed, edit it, delete it after confirmation', async () => {
    await page.goto('/backoffice/accounts');
    await page.getByText('Nordic SAF Producers AS').click();
    await page.getByRole('tab', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/fee-information/);
    await page.getByRole('link', { name: 'Add fee' }).click();
    await page.getByLabel('Annual fee', { exact: true }).fill('1500');
    await page.getByLabel('BCU issued').fill('1234.567');
    await page.getByLabel('Issue rate').fill('3.15');
    await expect(page.getByTestId('volume-fee')).toHaveText('3,888.89');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account Fee has been created')).toBeVisible();
    await expect(page).toHaveURL(/fee-information/);
    const row = page.locator('tbody tr').first();
    await expect(row).toContainText('1,500.00');
    await expect(row).toContainText('1,234.567');
    await expect(row).toContainText('3,888.89');
    await shot('account-fees');
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Period').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Period must be a whole number of at least 1').first()).toBeVisible();
    await page.getByLabel('Period').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account Fee has been updated')).toBeVisible();
    await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText('2');
    await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this account fee?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Account Fee has been deleted')).toBeVisible();
  });

  await test.step('parameters: set the fee schedule URL; the public links answer it at once', async () => {
    await page.goto('/backoffice/parameters');
    await page.getByText('Fee schedule').click();
    await page.getByLabel('Fee schedule').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid URL (http:// or https://)').first()).toBeVisible();
    await page.getByLabel('Fee schedule').fill('https://example.org/fee-schedule.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('URL parameter has been updated')).toBeVisible();
    await expect(page.getByText('https://example.org/fee-schedule.pdf')).toBeVisible();
    const { data: links } = await apiClient(baseURL!).GET('/links');
    expect(links?.find((l) => l.key === 'feeScheduleURL')?.url).toBe('https://example.org/fee-schedule.pdf');
  });

  await test.step('user menu: Generate token fetches one on open; refresh makes another', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Generate token' }).click();
    const field = page.getByRole('textbox', { name: 'Generate token' });
    await expect(field).not.toHaveValue('');
    const first = await field.inputValue();
    await page.getByRole('button', { name: 'Generate another token' }).click();
    await expect(page.getByText('New token generated')).toBeVisible();
    await expect(field).not.toHaveValue(first);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  });
});

test("a Supplier's account owner reads Account Fees in the portal with the Supplier columns", async ({
  page,
  shot,
}) => {
  const owner = { email: 'supplier.owner@demo.bcu', password: DEMO_ADMIN.password };
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(owner.email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Account Fees' }).click();
  await expect(page).toHaveURL(/\/profile\/account-fees$/);
  for (const column of ['Period', 'Annual fee', 'BCU issued', 'Issue rate', 'Volume fee', 'Volume paid'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await shot('portal-account-fees');
});
