// npm run bench [-- <name>...]: runs the benchmarks (all by default) against the production build and
// writes each result to bench/results/<name>.json (gitignored). Numbers are printed with the ratios
// against the baseline measured in the same run; no benchmark fails the command on a missed target.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextBin, root } from '../scripts/processes.mjs';
import { runForwarderBench } from './forwarder.mjs';

const BENCHES = { forwarder: runForwarderBench };
/** Routes the benchmarks need in the build; an older build without them is rebuilt. */
const NEEDED_ROUTES = ['/api/v1/[...path]/route', '/api/bench/floor/route'];

function ensureBuild() {
  const manifest = path.join(root, '.next', 'app-path-routes-manifest.json');
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(manifest);
  const routes = built ? Object.keys(JSON.parse(readFileSync(manifest, 'utf8'))) : [];
  if (built && NEEDED_ROUTES.every((route) => routes.includes(route))) return;
  console.log('No usable build found: running next build (about a minute on a small machine)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHES);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}.`);
  process.exit(2);
}

ensureBuild();
const outDir = path.join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const machine = { node: process.version, cpus: os.cpus().length, loadavg: os.loadavg().map((value) => Math.round(value * 100) / 100) };
const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();

for (const name of names) {
  console.log(`\n${name} (machine: ${machine.cpus} cores, load ${machine.loadavg.join(' ')})`);
  const result = await BENCHES[name]();
  const record = { name, at: new Date().toISOString(), buildId, machine, ...result };
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log('\nratios:', result.ratios);
  console.log('targets:', result.targets);
  console.log(`written to bench/results/${name}.json`);
}
