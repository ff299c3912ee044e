#!/usr/bin/env node
/**
 * Writes the prerendered first screen of the portal's public pages (src/prerender/entry.tsx, built for Node by
 * `vite build --ssr` into dist-prerender/) into copies of the built index.html: `dist/prerendered/<path>.html` (`/` is
 * `index.html`), each with its brotli and gzip copies as the build makes for every file. The API serves them for those
 * paths (api/src/http/static-apps.ts); every other route keeps the empty index.html.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const portal = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(portal, 'dist');
const built = join(portal, 'dist-prerender');
const ROOT = '<div id="root"></div>';

// the production builds of React and antd, as in the browser bundle: the HTML (antd's class names among it) must be
// what the app renders when it hydrates it
process.env.NODE_ENV = 'production';
const { prerender, PRERENDERED_PATHS } = await import(pathToFileURL(join(built, 'entry.js')).href);
// the shell's stylesheets are inlined: a linked one would wait behind the page's scripts for a connection, and the
// first screen would wait for it
const STYLESHEET = '<style data-bcu-stylesheet>';
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet"[^>]* href="([^"]+)">/g,
  (_, href) => `${STYLESHEET}${readFileSync(join(dist, href), 'utf8')}</style>`,
);
if (!template.includes(ROOT)) throw new Error(`prerender: ${ROOT} not found in dist/index.html`);
if (!template.includes(STYLESHEET)) throw new Error('prerender: the stylesheet was not found in dist/index.html');

// the app's code starts after the first screen is painted (scripts/boot.js): the entry script and its module preloads
// become the loader's data
const boot = readFileSync(join(portal, 'scripts', 'boot.js'));
const bootUrl = `/assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeCompressed(join(dist, bootUrl), boot);
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entry) throw new Error('prerender: the entry script was not found in dist/index.html');
const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const shell = template
  .replace(
    entry[0],
    `<script defer src="${bootUrl}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
  )
  .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

for (const path of PRERENDERED_PATHS) {
  const { html, styles } = await prerender(path);
  // antd's styles go before the app's stylesheet, where antd puts them in a page drawn in the browser (it prepends
  // them): the app's rules that override antd's with the same specificity win in both, here and on every page the
  // visitor opens next in the same document (antd adds the next pages' styles after its own)
  const page = shell.replace(STYLESHEET, `${styles}${STYLESHEET}`).replace(ROOT, `<div id="root">${html}</div>`);
  const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeCompressed(file, page);
  console.log(`prerender: ${path} → ${file.slice(portal.length + 1)} (${page.length} bytes)`);
}
rmSync(built, { recursive: true, force: true });

/** A file with its brotli and gzip copies beside it, as the build writes every file it serves. */
function writeCompressed(file, content) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
