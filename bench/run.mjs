// npm run bench [-- <name>...]: runs the benchmarks (all by default) against the production build and
// writes each result to bench/results/<name>.json (gitignored). Numbers are printed with the ratios
// against the baseline measured in the same run; no benchmark fails the command on a missed target.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextBin, root } from '../scripts/processes.mjs';
import { runCaptchaBench } from './captcha.mjs';
import { runFirstLoadBench } from './first-load.mjs';
import { runForwarderBench } from './forwarder.mjs';
import { runPlacementBench } from './placement.mjs';
import { runReportPageBench } from './report-page.mjs';
import { runReportTableBench } from './report-table.mjs';
import { runRiskBench } from './risk.mjs';
import { runSettlementBench } from './settlement.mjs';
import { runSoakBench } from './soak.mjs';

const BENCHES = {
  forwarder: runForwarderBench,
  'report-table': runReportTableBench,
  'report-page': runReportPageBench,
  'first-load': runFirstLoadBench,
  placement: runPlacementBench,
  settlement: runSettlementBench,
  captcha: runCaptchaBench,
  risk: runRiskBench,
  soak: runSoakBench,
};
/** Old names still taken, each run (and written) under its name of today. */
const ALIASES = { 'bet-placement': 'placement' };
/** Benchmarks that measure no page or route of the app: run alone, they need no build. */
const WITHOUT_BUILD = new Set(['captcha', 'risk']);
/** Routes the benchmarks need in the build; an older build without them is rebuilt. */
const NEEDED_ROUTES = ['/api/v1/[...path]/route', '/api/v1/announcements/route', '/api/bench/floor/route', '/api/bench/floor/[...path]/route', '/api/bench/hop/route', '/bench/report-table/page', '/bench/bare/page'];
/**
 * The build to measure: NEXT_DIST_DIR (read by next.config.mjs) names another one than .next, so a
 * benchmark build and `next start` can run beside someone's everyday build. The children inherit it.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** `next build` adds its dist dir's type paths to these; a side build must not leave them changed. */
const BUILD_TOUCHED = ['tsconfig.json', 'next-env.d.ts'];

function ensureBuild() {
  const manifest = path.join(root, distDir, 'app-path-routes-manifest.json');
  const built = existsSync(path.join(root, distDir, 'BUILD_ID')) && existsSync(manifest);
  const routes = built ? Object.keys(JSON.parse(readFileSync(manifest, 'utf8'))) : [];
  if (built && NEEDED_ROUTES.every((route) => routes.includes(route))) return;
  console.log(`No usable build in ${distDir}: running next build (several minutes on a 2-core machine; README.md "Run it" has the measured time)...`);
  const kept = distDir === '.next' ? [] : BUILD_TOUCHED.map((file) => [file, readOptional(file)]);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  for (const [file, text] of kept) if (text !== null && readOptional(file) !== text) writeFileSync(path.join(root, file), text);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function readOptional(file) {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null;
  }
}

const asked = process.argv.slice(2).map((name) => ALIASES[name] ?? name);
const names = asked.length ? [...new Set(asked)] : Object.keys(BENCHES);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}.`);
  process.exit(2);
}

if (names.some((name) => !WITHOUT_BUILD.has(name))) ensureBuild();
const outDir = path.join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const machine = () => ({ node: process.version, cpus: os.cpus().length, loadavg: os.loadavg().map((value) => Math.round(value * 100) / 100) });
const buildId = readOptional(path.join(distDir, 'BUILD_ID'))?.trim() ?? null;

for (const name of names) {
  const before = machine();
  console.log(`\n${name} (machine: ${before.cpus} cores, load ${before.loadavg.join(' ')})`);
  const result = await BENCHES[name]();
  const record = { name, at: new Date().toISOString(), buildId, distDir, machine: before, ...result };
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log('\nratios:', result.ratios);
  console.log('targets:', result.targets);
  console.log(`written to bench/results/${name}.json`);
}
