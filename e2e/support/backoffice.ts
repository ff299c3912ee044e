/** Signing in to the backoffice the way a person does: e-mail and password, the code from the mail, the account. */
import { expect, type Page } from '@playwright/test';
import { codeFrom, latestMailTo } from './mail';
import { chooseMuiOption } from './ui';

export async function signInBackoffice(page: Page, email: string, password: string, company?: string): Promise<void> {
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  const before = Date.now();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Code sent to your email')).toBeVisible();
  await page.getByLabel('Code').fill(codeFrom(await latestMailTo(email, { after: before })));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // step 3 only when the e-mail has several accounts
  const proceed = page.getByRole('button', { name: 'Proceed to Account' });
  if (await proceed.isVisible({ timeout: 3_000 }).catch(() => false)) {
    if (company && (await page.getByRole('combobox', { name: 'Company' }).isEnabled()))
      await chooseMuiOption(page, 'Company', company);
    await proceed.click();
  }
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeHidden();
}
