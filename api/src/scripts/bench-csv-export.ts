/**
 * Bench figure of the streamed CSV download (issue 5, DESIGN §3, http/csv.ts): 100 000 action log rows inserted with
 * generate_series (each still chained by the action_logs insert trigger), then GET /api/admin/logs/export (logs.csv)
 * read by one client that drops the bytes. The API runs in this process, so `process.memoryUsage().rss` sampled every
 * 50 ms is the server's memory: the peak during the download beside the resting level before it shows whether the
 * export is bounded. Also reports the bytes, rows and seconds of the download (JSON).
 * Run alone with `node api/dist/scripts/bench-csv-export.js` or as part of `npm run bench`.
 */
import { benchToken } from './bench-token';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Registry } from '../registry';
import { runStandalone } from './bench-standalone';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 100_000);
const SAMPLE_MS = 50;
const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Appends `n` action log rows (User kind, a handful of actions, a small details object) as the admin. */
async function givenManyLogRows(registry: Registry, adminId: string, n: number): Promise<number> {
  const t0 = performance.now();
  await registry.db.pool.query(
    `INSERT INTO action_logs (kind, action, user_id, company_id, subject_type, subject_id, ip, details, created_at)
     SELECT 'User', (ARRAY['Login', 'Update profile', 'Transfer BCU', 'Retire BCU', 'Download statement'])[1 + i % 5],
            u.id, u.company_id, 'credit', 'BCU-2099-' || lpad(i::text, 6, '0'), '10.0.' || (i % 250) || '.' || (i % 200),
            jsonb_build_object('bench', i, 'note', 'row ' || i || ', "quoted", =formula-like'),
            timestamptz '2024-01-01' + i * interval '1 minute'
     FROM generate_series(1, $1::int) AS i, users u WHERE u.id = $2`,
    [n, adminId],
  );
  await registry.db.pool.query('VACUUM ANALYZE action_logs');
  return Math.round(performance.now() - t0);
}

/** Samples the resident set size every 50 ms until stopped; returns the peaks, the last RSS and the samples' count. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  let samples = 0;
  let last = peak;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    last = m.rss;
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    samples++;
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return { peakRss: peak, peakHeapUsed: peakHeap, lastRss: last, samples };
  };
}

/** GETs the URL, dropping the body; bytes, CSV lines and status. */
function download(url: string, token: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A full collection, so each resting level starts from live memory only (V8's gc, exposed for the bench). */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** One download of the export at `url`: bytes, rows and seconds, and RSS/heap before and at peak during it. */
async function measure(url: string, token: string) {
  collect();
  // the resting level: one second of samples with nothing running
  const stopBefore = rssSampler();
  await new Promise((r) => setTimeout(r, 1000));
  const before = stopBefore();
  const stopDuring = rssSampler();
  const t0 = performance.now();
  const got = await download(url, token);
  const seconds = (performance.now() - t0) / 1000;
  const during = stopDuring();
  collect();
  const afterGc = process.memoryUsage();
  return {
    status: got.status,
    csvDataRows: Math.max(0, got.lines - 1),
    bytes: got.bytes,
    megabytes: mb(got.bytes),
    seconds: Math.round(seconds * 100) / 100,
    megabytesPerSecond: Math.round((got.bytes / MB / seconds) * 10) / 10,
    rssBeforeMb: mb(before.lastRss),
    peakRssDuringMb: mb(during.peakRss),
    rssGrowthMb: mb(during.peakRss - before.lastRss),
    heapUsedBeforeMb: mb(before.peakHeapUsed),
    peakHeapUsedDuringMb: mb(during.peakHeapUsed),
    // what the download left behind once collected: back at the resting level means nothing was retained
    heapUsedAfterGcMb: mb(afterGc.heapUsed),
    rssAfterGcMb: mb(afterGc.rss),
    samplesDuring: during.samples,
  };
}

export async function benchCsvExport(registry: Registry) {
  const admin = await registry.db.one<{ id: string }>("SELECT id FROM users WHERE email = 'admin@demo.bcu' LIMIT 1");
  const insertMs = await givenManyLogRows(registry, admin!.id, ROWS);
  const token = await benchToken(registry, admin!.id, 'admin@demo.bcu');
  const total = await registry.db.one<{ n: string }>('SELECT count(*) AS n FROM action_logs');
  const url = `${registry.url}/api/admin/logs/export`;
  // a fifth of the rows first: bounded memory means the full export peaks no higher than this one
  const fifth = await measure(`${url}?filter=${encodeURIComponent(JSON.stringify({ action: 'Login' }))}`, token);
  const all = await measure(url, token);
  return {
    endpoint: 'GET /api/admin/logs/export (logs.csv)',
    rowsInserted: ROWS,
    rowsInTable: Number(total!.n),
    insertMs,
    sampleEveryMs: SAMPLE_MS,
    fifthOfRows: { filter: { action: 'Login' }, ...fifth },
    allRows: all,
  };
}

if (require.main === module) runStandalone('csvExport', benchCsvExport);
