// The app's HTTP server: Next's own request handler (the custom-server API, which sets up the same
// router server as `next start`) behind a node:http server that rewrites X-Forwarded-For from the
// socket before Next, proxy.ts or any route handler sees the request. `next start` alone keeps a
// client-sent header, so per-address sign-in limits would be the client's choice (docs/decisions/limits.md,
// "Client address").
//   node scripts/app-server.mjs [--port 3000] [--hostname 127.0.0.1] [--dev]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { forwardedFor, trustedProxyHops } from '../lib/http/forwarded-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * An http.Server whose requests reach `handler` with X-Forwarded-For rewritten for `hops` trusted
 * proxies (lib/http/forwarded-for.mjs). Exported for the unit test, which passes a stub handler.
 */
export function createAppServer(handler, hops = trustedProxyHops()) {
  return http.createServer((req, res) => {
    const header = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
    if (header === undefined) delete req.headers['x-forwarded-for'];
    else req.headers['x-forwarded-for'] = header;
    Promise.resolve(handler(req, res)).catch((error) => {
      console.error(`[app] request failed: ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}

/** Read by lib/http/draining.ts: /api/health/ready answers 503 once it is set. */
const DRAINING = Symbol.for('drawdesk.draining');

/** A whole number of milliseconds from the environment, or the default. */
function millisecondsFrom(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, not ${value}`);
  return ms;
}

/**
 * The drain (docs/decisions/running.md, "Readiness and drain"). On SIGTERM the app is marked draining
 * (readiness answers 503) and goes on serving for DRAIN_DELAY_MS, the time a load balancer takes to
 * see that and stop sending requests; then it stops taking connections and lets the requests in
 * flight (an upload, an export) finish. When they have, it closes Next and exits 0. If some are still
 * running DRAIN_TIMEOUT_MS after the signal, their connections are cut and it exits 1. SIGINT (Ctrl+C
 * at a terminal) skips the delay. Node closes idle keep-alive sockets on close(); busy ones end when
 * their answer is sent.
 */
export function createDrain(server, app, { delayMs, timeoutMs, exit = (code) => process.exit(code) }) {
  let stopping = false;
  let exited = false;
  const finish = (code) => {
    if (exited) return;
    exited = true;
    exit(code);
  };
  return (signal) => {
    if (stopping) return;
    stopping = true;
    globalThis[DRAINING] = true;
    const delay = signal === 'SIGTERM' ? delayMs : 0;
    console.log(`[app] ${signal}: draining; new requests for ${delay} ms, every request in flight within ${timeoutMs} ms`);
    const bound = setTimeout(() => {
      console.error(`[app] requests still in flight after ${timeoutMs} ms: closing their connections`);
      finish(1);
      server.closeAllConnections();
    }, timeoutMs);
    setTimeout(() => {
      server.close(async () => {
        if (exited) return;
        clearTimeout(bound);
        await app.close().catch((error) => console.error(error));
        console.log('[app] drained: every request in flight was answered');
        finish(0);
      });
      server.closeIdleConnections();
    }, delay);
  };
}

/**
 * In the standalone output (the container image; scripts/standalone.mjs) there is no next.config.mjs:
 * `next build` serialized the config, and Next's own minimal server.js hands it over through this
 * variable. This server replaces that one, so it does the same from required-server-files.json.
 */
function loadSerializedConfig() {
  const serialized = path.join(root, '.next', 'required-server-files.json');
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG || existsSync(path.join(root, 'next.config.mjs')) || !existsSync(serialized)) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(serialized, 'utf8')).config);
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, hostname: { type: 'string' }, dev: { type: 'boolean', default: false } },
  });
  const port = Number(values.port);
  const hops = trustedProxyHops(); // a bad TRUST_PROXY_HOPS stops the start here, loudly
  // Bad drain settings stop the start too, not the stop.
  const drain = { delayMs: millisecondsFrom('DRAIN_DELAY_MS', 5_000), timeoutMs: millisecondsFrom('DRAIN_TIMEOUT_MS', 30_000) };
  // As `next start` does: production unless told otherwise, set before Next is loaded.
  process.env.NODE_ENV ||= values.dev ? 'development' : 'production';
  loadSerializedConfig();
  const started = Date.now();
  const { default: next } = await import('next');
  let handle;
  const server = createAppServer((req, res) => handle(req, res), hops);
  // With httpServer, Next's handler also takes the server's upgrade requests (dev's hot reload).
  const app = next({ dev: values.dev, dir: root, hostname: values.hostname ?? 'localhost', port, httpServer: server });
  await app.prepare();
  handle = app.getRequestHandler();
  server.on('error', (error) => {
    console.error(`[app] could not start: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, values.hostname, () => {
    const shown = values.hostname && values.hostname !== '0.0.0.0' ? values.hostname : 'localhost';
    // What `next start` sets once listening (server actions read the origin from it).
    process.env.PORT = String(port);
    process.env.__NEXT_PRIVATE_ORIGIN = `http://${shown}:${port}`;
    console.log(`[app] Ready in ${Date.now() - started} ms: started server on http://${shown}:${port} (TRUST_PROXY_HOPS=${hops})`);
  });
  const stop = createDrain(server, app, drain);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
