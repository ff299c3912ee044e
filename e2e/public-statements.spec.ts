/**
 * The public statements page's own table (issue 14: drawn without antd's Table) does what antd's did: sortable
 * headers with aria-sort, pages as links with the page sizes, rows that open to their credits, never "No result
 * found" before the answer, the failed load with Retry; and the issue-date range picker, loaded when first reached
 * for, takes the focus and what was typed. The list is answered here (page.route) so that paging has pages to show.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';

const TOTAL = 95;
const statement = (i: number) => ({
  id: `st-${i}`,
  RSID: `RS-${String(i).padStart(4, '0')}`,
  issuedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  beneficiary: `Beneficiary ${i}`,
  isAnonymous: false,
  productType: null,
  amount: `${i}.500`,
  tonnesOfCO2eq: `${i}.000`,
  claimCountry: null,
  reporting: null,
  credits: [
    {
      id: `cr-${i}`,
      sid: `RS-${i}-01`,
      creditId: `c-${i}`,
      BCUID: `BCU-${i}-PART`,
      amount: `${i}.500`,
      tonnesOfCO2eq: '1.000',
    },
  ],
});

/** Answers GET /api/statements with `TOTAL` statements, paged by its `range`; remembers each query asked. */
async function answerStatements(page: Page, options: { fail?: () => boolean; delay?: () => Promise<void> } = {}) {
  const asked: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === '/api/statements',
    async (route: Route) => {
      const url = new URL(route.request().url());
      asked.push(url.searchParams);
      await options.delay?.();
      if (options.fail?.())
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"statusCode":500}}' });
      const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number];
      const rows = Array.from({ length: Math.min(to, TOTAL - 1) - from + 1 }, (_, i) => statement(from + i + 1));
      await route.fulfill({
        contentType: 'application/json',
        headers: { 'Content-Range': `statements ${from}-${from + rows.length - 1}/${TOTAL}` },
        body: JSON.stringify(rows),
      });
    },
  );
  return asked;
}

test('the statements table sorts, pages, opens rows, and stays accessible', async ({ page, shot }) => {
  const asked = await answerStatements(page);
  await page.goto('/statements');
  const rows = page.getByRole('row').filter({ hasText: /Beneficiary \d/ });
  await expect(rows).toHaveCount(10);

  await test.step('headers are buttons; the sorted one says so with aria-sort', async () => {
    const issued = page.getByRole('columnheader', { name: 'Issue date' });
    await expect(issued).toHaveAttribute('aria-sort', 'descending');
    const rsid = page.getByRole('columnheader', { name: 'RSID' });
    await expect(rsid).not.toHaveAttribute('aria-sort');
    await rsid.getByRole('button').click();
    await expect(rsid).toHaveAttribute('aria-sort', 'ascending');
    await expect(issued).not.toHaveAttribute('aria-sort');
    await expect.poll(() => asked.at(-1)?.get('sort')).toBe('["rsid","ASC"]');
    await rsid.getByRole('button').press('Enter');
    await expect(rsid).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => asked.at(-1)?.get('sort')).toBe('["rsid","DESC"]');
  });

  await test.step('pages are links (keyboard too), with the page sizes 10, 20, 50 and 100', async () => {
    const next = page.getByRole('link', { name: 'Next Page' });
    await expect(page.getByRole('link', { name: '10', exact: true })).toHaveAttribute('href', /currentPage=10/);
    await next.focus();
    await next.press('Enter');
    await expect(page).toHaveURL(/currentPage=2/);
    await expect.poll(() => asked.at(-1)?.get('range')).toBe('[10,19]');
    await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    const sizes = page.getByRole('combobox', { name: 'Page Size' });
    await expect(sizes.locator('option')).toHaveText(['10 / page', '20 / page', '50 / page', '100 / page']);
    await sizes.selectOption('20');
    await expect(rows).toHaveCount(20);
    await expect.poll(() => asked.at(-1)?.get('range')).toBe('[20,39]');
  });

  await test.step('a row opens to its credits by a named button', async () => {
    const row = rows.first();
    await row.getByRole('button', { name: 'Expand row', exact: true }).click();
    await expect(page.getByRole('table', { name: /^BCUs RS-/ })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Collapse row', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shot('statements-table-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('textbox', { name: 'Go to' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('statements-table-375');
  });
});

test('the table never says "No result found" before the answer; a failed load shows the error with Retry', async ({
  page,
}) => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await answerStatements(page, { delay: () => answered, fail: () => failing });
  await page.goto('/statements');
  await expect(page.getByRole('columnheader', { name: 'RSID' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText('No result found')).toHaveCount(0);
  release();
  await expect(page.getByText('The data could not be loaded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No result found')).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row').filter({ hasText: /Beneficiary \d/ })).toHaveCount(10);
});

test('on a phone the failed load, its Retry and the empty answer are in view, not in the middle of the wide table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  let failing = true;
  // the first load fails; once Retry is pressed nothing matches
  await page.route(
    (url) => url.pathname === '/api/statements',
    (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"statusCode":500}}' })
        : route.fulfill({
            contentType: 'application/json',
            headers: { 'Content-Range': 'statements */0' },
            body: '[]',
          }),
  );
  await page.goto('/statements');
  await expect(page.getByText('The data could not be loaded.')).toBeInViewport({ ratio: 1, timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeInViewport({ ratio: 1 });
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No result found')).toBeInViewport({ ratio: 1, timeout: 30_000 });
});

test('the issue-date picker, loaded when first reached for, takes the focus and what was typed', async ({ page }) => {
  const asked = await answerStatements(page);
  // the picker's code waits, so that the visitor types into the stand-in
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/date-range-picker-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/statements');
  await expect(page.getByRole('row').filter({ hasText: /Beneficiary \d/ })).toHaveCount(10);
  const start = page.getByTestId('statements-date-filter').first();
  await start.click();
  await page.keyboard.type('01.02.2025');
  release();
  await expect(page.locator('.ant-picker-dropdown')).toBeVisible();
  const real = page.locator('.ant-picker-range input').first();
  await expect(real).toBeFocused();
  await expect(real).toHaveValue('01.02.2025');
  // the start confirmed, then the end left open: the list is filtered from that day
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-range input').last()).toBeFocused();
  await page.getByRole('heading', { name: 'Public Retirements' }).click();
  await expect.poll(() => asked.at(-1)?.get('filter')).toBe('{"from":"2025-02-01"}');
});
