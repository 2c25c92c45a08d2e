// Small process helpers shared by the launcher and the end-to-end server scripts.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const nextBin = require.resolve('next/dist/bin/next');
/** The app's server (Next's handler behind the X-Forwarded-For rewrite); every start of the app uses it. */
export const appServer = path.join(root, 'scripts', 'app-server.mjs');

/** Spawns a child that shares our terminal; its output is prefixed only by its own logs. */
export function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.name = name;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Runs the reference platform (TypeScript through tsx's loader, in one process so signals reach it). */
export function startPlatform(env) {
  return start('platform', ['--import', 'tsx', 'platform/main.ts'], env);
}

/** The node arguments that serve the production build on `port` (all interfaces unless `hostname`). */
export function appArgs(port, hostname) {
  return [appServer, '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])];
}

export function startApp(port, env) {
  return start('app', appArgs(port), env);
}

/** One GET with node:http (fetch refuses some ports, e.g. 4190, as "bad ports"); resolves to the status. */
function probe(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** Polls a URL until it answers 2xx, the child dies, or the deadline passes. */
export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  let last = 'no answer';
  child.exited.then(() => { died = true; });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${child.name} exited before it answered ${url}`);
    try {
      const status = await probe(url);
      if (status >= 200 && status < 300) return;
      last = `HTTP ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Stops children in order (the app first, so it stops taking requests while the platform still
 * answers the ones in flight), each with SIGTERM and a grace period before SIGKILL.
 */
export async function stopAll(children, graceMs = 15_000) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await child.exited;
    clearTimeout(timer);
  }
}
