/**
 * Issue 13 (the portal the Refine way): the dashboard lists follow their filters through Refine's permanent filters,
 * without effects. The Transactions History search lives in the URL parameter `search` (spec 2 §2.3): opened with
 * ?search=…, the box and the list's request carry it; emptying the box drops the parameter and the filter, so the
 * whole history lists again; typing writes the URL once the typing settles, and the box keeps what was typed.
 * Against the real UI and API.
 */
import type { Page, Request } from '@playwright/test';
import { DEMO_ADMIN } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInPortal } from './support/sign-in';

/** The next request of the Transactions History list whose filter searches `q` (none: searches nothing). */
const historyListed = (page: Page, q: string | undefined): Promise<Request> =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/transactions') return false;
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string };
    return filter.q === q;
  });

test('the Transactions History search lives in the URL; emptying the box lists the whole history again', async ({
  page,
  shot,
}) => {
  test.setTimeout(120_000);
  await signInPortal(page, 'supplier.user@demo.bcu', DEMO_ADMIN.password);
  const history = page.locator('.ant-collapse-item', { hasText: 'Transactions History' });
  const box = history.getByPlaceholder('Search');

  let listed = historyListed(page, 'BCU-NONE');
  await page.goto('/dashboard/transactions?search=BCU-NONE');
  await listed;
  await expect(box).toHaveValue('BCU-NONE');

  listed = historyListed(page, undefined);
  await box.fill('');
  await listed;
  await expect(page).not.toHaveURL(/search=/);

  listed = historyListed(page, 'BCU');
  await box.fill('  BCU ');
  await listed;
  await expect(page).toHaveURL(/[?&]search=BCU(&|$)/);
  await expect(box).toHaveValue('  BCU ');
  await shot('history-search-in-url');
});
