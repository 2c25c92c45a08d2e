// The people of the soak (bench/soak.mjs): a browser (a cookie jar on one keep-alive connection from
// its own loopback address, sending what a browser sends), the simulated member's loop, the admin who
// enters a result, and the recorder of every answer's latency by kind and by route.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { cookieHeader, keepCookies } from '../scripts/cookie-jar.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** No answer within this is an error (nginx itself gives up on an app after 60 s). */
const REQUEST_TIMEOUT_MS = 120_000;
/** A member signs out after about one loop in SIGN_OUT_EVERY, and signs in again on the next. */
const SIGN_OUT_EVERY = 5;
const PASSWORD = 'Member1234';
const ADMIN = { userId: 'admin', password: 'Admin1234' };
/** What a member browses: pages the app renders on the server, and the GETs its pages make. */
export const BROWSE = [
  { label: 'page /tickets/page', page: true, path: () => '/tickets/page?LocId=SG' },
  { label: 'GET bet/page2', path: ({ userId, drawId }) => `/api/v1/bet/page2?LocId=SG&DrawId=${drawId}&UserId=${userId}&PageIndex=1&PageSize=20` },
  { label: 'page /report/full', page: true, path: () => '/report/full?LocId=SG' },
  { label: 'GET profile', path: () => '/api/v1/profile?LocId=SG' },
  { label: 'GET reportFull', path: ({ userId, drawId }) => `/api/v1/reportFull?LocId=SG&UserId=${userId}&DrawId=${drawId}` },
  { label: 'GET announcements', path: () => '/api/v1/announcements?LocId=SG' },
];
const BROWSE_PER_LOOP = 3;

/**
 * Latencies by kind (sign-in, terms, browse, bet, sign-out, admin) and by route; errors with samples;
 * how many answers each app served (nginx's X-Upstream).
 */
export function recorder() {
  const kinds = {};
  const routes = {};
  const errorSamples = [];
  const upstreams = {};
  let errors = 0;
  return {
    add(kind, label, { status, ms, ok, text, upstream }) {
      upstreams[upstream ?? 'none'] = (upstreams[upstream ?? 'none'] ?? 0) + 1;
      (kinds[kind] ??= { ms: [], errors: 0 }).ms.push(ms);
      (routes[label] ??= { kind, ms: [], errors: 0 }).ms.push(ms);
      if (ok) return;
      errors += 1;
      kinds[kind].errors += 1;
      routes[label].errors += 1;
      if (errorSamples.length < 20) errorSamples.push({ at: new Date().toISOString(), kind, route: label, status, body: text.slice(0, 300) });
    },
    kinds,
    routes,
    upstreams,
    errorSamples,
    errors: () => errors,
  };
}

/**
 * A browser on the site host `host` sending to 127.0.0.1:`port` (the balancer) from `localAddress`
 * (an address of its own in 127/8, so nginx and the sign-in limits see one address per person).
 */
export function browser({ port, host, localAddress }) {
  const cookies = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const send = (method, path, body, page = false) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { host, accept: page ? 'text/html' : 'application/json', 'sec-fetch-site': 'same-origin', origin: `http://${host}` };
      const cookie = cookieHeader(cookies);
      if (cookie) headers.cookie = cookie;
      if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const started = process.hrtime.bigint();
      const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
      const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent, localAddress, timeout: REQUEST_TIMEOUT_MS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          keepCookies(cookies, response.headers['set-cookie']);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: ms(), upstream: response.headers['x-upstream'] });
        });
        response.on('error', (error) => resolve({ status: 0, text: String(error), ms: ms() }));
      });
      request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (error) => resolve({ status: 0, text: String(error), ms: ms() }));
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

const OK = { GET: 200, POST: 200, PUT: 200 };
/** What a page answered 200 may still be (app/(shell)/_shell/missing-page.tsx; Next's streamed error boundary). */
const PAGE_PROBLEMS = [
  { what: 'the shell refused the page', pattern: /<h1 id="missing-title"/ },
  { what: 'an error digest in the page', pattern: /data-dgst=/ },
];

/** One request, recorded; `expect` is the status that counts as good (200 unless said). */
async function step(client, rec, kind, label, method, path, { body, expect = OK[method], page = false } = {}) {
  const answer = await client.send(method, path, body, page);
  // A page refused (the shell's missing page) or failed while streaming (an error digest) still answers 200.
  const broken = page && answer.status === 200 ? PAGE_PROBLEMS.find(({ pattern }) => pattern.test(answer.text)) : undefined;
  const ok = answer.status === expect && !broken;
  rec.add(kind, label, { ...answer, ok, text: broken ? `${broken.what}: ${answer.text}` : answer.text });
  let json;
  try {
    json = page ? undefined : JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  return { ...answer, ok, json };
}

/** Signs in through the BFF and accepts the terms (every user does, once a session). */
async function signIn(client, rec, userId, password) {
  const signedIn = await step(client, rec, 'sign-in', 'POST /api/auth/sign-in', 'POST', '/api/auth/sign-in', { body: { UserId: userId, Password: password, Lang: 'en' } });
  if (!signedIn.ok) return false;
  const terms = await step(client, rec, 'terms', 'POST /api/auth/terms', 'POST', '/api/auth/terms', { body: { agree: true } });
  return terms.ok;
}

/**
 * One member's loop until `running()` says stop: sign in (and accept the terms) when signed out, browse
 * BROWSE_PER_LOOP of BROWSE (in turn, so every user's mix is the same), place one ticket of 1.00 on
 * `drawId`, and sign out about one loop in SIGN_OUT_EVERY; `think()` between steps. Counts the member's
 * tickets answered 201 in `member.placed` (for the CreditLeft check).
 */
export async function memberLoop({ client, rec, member, drawId, running, think }) {
  let signedIn = false;
  let loop = 0;
  const context = { userId: member.userId, drawId };
  while (running()) {
    if (!signedIn) {
      signedIn = await signIn(client, rec, member.userId, PASSWORD);
      await think();
      if (!signedIn) continue;
    }
    for (let i = 0; i < BROWSE_PER_LOOP && running(); i += 1) {
      const route = BROWSE[(loop * BROWSE_PER_LOOP + i) % BROWSE.length];
      const answer = await step(client, rec, 'browse', route.label, 'GET', route.path(context), { page: route.page });
      if (answer.status === 401) signedIn = false;
      await think();
    }
    if (!running() || !signedIn) continue;
    const ticket = { UserId: member.userId, DrawId: drawId, IdempotencyKey: randomUUID(), Bets: [{ Number: String(Math.floor(Math.random() * 10_000)).padStart(4, '0'), Big: '1.00', Kind: 'ORDINARY' }] };
    const bet = await step(client, rec, 'bet', 'POST bet', 'POST', '/api/v1/bet?LocId=SG', { body: ticket, expect: 201 });
    if (bet.ok) member.placed += 1;
    else member.unsure += bet.status === 0 ? 1 : 0;
    await think();
    loop += 1;
    if (Math.random() < 1 / SIGN_OUT_EVERY) {
      await step(client, rec, 'sign-out', 'POST /api/auth/sign-out', 'POST', '/api/auth/sign-out');
      signedIn = false;
      await think();
    }
  }
}

/**
 * The admin enters a result while the members bet, as tests/e2e/instances.spec.ts does: the latest
 * resulted SG draw has its result reset and entered again (insertProcess), the settlement job is polled
 * through the balancer until DONE, and member1's figures on that draw must be what they were before.
 */
export async function enterResult({ client, rec, timeoutMs = 180_000 }) {
  const call = async (label, method, path, body, expect) => {
    const answer = await step(client, rec, 'admin', label, method, path, { body, expect });
    if (!answer.ok) throw new Error(`admin: ${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.json;
  };
  if (!(await signIn(client, rec, ADMIN.userId, ADMIN.password))) throw new Error('admin: sign-in failed');
  const draws = await call('GET draw2', 'GET', '/api/v1/draw2?LocId=SG');
  const settled = draws.filter((draw) => draw.HasResult).sort((a, b) => b.DrawDate.localeCompare(a.DrawDate))[0];
  if (!settled) throw new Error('admin: no resulted SG draw');
  const figures = `/api/v1/reportFull?LocId=SG&UserId=member1&DrawId=${settled.DrawId}`;
  const before = (await call('GET reportFull (admin)', 'GET', figures)).Self;
  const { Results } = await call('GET draw/result', 'GET', `/api/v1/draw/result?LocId=SG&DrawId=${settled.DrawId}`);
  const started = Date.now();
  await call('PUT draw/result/reset6', 'PUT', `/api/v1/draw/result/reset6/${settled.DrawId}?LocId=SG`, {});
  const body = { DrawId: settled.DrawId, Results: Results.map(({ Prize, Position, Number }) => ({ Prize, Position, Number })) };
  const { JobId } = await call('POST insertProcess', 'POST', '/api/v1/insertProcess?LocId=SG', body, 202);
  let status = 'PENDING';
  while (Date.now() - started < timeoutMs) {
    ({ Status: status } = await call('GET job status', 'GET', `/api/v1/draw/result/r5/${JobId}/status?LocId=SG`));
    if (status === 'DONE' || status === 'FAILED') break;
    await sleep(1_000);
  }
  const settledMs = Date.now() - started;
  const after = (await call('GET reportFull (admin)', 'GET', figures)).Self;
  const same = JSON.stringify(after) === JSON.stringify(before);
  return { drawId: settled.DrawId, drawDate: settled.DrawDate, results: Results.length, jobId: JobId, status, settledMs, figuresAsBefore: same, ok: status === 'DONE' && same };
}
