// The placement benchmark (`npm run bench -- placement`; `bet-placement` is its old name): POST of 4D
// tickets, tickets per second and p50/p99 latency at c=1, 20 and 50, all in one run, for
//   direct  straight to the reference platform: POST /api/v1/4d/bet?LocId=SG with the bearer token;
//   bff     through the app: POST /api/v1/bet?LocId=SG with the sealed session cookie and the
//           same-origin headers a browser sends (lib/http/same-origin.ts), forwarded to the same call;
// each with one instance (one app + one platform) and with two (two apps + two platforms on the same
// database; the clients spread round-robin over the two app ports, or the two platform ports for
// direct). The baseline is direct, one instance, c=1; every figure has its ratio to it.
//
// The store: a throw-away PostgreSQL database on DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
// (bench/throw-away-db.ts); PGlite (a throw-away data directory, one instance only: two processes
// cannot share one) with BENCH_PLACEMENT_PGLITE=1 or when no PostgreSQL answers, which the output says.
// The platforms are the real ones, migrated and demo-seeded by the platform's own code
// (bench/placement-db.ts, which also adds the bench members). Each ticket is one ORDINARY bet, Big 1.00
// (cost 1.00), on the open SG draw named by GET bet/settings, with a fresh IdempotencyKey. Each client
// is its own member, and each scenario has its own members: at the end, for every scenario, CreditLeft
// must have dropped by exactly its tickets answered 201 x 1.00 and the draw must hold exactly those.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { root } from '../scripts/processes.mjs';
import { DEFAULT_POSTGRES_URL, probePostgres, redact } from './db-child.mjs';
import { sessionCookie } from './forwarder.mjs';
import { load } from './load.mjs';
import { cpuBetween, DEFAULT_REDIS_URL, postgresCpu, probeRedis, startCluster } from './placement-cluster.mjs';
import { cpuBound, creditCheck, errorReport, medianOf, printTable, tally, verdict } from './placement-report.mjs';

/*
 * After a warm-up, each scenario runs in ROUNDS short rounds interleaved with all the others (the
 * order reversed from round to round). Numbers are the median round; each ratio is the median of the
 * ratios paired within a round, since the load drifts with the machine's other work and with the
 * members' open bets (every ticket adds to what openStakes sums).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1_500);
const WARMUP_MS = 500;
const CONCURRENCIES = [1, 20, 50];
const TARGETS = ['direct', 'bff'];
const BASELINE = 'direct one c=1';
/** Enough for any run: a member places at most a few thousand tickets. */
const CREDIT = '10000000.00';
const STAKE = '1.00';
/** An ORDINARY bet of Big 1.00 costs 1.00 (lib/domain/bet-expansion.ts); checked on the first tickets. */
const COST_CENTS = 100n;
/** The draw must stay open for the whole run. */
const DRAW_MARGIN_MS = 15 * 60_000;

const is2xx = (status) => status >= 200 && status < 300;
const round3 = (value) => Math.round(value * 1000) / 1000;

/** One request with node:http; resolves to { status, json, text } (fetch refuses some ports and adds its own headers). */
export function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    const request = http.request(url, { method, headers: sent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, json, text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export async function expectOk(what, promise) {
  const answer = await promise;
  if (!is2xx(answer.status)) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer.json;
}

/** PostgreSQL unless asked for PGlite or none answers; says which and why. */
function chooseStore() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  if (process.env.BENCH_PLACEMENT_PGLITE === '1') return { driver: 'pglite', note: 'PGlite, asked for with BENCH_PLACEMENT_PGLITE=1' };
  const unavailable = probePostgres(adminUrl);
  if (unavailable) return { driver: 'pglite', note: `PGlite: no PostgreSQL answers at ${redact(adminUrl)} (${unavailable})` };
  return { driver: 'postgres', adminUrl, note: `PostgreSQL at ${redact(adminUrl)}, a throw-away database` };
}

export function prepareDatabase(store, members) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'bench/placement-db.ts', store, CREDIT, String(members)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (prepared.status !== 0) throw new Error(`bench/placement-db.ts failed:\n${prepared.stderr.slice(-2000)}`);
  return JSON.parse(prepared.stdout.trim().split('\n').at(-1));
}

/** The scenarios, each with its own members, and how a client (worker) of it reaches which instance. */
async function scenariosOf({ topologies, cluster, members, locId, drawId }) {
  const scenarios = [];
  let next = 0;
  const json = { 'content-type': 'application/json' };
  for (const topology of topologies) {
    const instances = topology === 'two' ? 2 : 1;
    for (const target of TARGETS) {
      for (const concurrency of CONCURRENCIES) {
        const own = members.slice(next, next + concurrency);
        next += concurrency;
        const workers = [];
        for (const [index, member] of own.entries()) {
          const instance = index % instances;
          if (target === 'direct') {
            const url = `http://127.0.0.1:${cluster.platforms[instance].port}/api/v1/4d/bet?LocId=${locId}`;
            workers.push({ url, headers: { authorization: `Bearer ${member.token}`, ...json } });
          } else {
            const { port } = cluster.apps[instance];
            const site = `localhost:${port}`;
            const cookie = await sessionCookie(cluster.secret, { token: member.token, userId: member.userId, locId, prefix: '4d', termsAccepted: true, flags: {} });
            // What a browser sends with a same-origin fetch: the CSRF check passes on Sec-Fetch-Site alone,
            // Origin and Host agree anyway (lib/http/same-origin.ts).
            const headers = { cookie, host: site, origin: `http://${site}`, 'sec-fetch-site': 'same-origin', ...json };
            workers.push({ url: `http://127.0.0.1:${port}/api/v1/bet?LocId=${locId}`, headers });
          }
        }
        const body = (worker) =>
          JSON.stringify({
            UserId: own[worker].userId,
            DrawId: drawId,
            IdempotencyKey: randomUUID(),
            Bets: [{ Number: String(Math.floor(Math.random() * 10_000)).padStart(4, '0'), Big: STAKE, Kind: 'ORDINARY' }],
          });
        scenarios.push({ key: `${target} ${topology} c=${concurrency}`, target, topology, concurrency, members: own, workers, body, tally: tally() });
      }
    }
  }
  return scenarios;
}

export async function runPlacementBench() {
  const chosen = chooseStore();
  process.stdout.write(`  store: ${chosen.note}\n`);
  const topologies = chosen.driver === 'postgres' ? ['one', 'two'] : ['one'];
  if (chosen.driver !== 'postgres') process.stdout.write('  two instances: skipped (two platforms cannot share one PGlite data directory)\n');
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const redisDown = topologies.includes('two') ? await probeRedis(redisUrl) : 'not needed';
  const useRedis = redisDown === null;
  if (topologies.includes('two')) process.stdout.write(useRedis ? `  apps share Redis at ${redact(redisUrl)} (a key prefix of this run)\n` : `  apps without Redis: ${redisDown}\n`);

  const { throwAwayDatabase } = await tsImport('./throw-away-db.ts', import.meta.url);
  const store = await throwAwayDatabase(chosen.driver, 'bench-placement', chosen.adminUrl);
  let cluster;
  let dbCpu = null;
  try {
    const memberCount = topologies.length * TARGETS.length * CONCURRENCIES.reduce((sum, c) => sum + c, 0);
    process.stdout.write(`  preparing the database (migrations, demo seed, ${memberCount} bench members)...\n`);
    const { locId, members } = prepareDatabase(store.env.DATABASE_URL || store.env.PLATFORM_DATA_DIR, memberCount);
    cluster = await startCluster({ storeEnv: store.env, instances: topologies.length, redisUrl: useRedis ? redisUrl : undefined });
    if (chosen.driver === 'postgres') dbCpu = await postgresCpu(store.env.DATABASE_URL);

    const direct = `http://127.0.0.1:${cluster.platforms[0].port}/api/v1/4d`;
    const bearerOf = (member) => ({ authorization: `Bearer ${member.token}` });
    const settings = await expectOk('GET bet/settings', call(`${direct}/bet/settings?LocId=${locId}`, { headers: bearerOf(members[0]) }));
    const draw = settings.OpenDraws.find((open) => Date.parse(open.CloseDate) - Date.now() > DRAW_MARGIN_MS) ?? settings.OpenDraws[0];
    if (!draw) throw new Error(`no open ${locId} draw to bet on`);
    const scenarios = await scenariosOf({ topologies, cluster, members, locId, drawId: draw.DrawId });

    // A ticket from the first two clients of each scenario first: every path places, at the cost assumed.
    for (const scenario of scenarios) {
      for (const [index, { url, headers }] of scenario.workers.slice(0, 2).entries()) {
        const answer = await call(url, { method: 'POST', headers, body: scenario.body(index) });
        scenario.tally.onResponse(answer.status, answer.text);
        if (answer.status !== 201) throw new Error(`${scenario.key}: the first ticket answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        if (BigInt(answer.json.Total.replace('.', '')) !== COST_CENTS) throw new Error(`${scenario.key}: a ticket costs ${answer.json.Total}, expected 1.00`);
      }
    }

    const run = async (scenario, durationMs, warmupMs) => {
      const marks = [];
      const probe = () => {
        const own = process.cpuUsage();
        marks.push({ ...cluster.cpu(), db: dbCpu?.snapshot(), client: (own.user + own.system) / 1000 });
        return 0;
      };
      // The database's backends as they are once the warm-up has opened the pools' connections.
      const refresh = dbCpu && setTimeout(() => dbCpu.refresh().catch(() => undefined), Math.max(0, warmupMs - 150));
      const { workers, body, concurrency, tally: { onResponse } } = scenario;
      const result = await load({
        url: (worker) => workers[worker].url,
        headers: (worker) => workers[worker].headers,
        concurrency,
        durationMs,
        warmupMs,
        method: 'POST',
        body,
        ok: is2xx,
        onResponse,
        probe,
      });
      clearTimeout(refresh);
      const per = (ms) => round3(ms / Math.max(1, result.requests));
      const [start, end] = marks;
      return {
        ...result,
        appCpuMs: scenario.target === 'bff' ? per(end.app - start.app) : 0,
        platformCpuMs: per(end.platform - start.platform),
        dbCpuMs: dbCpu ? per(cpuBetween(start.db, end.db)) : null,
        clientCpuMs: per(end.client - start.client),
      };
    };
    process.stdout.write(`  warm-up: every scenario for 1 s\n`);
    for (const scenario of scenarios) await run(scenario, 1_000, 0);

    const rounds = {};
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stdout.write(`  round ${round}:`);
      const order = round % 2 === 1 ? scenarios : [...scenarios].reverse();
      for (const scenario of order) {
        const result = await run(scenario, ROUND_MS, WARMUP_MS);
        (rounds[scenario.key] ??= []).push(result);
        process.stdout.write(` ${scenario.key.replace(/ c=/, '')} ${result.rps}/s;`);
      }
      process.stdout.write('\n');
    }

    const results = {};
    for (const { key } of scenarios) {
      const result = medianOf(rounds[key]);
      results[key] = { ...result, cpuBoundPerSecond: cpuBound(result, os.cpus().length) };
    }
    printTable(results, rounds, BASELINE);
    const read = async (member) => {
      const headers = bearerOf(member);
      const profile = await expectOk('GET profile', call(`${direct}/profile?LocId=${locId}`, { headers }));
      const page = await expectOk('GET bet/page2', call(`${direct}/bet/page2?LocId=${locId}&DrawId=${draw.DrawId}&UserId=${member.userId}&PageSize=1`, { headers }));
      return { profile, page };
    };
    const credit = {};
    console.log('\n  credit check (every member of each scenario: CreditLeft, and its tickets on the draw):');
    for (const scenario of scenarios) {
      const check = await creditCheck(scenario, { credit: CREDIT, costCents: COST_CENTS, read });
      credit[scenario.key] = check;
      console.log(`    ${scenario.key.padEnd(18)} ${check.ticketsPlaced} tickets x 1.00 = ${check.expectedDrop}; CreditLeft dropped ${check.actualDrop}; the draw holds ${check.ticketsOnTheDraw} tickets, ${check.sumOnTheDraw}: ${check.ok ? 'OK' : 'MISMATCH'}`);
    }
    const errors = errorReport(results, scenarios);
    const { ratios, targets } = verdict({ rounds, results, baseline: BASELINE, driver: chosen.driver, topologies, concurrencies: CONCURRENCIES, credit, errors });
    return {
      store: chosen.note,
      redis: topologies.includes('two') ? (useRedis ? redact(redisUrl) : `none: ${redisDown}`) : 'none (one instance)',
      ticket: `1 ORDINARY 4D bet, Big ${STAKE} (cost 1.00), fresh IdempotencyKey, one bench member per client in ${locId}, draw ${draw.DrawId} (${draw.DrawDate})`,
      baseline: BASELINE,
      rounds: ROUNDS,
      roundMs: ROUND_MS,
      results,
      credit,
      errors,
      ratios,
      targets,
    };
  } catch (error) {
    if (cluster) console.error(cluster.output());
    throw error;
  } finally {
    await dbCpu?.close();
    await cluster?.stop();
    await store.dispose();
  }
}
