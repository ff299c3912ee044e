/**
 * Contact list journey (spec 2 §2.11, §7, §8): the intermediary's owner generates its contact token; the corporate's
 * owner removes the intermediary from its list, adds it back with the token ('Success'), adds it once more (a 412 with
 * an empty message: shown as success), tries an invalid and an empty token, and switches retire on behalf and public
 * anonymity for its airline contact (switching the first off resets the second). Real UI, real API.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';

const PASSWORD = 'Demo1234!';

async function owner(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInPortal(page, email, PASSWORD);
  return page;
}

const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).last();

test('a corporate adds a company by its contact token and sets who may retire on its behalf', async ({
  browser,
  baseURL,
  shot,
}) => {
  const intermediary = await owner(browser, baseURL!, 'intermediary.owner@demo.bcu');
  await intermediary.getByRole('button', { name: 'User menu' }).click();
  await intermediary.getByRole('menuitem', { name: 'Contact list' }).click();
  await expect(intermediary).toHaveURL(/\/dashboard\/contact-list$/);
  await intermediary.getByRole('button', { name: 'Generate contact token' }).click();
  const token = (await intermediary.getByTestId('own-contact-token').locator('code').innerText()).trim();
  expect(token.length).toBeGreaterThan(20);
  await shot('intermediary-token', intermediary);

  const corporate = await owner(browser, baseURL!, 'corporate.owner@demo.bcu');
  await corporate.goto('/dashboard/contact-list');
  const row = (name: string) => corporate.locator('.ant-table-row').filter({ hasText: name });
  await expect(row('GreenFuel Trading BV')).toBeVisible();

  await test.step('remove the intermediary with confirmation', async () => {
    await row('GreenFuel Trading BV')
      .getByRole('button', { name: /Remove/ })
      .click();
    await corporate.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(notice(corporate, 'Success')).toBeVisible();
    await expect(row('GreenFuel Trading BV')).toHaveCount(0);
  });

  await test.step('add it back by token; adding it again is shown as success; bad and empty tokens are refused', async () => {
    const field = corporate.getByPlaceholder('Paste the contact token of a company');
    await field.fill(token);
    await corporate.getByRole('button', { name: 'Add contact' }).click();
    await expect(row('GreenFuel Trading BV')).toBeVisible();
    await field.fill(token);
    await corporate.getByRole('button', { name: 'Add contact' }).click();
    await expect(notice(corporate, 'Success')).toBeVisible();
    await field.fill('not-a-token');
    await corporate.getByRole('button', { name: 'Add contact' }).click();
    await expect(notice(corporate, 'The token is invalid or has expired.')).toBeVisible();
    await field.fill('');
    await corporate.getByRole('button', { name: 'Add contact' }).click();
    await expect(corporate.getByText('Token field is required')).toBeVisible();
  });

  await test.step('retire on behalf and public anonymity for the airline', async () => {
    const retire = corporate.getByRole('switch', { name: 'Retire on behalf: Alpine Airways AG' });
    const anonymity = corporate.getByRole('switch', { name: 'Public anonymity: Alpine Airways AG' });
    await expect(anonymity).toBeDisabled();
    await retire.click();
    await expect(retire).toHaveAttribute('aria-checked', 'true');
    await expect(anonymity).toBeEnabled();
    await anonymity.click();
    await expect(anonymity).toHaveAttribute('aria-checked', 'true');
    await shot('corporate-contacts', corporate);
    await retire.click();
    await expect(retire).toHaveAttribute('aria-checked', 'false');
    await expect(anonymity).toHaveAttribute('aria-checked', 'false');
    await expect(anonymity).toBeDisabled();
    // a Supplier contact cannot retire on anyone's behalf
    await expect(row('Nordic SAF Producers AS').getByRole('switch')).toHaveCount(0);
  });
});
