#!/usr/bin/env node
/**
 * `npm test`: everything a change can break, in the order that fails cheapest first, stopping at the first failure.
 *
 *   node scripts/test.mjs [--from <stage>] [--only <stage>[,<stage>...]]
 *
 * Every stage runs; a stage whose tool or input is missing fails, it is never skipped. `--from` / `--only` exist
 * for re-running locally after a fix (CI runs them all).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const bin = (pkg, path) => join(root, 'node_modules', pkg, path);

/** [name, title, command, args, files that must exist before it runs] */
const STAGES = [
  ['build', 'Build api, portal and backoffice', node, ['scripts/build.mjs'], []],
  ['typecheck', 'Typecheck all workspaces', 'npm', ['run', 'typecheck'], ['e2e/tsconfig.json']],
  ['lint', 'ESLint (zero errors)', node, [bin('eslint', 'bin/eslint.js'), '.'], ['eslint.config.mjs']],
  [
    'api',
    'API tests (mocha, real PostgreSQL)',
    'npm',
    ['test', '-w', 'api'],
    ['api/.mocharc.json', 'api/dist/main.js'],
  ],
  [
    'portal',
    'Portal unit tests (vitest)',
    node,
    [bin('vitest', 'vitest.mjs'), 'run', '--root', 'portal'],
    ['portal/dist/index.html'],
  ],
  [
    'backoffice',
    'Backoffice unit tests (vitest)',
    node,
    [bin('vitest', 'vitest.mjs'), 'run', '--root', 'backoffice'],
    ['backoffice/dist/index.html'],
  ],
  [
    'openapi',
    'OpenAPI drift check (committed openapi.json = running app)',
    node,
    ['api/dist/scripts/openapi.js', '--check'],
    ['openapi.json', 'api/dist/scripts/openapi.js'],
  ],
  [
    'redocly',
    'OpenAPI lint (redocly, no errors)',
    node,
    [bin('@redocly/cli', 'bin/cli.js'), 'lint', 'openapi.json', '--config', 'redocly.yaml'],
    ['openapi.json', 'redocly.yaml'],
  ],
  [
    'e2e',
    'Playwright journeys (headless Chromium)',
    node,
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e'],
    ['e2e/playwright.config.ts'],
  ],
];

const argv = process.argv.slice(2);
const opt = (flag) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const names = STAGES.map((s) => s[0]);
const from = opt('--from');
const only = opt('--only')?.split(',');
for (const n of [from, ...(only ?? [])].filter(Boolean))
  if (!names.includes(n)) {
    console.error(`test: unknown stage "${n}"; stages: ${names.join(', ')}`);
    process.exit(2);
  }
const selected = STAGES.filter(
  ([name]) => (!only || only.includes(name)) && (!from || names.indexOf(name) >= names.indexOf(from)),
);

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
const results = [];
const startedAll = Date.now();

for (const [index, [name, title, cmd, args, required]] of selected.entries()) {
  const header = `[${index + 1}/${selected.length}] ${title}`;
  console.log(
    `\n${paint('1;36', '='.repeat(100))}\n${paint('1;36', `== ${header}`)}\n${paint('1;36', '='.repeat(100))}`,
  );
  console.log(paint('2', `$ ${[cmd === node ? 'node' : cmd, ...args].join(' ')}`));
  const started = Date.now();
  const missing = required.filter((f) => !existsSync(join(root, f)));
  let failure;
  if (missing.length) {
    failure = `missing ${missing.join(', ')}`;
  } else {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    if (r.error) failure = r.error.message;
    else if (r.status !== 0) failure = `exit ${r.status ?? r.signal}`;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, failure ? 'FAIL' : 'ok', seconds]);
  if (failure) {
    summary();
    console.error(paint('1;31', `\n✖ npm test FAILED at stage "${name}" (${title}): ${failure}`));
    process.exit(1);
  }
  console.log(paint('32', `✔ ${name} passed in ${seconds} s`));
}

summary();
console.log(
  paint('1;32', `\n✔ all ${selected.length} stages passed in ${((Date.now() - startedAll) / 1000).toFixed(0)} s`),
);

function summary() {
  console.log('\nstage        result  seconds');
  for (const [name, result, seconds] of results)
    console.log(`${name.padEnd(12)} ${result.padEnd(7)} ${seconds.padStart(7)}`);
}
