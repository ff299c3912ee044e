/** The three login steps as a person takes them, in the portal and in the backoffice (code read from the mail sink). */
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './demo';
import { codeFrom, latestMailTo } from './mail';
import { chooseMuiOption } from './ui';

export async function signInPortal(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const before = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Signs in to the backoffice; with several accounts, picks `company` (default: the demo admin's). */
export async function signInBackoffice(
  page: Page,
  email: string = DEMO_ADMIN.email,
  password: string = DEMO_ADMIN.password,
  company: string = DEMO_ADMIN.company,
): Promise<void> {
  await page.goto('/backoffice/');
  const before = Date.now();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByLabel('Code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const proceed = page.getByRole('button', { name: 'Proceed to Account' });
  if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
    if (await page.getByRole('combobox', { name: 'Company' }).isEnabled()) await chooseMuiOption(page, 'Company', company);
    await proceed.click();
  }
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeHidden();
}
