/**
 * The `test` and `expect` every journey imports: Playwright's, with `baseURL` pointing at the app global setup
 * started (its port is chosen at run time), and a `shot(name)` fixture that saves a full-page screenshot to
 * e2e/screenshots/<spec>-<nn>-<name>.png.
 */
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const screenshotDir = resolve(__dirname, '..', 'screenshots');

type Shot = (name: string, page?: Page) => Promise<void>;

export const test = base.extend<{ shot: Shot }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set — global setup did not run');
    await use(url);
  },
  shot: async ({ page }, use, testInfo) => {
    mkdirSync(screenshotDir, { recursive: true });
    const spec = basename(testInfo.file, '.spec.ts');
    let n = 0;
    await use(async (name, target = page) => {
      n += 1;
      const file = join(screenshotDir, `${spec}-${String(n).padStart(2, '0')}-${name}.png`);
      // Let pending requests settle (bounded: a live-event stream never goes idle) and start from the top, so a
      // sticky header is drawn where it belongs in the full-page image.
      await target.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await target.evaluate(() => window.scrollTo(0, 0));
      // a full-page image of a long page on a loaded machine can take longer than the default action timeout
      await target.screenshot({ path: file, fullPage: true, timeout: 45_000 });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };
