// What the placement benchmark (bench/placement.mjs) makes of its rounds: each scenario's counts of
// answers, the median round, the table, the ratios against the baseline and between scenarios, the
// CreditLeft check of every scenario, and the targets of docs/performance.md.
import { median } from './forwarder.mjs';

export const TARGET_TICKETS_PER_SECOND = 300;
export const TARGET_P99_MS = 150;
const round3 = (value) => Math.round(value * 1000) / 1000;
const is2xx = (status) => status >= 200 && status < 300;

/** Counts every answer of a scenario (warm-ups and drains too: their tickets spend credit as well). */
export function tally() {
  const counts = { placed: 0, replayed: 0, failed: 0, samples: {} };
  const onResponse = (status, text) => {
    if (status === 201) counts.placed += 1;
    else if (is2xx(status)) counts.replayed += 1;
    else {
      counts.failed += 1;
      const list = (counts.samples[status] ??= []);
      if (list.length < 3) list.push(text.slice(0, 300));
    }
  };
  return { counts, onResponse };
}

/** The median round of one scenario. */
export function medianOf(list) {
  const pick = (field) => median(list.map((result) => result[field]));
  const errors = list.reduce((sum, result) => sum + result.errors + result.non200, 0);
  const statuses = {};
  for (const result of list) for (const [status, n] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    ticketsPerSecond: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    appCpuMs: pick('appCpuMs'),
    platformCpuMs: pick('platformCpuMs'),
    dbCpuMs: list[0].dbCpuMs === null ? null : pick('dbCpuMs'),
    clientCpuMs: pick('clientCpuMs'),
    roundsTicketsPerSecond: list.map((result) => result.rps),
    tickets: list.reduce((sum, result) => sum + result.requests, 0),
    errors,
    ...(errors > 0 ? { statuses } : {}),
  };
}

/** Each scenario's tickets/s as a ratio to the baseline's in the same round, the median of those. */
function pairedRatio(rounds, key, baseKey, field = 'rps') {
  const list = rounds[key];
  const base = rounds[baseKey];
  if (!list || !base) return null;
  return round3(median(list.map((result, index) => result[field] / (base[index][field] || 1))));
}

/**
 * What the machine's cores could place at most at the scenario's CPU per ticket (app, platform,
 * database and the load generator together), were nothing else running on them.
 */
export function cpuBound({ appCpuMs, platformCpuMs, dbCpuMs, clientCpuMs }, cores) {
  const perTicket = appCpuMs + platformCpuMs + (dbCpuMs ?? 0) + clientCpuMs;
  return perTicket > 0 ? Math.round((cores * 1000) / perTicket) : null;
}

export function printTable(results, rounds, baseline) {
  console.log(`\n  median of rounds      tickets/s  x baseline    p50 ms    p99 ms  app CPU  platform CPU  db CPU  client CPU  CPU-bound/s  errors`);
  const widths = [9, 11, 9, 9, 8, 13, 7, 11, 12, 7];
  for (const [key, result] of Object.entries(results)) {
    const { ticketsPerSecond, p50, p99, appCpuMs, platformCpuMs, dbCpuMs, clientCpuMs, cpuBoundPerSecond, errors } = result;
    const cells = [ticketsPerSecond, pairedRatio(rounds, key, baseline), p50, p99, appCpuMs, platformCpuMs, dbCpuMs ?? '-', clientCpuMs, cpuBoundPerSecond ?? '-', errors];
    console.log(`  ${key.padEnd(20)} ${cells.map((value, index) => String(value).padStart(widths[index])).join(' ')}`);
  }
  console.log('  (CPU: ms per ticket; CPU-bound/s: what the cores could place at that CPU per ticket with nothing else running)');
}

/**
 * CreditLeft of every member of the scenario must have dropped by exactly its tickets answered 201 x
 * the cost, and the draw must hold exactly those tickets with that sum (GET bet/page2 per member).
 */
export async function creditCheck(scenario, { credit, costCents, read }) {
  const cents = (money) => BigInt(money.replace('.', ''));
  let drop = 0n;
  let onTheDraw = 0;
  let sumOnTheDraw = 0n;
  for (const member of scenario.members) {
    const { profile, page } = await read(member);
    drop += cents(credit) - cents(profile.CreditLeft);
    onTheDraw += page.Total;
    sumOnTheDraw += cents(page.Sum);
  }
  const { placed } = scenario.tally.counts;
  const expected = BigInt(placed) * costCents;
  const money = (value) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
  const ok = drop === expected && onTheDraw === placed && sumOnTheDraw === expected;
  return { members: scenario.members.length, ticketsPlaced: placed, expectedDrop: money(expected), actualDrop: money(drop), ticketsOnTheDraw: onTheDraw, sumOnTheDraw: money(sumOnTheDraw), ok };
}

/** Every non-2xx answer (and connection error) of the run, with a few bodies of each status. */
export function errorReport(results, scenarios) {
  const measured = Object.values(results).reduce((sum, result) => sum + result.errors, 0);
  const all = scenarios.reduce((sum, { tally: { counts } }) => sum + counts.failed, 0);
  const replayed = scenarios.reduce((sum, { tally: { counts } }) => sum + counts.replayed, 0);
  const samples = {};
  for (const { key, tally: { counts } } of scenarios) if (counts.failed > 0) samples[key] = counts.samples;
  if (measured > 0 || all > 0 || replayed > 0) {
    console.log(`\n  THIS RUN HAD ERRORS: ${all} non-2xx answers in all (${measured} in the measured windows), ${replayed} unexpected replays`);
    for (const [key, byStatus] of Object.entries(samples)) for (const [status, bodies] of Object.entries(byStatus)) console.log(`    ${key} ${status}: ${bodies.join(' | ')}`);
  } else {
    console.log('\n  no errors: every answer was 201');
  }
  return { measured, all, replayed, samples };
}

/**
 * The ratios (each paired round by round, the median of the rounds): every scenario against the
 * baseline; bff/direct (the BFF's share); c=20/c=1 and c=50/c=20 (does throughput grow with clients);
 * two/one (what a second instance adds). The targets: the placement target on the driver measured
 * (it is set for PostgreSQL), growth from c=1 to c=20 through the BFF, CreditLeft exact everywhere,
 * no errors.
 */
export function verdict({ rounds, results, baseline, driver, topologies, concurrencies, credit, errors }) {
  const ratios = {};
  for (const key of Object.keys(results)) ratios[`${key} / ${baseline} tickets/s`] = pairedRatio(rounds, key, baseline);
  for (const topology of topologies) {
    for (const c of concurrencies) {
      ratios[`bff/direct ${topology} c=${c} tickets/s`] = pairedRatio(rounds, `bff ${topology} c=${c}`, `direct ${topology} c=${c}`);
      ratios[`bff/direct ${topology} c=${c} p50`] = pairedRatio(rounds, `bff ${topology} c=${c}`, `direct ${topology} c=${c}`, 'p50');
    }
    for (const target of ['direct', 'bff']) {
      ratios[`${target} ${topology} c=20/c=1 tickets/s`] = pairedRatio(rounds, `${target} ${topology} c=20`, `${target} ${topology} c=1`);
      ratios[`${target} ${topology} c=50/c=20 tickets/s`] = pairedRatio(rounds, `${target} ${topology} c=50`, `${target} ${topology} c=20`);
    }
  }
  if (topologies.includes('two')) {
    for (const target of ['direct', 'bff']) for (const c of concurrencies) ratios[`${target} two/one c=${c} tickets/s`] = pairedRatio(rounds, `${target} two c=${c}`, `${target} one c=${c}`);
  }
  const targets = {};
  for (const topology of topologies) {
    const c20 = results[`bff ${topology} c=20`];
    const c1 = results[`bff ${topology} c=1`];
    targets[`${driver} bff ${topology} c=20 >= ${TARGET_TICKETS_PER_SECOND} tickets/s`] = c20.ticketsPerSecond >= TARGET_TICKETS_PER_SECOND;
    targets[`${driver} bff ${topology} c=20 p99 < ${TARGET_P99_MS} ms`] = c20.p99 < TARGET_P99_MS;
    targets[`${driver} bff ${topology} c=20 tickets/s > c=1`] = c20.ticketsPerSecond > c1.ticketsPerSecond;
  }
  for (const [key, check] of Object.entries(credit)) targets[`${key}: CreditLeft dropped by exactly 201s x cost, the draw holds them`] = check.ok;
  targets['no non-2xx answers'] = errors.all === 0 && errors.replayed === 0;
  return { ratios, targets };
}
