// What the soak benchmark (bench/soak.mjs) makes of its answers: p50/p99 and rates by kind and by
// route, the table with the ratios to the one-member baseline, the CreditLeft check of every member,
// and the soak's targets (docs/performance.md).
const KINDS = ['sign-in', 'terms', 'browse', 'bet', 'sign-out', 'admin'];
const round1 = (value) => Math.round(value * 10) / 10;
const round3 = (value) => Math.round(value * 1000) / 1000;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function figures({ ms, errors }, elapsedMs) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { requests: ms.length, errors, perSecond: round1((ms.length / elapsedMs) * 1000), p50: round1(percentile(sorted, 0.5)), p99: round1(percentile(sorted, 0.99)), max: round1(sorted.at(-1) ?? 0) };
}

/** A recorder's answers as figures: all together, by kind and by route. */
export function summarize(rec, elapsedMs) {
  const all = { ms: Object.values(rec.kinds).flatMap((kind) => kind.ms), errors: rec.errors() };
  const kinds = {};
  for (const kind of KINDS) if (rec.kinds[kind]) kinds[kind] = figures(rec.kinds[kind], elapsedMs);
  const routes = {};
  for (const [label, route] of Object.entries(rec.routes)) routes[label] = { kind: route.kind, ...figures(route, elapsedMs) };
  return { elapsedMs, ...figures(all, elapsedMs), kinds, routes, byApp: { ...rec.upstreams } };
}

const ratio = (value, base) => (value === null || base === null || base === undefined || base === 0 ? null : round3(value / base));

export function printKinds(soak, baseline) {
  const header = '  kind / route                requests   req/s  errors   p50 ms   p99 ms   max ms | baseline p50   p99 | x p50   x p99';
  const row = (name, figure, base) => {
    const cells = [figure.requests, figure.perSecond, figure.errors, figure.p50, figure.p99, figure.max].map((value, index) => String(value ?? '-').padStart([9, 7, 7, 8, 8, 8][index]));
    const baseCells = base ? `${String(base.p50).padStart(13)} ${String(base.p99).padStart(5)}` : `${'-'.padStart(13)} ${'-'.padStart(5)}`;
    const ratios = base ? `${String(ratio(figure.p50, base.p50)).padStart(6)} ${String(ratio(figure.p99, base.p99)).padStart(7)}` : '';
    console.log(`  ${name.padEnd(26)} ${cells.join('')} |${baseCells} |${ratios}`);
  };
  console.log(`\n${header}`);
  row('all', soak, baseline);
  for (const [kind, figure] of Object.entries(soak.kinds)) row(kind, figure, baseline.kinds[kind]);
  console.log('  by route:');
  for (const [label, figure] of Object.entries(soak.routes)) row(`  ${label}`, figure, baseline.routes[label]);
  console.log(`  answers by app (nginx's X-Upstream): ${Object.entries(soak.byApp).map(([app, n]) => `${app} ${n}`).join(', ')}`);
  console.log(`  (soak: ${round1(soak.elapsedMs / 1000)} s; baseline: one member, the same loop, ${round1(baseline.elapsedMs / 1000)} s, just before; x: the soak's figure over the baseline's)`);
}

const cents = (money) => BigInt(String(money).replace('.', ''));
const money = (value) => `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

/**
 * Every member's CreditLeft must have dropped by exactly its tickets answered 201 x 1.00 and the draw
 * must hold exactly those tickets with that sum; `read(member)` answers { creditLeft, total, sum }.
 */
export async function creditOf(members, { credit, read }) {
  let expected = 0n;
  let drop = 0n;
  let onTheDraw = 0;
  let sumOnTheDraw = 0n;
  let placed = 0;
  const mismatches = [];
  for (const member of members) {
    const { creditLeft, total, sum } = await read(member);
    const own = BigInt(member.placed) * 100n;
    const dropped = cents(credit) - cents(creditLeft);
    expected += own;
    drop += dropped;
    onTheDraw += total;
    sumOnTheDraw += cents(sum);
    placed += member.placed;
    if (dropped !== own || total !== member.placed || cents(sum) !== own) {
      mismatches.push({ userId: member.userId, placed: member.placed, unanswered: member.unsure, dropped: money(dropped), onTheDraw: total, sum });
    }
  }
  return { members: members.length, ticketsPlaced: placed, expectedDrop: money(expected), actualDrop: money(drop), ticketsOnTheDraw: onTheDraw, sumOnTheDraw: money(sumOnTheDraw), mismatches, ok: mismatches.length === 0 };
}

/** The ratios to the baseline (p50 and p99 of each kind, and of all answers) and the soak's targets. */
export function verdict({ soak, baseline, errors, settlement, credit, memory }) {
  const ratios = { 'all p50 soak/baseline': ratio(soak.p50, baseline.p50), 'all p99 soak/baseline': ratio(soak.p99, baseline.p99) };
  for (const [kind, figure] of Object.entries(soak.kinds)) {
    const base = baseline.kinds[kind];
    if (!base) continue;
    ratios[`${kind} p50 soak/baseline`] = ratio(figure.p50, base.p50);
    ratios[`${kind} p99 soak/baseline`] = ratio(figure.p99, base.p99);
  }
  ratios['requests/s soak/baseline'] = ratio(soak.perSecond, baseline.perSecond);
  const targets = {
    'no errors (every answer the expected 200 or 201, no connection failed)': errors === 0,
    'the admin entered a result during the run and its settlement completed, figures as before': settlement.ok === true,
    'CreditLeft and the draw exact for every member': credit.ok,
  };
  for (const [name, judged] of Object.entries(memory)) targets[`${name}: no memory growth trend`] = judged.growthTrend === null || judged.growthTrend === undefined ? null : !judged.growthTrend;
  return { ratios, targets };
}
