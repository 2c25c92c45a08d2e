// The forwarder benchmark (docs/performance.md "The BFF forwarder"): GET latency (p50, p99) and
// throughput at c=1 and c=20, all in one run, for
//   direct    straight to the upstream;
//   floor     a Next route handler that unseals the session and answers from memory (BENCH_FLOOR=1);
//   floor-catch-all  the same handler in the forwarder's catch-all route shape (a diagnostic: what the
//             route shape alone costs; the targets are judged against the floor above);
//   hop       the floor plus one bare exchange with the upstream (a diagnostic: what a socket round
//             trip alone costs on this machine, so forward/hop is what the forwarder adds);
//   forward   a read through the catch-all /api/v1 route that is never cached (profile), to the
//             upstream each time;
//   forward-param  the same for a resource with a path parameter (checkMemberAccess/{id});
//   cached    a cached read (announcements), answered from the GET cache.
// Every forwarded call goes through the one catch-all route (docs/decisions: the forwarder's route).
// The upstream is a fixed-answer node:http server (bench/upstream.mjs), not the reference platform:
// the platform's per-call database work (token and location checks) would dominate the numbers and
// compete for the same 2 cores, while this benchmark measures what the BFF adds.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sealData } from 'iron-session';
import { appChild, child, stop } from './children.mjs';
import { load } from './load.mjs';

/*
 * Other work shares these 2 cores, so the load drifts during a run. After a warm-up (JIT, agents), each
 * scenario runs in ROUNDS short rounds interleaved with the others, in order and then in reverse
 * (direct, floor, ..., cached; cached, ..., floor, direct; ...). Numbers are the median round, and each
 * ratio is the median of the ratios paired within a round, so a burst of outside load weighs on both
 * sides of a ratio alike.
 */
const ROUNDS = 6;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1_000);
const ROUND_WARMUP_MS = 300;
/** Forwarded GETs, on either route shape, and cache hits, each against the floor at c=20. */
const TARGETS = { forward: 0.85, 'forward-param': 0.85, cached: 0.95 };

/*
 * Throughput moves with whatever else runs on the machine; the app's own CPU time per request does
 * not, much. So each round also reads the app process's CPU time (Linux /proc; `next start` serves in
 * one process) and the results give milliseconds of app CPU per request next to req/s.
 */
const TICK_MS = 1000 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100);

export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * The session a signed-in user's cookie holds (lib/session/data.ts, version 1), sealed as the app
 * seals it, so a benchmark skips the sign-in. `auth` defaults to a user the fixed upstream never checks.
 */
export async function sessionCookie(secret, auth = { token: 'bench-token', userId: 'bench', locId: 'SG', prefix: '4d', termsAccepted: true, flags: {} }) {
  const now = Math.floor(Date.now() / 1000);
  const sealed = await sealData({ v: 1, issuedAt: now, seenAt: now, auth }, { password: secret, ttl: 12 * 60 * 60 });
  return `drawdesk_session=${sealed}`;
}

async function check(url, headers, expectCache) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  if (expectCache && response.headers.get('x-cache') !== expectCache) {
    throw new Error(`${url} answered x-cache ${response.headers.get('x-cache')}, expected ${expectCache}`);
  }
}

export async function runForwarderBench() {
  const secret = randomBytes(32).toString('base64url');
  const upstream = child('upstream', ['bench/upstream.mjs'], {}, (out) => {
    const match = /\{"port":(\d+)\}/.exec(out);
    return match ? Number(match[1]) : undefined;
  });
  const upstreamPort = await upstream.started;
  const app = await appChild({ PLATFORM_API_URL: `http://127.0.0.1:${upstreamPort}`, SESSION_SECRET: secret, BENCH_FLOOR: '1' });
  try {
    const appPort = await app.started;
    const base = `http://127.0.0.1:${appPort}`;
    const cookie = await sessionCookie(secret);
    const signedIn = { cookie, host: `localhost:${appPort}` };
    const scenarios = {
      direct: { url: `http://127.0.0.1:${upstreamPort}/api/v1/4d/announcements?LocId=SG`, headers: {}, pid: upstream.proc.pid },
      floor: { url: `${base}/api/bench/floor`, headers: signedIn },
      'floor-catch-all': { url: `${base}/api/bench/floor/announcements?LocId=SG`, headers: signedIn },
      hop: { url: `${base}/api/bench/hop`, headers: signedIn },
      forward: { url: `${base}/api/v1/profile?LocId=SG`, headers: signedIn },
      'forward-param': { url: `${base}/api/v1/checkMemberAccess/member1?LocId=SG`, headers: signedIn },
      cached: { url: `${base}/api/v1/announcements?LocId=SG`, headers: signedIn },
    };
    await check(scenarios.floor.url, scenarios.floor.headers);
    await check(scenarios['floor-catch-all'].url, scenarios['floor-catch-all'].headers);
    await check(scenarios.hop.url, scenarios.hop.headers);
    await check(scenarios.forward.url, scenarios.forward.headers);
    await check(scenarios['forward-param'].url, scenarios['forward-param'].headers);
    await check(scenarios.cached.url, scenarios.cached.headers);
    await check(scenarios.cached.url, scenarios.cached.headers, 'hit');
    for (const { url, headers } of Object.values(scenarios)) await load({ url, headers, concurrency: 20, durationMs: 1_500, warmupMs: 0 });
    const rounds = {};
    for (const concurrency of [1, 20]) {
      for (let round = 1; round <= ROUNDS; round += 1) {
        process.stdout.write(`  c=${concurrency} round ${round}:`);
        // Every other round runs the scenarios in reverse, so a drift in the machine's speed during a
        // round weighs on both sides of a ratio alike.
        const order = round % 2 === 1 ? Object.entries(scenarios) : Object.entries(scenarios).reverse();
        for (const [name, { url, headers, pid = app.proc.pid }] of order) {
          const result = await load({ url, headers, concurrency, durationMs: ROUND_MS, warmupMs: ROUND_WARMUP_MS, probe: () => cpuMs(pid) });
          result.cpuMsPerRequest = Math.round((result.probed / Math.max(1, result.requests)) * 1000) / 1000;
          (rounds[`${name} c=${concurrency}`] ??= []).push(result);
          process.stdout.write(` ${name} ${result.rps}/s`);
        }
        process.stdout.write('\n');
      }
    }
    const results = Object.fromEntries(Object.entries(rounds).map(([key, list]) => [key, medianOf(list)]));
    printTable(results);
    return { upstream: 'fixed-answer node:http (bench/upstream.mjs), ~1 KB JSON', rounds: ROUNDS, roundMs: ROUND_MS, results, ...verdict(rounds) };
  } catch (error) {
    console.error(app.output().slice(-3000));
    throw error;
  } finally {
    await stop(app.proc);
    await stop(upstream.proc);
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianOf(list) {
  const pick = (field) => median(list.map((result) => result[field]));
  const errors = list.reduce((sum, result) => sum + result.errors + result.non200, 0);
  return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), cpuMs: pick('cpuMsPerRequest'), roundsRps: list.map((result) => result.rps), errors };
}

function printTable(results) {
  console.log('\n  median of rounds         req/s     p50 ms    p99 ms  CPU ms/req  errors');
  for (const [key, { rps, p50, p99, cpuMs: cpu, errors }] of Object.entries(results)) {
    const cells = [rps, p50, p99, cpu, errors].map((value, index) => String(value).padStart([7, 10, 9, 11, 7][index]));
    console.log(`  ${key.padEnd(22)} ${cells.join(' ')}`);
  }
}

/** The scenarios set against each baseline. */
const COMPARED = { floor: ['forward', 'forward-param', 'cached', 'hop'], 'floor-catch-all': ['forward-param'], hop: ['forward', 'forward-param'] };

/**
 * Throughput against the floor, paired round by round; the targets are judged at c=20 against the
 * floor (docs/performance.md: a handler that only unseals and answers from memory). The ratios to the
 * catch-all floor are printed beside them (the part of the gap that is the route shape), and the
 * forward against the hop (what the forwarder adds to a bare round trip).
 */
function verdict(rounds) {
  const ratios = {};
  const checks = {};
  for (const concurrency of [1, 20]) {
    for (const base of ['floor', 'floor-catch-all', 'hop']) {
      const floor = rounds[`${base} c=${concurrency}`];
      const floorCpu = median(floor.map((result) => result.cpuMsPerRequest));
      for (const name of COMPARED[base]) {
        const list = rounds[`${name} c=${concurrency}`];
        const ratio = median(list.map((result, index) => result.rps / (floor[index]?.rps || 1)));
        ratios[`${name}/${base} c=${concurrency}`] = Math.round(ratio * 1000) / 1000;
        // The same ratio estimated from app CPU per request (floor CPU / this CPU): steadier under outside load.
        ratios[`${name}/${base} c=${concurrency} by CPU`] = Math.round((floorCpu / median(list.map((result) => result.cpuMsPerRequest))) * 1000) / 1000;
        if (concurrency === 20 && base === 'floor' && name in TARGETS) checks[`${name} ≥ ${TARGETS[name] * 100}% of the floor`] = ratio >= TARGETS[name];
      }
    }
  }
  return { ratios, targets: checks };
}
