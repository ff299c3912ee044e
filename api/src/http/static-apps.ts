/**
 * Serving the built front ends (DESIGN §1): the portal at / and the backoffice at /backoffice.
 * - Files the build compressed ahead of time (`x.js.br`, `x.js.gz`, vite-plugin-compression2) are sent in the best
 *   encoding the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`; nothing is compressed per request.
 * - Files under `assets/` carry a content hash in their name, so they never change: cached for a year, `immutable`.
 *   Everything else (index.html, logo.svg) is revalidated on every use (`no-cache`), so a new build shows at once.
 * - A missing hashed asset is a 404, never the SPA page (a stale chunk name must fail as a script, not parse HTML).
 * - A page whose first screen the build drew ahead of time (`prerendered/<path>.html`, the portal's public pages) is
 *   sent for its own path when asked without a query (a query may change what the page shows); it is revalidated
 *   like index.html and compressed like the assets.
 * - Any other path under the app falls back to its index.html (client-side routes).
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const ASSETS_DIR = `${path.sep}assets${path.sep}`;

export function serveSpa(app: express.Express, base: string, dir: string) {
  const index = path.join(dir, 'index.html');
  const prefix = base === '/' ? '' : base;
  const prerendered = prerenderedPages(dir);
  app.get(base === '/' ? '*' : `${base}*`, (req, _res, next) => {
    const page = prerendered.get(req.path.slice(prefix.length) || '/');
    if (page && !req.originalUrl.includes('?')) req.url = prefix + page;
    next();
  });
  app.use(
    base,
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // a folder of the build (assets/, prerendered/) is not a page: no redirect to its name with a slash
        redirect: false,
        cacheControl: false,
        setHeaders: (res, file) => res.setHeader('Cache-Control', file.includes(ASSETS_DIR) ? IMMUTABLE : REVALIDATE),
      },
    }),
  );
  app.use(`${prefix}/assets`, (_req, res) => void res.sendStatus(404));
  app.get(base === '/' ? '*' : `${base}*`, (req, res, next) => {
    if (req.path.startsWith('/api/') || !fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(index);
  });
}

/** The app paths the build prerendered, each with the file's URL under the app: `/` → `/prerendered/index.html`. */
function prerenderedPages(dir: string): Map<string, string> {
  const root = path.join(dir, 'prerendered');
  const pages = new Map<string, string>();
  if (!fs.existsSync(root)) return pages;
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const page = file.slice(0, -'.html'.length).split(path.sep).join('/');
    pages.set(page === 'index' ? '/' : `/${page}`, `/prerendered/${page}.html`);
  }
  return pages;
}
