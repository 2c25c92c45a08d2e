// The report-page benchmark: a real report page of 20,000 rows loaded from the platform, in
// headless Chromium, against the targets for 20,000 rows of docs/performance.md. The platform runs on a
// throw-away PGlite directory, then on a throw-away PostgreSQL database when one answers
// (bench/report-page-db.ts: the demo seed plus one SG draw whose Stake Report for admin has exactly
// 20,000 rows); the app is the production build. Signed in as admin, each
// run opens /report/stake?DrawId=… (the server loads reportStakeFull through the BFF's platform
// client, renders the first rows in the HTML and hydrates the shared ReportTable, which renders the
// rest 500 rows every 60 ms on pages of 10,000) and measures, from navigation start:
//   first row   the first row painted;
//   page 1      its 10,000 rows in the DOM and painted;
//   last row    the 20,000th row painted: page 1, then a click on "Page 2" and its rows (the click's
//               wait excluded: page 1's time plus the time from the click to the last row);
//   the longest long-animation-frame over both pages, and the JS heap after a GC.
// The baseline, measured in the same run and the same way, is the synthetic /bench/report-table page
// with the same number of rows generated in the browser (no server work, no platform): the ratios say
// what loading the report from the platform adds. The platform's own answer time for the report is
// measured too (straight, with admin's token), since no row can show before it.
//
// BENCH_BEFORE_DIST names another build of the app (a dist dir, as NEXT_DIST_DIR): a second app serves
// it on the same platform and its report page is measured in the same runs, interleaved, so a change is
// judged against the build before it on a machine whose load moves. BENCH_REPORT_STORES=pglite (or
// postgres) measures one database only; BENCH_RUNS sets the runs (3).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { root } from '../scripts/processes.mjs';
import { appChild, platformChild, stop } from './children.mjs';
import { signIn, SITE_HOST } from './first-load.mjs';
import { CHROMIUM_ARGS, instrument, medianOf, round, TARGETS } from './report-table.mjs';
import { DEFAULT_POSTGRES_URL, probePostgres, redact } from './db-child.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE_ROWS = 10_000;
const RUN_TIMEOUT_MS = 120_000;
const BEFORE_DIST = process.env.BENCH_BEFORE_DIST || '';
const STORES = (process.env.BENCH_REPORT_STORES || 'pglite,postgres').split(',').map((name) => name.trim());

function prepareDatabase(store) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'bench/report-page-db.ts', store], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (prepared.status !== 0) throw new Error(`bench/report-page-db.ts failed:\n${prepared.stderr.slice(-2000)}`);
  return JSON.parse(prepared.stdout.trim().split('\n').at(-1));
}

/**
 * The browser state of admin signed in with the terms accepted: the session cookie from the sign-in
 * and terms calls the pages make (bench/first-load.mjs), set for the site's host.
 */
async function signedInState(appPort) {
  const cookie = await signIn(appPort, `${SITE_HOST}:${appPort}`);
  const at = cookie.indexOf('=');
  const session = { name: cookie.slice(0, at), value: cookie.slice(at + 1), domain: SITE_HOST, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' };
  return { cookies: [session], origins: [] };
}

/** The platform's own answer time for the report (median of 3), straight with admin's bearer token. */
async function platformMs(platformPort, drawId) {
  const base = `http://127.0.0.1:${platformPort}/api/v1`;
  const signedIn = await fetch(`${base}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin1234' }) });
  const { access_token: token } = await signedIn.json();
  const times = [];
  for (let i = 0; i < 4; i += 1) {
    const start = performance.now();
    const answer = await fetch(`${base}/4d/reportStakeFull?LocId=SG&DrawId=${drawId}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await answer.json();
    if (answer.status !== 200 || body.Items.length === 0) throw new Error(`reportStakeFull answered ${answer.status}`);
    if (i > 0) times.push(performance.now() - start); // the first one warms the plans
  }
  return round([...times].sort((a, b) => a - b)[1]);
}

const waitForLastRow = (page) => page.waitForFunction(() => window.__bench?.lastRow != null, null, { timeout: RUN_TIMEOUT_MS, polling: 100 });

/** One load of a paged 20,000-row table: page 1 from navigation, then page 2 from the click. */
async function measure(browser, state, url, rows) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, storageState: state });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument, PAGE_ROWS);
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await waitForLastRow(page);
    const first = await page.evaluate(() => ({ firstRow: window.__bench.firstRow, lastRow: window.__bench.lastRow }));
    // Page 2: from the click until the report's last row (aria-rowindex is its place in the whole
    // report, the header row being 1) is in the DOM and painted. Rows are not counted here: the table
    // reuses page 1's first batch.
    const clickAt = await page.evaluate(() => performance.now());
    const painted = page.evaluate(
      ([rowIndex, timeoutMs]) =>
        new Promise((resolve, reject) => {
          const giveUp = performance.now() + timeoutMs;
          const check = () => {
            if (document.querySelector(`tbody tr[aria-rowindex="${rowIndex}"]`)) requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
            else if (performance.now() > giveUp) reject(new Error(`row ${rowIndex} never appeared`));
            else requestAnimationFrame(check);
          };
          check();
        }),
      [rows + 1, RUN_TIMEOUT_MS],
    );
    await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
    const lastRowAt = await painted;
    await page.waitForTimeout(500); // the last frames' long-animation-frame entries
    const { frames } = await page.evaluate(() => window.__bench);
    const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON());
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const page2Ms = lastRowAt - clickAt;
    return {
      htmlMs: round(navigation?.responseEnd),
      htmlKB: round((navigation?.encodedBodySize ?? 0) / 1024),
      firstRowMs: round(first.firstRow),
      page1Ms: round(first.lastRow),
      page2Ms: round(page2Ms),
      lastRowMs: round(first.lastRow + page2Ms),
      longestFrameMs: round(Math.max(0, ...frames.map((frame) => frame.duration))),
      framesOver100: frames.filter((frame) => frame.duration > 100).length,
      heapMB: round(usedSize / 1_048_576, 1),
    };
  } finally {
    await context.close();
  }
}

/** The whole measurement on one database: platform, app, browser, RUNS interleaved runs. */
async function runOnStore(driver, adminUrl) {
  // The settlement benchmark's throw-away database (a TypeScript module, loaded through tsx).
  const { throwAwayDatabase } = await tsImport('./throw-away-db.ts', import.meta.url);
  const store = await throwAwayDatabase(driver, 'bench-report-page', adminUrl);
  const children = [];
  let browser;
  try {
    process.stdout.write(`  ${driver}: preparing a throw-away platform database (migrations, demo seed, a 20,000-row stake report)...\n`);
    const { drawId, rows } = prepareDatabase(store.env.DATABASE_URL || store.env.PLATFORM_DATA_DIR);
    const platform = platformChild(store.env);
    children.push(platform);
    const platformPort = await platform.started;
    // One session secret for both apps: the session cookie (host-wide, whatever the port) opens both.
    const appEnv = { BENCH_PAGES: '1', PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`, SESSION_SECRET: randomBytes(32).toString('base64url') };
    const app = await appChild(appEnv);
    children.unshift(app);
    const appPort = await app.started;
    let beforePort = null;
    if (BEFORE_DIST) {
      const before = await appChild({ ...appEnv, NEXT_DIST_DIR: BEFORE_DIST });
      children.unshift(before);
      beforePort = await before.started;
    }

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const base = `http://${SITE_HOST}:${appPort}`;
    const state = await signedInState(appPort);
    const urls = {
      report: `${base}/report/stake?LocId=SG&DrawId=${drawId}`,
      ...(beforePort ? { before: `http://${SITE_HOST}:${beforePort}/report/stake?LocId=SG&DrawId=${drawId}` } : {}),
      synthetic: `${base}/bench/report-table?mode=paged&rows=${rows}`,
    };
    await measure(browser, state, urls.report, rows); // warm-up: server JIT, the platform's first query plans
    if (urls.before) await measure(browser, state, urls.before, rows);
    const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const name of Object.keys(urls)) {
        const result = await measure(browser, state, urls[name], rows);
        runs[name].push(result);
        console.log(`  ${driver} run ${run} ${name.padEnd(9)} ${JSON.stringify(result)}`);
      }
    }
    const results = { report: medianOf(runs.report), ...(urls.before ? { before: medianOf(runs.before) } : {}), synthetic: medianOf(runs.synthetic), platformMs: await platformMs(platformPort, drawId) };
    const { report, synthetic, before } = results;
    console.log(`\n  ${driver}, median of ${RUNS}: report first row ${report.firstRowMs} ms, last row ${report.lastRowMs} ms, longest frame ${report.longestFrameMs} ms, heap ${report.heapMB} MB (HTML ${report.htmlKB} KB)`);
    console.log(`  the platform's reportStakeFull alone (20,000 rows, JSON): ${results.platformMs} ms`);
    if (before) console.log(`  the build before (${BEFORE_DIST}): first row ${before.firstRowMs} ms, last row ${before.lastRowMs} ms, longest frame ${before.longestFrameMs} ms, heap ${before.heapMB} MB (HTML ${before.htmlKB} KB)`);
    console.log(`  synthetic baseline: first row ${synthetic.firstRowMs} ms, last row ${synthetic.lastRowMs} ms, longest frame ${synthetic.longestFrameMs} ms, heap ${synthetic.heapMB} MB\n`);
    const ratio = (field) => round(report[field] / Math.max(1, synthetic[field]), 2);
    const beforeRatio = (field) => round(report[field] / Math.max(1, before[field]), 2);
    return {
      driver,
      rows,
      results,
      raw: runs,
      ratios: {
        [`${driver} report/synthetic first row`]: ratio('firstRowMs'),
        [`${driver} report/synthetic last row`]: ratio('lastRowMs'),
        [`${driver} report/synthetic longest frame`]: ratio('longestFrameMs'),
        [`${driver} report/synthetic heap`]: ratio('heapMB'),
        [`${driver} report first row / platform answer`]: round(report.firstRowMs / Math.max(1, results.platformMs), 2),
        ...(before
          ? {
              [`${driver} report/before first row`]: beforeRatio('firstRowMs'),
              [`${driver} report/before last row`]: beforeRatio('lastRowMs'),
              [`${driver} report/before longest frame`]: beforeRatio('longestFrameMs'),
              [`${driver} report/before heap`]: beforeRatio('heapMB'),
            }
          : {}),
      },
      targets: {
        [`${driver} first row < ${TARGETS.firstRowMs} ms`]: report.firstRowMs < TARGETS.firstRowMs,
        [`${driver} last row reachable < ${TARGETS.allRowsMs} ms`]: report.lastRowMs < TARGETS.allRowsMs,
        [`${driver} no frame > ${TARGETS.longestFrameMs} ms`]: report.longestFrameMs <= TARGETS.longestFrameMs,
        [`${driver} heap < ${TARGETS.heapMB} MB`]: report.heapMB < TARGETS.heapMB,
      },
    };
  } catch (error) {
    for (const { output } of children) console.error(output().slice(-2000));
    throw error;
  } finally {
    await browser?.close();
    for (const { proc } of children) await stop(proc);
    await store.dispose();
  }
}

export async function runReportPageBench() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const unavailable = probePostgres(adminUrl);
  const stores = STORES.includes('pglite') ? [await runOnStore('pglite')] : [];
  if (!STORES.includes('postgres')) process.stdout.write('  postgres: not asked (BENCH_REPORT_STORES)\n');
  else if (unavailable) process.stdout.write(`  postgres: skipped, nothing answers at ${redact(adminUrl)} (${unavailable})\n`);
  else stores.push(await runOnStore('postgres', adminUrl));
  return {
    load: `/report/stake for admin: 20,000 rows from reportStakeFull, pages of ${PAGE_ROWS}; headless Chromium 1280x800; median of ${RUNS} runs`,
    baseline: '/bench/report-table?mode=paged: the same number of synthetic rows generated in the browser',
    ...(BEFORE_DIST ? { before: `the same report page served from the build in ${BEFORE_DIST}, interleaved with this one` } : {}),
    postgres: unavailable ? `skipped: ${unavailable}` : redact(adminUrl),
    stores,
    ratios: Object.assign({}, ...stores.map((store) => store.ratios)),
    targets: Object.assign({}, ...stores.map((store) => store.targets)),
  };
}
