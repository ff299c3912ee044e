/**
 * Issue 5, backoffice resources beyond submissions: Logs List, Users and Accounts through the real UI and API.
 * An admin filters, sorts, opens and edits; an auditor sees the same screens without any way to change them.
 */
import type { Page } from '@playwright/test';
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

test('an admin filters, sorts and edits users and accounts, and reads each change in the Logs List', async ({
  page,
  shot,
}) => {
  const position = `Travel Manager ${Date.now().toString(36)}`;
  await signInBackoffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);

  await test.step('users: search, open, edit the position; only that field is saved', async () => {
    await page.goto('/backoffice/users');
    await page.getByPlaceholder('Search').fill('corporate.user@demo.bcu');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByText('corporate.user@demo.bcu').click();
    await expect(page.getByLabel('Position')).toBeVisible();
    await page.getByLabel('Position').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Surname is required')).toBeVisible();
    await page.getByLabel('Position').fill(position);
    await shot('user-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User has been updated')).toBeVisible();
    await expect(page.getByText(position)).toBeVisible();
  });

  await test.step('accounts: filter by type, edit the address in the list, open the tabs', async () => {
    await page.goto('/backoffice/accounts');
    await chooseMuiOption(page, 'Type', 'Supplier');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByTestId('edit-address').click();
    await page.getByLabel('Street address').fill('7 Fjord Street');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Account has been updated')).toBeVisible();
    await expect(page.locator('tbody tr').first()).toContainText('7 Fjord Street');
    await shot('accounts-filtered');
    await page.getByText('Nordic SAF Producers AS').click();
    await page.getByRole('tab', { name: 'User Info' }).click();
    await expect(page.getByText('supplier.owner@demo.bcu')).toBeVisible();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  await test.step('logs: both changes are listed, newest first, filterable by action; sort is in the URL', async () => {
    await page.goto('/backoffice/logs');
    await expect(page.locator('tbody tr').first()).toContainText('Account changed');
    await expect(page.locator('tbody tr').nth(1)).toContainText('User changed');
    await page.getByPlaceholder('Search').fill(position);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText('User changed');
    await page.getByPlaceholder('Search').fill('');
    await page.getByRole('button', { name: 'Date & time' }).click();
    await expect(page).toHaveURL(/order=ASC/);
    await expect(page.locator('tbody tr').first()).toContainText('Demo data seeded');
    await shot('logs-ascending');
  });
});

test('an auditor reads users, accounts and logs without any way to change them', async ({ page, shot }) => {
  await signInBackoffice(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);
  await page.goto('/backoffice/users');
  await page.getByText('corporate.user@demo.bcu').click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/show/);
  await expect(page.getByText('User Info')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/backoffice/accounts');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('edit-address')).toHaveCount(0);
  await page.getByText('Nordic SAF Producers AS').click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByTestId('note-input')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shot('auditor-account-notes');
  await page.goto('/backoffice/logs');
  await expect(page.getByTestId('csv-export')).toBeEnabled();
});
