/**
 * Issue 17 points 3, 6 and 7: lists keep the page size chosen per table across reloads and the account's
 * Transactions tab reads oldest approval first; the portal's Generate token modal says what happened; the Training
 * page links to the external academy the admin configures among the parameters. Against the real UI and API.
 */
import type { Page } from '@playwright/test';
import { signInByApi } from './support/api';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInBackoffice, signInPortal } from './support/sign-in';

/** The 'N / page' size changer of the antd table inside `scope`. */
const sizeChanger = (scope: ReturnType<Page['locator']>) => scope.locator('.ant-pagination-options .ant-select');

test('a dashboard list keeps the page size chosen, across reloads; each table its own', async ({ page, shot }) => {
  test.setTimeout(240_000);
  // the dashboard loads several lists at once: give them their time on a busy machine
  const loaded = { timeout: 60_000 };
  await signInPortal(page, 'supplier.user@demo.bcu', DEMO_ADMIN.password);
  await page.goto('/dashboard/transactions');
  // the User Balance of the demo supplier has rows (the Transactions History of a fresh demo may be empty)
  const balance = page.locator('.ant-collapse-item', { hasText: 'User Balance' });
  await expect(balance.locator('.ant-table-row').first()).toBeVisible(loaded);
  await expect(sizeChanger(balance)).toContainText('10 / page');
  await sizeChanger(balance).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="20 / page"]')
    .click();
  await expect(sizeChanger(balance)).toContainText('20 / page');
  await page.reload();
  await expect(balance.locator('.ant-table-row').first()).toBeVisible(loaded);
  await expect(sizeChanger(balance)).toContainText('20 / page');
  expect(await page.evaluate(() => localStorage.getItem('bcu.pageSize.balance'))).toBe('20');
  // another table keeps its own size: the history still starts at its default
  expect(await page.evaluate(() => localStorage.getItem('bcu.pageSize.transactions'))).toBe('50');
  await shot('balance-page-size-kept');
});

test("the backoffice account's Transactions tab lists the oldest approval first", async ({ page, shot }) => {
  await signInBackoffice(page);
  await page.goto('/backoffice/accounts');
  await page.getByText('Nordic SAF Producers AS').click();
  const asked = page.waitForRequest((r) => /\/api\/admin\/accounts\/[^/]+\/transactions\?/.test(r.url()));
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const sort = new URL((await asked).url()).searchParams.get('sort');
  expect(JSON.parse(sort ?? 'null')).toEqual(['date', 'ASC']);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot('account-transactions-oldest-first');
});

test('the Generate token modal of the portal says a new token was generated and that it was copied', async ({
  page,
  shot,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPortal(page, 'auditor.owner@demo.bcu', DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Generate token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token' });
  const token = dialog.getByTestId('share-token');
  await expect(token).not.toHaveText('…');
  const first = await token.innerText();
  await dialog.getByRole('button', { name: 'Generate another token' }).click();
  await expect(page.getByText('New token generated')).toBeVisible();
  await expect(token).not.toHaveText(first);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token has been copied to clipboard')).toBeVisible();
  await shot('token-copied');
});

test("the Training page links to the external academy set in the parameters, beside 'Ask about training'", async ({
  page,
  baseURL,
  shot,
}) => {
  const url = 'https://academy.example.org/courses';
  const { api } = await signInByApi(baseURL!);
  const setUrl = (value: string) =>
    api.PUT('/admin/parameters/{key}', { params: { path: { key: 'trainingAcademyURL' } }, body: { url: value } });
  expect((await setUrl(url)).response.ok).toBe(true);
  try {
    await page.goto('/resources/training');
    const ask = page.getByRole('button', { name: 'Ask about training' });
    await expect(ask).toBeVisible();
    const academy = page.getByRole('link', { name: 'Open the academy' });
    await expect(academy).toHaveAttribute('href', url);
    await expect(academy).toHaveAttribute('target', '_blank');
    // beside the contact button: in the same row of actions
    const [a, b] = [await ask.boundingBox(), await academy.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(a!.height);
    await shot('training-academy-link');
  } finally {
    await setUrl('');
  }
});
