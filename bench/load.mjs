// A small closed-loop load generator (autocannon is not available here): `concurrency` workers, each
// on its own keep-alive connection, send requests back to back (GETs unless `method` and `body` say
// otherwise). A warm-up is run first and not counted. `url`, `headers` and `body` may depend on the
// worker (0..concurrency-1): e.g. one member per client, or clients spread round-robin over two ports.
import http from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Runs the load; resolves to { requests, rps, p50, p99, errors, non200 } (latencies in ms), plus
 * `probed`: how much `probe()` (e.g. the server's CPU time) grew during the counted window.
 * Writes: `method`, and `body(worker)` giving each request's body (a string; e.g. with a fresh key).
 * `url` and `headers` are fixed, or functions of the worker index.
 * `ok(status)` says which answers count as good (default: 200 only); `non200` counts the others, and
 * `statuses` maps each such status to its count. `onResponse(status, text)`, when given, sees every
 * answer with its body, warm-up and drain included (e.g. to count what a write changed).
 */
export async function load({
  url,
  headers = {},
  concurrency,
  durationMs,
  warmupMs = 1_000,
  probe = () => 0,
  method = 'GET',
  body,
  ok = (status) => status === 200,
  onResponse,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  let non200 = 0;
  const statuses = {};
  let recording = false;
  let stopped = false;

  const urlOf = typeof url === 'function' ? url : () => url;
  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const once = (worker) =>
    new Promise((resolve) => {
      const payload = body?.(worker);
      const fixed = headersOf(worker);
      const sent = payload === undefined ? fixed : { ...fixed, 'content-length': Buffer.byteLength(payload) };
      const start = process.hrtime.bigint();
      const request = http.request(urlOf(worker), { agent, method, headers: sent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => (onResponse ? chunks.push(chunk) : undefined));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (recording) {
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            if (!ok(status)) {
              non200 += 1;
              statuses[status] = (statuses[status] ?? 0) + 1;
            }
          }
          onResponse?.(status, Buffer.concat(chunks).toString('utf8'));
          resolve(true);
        });
      });
      request.on('error', () => {
        if (recording) errors += 1;
        resolve(false);
      });
      request.end(payload);
    });

  const worker = async (_, index) => {
    while (!stopped) if (!(await once(index))) await sleep(10);
  };
  const workers = Array.from({ length: concurrency }, worker);
  await sleep(warmupMs);
  recording = true;
  const probeStart = probe();
  const started = process.hrtime.bigint();
  await sleep(durationMs);
  recording = false;
  const probed = probe() - probeStart;
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  stopped = true;
  await Promise.all(workers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 1000) / 1000);
  return {
    requests: latencies.length,
    rps: Math.round((latencies.length / elapsedMs) * 1000),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    errors,
    non200,
    statuses,
    probed,
  };
}
