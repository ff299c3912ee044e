/**
 * Issue 5, backoffice resources beyond submissions: Logs List, Users and Accounts through the real UI and API.
 * An admin filters, sorts, opens and edits; an auditor sees the same screens without any way to change them.
 */
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { chooseMuiOption } from './support/ui';
import { signInBackoffice } from './support/backoffice';

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
    // the account's name in the list (the edit dialog, titled with it too, may still be closing)
    await page.locator('tbody').getByText('Nordic SAF Producers AS').click();
    await page.getByRole('tab', { name: 'User Info' }).click();
    await expect(page.getByText('supplier.owner@demo.bcu')).toBeVisible();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  await test.step("accounts: the supplier's Transactions and Balance (3-decimal total of its rows); no Contacts tab for an Admin", async () => {
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const registered = page.locator('tbody tr').filter({ hasText: 'BCU-2026-000001' });
    await expect(registered.first()).toContainText('Register');
    await expect(registered.first()).toContainText('Nordic SAF Producers AS');
    await shot('account-transactions');

    await page.getByRole('tab', { name: 'Balance' }).click();
    const total = page.getByTestId('balance-total');
    await expect(total).toHaveText(/^Total amount: \d+\.\d{3}$/);
    await expect(page.locator('tbody tr').filter({ hasText: 'BCU-2026-000001' })).toContainText('Active');
    const volumes = await page.locator('tbody td.column-volume').allInnerTexts();
    const kg = volumes.reduce((sum, v) => sum + Math.round(Number(v) * 1000), 0);
    expect((await total.innerText()).replace('Total amount: ', '')).toBe((kg / 1000).toFixed(3));
    await shot('account-balance');

    // spec 3 §2.3: the Contacts tab is not shown to the Admin role (the auditor test reads it)
    await expect(page.getByRole('tab', { name: 'Contacts' })).toHaveCount(0);
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

test('an auditor reads users, accounts and logs without any way to change them, of no company that gave it no access', async ({
  page,
  shot,
}) => {
  // The demo auditor holds no grant yet (issue 11.3: a company's data only with a current grant), so its lists
  // hold its own company alone.
  await signInBackoffice(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);
  await page.goto('/backoffice/users');
  await expect(page.getByText('auditor.user@demo.bcu')).toBeVisible();
  await expect(page.getByText('corporate.user@demo.bcu')).toHaveCount(0);
  await page.getByText('auditor.user@demo.bcu').click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/show/);
  await expect(page.getByText('User Info')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/backoffice/accounts');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Nordic SAF Producers AS')).toHaveCount(0);
  await expect(page.getByTestId('edit-address')).toHaveCount(0);
  await page.getByText('Verity Sustainability Audit SA').click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByTestId('note-input')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shot('auditor-account-notes');
  await page.goto('/backoffice/logs');
  await expect(page.getByTestId('csv-export')).toBeEnabled();
});
