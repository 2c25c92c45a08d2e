// A small closed-loop load generator (autocannon is not available here): `concurrency` workers, each
// on its own keep-alive connection, send GETs back to back. A warm-up is run first and not counted.
import http from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Runs the load; resolves to { requests, rps, p50, p99, errors, non200 } (latencies in ms), plus
 * `probed`: how much `probe()` (e.g. the server's CPU time) grew during the counted window.
 */
export async function load({ url, headers = {}, concurrency, durationMs, warmupMs = 1_000, probe = () => 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  let non200 = 0;
  let recording = false;
  let stopped = false;

  const once = () =>
    new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const request = http.request(url, { agent, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (recording) {
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            if (response.statusCode !== 200) non200 += 1;
          }
          resolve(true);
        });
      });
      request.on('error', () => {
        if (recording) errors += 1;
        resolve(false);
      });
      request.end();
    });

  const worker = async () => {
    while (!stopped) if (!(await once())) await sleep(10);
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
    probed,
  };
}
