/**
 * Issue 3 item 6 and issue 5 item 2: the admin's BCUs resource (Statuses filter, search, tabs, edit with the spec's
 * rules) and a supplier reading its BCU at /bcu/{id} in the portal, on the demo BCUs.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { codeFrom, latestMailTo } from './support/mail';
import { chooseMuiOption } from './support/ui';

const SUPPLIER = { email: 'supplier.user@demo.bcu', password: 'Demo1234!', company: 'Nordic SAF Producers AS' };

async function signInBackoffice(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/backoffice/');
  const before = Date.now();
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByLabel('Code').fill(codeFrom(await latestMailTo(DEMO_ADMIN.email, { after: before })));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const proceed = page.getByRole('button', { name: 'Proceed to Account' });
  if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
    if (await page.getByRole('combobox', { name: 'Company' }).isEnabled())
      await chooseMuiOption(page, 'Company', DEMO_ADMIN.company);
    await proceed.click();
  }
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeHidden();
  return page;
}

async function signInPortal(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return page;
}

test('an admin filters the BCUs, opens a BCU’s tabs and edits it; the supplier reads that BCU in the portal', async ({
  browser,
  shot,
}) => {
  const admin = await signInBackoffice(browser);
  let creditId = '';
  const city = `Bergen ${Date.now().toString(36)}`;

  await test.step('BCUs list: Statuses filter and search, 50 a page', async () => {
    await admin.goto('/backoffice/credits');
    await expect(admin.locator('tbody tr').first()).toBeVisible();
    await admin.getByRole('combobox', { name: 'Statuses' }).click();
    await admin.getByRole('option', { name: 'Active', exact: true }).click();
    await admin.keyboard.press('Escape');
    await admin.getByPlaceholder('Search').fill(SUPPLIER.company);
    await expect(admin.locator('tbody tr').first()).toContainText(SUPPLIER.company);
    await expect(admin.locator('tbody tr').first()).toContainText('Active');
    await expect(admin.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
    await shot('bcus-filtered', admin);
  });

  await test.step('BCU tabs: Values, Info, Scope 1, Scope 3, Events, Note, Facilitator', async () => {
    await admin.locator('tbody tr').first().click();
    await expect(admin.getByRole('tab', { name: 'BCU Values' })).toBeVisible();
    creditId = /credits\/([0-9a-f-]{36})\/show/.exec(admin.url())![1];
    await expect(admin.getByRole('heading', { name: 'Batches' })).toBeVisible();
    await shot('bcu-values', admin);
    await admin.getByRole('tab', { name: 'BCU Info' }).click();
    await expect(admin.getByRole('heading', { name: 'Site information' })).toBeVisible();
    await shot('bcu-info', admin);
    for (const tab of ['Scope 1 Info', 'Scope 3 Info', 'Facilitator']) {
      await admin.getByRole('tab', { name: tab }).click();
      await expect(
        admin.getByRole('heading', {
          name: tab === 'Facilitator' ? 'Facilitator' : tab.replace(' Info', ' information'),
        }),
      ).toBeVisible();
    }
    await admin.getByRole('tab', { name: 'BCU Events' }).click();
    await expect(admin.getByText('Registration Approved').first()).toBeVisible();
    await shot('bcu-events', admin);
    await admin.getByRole('tab', { name: 'Note' }).click();
    await expect(admin.getByTestId('note-input')).toBeVisible();
  });

  await test.step('edit: the ZIP rule refuses, then a changed city is saved and shown', async () => {
    await admin.getByRole('link', { name: 'Edit' }).click();
    await expect(admin.getByLabel('City')).toBeVisible();
    await admin.getByLabel('ZIP').fill('123');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('ZIP should be more than 4 characters').first()).toBeVisible();
    await admin.getByLabel('ZIP').fill('50150');
    await admin.getByLabel('City').fill(city);
    await shot('bcu-edit', admin);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('BCU has been updated')).toBeVisible();
    await admin.getByRole('tab', { name: 'BCU Info' }).click();
    await expect(admin.getByText(city)).toBeVisible();
    await admin.getByRole('tab', { name: 'BCU Events' }).click();
    await expect(admin.getByText('Edited').first()).toBeVisible();
  });

  await test.step('portal: the supplier opens /bcu/{id} with its tabs; a hidden tab falls back to BCU Info', async () => {
    const supplier = await signInPortal(browser, SUPPLIER.email, SUPPLIER.password);
    await supplier.goto(`/bcu/${creditId}`);
    await expect(supplier.getByRole('tab', { name: 'BCU Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(supplier.getByText(city)).toBeVisible();
    await expect(supplier.getByTestId('bcu-back')).toHaveText(/Account Retirements/);
    for (const tab of ['BCU Values', 'Scope 1 Info', 'Scope 3 Info', 'Facilitator', 'BCU Events'])
      await expect(supplier.getByRole('tab', { name: tab })).toBeVisible();
    await shot('portal-bcu-info', supplier);
    await supplier.getByRole('tab', { name: 'BCU Values' }).click();
    await expect(supplier).toHaveURL(new RegExp(`/bcu/${creditId}/bcu-values$`));
    await expect(supplier.getByText('Energy content (MJ)').first()).toBeVisible();
    await shot('portal-bcu-values', supplier);
    await supplier.getByRole('tab', { name: 'BCU Events' }).click();
    await expect(supplier.getByText('Edited').first()).toBeVisible();
    await supplier.goto(`/bcu/00000000-0000-4000-8000-000000000000`);
    await expect(supplier.getByText('No Data')).toBeVisible();
  });
});
