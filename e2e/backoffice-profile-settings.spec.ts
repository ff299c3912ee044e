/**
 * Issue 5 item 10: the backoffice user menu's 'Profile settings' (spec 1 §2: Admin, SuperAdmin and Auditor roles)
 * opens the signed-in user's profile; an admin's change is sent and answered with the server's text; an auditor
 * sees the profile read-only.
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInBackoffice } from './support/backoffice';

async function openProfileSettings(page: Page, name: RegExp) {
  await expect(page.getByRole('banner')).toContainText(name);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profile settings' }).click();
  await expect(page).toHaveURL(/\/backoffice\/profile-settings$/);
}

test('an admin opens Profile settings from the user menu and saves a change', async ({ page, shot }) => {
  await signInBackoffice(page, 'superadmin@demo.bcu', DEMO_ADMIN.password, DEMO_ADMIN.company);
  await openProfileSettings(page, /Sam Super/);
  await expect(page.getByLabel('E-mail')).toHaveValue('superadmin@demo.bcu');
  await page.getByLabel('Position').fill('Registry Operations Lead');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // a Secondary user's change applies at once (spec 1 §4)
  await expect(page.getByText('Profile has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Position')).toHaveValue('Registry Operations Lead');
  await shot('admin');
});

test('an auditor sees Profile settings read-only', async ({ page, shot }) => {
  await signInBackoffice(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);
  await openProfileSettings(page, /Auditor Owner/);
  await expect(page.getByText('This account is read-only.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await shot('auditor');
});
