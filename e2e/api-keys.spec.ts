/**
 * Issue 16.1 in the browser: the account owner creates an API key in Profile → API keys (the secret shown once),
 * the key reads the company's BCUs through the API, an admin sees it in the backoffice (Accounts → API keys), the
 * owner revokes it and the API refuses it with the reason. Runs on the demo Facilitator company, which no other
 * journey uses. axe on the portal section.
 */
import { MSG } from '@bcu/api/contracts';
import { expect, test } from './support/fixtures';
import { signInBackoffice, signInPortal } from './support/sign-in';
import { seriousViolations, whenStill } from './support/axe';

const OWNER = { email: 'facilitator.owner@demo.bcu', password: 'Demo1234!' };
const KEY_NAME = `ERP ${Date.now().toString(36)}`;

test('the owner creates, uses and revokes an API key; an admin sees it', async ({
  page,
  browser,
  baseURL,
  request,
  shot,
}) => {
  await signInPortal(page, OWNER.email, OWNER.password);
  await page.goto('/profile/api-keys');
  await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill(KEY_NAME);
  await dialog.getByLabel(/^credits:read/).check();
  const expiry = new Date(Date.now() + 30 * 86_400_000);
  const ddmmyyyy = `${String(expiry.getUTCDate()).padStart(2, '0')}.${String(expiry.getUTCMonth() + 1).padStart(2, '0')}.${expiry.getUTCFullYear()}`;
  await dialog.getByLabel('Expires on').fill(ddmmyyyy);
  await dialog.getByLabel('Expires on').press('Enter');
  await dialog.getByRole('button', { name: 'Create API key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(MSG.apiKeyCreated)).toBeVisible();
  const secret = (await shown.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^bcu_live_/);
  await whenStill(page);
  expect.soft(await seriousViolations(page), 'axe on the new key dialog').toEqual([]);
  await shot('secret-shown');
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: KEY_NAME });
  await expect(row).toContainText('Active');
  // the secret is not on the page any more
  await expect(page.getByText(secret)).toHaveCount(0);

  const read = await request.get('/api/credits', { headers: { 'X-API-Key': secret } });
  expect(read.status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Never');
  expect.soft(await seriousViolations(page), 'axe on Profile → API keys').toEqual([]);
  await shot('key-listed');

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInBackoffice(admin);
  await admin.goto('/backoffice/api-keys');
  await expect(admin.getByRole('row').filter({ hasText: KEY_NAME })).toContainText('SkyProcure Advisory Ltd');
  await shot('backoffice-list', admin);

  await row.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(row).toContainText('Revoked');
  const refused = await request.get('/api/credits', { headers: { 'X-API-Key': secret } });
  expect([refused.status(), (await refused.json()).error.message]).toEqual([401, MSG.apiKeyWasRevoked]);
});
