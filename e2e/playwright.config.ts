import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright journeys against the real stack: global-setup.ts starts an SMTP sink and `node api/dist/main.js` on a
 * fresh data directory and free ports, so the run never touches the developer's `.data/` or port 3000.
 * Chromium is the OS package (/usr/bin/chromium, or CHROMIUM_PATH); Playwright downloads no browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  // 47 journeys take about 18 minutes on 2 cores; the whole CI run stays well inside its 90 minutes
  globalTimeout: 40 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // The real base URL is only known once global setup has picked a free port; tests take it from the
    // `baseURL` fixture of support/fixtures.ts.
    headless: true,
    viewport: { width: 1366, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    // the portal honours prefers-reduced-motion: no animation leaves a stale state behind in a busy headless browser
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
