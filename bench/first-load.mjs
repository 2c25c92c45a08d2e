// The first-load JS benchmark (docs/performance.md "First-load JS"): for each page, the gzip size (zlib
// level 9) of every chunk its server-rendered HTML loads with <script src>, summed (noModule scripts,
// Next's polyfills that modern browsers never fetch, left out), against
//   bare     /bench/bare, a page with nothing of its own under the root layout (the baseline);
//   login    /login, signed out;
//   shell    /admin/home, signed in through the BFF as the demo admin (terms accepted);
//   report   /bench/report-table: app/ has no /report page yet, so the benchmark page that renders the
//            real ReportTable stands in; "report in shell" is the union of its chunks and the shell's,
//            an estimate of a report page inside the signed-in layout.
// The production build runs against the reference platform on a fresh temporary database. Requests
// go to 127.0.0.1 and name the site in the Host header (node cannot resolve *.localhost).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appChild, platformChild, stop } from './children.mjs';

export const SITE_HOST = 'alpha.localhost';
const DEMO_USER = { UserId: 'admin', Password: 'Admin1234' };
/** Budgets in kB (1000 bytes, the stricter reading of "KB" in docs/performance.md). */
const BUDGETS_KB = { login: 150, shell: 175, report: 190, 'report in shell': 190 };
const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC = /\ssrc="([^"]+)"/i;
/** Modern browsers neither fetch nor run a noModule script (Next's polyfills for old browsers). */
const NO_MODULE = /\snomodule\b/i;

/** One request over node:http; resolves to { status, headers, body: Buffer }. */
function request(port, method, pathname, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: pathname, headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${pathname} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The session cookie a response sets (name=value), or the one we had. */
function sessionCookie(response, previous) {
  const set = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('drawdesk_session='));
  return set ? set.split(';')[0] : previous;
}

/** Signs in as the demo admin and accepts the terms, as the sign-in and terms pages do (JSON, same origin). */
export async function signIn(port, host) {
  const headers = { host, origin: `http://${host}`, 'content-type': 'application/json' };
  const signedIn = await request(port, 'POST', '/api/auth/sign-in', headers, JSON.stringify(DEMO_USER));
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.body.toString().slice(0, 300)}`);
  let cookie = sessionCookie(signedIn);
  const next = JSON.parse(signedIn.body.toString()).redirect;
  if (next === '/terms') {
    const terms = await request(port, 'POST', '/api/auth/terms', { ...headers, cookie }, JSON.stringify({ agree: true }));
    if (terms.status !== 200) throw new Error(`terms answered ${terms.status}: ${terms.body.toString().slice(0, 300)}`);
    cookie = sessionCookie(terms, cookie);
  }
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

const decodeEntities = (text) => text.replaceAll('&amp;', '&');

/** The page's HTML and the chunks it loads with <script src>, each with its raw and gzip size. */
async function pageScripts(port, host, pathname, cookie, sizes) {
  const response = await request(port, 'GET', pathname, { host, ...(cookie ? { cookie } : {}) });
  if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status} (location: ${response.headers.location ?? '-'})`);
  const html = response.body.toString();
  const tags = html.match(SCRIPT_TAG) ?? [];
  const loaded = tags.filter((tag) => SRC.test(tag) && !NO_MODULE.test(tag));
  const sources = [...new Set(loaded.map((tag) => decodeEntities(SRC.exec(tag)?.[1] ?? '')))];
  for (const source of sources) {
    if (sizes.has(source)) continue;
    const chunk = await request(port, 'GET', source, { host });
    if (chunk.status !== 200) throw new Error(`GET ${source} answered ${chunk.status}`);
    sizes.set(source, { raw: chunk.body.length, gzip: gzipSync(chunk.body, { level: 9 }).length });
  }
  return sources;
}

function summary(sources, sizes) {
  const total = (field) => sources.reduce((sum, source) => sum + (sizes.get(source)?.[field] ?? 0), 0);
  return { chunks: sources.length, rawBytes: total('raw'), gzipBytes: total('gzip'), gzipKB: kb(total('gzip')), gzipKiB: Math.round((total('gzip') / 1024) * 10) / 10 };
}

const kb = (bytes) => Math.round(bytes / 100) / 10;

export async function runFirstLoadBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-bench-'));
  const children = [];
  try {
    const platform = platformChild({ PLATFORM_DATA_DIR: dataDir, DATABASE_URL: '' });
    children.push(platform);
    const platformPort = await platform.started;
    const app = await appChild({ BENCH_PAGES: '1', PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`, SESSION_SECRET: randomBytes(32).toString('base64url') });
    children.unshift(app);
    const appPort = await app.started;
    const host = `${SITE_HOST}:${appPort}`;
    const cookie = await signIn(appPort, host);
    const sizes = new Map();
    const pages = {
      bare: await pageScripts(appPort, host, '/bench/bare', undefined, sizes),
      login: await pageScripts(appPort, host, '/login', undefined, sizes),
      shell: await pageScripts(appPort, host, '/admin/home?LocId=SG', cookie, sizes),
      report: await pageScripts(appPort, host, '/bench/report-table', undefined, sizes),
    };
    pages['report in shell'] = [...new Set([...pages.shell, ...pages.report])];
    const results = Object.fromEntries(Object.entries(pages).map(([name, sources]) => [name, summary(sources, sizes)]));
    printTable(results);
    return {
      measure: 'sum of gzip -9 sizes of the chunks each page HTML loads with <script src> (noModule left out); kB = 1000 bytes',
      pages: { bare: '/bench/bare', login: '/login', shell: '/admin/home?LocId=SG (signed in)', report: '/bench/report-table (no /report page in app/ yet)', 'report in shell': 'union of shell and report chunks (estimate)' },
      results,
      chunks: Object.fromEntries(Object.entries(pages).map(([name, sources]) => [name, sources.map((source) => ({ source, ...sizes.get(source) }))])),
      ...verdict(results),
    };
  } catch (error) {
    for (const { output } of children) console.error(output().slice(-3000));
    throw error;
  } finally {
    for (const { proc } of children) await stop(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results) {
  const bare = results.bare.gzipBytes;
  console.log('\n  page               chunks   raw kB   gzip kB  gzip KiB   vs bare   budget kB');
  for (const [name, { chunks, rawBytes, gzipBytes, gzipKB, gzipKiB }] of Object.entries(results)) {
    const cells = [chunks, kb(rawBytes), gzipKB, gzipKiB, `${(gzipBytes / bare).toFixed(3)}x`, BUDGETS_KB[name] ?? '-'];
    console.log(`  ${name.padEnd(16)} ${cells.map((cell, index) => String(cell).padStart([7, 9, 9, 9, 9, 11][index])).join(' ')}`);
  }
}

function verdict(results) {
  const bare = results.bare.gzipBytes;
  const ratios = {};
  const targets = {};
  for (const [name, { gzipBytes }] of Object.entries(results)) {
    if (name === 'bare') continue;
    ratios[`${name}/bare`] = Math.round((gzipBytes / bare) * 1000) / 1000;
    ratios[`${name} - bare (kB)`] = kb(gzipBytes - bare);
    targets[`${name} ≤ ${BUDGETS_KB[name]} kB`] = gzipBytes <= BUDGETS_KB[name] * 1000;
  }
  return { ratios, targets };
}
