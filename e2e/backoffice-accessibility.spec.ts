/**
 * The backoffice passes axe (WCAG 2 A and AA, colour contrast included; no serious or critical violation): the
 * login page, every list an admin opens from the menu, and the first record of the lists that have a detail view.
 * Screenshots go to e2e/screenshots/backoffice-accessibility-*.png.
 */
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInBackoffice } from './support/backoffice';
import { seriousViolations } from './support/axe';

const LISTS = ['submissions', 'credits', 'logs', 'accounts', 'users', 'fees', 'reference-values', 'parameters'];
const WITH_DETAIL = new Set(['submissions', 'credits', 'accounts', 'users']);

test('the backoffice login, lists and detail pages pass axe with colour contrast', async ({ page, shot }) => {
  test.setTimeout(300_000);
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  expect.soft(await seriousViolations(page), 'axe on the login page').toEqual([]);
  await shot('login');

  await signInBackoffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.company);
  for (const resource of LISTS) {
    await page.goto(`/backoffice/${resource}`);
    await expect(page.locator('main')).toBeVisible();
    expect.soft(await seriousViolations(page), `axe on ${resource}`).toEqual([]);
    await shot(resource);
    if (!WITH_DETAIL.has(resource)) continue;
    await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/${resource}/[^/?]+`));
    expect.soft(await seriousViolations(page), `axe on a ${resource} detail`).toEqual([]);
    await shot(`${resource}-detail`);
  }
});
