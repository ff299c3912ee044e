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
const { prerender, PRERENDERED_PATHS, PRERENDERED_MODULES } = await import(pathToFileURL(join(built, 'entry.js')).href);
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
const LOADER = '<!-- the page loader -->';
const shell = template.replace(entry[0], LOADER).replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
// the build's manifest: the chunks each module imports (vite.config.ts)
const manifestDir = join(dist, '.vite');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8'));
const ENTRY = 'index.html';

for (const path of PRERENDERED_PATHS) {
  const { html, styles } = await prerender(path);
  // antd's styles go before the app's stylesheet, where antd puts them in a page drawn in the browser (it prepends
  // them): the app's rules that override antd's with the same specificity win in both, here and on every page the
  // visitor opens next in the same document (antd adds the next pages' styles after its own)
  const page = shell
    .replace(STYLESHEET, `${styles}${STYLESHEET}`)
    .replace(ROOT, `<div id="root">${html}</div>`)
    .replace(LOADER, loader(path));
  const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeCompressed(file, page);
  console.log(`prerender: ${path} → ${file.slice(portal.length + 1)} (${page.length} bytes)`);
}
rmSync(built, { recursive: true, force: true });
rmSync(manifestDir, { recursive: true, force: true });

/**
 * The loader of a page (scripts/boot.js) with its data: the entry, the modules to preload and run in turn before it
 * (the entry's imports, then those of the page's chunks that do not import the entry) and the modules only to preload
 * (the page's own chunk and the chunks that import the entry: they run when the entry asks for the page). Without
 * them Vite's preload helper would start the page's own preloads, up to two dozen, all in the entry's first task.
 */
function loader(path) {
  const page = PRERENDERED_MODULES[path];
  if (!manifest[ENTRY].dynamicImports?.includes(page))
    throw new Error(`prerender: ${page} (the module of ${path}) is not a page the app loads lazily`);
  const url = (key) => `/${manifest[key].file}`;
  const own = chunksOf(page).filter((key) => key !== ENTRY && !preloads.includes(url(key)));
  const preloadOnly = own.filter(importsEntry);
  const run = [...preloads, ...own.filter((key) => !preloadOnly.includes(key)).map(url)];
  return `<script defer src="${bootUrl}" data-entry="${entry[1]}" data-preload="${run.join(' ')}" data-page="${preloadOnly.map(url).join(' ')}"></script>`;
}

/** A module's chunk after the chunks it imports, each after its own imports, each once. */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((imported) => chunksOf(imported, seen)), key];
}

/** Whether a chunk imports the entry, directly or through the chunks it imports. */
function importsEntry(key) {
  return chunksOf(key).includes(ENTRY);
}

/** A file with its brotli and gzip copies beside it, as the build writes every file it serves. */
function writeCompressed(file, content) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
