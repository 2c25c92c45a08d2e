// The report-table benchmark (docs/performance.md "Big tables in the browser"): 20,000 x 12 synthetic rows
// in headless Chromium, on the production build's /bench/report-table page (BENCH_PAGES=1), medians
// of RUNS, for
//   table   the real ReportTable with every row on one page (the docs/performance.md load);
//   paged   the real ReportTable with the shared pager's 10,000 rows a page (what users get);
//   naive   the baseline: the same rows and pacing, appended batch by batch to ONE growing tbody.
// Each run measures, from navigation start: the first row painted, the last row in the DOM (and
// painted), the longest long-animation-frame of the whole load, the JS heap after a GC, and how long
// scrolling to the last row takes to paint; the HTML's arrival and the load event give the share of
// plain page loading in the first-row time (the rows are generated in the browser after hydration).
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright';
import { appChild, spareport, stop } from './children.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROWS = 20_000;
const COLUMNS = 12;
const PAGED_ROWS = 10_000;
const MODES = ['table', 'paged', 'naive'];
export const TARGETS = { firstRowMs: 500, allRowsMs: 3_000, longestFrameMs: 100, heapMB: 70 };
const RUN_TIMEOUT_MS = 120_000;
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/*
 * Runs in the page before any of its scripts. Rows are counted from DOM mutations (only the rows under
 * a tbody, so the header does not count); "painted" is a task queued from the next animation frame,
 * which runs once that frame is on screen.
 */
export function instrument(expected) {
  const bench = { expected, rows: 0, firstRowDom: null, firstRow: null, lastRowDom: null, lastRow: null, frames: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.frames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const afterPaint = (key) => requestAnimationFrame(() => setTimeout(() => (bench[key] = performance.now())));
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        bench.rows += node.tagName === 'TR' ? (node.parentElement?.tagName === 'TBODY' ? 1 : 0) : node.querySelectorAll('tbody tr').length;
      }
    }
    if (bench.rows > 0 && bench.firstRowDom === null) {
      bench.firstRowDom = performance.now();
      afterPaint('firstRow');
    }
    if (bench.rows >= bench.expected && bench.lastRowDom === null) {
      bench.lastRowDom = performance.now();
      afterPaint('lastRow');
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measure(browser, base, mode) {
  const expected = mode === 'paged' ? PAGED_ROWS : ROWS;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const failed = new Promise((_, reject) => page.on('pageerror', (error) => reject(new Error(`${mode}: the page failed: ${error.message}`))));
    failed.catch(() => undefined); // an error after the rows are out is not this run's concern
    await page.addInitScript(instrument, expected);
    const response = await page.goto(`${base}/bench/report-table?mode=${mode}&rows=${ROWS}`, { waitUntil: 'commit' });
    if (response?.status() !== 200) throw new Error(`${mode}: /bench/report-table answered ${response?.status()} (is BENCH_PAGES=1 reaching the app?)`);
    await Promise.race([page.waitForFunction(() => window.__bench?.lastRow != null, null, { timeout: RUN_TIMEOUT_MS, polling: 250 }), failed]);
    // Let the last frames' long-animation-frame entries arrive.
    await page.waitForTimeout(500);
    const scrollMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const rows = document.querySelectorAll('tbody tr');
          const start = performance.now();
          rows[rows.length - 1]?.scrollIntoView({ block: 'end' });
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        }),
    );
    const bench = await page.evaluate(() => window.__bench);
    const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON());
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const longest = Math.max(0, ...bench.frames.map((frame) => frame.duration));
    return {
      htmlMs: round(navigation?.responseEnd),
      loadEventMs: round(navigation?.loadEventEnd),
      rowsInDom: bench.rows,
      firstRowMs: round(bench.firstRow),
      allRowsMs: round(bench.lastRow),
      lastRowInDomMs: round(bench.lastRowDom),
      longestFrameMs: round(longest),
      framesOver100: bench.frames.filter((frame) => frame.duration > 100).length,
      longFrames: bench.frames.length,
      heapMB: round(usedSize / 1_048_576, 1),
      scrollToLastMs: round(scrollMs),
    };
  } finally {
    await context.close();
  }
}

export async function runReportTableBench() {
  // Nothing listens there: the page needs no platform, and the maintenance check fails fast (null).
  const deadPort = await spareport();
  const app = await appChild({ BENCH_PAGES: '1', SESSION_SECRET: randomBytes(32).toString('base64url'), PLATFORM_API_URL: `http://127.0.0.1:${deadPort}` });
  let browser;
  try {
    const appPort = await app.started;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    // Chromium resolves *.localhost to loopback itself; the Host names the site (ALPHA).
    const base = `http://alpha.localhost:${appPort}`;
    await measure(browser, base, 'table'); // warm-up: server JIT, chunk caches on disk
    const runs = Object.fromEntries(MODES.map((mode) => [mode, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const mode of MODES) {
        const result = await measure(browser, base, mode);
        runs[mode].push(result);
        console.log(`  run ${run} ${mode.padEnd(5)} ${JSON.stringify(result)}`);
      }
    }
    const results = Object.fromEntries(MODES.map((mode) => [mode, medianOf(runs[mode])]));
    printTable(results);
    return {
      load: `${ROWS} x ${COLUMNS} synthetic rows (paged: ${PAGED_ROWS} on its first page), headless Chromium 1280x800`,
      modes: {
        table: 'ReportTable, all rows on one page',
        paged: 'ReportTable, shared pager (10,000 rows a page)',
        naive: 'baseline: same rows and pacing, appended to one growing auto-layout tbody',
      },
      runs: RUNS,
      results,
      raw: runs,
      ...verdict(results),
    };
  } catch (error) {
    console.error(app.output().slice(-3000));
    throw error;
  } finally {
    await browser?.close();
    await stop(app.proc);
  }
}

export const round = (value, digits = 0) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function medianOf(list) {
  const fields = Object.keys(list[0] ?? {});
  return Object.fromEntries(fields.map((field) => [field, median(list.map((result) => result[field]))]));
}

function printTable(results) {
  const heads = ['first row ms', 'all rows ms', 'longest frame ms', 'frames>100ms', 'heap MB', 'scroll to last ms'];
  const fields = ['firstRowMs', 'allRowsMs', 'longestFrameMs', 'framesOver100', 'heapMB', 'scrollToLastMs'];
  console.log(`\n  median of ${RUNS}  ${heads.map((head) => head.padStart(13)).join(' ')}`);
  for (const [mode, result] of Object.entries(results)) {
    console.log(`  ${mode.padEnd(11)} ${fields.map((field) => String(result[field]).padStart(13)).join(' ')}`);
  }
}

/** The table against the baseline (how many times less), and the docs/performance.md targets for 20,000 rows. */
function verdict({ table, paged, naive }) {
  const times = (field) => round(naive[field] / Math.max(1, table[field]), 2);
  const ratios = {
    'naive/table first row': times('firstRowMs'),
    'naive/table all rows': times('allRowsMs'),
    'naive/table longest frame': times('longestFrameMs'),
    'naive/table heap': times('heapMB'),
    'paged/table all rows': round(paged.allRowsMs / Math.max(1, table.allRowsMs), 2),
  };
  const targets = {
    [`first row < ${TARGETS.firstRowMs} ms`]: table.firstRowMs < TARGETS.firstRowMs,
    [`all rows < ${TARGETS.allRowsMs} ms`]: table.allRowsMs < TARGETS.allRowsMs,
    [`no frame > ${TARGETS.longestFrameMs} ms`]: table.longestFrameMs <= TARGETS.longestFrameMs,
    [`heap < ${TARGETS.heapMB} MB`]: table.heapMB < TARGETS.heapMB,
  };
  return { ratios, targets };
}
