#!/usr/bin/env node
/**
 * Builds the named parts of the monorepo (default: all) — but only those whose inputs changed since their last
 * build, so a second `npm start` starts at once.
 *
 *   node scripts/build.mjs [api|portal|backoffice ...] [--force]
 *
 * A part's inputs are its source files, its package.json and tsconfig, the shared tsconfig.base.json, the root
 * package-lock.json and — for the two front ends — the API's contract module and the @bcu/client package they
 * import. Their SHA-256 is kept in `<part>/dist/.build-hash`; a part is rebuilt when the hash differs or its entry
 * output is missing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', '.vite', '.turbo']);
const COMMON = ['package-lock.json', 'tsconfig.base.json'];

/** What each part reads, what proves it was built, and how to build it. */
const PARTS = {
  api: {
    inputs: [...COMMON, 'api/src', 'api/package.json', 'api/tsconfig.json'],
    output: 'api/dist/main.js',
    build: buildApi,
  },
  portal: {
    inputs: [...COMMON, 'portal', 'client', 'api/src/contracts', 'api/package.json'],
    output: 'portal/dist/index.html',
    build: () => run('npm', ['run', 'build', '-w', 'portal']),
  },
  backoffice: {
    inputs: [...COMMON, 'backoffice', 'client', 'api/src/contracts', 'api/package.json'],
    output: 'backoffice/dist/index.html',
    build: () => run('npm', ['run', 'build', '-w', 'backoffice']),
  },
};

const args = process.argv.slice(2);
const force = args.includes('--force');
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in PARTS));
if (unknown.length) {
  console.error(`build: unknown part(s) ${unknown.join(', ')}; expected ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

for (const name of names.length ? names : Object.keys(PARTS)) {
  const part = PARTS[name];
  const started = Date.now();
  const hash = hashInputs(part.inputs);
  const hashFile = join(root, name, 'dist', '.build-hash');
  const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (!force && previous === hash && existsSync(join(root, part.output))) {
    console.log(`build: ${name} is up to date`);
    continue;
  }
  console.log(`build: ${name} …`);
  part.build({ clean: !previous });
  if (!existsSync(join(root, part.output))) fail(`${name}: the build did not produce ${part.output}`);
  writeFileSync(hashFile, hash + '\n');
  console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** SHA-256 over the sorted relative paths and contents of every input file. */
function hashInputs(inputs) {
  const files = [];
  for (const input of inputs) collect(join(root, input), files);
  files.sort();
  const h = createHash('sha256');
  for (const file of files) {
    h.update(relative(root, file).split(sep).join('/'));
    h.update('\0');
    h.update(readFileSync(file));
    h.update('\0');
  }
  return h.digest('hex');
}

function collect(path, files) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    if (!path.endsWith('.tsbuildinfo')) files.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
    collect(join(path, entry.name), files);
  }
}

/**
 * `tsc -p api`, incremental. With no earlier build (dist wiped) the incremental state is dropped too — tsc would
 * otherwise trust its .tsbuildinfo and emit nothing. Afterwards compiled files whose source is gone are removed,
 * so a deleted test or controller does not live on in dist/.
 */
function buildApi({ clean }) {
  if (clean)
    for (const f of ['api/tsconfig.tsbuildinfo', 'api/dist/tsconfig.tsbuildinfo'])
      rmSync(join(root, f), { force: true });
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'api']);
  pruneOrphans(join(root, 'api/dist'), join(root, 'api/src'));
}

function pruneOrphans(distDir, srcDir) {
  if (!existsSync(distDir)) return;
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const path = join(distDir, entry.name);
    if (entry.isDirectory()) {
      pruneOrphans(path, join(srcDir, entry.name));
      continue;
    }
    const m = /^(.*)\.(js|js\.map|d\.ts)$/.exec(entry.name);
    if (!m) continue;
    const base = join(srcDir, m[1]);
    if (!['.ts', '.tsx', '.js', '.mts', '.cts'].some((ext) => existsSync(base + ext))) rmSync(path);
  }
}

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.error) fail(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`${[cmd, ...cmdArgs].join(' ')} exited with ${r.status ?? r.signal}`);
}

function fail(message) {
  console.error(`build: FAILED — ${message}`);
  process.exit(1);
}
