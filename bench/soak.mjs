// The soak benchmark (`npm run bench -- soak`): for BENCH_SOAK_MS (5 minutes by default),
// BENCH_SOAK_USERS (50) simulated members go through nginx (round-robin, as tests/e2e/instances.spec.ts
// runs it) to two app instances (the production build) and their two platforms, on one throw-away
// PostgreSQL database and one Redis (a key prefix of this run, deleted afterwards), all on 127.0.0.1.
// Each member signs in through the BFF (and accepts the terms), browses report pages and the GETs its
// pages make, places a 4D ticket of 1.00, and signs out now and then (bench/soak-user.mjs), with a
// small think time; meanwhile the admin enters a result and the settlement must complete.
//
// Reported: every request's latency by kind (sign-in, terms, browse, bet, sign-out, admin), p50 and p99,
// the errors (there must be none; samples listed), and the RSS of each process (two apps, two platforms,
// nginx) sampled every 10 s, with a verdict on its trend (bench/soak-memory.mjs states the rule). The
// baseline, measured in the same run just before the soak: the same loop by one member for 30 s
// (BENCH_SOAK_BASELINE_MS; a sign-in comes about once in five loops, so fewer leave few sign-ins); each
// kind's p50 and p99 has its ratio to it. After the run, every member's CreditLeft must have dropped by
// exactly its tickets answered 201 x 1.00, and the draw must hold exactly those tickets.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { NGINX_TEMP_DIRS, nginxConfig } from '../scripts/nginx-config.mjs';
import { root } from '../scripts/processes.mjs';
import { spareport, stop } from './children.mjs';
import { DEFAULT_POSTGRES_URL, probePostgres, redact } from './db-child.mjs';
import { DEFAULT_REDIS_URL, probeRedis, startCluster } from './placement-cluster.mjs';
import { call, expectOk, prepareDatabase } from './placement.mjs';
import { judgeMemory, printMemory, sampleMemory } from './soak-memory.mjs';
import { creditOf, printKinds, summarize, verdict } from './soak-report.mjs';
import { browser, enterResult, memberLoop, recorder } from './soak-user.mjs';

const DURATION_MS = Number(process.env.BENCH_SOAK_MS ?? 300_000);
const USERS = Number(process.env.BENCH_SOAK_USERS ?? 50);
const BASELINE_MS = Number(process.env.BENCH_SOAK_BASELINE_MS ?? 30_000);
const WARMUP_MS = 5_000;
const SAMPLE_MS = 10_000;
/** Think time between two steps of a member: uniform in this range. */
const THINK_MS = [100, 300];
/** The members start one after another over this much (people arrive; they do not all click at once). */
const RAMP_MS = 5_000;
/** When the admin enters the result, as a share of the run. */
const ADMIN_AT = 0.3;
const CREDIT = '10000000.00';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
/** The members' own loopback addresses: member i at 127.0.1.i+1 (then 127.0.2.x ...), the admin and the baseline apart. */
const addressOf = (index) => `127.${1 + Math.floor(index / 250)}.${(index % 250) + 1}.1`;
const ADMIN_ADDRESS = '127.200.0.1';
const BASELINE_ADDRESS = '127.201.0.1';

/** The local host name of the first site (sites/registry.json): the Host every request carries. */
function siteHost() {
  const registry = JSON.parse(readFileSync(path.join(root, 'sites', 'registry.json'), 'utf8'));
  const sites = Array.isArray(registry) ? registry : registry.sites;
  const host = sites.flatMap((site) => site.hosts).find((name) => name.endsWith('.localhost'));
  if (!host) throw new Error('sites/registry.json has no .localhost host');
  return host;
}

/** Why the soak cannot run here (it needs PostgreSQL, Redis and nginx), or null. */
async function missing(adminUrl, redisUrl) {
  const pgDown = probePostgres(adminUrl);
  if (pgDown) return `no PostgreSQL at ${redact(adminUrl)} (${pgDown})`;
  const redisDown = await probeRedis(redisUrl);
  if (redisDown) return `no Redis at ${redact(redisUrl)} (${redisDown})`;
  const nginx = spawnSync('bash', [path.join(root, 'scripts', 'ensure-nginx.sh')], { cwd: root, encoding: 'utf8' });
  if (nginx.status !== 0) return `no nginx (scripts/ensure-nginx.sh: ${(nginx.stderr || nginx.stdout).trim().split('\n').at(-1)})`;
  return null;
}

/** nginx round-robin over the apps with the e2e test's configuration (scripts/nginx-config.mjs), from a temp dir. */
async function startBalancer(appPorts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-soak-nginx-'));
  for (const sub of NGINX_TEMP_DIRS) mkdirSync(path.join(dir, sub));
  const port = await spareport();
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, appPorts));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stdout.on('data', (chunk) => (output += chunk));
  nginx.stderr.on('data', (chunk) => (output += chunk));
  const dispose = async () => {
    await stop(nginx);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const status = await call(`http://127.0.0.1:${port}/api/health/ready`).then((answer) => answer.status, () => 0);
    if (status === 200) break;
    if (tries > 60 || nginx.exitCode !== null) {
      await dispose();
      throw new Error(`nginx did not answer on ${port}: ${output.slice(-1000)}`);
    }
    await sleep(500);
  }
  return { port, pid: nginx.pid, dispose, errors: () => readFileSync(path.join(dir, 'error.log'), 'utf8') };
}

/** Runs `users` members' loops through the balancer for `ms`; resolves once all have stopped. */
async function runMembers({ members, port, host, drawId, rec, ms, addresses, rampMs = 0 }) {
  const end = Date.now() + ms;
  const running = () => Date.now() < end;
  const clients = members.map((_, index) => browser({ port, host, localAddress: addresses(index) }));
  await Promise.all(
    members.map(async (member, index) => {
      await sleep((rampMs * index) / members.length);
      await memberLoop({ client: clients[index], rec, member, drawId, running, think });
    }),
  );
  for (const client of clients) client.close();
}

export async function runSoakBench() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const unavailable = await missing(adminUrl, redisUrl);
  if (unavailable) {
    console.log(`  soak skipped: ${unavailable}`);
    return { skipped: unavailable, ratios: {}, targets: { 'the soak ran': false } };
  }
  const host = siteHost();
  process.stdout.write(`  ${USERS} members for ${DURATION_MS / 1000} s through nginx, two apps, two platforms; PostgreSQL at ${redact(adminUrl)} (a throw-away database), Redis at ${redact(redisUrl)}\n`);
  const { throwAwayDatabase } = await tsImport('./throw-away-db.ts', import.meta.url);
  const store = await throwAwayDatabase('postgres', 'bench-soak', adminUrl);
  let cluster;
  let balancer;
  try {
    process.stdout.write(`  preparing the database (migrations, demo seed, ${USERS + 1} bench members)...\n`);
    const { locId, members: issued } = prepareDatabase(store.env.DATABASE_URL, USERS + 1);
    const members = issued.map((member) => ({ ...member, placed: 0, unsure: 0 }));
    const appEnv = { TRUST_PROXY_HOPS: '1', SESSION_COOKIE_SECURE: 'false', DRAIN_DELAY_MS: '0' };
    cluster = await startCluster({ storeEnv: store.env, instances: 2, redisUrl, appEnv, label: 'bench-soak' });
    balancer = await startBalancer(cluster.apps.map(({ port }) => port));
    const { port } = balancer;
    process.stdout.write(`  nginx on ${port} before apps ${cluster.apps.map((a) => a.port).join(', ')}; platforms ${cluster.platforms.map((p) => p.port).join(', ')}; Host ${host}\n`);

    const direct = `http://127.0.0.1:${cluster.platforms[0].port}/api/v1/4d`;
    const bearerOf = (member) => ({ authorization: `Bearer ${member.token}` });
    const settings = await expectOk('GET bet/settings', call(`${direct}/bet/settings?LocId=${locId}`, { headers: bearerOf(members[0]) }));
    const margin = BASELINE_MS + WARMUP_MS + DURATION_MS + 10 * 60_000;
    const draw = settings.OpenDraws.find((open) => Date.parse(open.CloseDate) - Date.now() > margin);
    if (!draw) throw new Error(`no open ${locId} draw that stays open for the run: ${JSON.stringify(settings.OpenDraws)}`);
    const common = { port, host, drawId: draw.DrawId };

    const baselineMember = members[USERS];
    const warm = recorder();
    process.stdout.write(`  warm-up: one member for ${WARMUP_MS / 1000} s; baseline: the same member for ${BASELINE_MS / 1000} s\n`);
    await runMembers({ ...common, members: [baselineMember], rec: warm, ms: WARMUP_MS, addresses: () => BASELINE_ADDRESS });
    const base = recorder();
    const baselineStart = Date.now();
    await runMembers({ ...common, members: [baselineMember], rec: base, ms: BASELINE_MS, addresses: () => BASELINE_ADDRESS });
    const baselineMs = Date.now() - baselineStart;

    const rec = recorder();
    const processes = { 'app 1': cluster.apps[0].pid, 'app 2': cluster.apps[1].pid, 'platform 1': cluster.platforms[0].pid, 'platform 2': cluster.platforms[1].pid, nginx: balancer.pid };
    const sampler = sampleMemory(processes, SAMPLE_MS);
    const soakStart = Date.now();
    process.stdout.write(`  soak: ${USERS} members (ramp ${RAMP_MS / 1000} s), the admin enters a result at ${Math.round((ADMIN_AT * DURATION_MS) / 1000)} s\n`);
    const progress = setInterval(() => {
      const total = Object.values(rec.kinds).reduce((sum, kind) => sum + kind.ms.length, 0);
      process.stdout.write(`    ${Math.round((Date.now() - soakStart) / 1000)} s: ${total} requests, ${rec.errors()} errors\n`);
    }, 30_000);
    const admin = sleep(ADMIN_AT * DURATION_MS).then(() =>
      enterResult({ client: browser({ port, host, localAddress: ADMIN_ADDRESS }), rec }).then(
        (settled) => ({ ...settled, finishedAtS: Math.round((Date.now() - soakStart) / 1000) }),
        (error) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      ),
    );
    await runMembers({ ...common, members: members.slice(0, USERS), rec, ms: DURATION_MS, addresses: addressOf, rampMs: RAMP_MS });
    const soakMs = Date.now() - soakStart;
    const settlement = await admin;
    clearInterval(progress);
    const memory = judgeMemory(sampler.stop());

    const read = async (member) => {
      const headers = bearerOf(member);
      const profile = await expectOk('GET profile', call(`${direct}/profile?LocId=${locId}`, { headers }));
      const page = await expectOk('GET bet/page2', call(`${direct}/bet/page2?LocId=${locId}&DrawId=${draw.DrawId}&UserId=${member.userId}&PageSize=1`, { headers }));
      return { creditLeft: profile.CreditLeft, total: page.Total, sum: page.Sum };
    };
    const credit = await creditOf(members, { credit: CREDIT, read });

    const baseline = summarize(base, baselineMs);
    const soak = summarize(rec, soakMs);
    printKinds(soak, baseline);
    console.log(`\n  settlement: ${settlement.ok ? `draw ${settlement.drawId} (${settlement.drawDate}) result entered again, job ${settlement.jobId} ${settlement.status} in ${(settlement.settledMs / 1000).toFixed(1)} s, member1's figures as before` : `FAILED: ${settlement.error ?? JSON.stringify(settlement)}`}`);
    console.log(`  credit check: ${credit.members} members, ${credit.ticketsPlaced} tickets answered 201 (x 1.00 = ${credit.expectedDrop}); CreditLeft dropped ${credit.actualDrop}; the draw holds ${credit.ticketsOnTheDraw} tickets, ${credit.sumOnTheDraw}: ${credit.ok ? 'OK' : `MISMATCH ${JSON.stringify(credit.mismatches)}`}`);
    printMemory(memory);
    const warmErrors = warm.errors();
    const errorSamples = [...warm.errorSamples, ...base.errorSamples, ...rec.errorSamples].slice(0, 20);
    const errors = soak.errors + baseline.errors + warmErrors;
    if (errors > 0) {
      console.log(`\n  THIS RUN HAD ERRORS: ${soak.errors} in the soak, ${baseline.errors} in the baseline, ${warmErrors} in the warm-up; samples:`);
      for (const sample of errorSamples) console.log(`    ${sample.at} ${sample.kind} ${sample.route} ${sample.status}: ${sample.body}`);
    } else console.log('\n  no errors: every answer was the one expected (200, 201 for a ticket)');
    const { ratios, targets } = verdict({ soak, baseline, errors, settlement, credit, memory });
    return {
      store: `PostgreSQL at ${redact(adminUrl)}, a throw-away database`,
      redis: `${redact(redisUrl)} (a key prefix of this run, deleted afterwards)`,
      topology: `nginx (round-robin) before 2 apps (production build), each forwarding to its own platform; all on 127.0.0.1; Host ${host}`,
      users: USERS,
      durationMs: DURATION_MS,
      thinkMs: THINK_MS,
      rampMs: RAMP_MS,
      draw: `${draw.DrawId} (${draw.DrawDate}); each ticket 1 ORDINARY 4D bet, Big 1.00`,
      baseline: { users: 1, ...baseline },
      soak,
      errors: { total: errors, soak: soak.errors, baseline: baseline.errors, warmup: warmErrors, samples: errorSamples },
      settlement,
      credit,
      memory,
      loadAverageAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
      nginxErrorLog: balancer.errors().split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)).slice(0, 10),
      ratios,
      targets,
    };
  } catch (error) {
    if (cluster) console.error(cluster.output());
    throw error;
  } finally {
    await balancer?.dispose();
    await cluster?.stop();
    await store.dispose();
  }
}
