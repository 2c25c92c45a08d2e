// npm start: builds the app when no build exists (or its sources changed since), starts the reference
// platform on 127.0.0.1:4000 (unless PLATFORM_API_URL points at an operator's own platform) and the
// app on port 3000. The platform starts (and seeds .data/ on a first run) while the app builds.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBin, root, start, startApp, startPlatform, stopAll, waitForHttp } from './processes.mjs';

const startedAt = Date.now();
/** What a first start's build took, measured on a fresh clone (README.md "Run it"). */
const FIRST_BUILD_TIME = 'a first start took 53 s on an idle 2-core machine; README.md "Run it"';
const appPort = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
const externalPlatform = process.env.PLATFORM_API_URL;
const platformUrl = externalPlatform ?? `http://127.0.0.1:${platformPort}`;

// What the app build is made of; platform/ and tests/ do not need a rebuild.
const APP_SOURCES = ['app', 'lib', 'sites', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestSourceTime() {
  let newest = 0;
  for (const entry of APP_SOURCES) {
    const full = path.join(root, entry);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      continue;
    }
    const files = stat.isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true }).filter((dirent) => dirent.isFile())
      : [null];
    for (const file of files) {
      const time = file ? statSync(path.join(file.parentPath ?? file.path, file.name)).mtimeMs : stat.mtimeMs;
      if (time > newest) newest = time;
    }
  }
  return newest;
}

function buildState() {
  try {
    const built = statSync(path.join(root, '.next', 'BUILD_ID')).mtimeMs;
    return newestSourceTime() > built ? 'stale' : 'fresh';
  } catch {
    return 'missing';
  }
}

/**
 * `next start` runs in production mode, where the app refuses to start without SESSION_SECRET. For
 * this local launcher, a random secret is kept in .data/session-secret (created once, mode 600), so
 * sessions survive restarts. A real deployment sets SESSION_SECRET itself.
 */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(root, '.data', 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: create it below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The production build of a start skips Next's TypeScript check and the Turbopack build cache
 * (next.config.mjs reads DRAWDESK_QUICK_BUILD): `npm test` and CI run tsc as a step of their own; the check was about 60 s of a first start, and writing the cache, which only a later
 * rebuild reads, held it longer still. Telemetry stays off for it.
 */
function startBuild() {
  return start('next build', [nextBin, 'build'], { DRAWDESK_QUICK_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1' });
}

const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const platform = externalPlatform ? null : startPlatform({ PLATFORM_HOST: '127.0.0.1', PLATFORM_PORT: String(platformPort) });
  if (platform) children.push(platform);
  const state = buildState();
  if (state !== 'fresh') {
    console.log(`${state === 'missing' ? 'No build found' : 'The sources changed since the last build'}: running next build (${FIRST_BUILD_TIME})...`);
    const build = startBuild();
    children.unshift(build);
    const { code, signal } = await build.exited;
    children.shift();
    if (code !== 0) throw new Error(`next build failed (${signal ?? `exit ${code}`})`);
  }
  if (platform) await waitForHttp(`${platformUrl}/api/health`, platform, 120_000);
  // No load balancer sits before a local start, so a stop need not keep taking requests while one
  // notices (the container's entrypoint keeps the app server's 5 s; docs/decisions/running.md).
  const app = startApp(appPort, { PLATFORM_API_URL: platformUrl, SESSION_SECRET: sessionSecret(), DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '0' });
  children.unshift(app);
  await waitForHttp(`http://127.0.0.1:${appPort}/api/health/live`, app, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

for (const child of children) {
  child.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${child.name} stopped unexpectedly (${signal ?? `exit ${code}`}); shutting down.`);
    void shutdown(1);
  });
}

printBanner();

function printBanner() {
  const registry = JSON.parse(readFileSync(path.join(root, 'sites', 'registry.json'), 'utf8'));
  const examples = registry
    .filter((site) => !site.default)
    .slice(0, 3)
    .map((site) => `  http://${site.key.toLowerCase()}.localhost:${appPort}/login   (${site.name})`);
  console.log(`
Ready: http://localhost:${appPort}/login   (started in ${Math.round((Date.now() - startedAt) / 1000)} s)
Each operator site has its own host name, for example:
${examples.join('\n')}
Platform API: ${platformUrl}${externalPlatform ? ' (external)' : ' (embedded reference platform, data in .data/)'}
${externalPlatform ? '' : `
Demo sign-ins (see docs/demo.md):
  admin / Admin1234       ADMIN, every permission
  clerk / Clerk1234       sub-admin: BetEntry, Report
  agent1 / Agent1234      agent (Rank 1)    agent2 / Agent1234   agent under agent1
  member1 / Member1234    member under agent2
  fresh1 / Fresh1234      must change the password at sign-in
`}
Press Ctrl+C to stop.`);
}
