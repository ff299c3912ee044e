#!/usr/bin/env node
/**
 * `npm run bench`: measures the web apps (bench/web.mjs) and the API (api/dist/scripts/bench.js), compares every
 * figure with its budget in bench/budgets.json, prints the table and writes everything to bench/results.json.
 *
 *   npm run bench                       both parts
 *   npm run bench -- --only web         only the web part (or `--only api`)
 *   npm run bench -- --check            exits 1 when an enforced budget is missed or not measured
 *   npm run bench -- --runs 3           Lighthouse runs per page (the median counts; 5 by default)
 *   npm run bench -- balance csvExport  API sections by name (as BENCH_ONLY; see api/src/scripts/bench.ts)
 *
 * Budgets marked `enforced: false` belong to a later issue: shown as 'not yet met' (or 'met') but never fail --check.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchWeb } from './web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('--only');
// five runs by default: one Lighthouse run of a page scatters widely (TBT by a factor of four on this machine), and
// Lighthouse's own advice (docs/variability.md) is the median of five runs, which about halves the spread
const runs = Number(option('--runs') ?? 5);
const optionValues = new Set([only, option('--runs')]);
const sections = args.filter((a) => !a.startsWith('--') && !optionValues.has(a));
if (only && !['web', 'api'].includes(only)) fail(`--only takes web or api, not ${only}`);

const { budgets } = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
const results = { measuredAt: new Date().toISOString() };
if (only !== 'api') {
  console.error('bench: web …');
  results.web = await benchWeb(root, { lighthouseRuns: runs });
}
if (only !== 'web') {
  console.error('bench: api …');
  results.api = await benchApi(sections);
}
results.budgets = budgets.map((b) => verdict(b, results));
writeFileSync(join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
printTable(results.budgets);
printFloor(results.api);
printDocuments(results.api?.approvals?.retirementApprovalsWithStatement?.documents);
printMachineSpeed(results);
console.log('\nAll figures: bench/results.json');
const missed = results.budgets.filter((b) => b.enforced && b.status !== 'met' && b.status !== 'skipped');
if (check && missed.length) {
  console.error(`\nbench --check: ${missed.length} budget(s) missed: ${missed.map((b) => b.id).join(', ')}`);
  process.exit(1);
}

/** Runs the API bench in its own process and reads the JSON it prints; adds the auth-to-bare-query share. */
async function benchApi(names) {
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'api/dist/scripts/bench.js'), ...names], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`API bench exited with ${code}`))));
  });
  const api = JSON.parse(out.slice(out.indexOf('{\n  "machine"')));
  const shareOfBare = (r) => Math.round((r.requestsPerSecond / api.barePgSameRow.requestsPerSecond) * 1000) / 10;
  if (api.getAuth && api.barePgSameRow) api.getAuthShareOfBarePct = shareOfBare(api.getAuth);
  if (api.loopbackFloor && api.barePgSameRow)
    api.loopbackFloorShareOfBarePct = {
      constant: shareOfBare(api.loopbackFloor.constant),
      sameRow: shareOfBare(api.loopbackFloor.sameRow),
    };
  return api;
}

function verdict(budget, all) {
  const enforced = budget.enforced !== false && budget.measured !== false;
  const base = {
    id: budget.id,
    label: budget.label,
    budget: budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`,
    enforced,
    note: budget.note,
  };
  if (budget.measured === false) return { ...base, measured: null, status: 'not measured yet' };
  const part = budget.path.split('.')[0];
  if (!(part in all)) return { ...base, measured: null, status: 'skipped' };
  const value = budget.path.split('.').reduce((o, k) => (o == null ? undefined : o[k]), all);
  if (typeof value !== 'number') return { ...base, measured: null, status: enforced ? 'missing' : 'skipped' };
  const met = budget.max !== undefined ? value <= budget.max : value >= budget.min;
  return { ...base, measured: value, status: met ? 'met' : enforced ? 'MISSED' : 'not yet met' };
}

function printTable(rows) {
  const head = ['budget', 'measured', 'limit', 'status'];
  const body = rows.map((r) =>
    [r.label, r.measured ?? '—', r.budget, r.status + (r.note && r.status !== 'met' ? ` (${r.note})` : '')].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const b of body) console.log(line(b));
}

/**
 * LoopBack's own share of the bare query in the same run (no budget: what GET /api/auth's share cannot exceed), and
 * what one request cost the main thread, GET /api/auth's beside LoopBack's alone.
 */
function printFloor(api) {
  const floor = api?.loopbackFloorShareOfBarePct;
  if (!floor) return;
  console.log(
    `\nLoopBack alone, same load and run (bench-loopback-floor.ts), % of the bare query's rate: ` +
      `answering a constant ${floor.constant}, answering the same row ${floor.sameRow}`,
  );
  const us = (r) => r?.mainThreadCpuUsPerRequest ?? '—';
  console.log(
    `Main thread's CPU per request (µs): GET /api/auth ${us(api.getAuth)}, LoopBack alone answering the same row ` +
      `${us(api.loopbackFloor.sameRow)}, answering a constant ${us(api.loopbackFloor.constant)}; the bare query ` +
      `${us(api.barePgSameRow)}`,
  );
}

/** The retirements' PDFs, rendered in the background after the answers: when the last was stored. */
function printDocuments(documents) {
  if (!documents) return;
  console.log(
    `Retirements' PDFs (rendered after the answers, bench-trading.ts): all stored ${documents.allStoredAfterSeconds} s ` +
      `after the first approval, ${documents.statementsWithPdfsPerSecond} statements with their PDFs a second`,
  );
}

/**
 * How fast the machine was during this run, so that tables of different days compare: Lighthouse's benchmarkIndex of
 * each page's runs (median; higher is faster), and the bare node-postgres query's rate.
 */
function printMachineSpeed({ web, api }) {
  const parts = [];
  if (web)
    parts.push(
      "Lighthouse's benchmarkIndex " +
        Object.entries(web.pages)
          .map(([name, page]) => `${name} ${page.benchmarkIndex}`)
          .join(', '),
    );
  if (api?.barePgSameRow) parts.push(`bare node-postgres query ${api.barePgSameRow.requestsPerSecond} rows a second`);
  if (parts.length) console.log(`Machine speed in this run: ${parts.join('; ')}`);
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
