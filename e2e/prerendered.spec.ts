/**
 * Issue 14, "Fast everywhere": the landing page, the public statements and login arrive with their first screen drawn
 * (prerendered at build time) — a visitor reads them before any JavaScript runs, their fields and buttons stay
 * disabled until the app has adopted the page, and the app adopts the HTML in place instead of drawing it again.
 */
import { expect, test } from './support/fixtures';

const PAGES = [
  { path: '/', heading: 'Book & Claim Registry' },
  { path: '/statements', heading: 'Public Retirements' },
  { path: '/login', heading: 'Log In' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first screen of /, /statements and /login is drawn, with the fields disabled', async ({ page, shot }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    }
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeDisabled();
    await shot('login-before-the-app');
  });
});

test('the app adopts a prerendered page in place: the same heading, the fields enabled, the e-mail field focused', async ({
  page,
}) => {
  // the loader of the app's code waits until the page's first screen has been taken hold of
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Log In', exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await heading.evaluate((h) => ((window as unknown as { prerendered: Element }).prerendered = h));
  release();

  await expect(page.getByLabel('E-mail')).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  expect(await heading.evaluate((h) => h === (window as unknown as { prerendered: Element }).prerendered)).toBe(true);
  // and it works: a refused sign-in says so
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1A!');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test("the loader preloads the entry's modules and the page's own, so the app's first task starts none", async ({
  page,
}) => {
  await page.goto('/login');
  const loader = page.locator('script[data-preload]');
  const modules = [
    ...(await loader.getAttribute('data-preload'))!.split(' '),
    ...(await loader.getAttribute('data-page'))!.split(' '),
  ];
  expect(modules.length).toBeGreaterThan(1);
  // each is started in a task of its own (scripts/boot.js); the entry runs once all have started
  await expect(page.locator('script[type=module][src]')).toHaveCount(1);
  // the app has adopted the page: its fields are enabled
  await expect(page.getByLabel('E-mail')).toBeEnabled();
  // and loading the page's code added no preload of its own: the loader had started them all
  const preloaded = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(preloaded).toEqual(modules);
});

test('a page opened in a background tab loads its code without waiting on timers, so it is ready when shown', async ({
  page,
}) => {
  // the tab is hidden from the start, and every timer the loader sets is counted
  await page.addInitScript(() => {
    const counted = window as unknown as { loaderTimers: number };
    counted.loaderTimers = 0;
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (/\/assets\/boot-[^/]+\.js/.test(new Error().stack ?? '')) counted.loaderTimers++;
      return setTimeout(handler, timeout, ...args);
    }) as typeof window.setTimeout;
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { loaderTimers: number }).loaderTimers)).toBe(0);
});
