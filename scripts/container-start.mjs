// The container's entrypoint (Dockerfile; tini runs it as PID 1's child). It starts the reference
// platform unless PLATFORM_API_URL names an operator's own (on PostgreSQL with DATABASE_URL, else on
// PGlite under PLATFORM_DATA_DIR, a volume), then the app's server from the standalone output, on
// every interface. SIGTERM stops the app first (it drains: docs/decisions/running.md), then the
// platform; the exit code is the app's. If either dies on its own, the other is stopped and the exit
// is 1, so the orchestrator restarts the container. It imports nothing of the project: the image holds
// only the standalone app (DRAWDESK_APP_DIR, /app) and the platform's sources (DRAWDESK_PLATFORM_DIR).
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = process.env.DRAWDESK_APP_DIR || path.resolve(here, '..');
const platformDir = process.env.DRAWDESK_PLATFORM_DIR || '/platform';
const appPort = process.env.PORT || '3000';
const platformPort = process.env.PLATFORM_PORT || '4000';
/** How long the platform may take to start: a first start on PGlite makes and seeds its database. */
const PLATFORM_START_MS = Number(process.env.PLATFORM_START_TIMEOUT_MS || 180_000);
/** The platform's own grace after the app has stopped (it finishes what the app sent last). */
const PLATFORM_STOP_MS = 15_000;

function log(message) {
  console.log(`[container] ${message}`);
}

function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  child.label = name;
  return child;
}

function answers(url) {
  return new Promise((resolve) => {
    http
      .get(url, { timeout: 2_000 }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 0) < 300);
      })
      .on('timeout', function onTimeout() {
        this.destroy();
      })
      .on('error', () => resolve(false));
  });
}

async function waitFor(url, child, ms) {
  const deadline = Date.now() + ms;
  let died = false;
  void child.exited.then(() => (died = true));
  while (Date.now() < deadline && !died) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(died ? `${child.label} exited before it answered ${url}` : `${child.label} did not answer ${url} within ${ms / 1000} s`);
}

async function stop(child, graceMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return child ? child.exited : 0;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await child.exited;
  clearTimeout(timer);
  return code;
}

async function main() {
  if (!process.env.SESSION_SECRET || process.env.SESSION_SECRET.length < 32) {
    console.error('[container] SESSION_SECRET must be set to 32 characters or more (it seals the session cookies); see README.md "Environment".');
    process.exit(2);
  }
  let platform;
  let platformUrl = process.env.PLATFORM_API_URL;
  if (!platformUrl) {
    platformUrl = `http://127.0.0.1:${platformPort}`;
    const store = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.PLATFORM_DATA_DIR || '/data/platform'}`;
    log(`starting the reference platform on ${platformUrl}, on ${store}`);
    platform = run('platform', ['--import', 'tsx', 'platform/main.ts'], platformDir, {
      PLATFORM_PORT: platformPort,
      PLATFORM_HOST: '127.0.0.1',
      PLATFORM_DATA_DIR: process.env.PLATFORM_DATA_DIR || '/data/platform',
    });
  }
  let app;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    const appCode = await stop(app, Number(process.env.DRAIN_TIMEOUT_MS || 30_000) + 5_000);
    await stop(platform, PLATFORM_STOP_MS);
    process.exit(code ?? appCode);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  if (platform) {
    void platform.exited.then((code) => {
      if (!stopping) console.error(`[container] the platform exited (${code}); stopping`);
      void shutdown(1);
    });
    await waitFor(`${platformUrl}/api/health`, platform, PLATFORM_START_MS);
  }
  if (stopping) return;
  log(`starting the app on port ${appPort}`);
  app = run('app', ['scripts/app-server.mjs', '--port', appPort, '--hostname', process.env.HOSTNAME_BIND || '0.0.0.0'], appDir, {
    PLATFORM_API_URL: platformUrl,
    NODE_ENV: 'production',
  });
  void app.exited.then((code) => {
    if (!stopping) console.error(`[container] the app exited (${code}); stopping`);
    void shutdown(stopping ? code : 1);
  });
}

main().catch((error) => {
  console.error(`[container] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
