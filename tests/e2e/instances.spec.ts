// Many instances as one (docs/decisions/running.md): two platform instances on one fresh PostgreSQL
// database, two app instances sharing one Redis (a key prefix of this run's own) and one session
// secret, and nginx (Debian's package, scripts/ensure-nginx.sh) round-robin in front, run as this user
// from a temp dir. A user signed in on one instance is known on the other, the sign-in limits count
// across both, the GET cache keeps users apart and a write on one is never served stale by the other,
// and a result entered through one app while bets are placed through the other settles exactly, by
// one job on one platform. Then background work runs once, not once per instance, though both
// platforms poll for it, read directly on the shared database: the settle job and an upload's job
// (started through both apps at once) each claimed once (jobs.claims, claimed_by one platform's pid),
// the upload's bets one per line; a fixed-bet automatic run checked by both platforms at once: one
// fixed_auto_runs row, one run, each fixed bet placed once; and the outbox: notices queued before the
// SMS gateway is set, then sent by both platforms' senders to a local gateway that answers slowly:
// each reaches it once. Without PostgreSQL, Redis or nginx it skips with the reason, except under
// CI=true, where it fails.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { localHost, siteByKey } from '@/sites';
import { forgetRedisKeys, launch, NGINX_TEMP_DIRS, nginxConfig, stop, type Child } from './support/cluster';

const BALANCER_PORT = 3300;
const APP_PORTS = [3301, 3302] as const;
const PLATFORM_PORTS = [4601, 4602] as const;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const alpha = siteByKey('ALPHA');
if (!alpha) throw new Error('ALPHA is missing from the registry');
const HOST = `${localHost(alpha)}:${BALANCER_PORT}`;

/** Why the run cannot happen here, or undefined. */
function missing(): string | undefined {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (scripts/ensure-nginx.sh installs it)`;
  const probe = (code: string, ...args: string[]) => spawnSync(process.execPath, ['-e', code, ...args], { encoding: 'utf8', timeout: 10_000, env: { ...process.env, NODE_OPTIONS: '' } });
  const pgProbe = probe("const c=new (require('pg').Client)(process.argv[1]);c.connect().then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})", SERVER_URL);
  if (pgProbe.status !== 0) return `no PostgreSQL at ${SERVER_URL} (${pgProbe.stderr.trim()})`;
  const redisProbe = probe("const R=require('ioredis');const c=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0});c.connect().then(()=>c.ping()).then(()=>c.quit()).catch(e=>{console.error(e.message);process.exit(1)})", REDIS_URL);
  if (redisProbe.status !== 0) return `no Redis at ${REDIS_URL} (${redisProbe.stderr.trim()})`;
  return undefined;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A body sent as it is (a multipart form), with its content type. */
interface RawBody {
  type: string;
  bytes: Buffer;
}

/** One request to a port with the site's host and origin; `cookies` is a jar, updated from Set-Cookie. */
function send(port: number, method: string, pathname: string, cookies: Map<string, string>, body?: unknown): Promise<Reply> {
  const raw = body instanceof Object && 'bytes' in body && Buffer.isBuffer(body.bytes) ? (body as RawBody) : undefined;
  const payload = raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { host: HOST, origin: `http://${HOST}`, accept: 'application/json' };
  if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (payload !== undefined) headers['content-type'] = raw ? raw.type : 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
          else cookies.set(name, value);
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const status = (port: number, pathname: string) => send(port, 'GET', pathname, new Map()).then((reply) => reply.status, () => 0);

/** A user's browser: a cookie jar, sending to one instance or to the balancer. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly name: string) {}
  call(port: number, method: string, pathname: string, body?: unknown): Promise<Reply> {
    return send(port, method, pathname, this.cookies, body);
  }
  async json<T>(port: number, method: string, pathname: string, body?: unknown): Promise<T> {
    const reply = await this.call(port, method, pathname, body);
    if (reply.status < 200 || reply.status > 299) throw new Error(`${this.name}: ${method} ${pathname} on ${port} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    return JSON.parse(reply.body) as T;
  }
  async signIn(port: number, password: string): Promise<void> {
    const signIn = await this.call(port, 'POST', '/api/auth/sign-in', { UserId: this.name, Password: password, Lang: 'en' });
    expect(signIn.status, signIn.body).toBe(200);
    const terms = await this.call(port, 'POST', '/api/auth/terms', { agree: true });
    expect(terms.status, terms.body).toBe(200);
  }
}

/** A multipart form of text fields and one file part named `file`. */
function multipart(fields: Record<string, string>, fileName: string, content: string): RawBody {
  const boundary = `instances${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.from(parts.join('')) };
}

interface GatewayHit {
  to: string;
  body: string;
  sid: string;
}

/**
 * A local Twilio-style SMS gateway (services/messaging/adapters.ts): records every message it is given
 * and answers each with a sid of its own. It answers after `delayMs`, so a sender holds its rows' locks
 * that long and the other platform's sender comes by meanwhile.
 */
async function startSmsGateway(delayMs: number): Promise<{ url: string; hits: GatewayHit[]; close: () => Promise<void> }> {
  const hits: GatewayHit[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      const sid = `SM${hits.length + 1}`;
      hits.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '', sid });
      setTimeout(() => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface DrawRow {
  DrawId: number;
  DrawDate: string;
  HasResult?: boolean;
  Status?: string;
}
interface ResultRow {
  Prize: string;
  Position: number;
  Number: string;
}

const unavailable = missing();
if (unavailable) {
  if (process.env.CI === 'true') throw new Error(`CI=true requires the many-instances run: ${unavailable}`);
  console.warn(`instances.spec.ts skipped: ${unavailable}`);
}

test('two app and two platform instances behind nginx act as one', async () => {
  test.skip(unavailable !== undefined, unavailable);
  // Two platforms migrating and seeding one database, two app servers and nginx: about a minute on a
  // busy 2-core machine, then the checks (the run-once checks at the end, about 10 s of them).
  test.setTimeout(210_000);
  const started = Date.now();
  const timings: string[] = [];
  const mark = (what: string) => timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const work = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-instances-'));
  const run = randomBytes(6).toString('hex');
  const database = `instances_${run}`;
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
  const admin = new pg.Client(SERVER_URL);
  await admin.connect();
  await admin.query(`create database ${database}`);
  const children: Child[] = [];
  let gateway: Awaited<ReturnType<typeof startSmsGateway>> | undefined;
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['PLATFORM_API_URL', 'DATABASE_URL', 'PLATFORM_DATA_DIR', 'NODE_OPTIONS', 'PORT', 'PLATFORM_PORT', 'PLATFORM_CAPTCHA_FIXED']) delete base[name];
  try {
    // Both platforms start at once on the empty database, as two replicas of a deployment would, with
    // the one two-factor key a deployment on one database must share.
    const twoFactorKey = randomBytes(32).toString('hex');
    const platforms = PLATFORM_PORTS.map((port, i) =>
      launch(`platform ${i + 1}`, [process.execPath, '--import', 'tsx', 'platform/main.ts'], {
        ...base,
        DATABASE_URL: databaseUrl,
        PLATFORM_TWO_FACTOR_KEY: twoFactorKey,
        PLATFORM_PORT: String(port),
        PLATFORM_HOST: '127.0.0.1',
      }),
    );
    children.push(...platforms);
    const secret = randomBytes(32).toString('base64url');
    // Each app instance talks to its own platform; both share the session secret and Redis.
    const apps = APP_PORTS.map((port, i) =>
      launch(`app ${i + 1}`, [process.execPath, 'scripts/app-server.mjs', '--port', String(port), '--hostname', '127.0.0.1'], {
        ...base,
        NODE_ENV: 'production',
        PLATFORM_API_URL: `http://127.0.0.1:${PLATFORM_PORTS[i]}`,
        SESSION_SECRET: secret,
        SESSION_COOKIE_SECURE: 'false',
        REDIS_URL,
        REDIS_KEY_PREFIX: `drawdesk-instances-${run}:`,
        TRUST_PROXY_HOPS: '1',
        DRAIN_DELAY_MS: '0',
      }),
    );
    children.unshift(...apps);
    for (const sub of NGINX_TEMP_DIRS) mkdirSync(path.join(work, sub));
    writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(work, BALANCER_PORT, APP_PORTS));
    const nginx = launch('nginx', [NGINX, '-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')], base);
    children.unshift(nginx);

    const logs = () => children.map((child) => `--- ${child.name} ---\n${child.output().slice(-3000)}`).join('\n');
    for (const [i, port] of PLATFORM_PORTS.entries()) {
      await expect.poll(() => status(port, '/api/health'), { timeout: 120_000, intervals: [500], message: logs() }).toBe(200);
      expect(platforms[i]?.process.exitCode, logs()).toBeNull();
    }
    mark('both platforms ready');
    for (const port of [...APP_PORTS, BALANCER_PORT]) {
      await expect.poll(() => status(port, '/api/health/ready'), { timeout: 60_000, intervals: [500], message: logs() }).toBe(200);
    }
    mark('both apps and nginx ready');

    // nginx alternates: two requests in a row reach both app instances.
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) upstreams.add(String((await send(BALANCER_PORT, 'GET', '/api/health/live', new Map())).headers['x-upstream']));
    expect([...upstreams].sort()).toEqual(APP_PORTS.map((port) => `127.0.0.1:${port}`));

    // 1. Signed in on one instance, known on the other; signed out on the other, refused on the first.
    const agent2 = new Browser('agent2');
    await agent2.signIn(APP_PORTS[0], 'Agent1234');
    const profiles = await Promise.all(APP_PORTS.map((port) => agent2.json<{ UserId?: string }>(port, 'GET', '/api/v1/profile?LocId=SG')));
    expect(profiles[1]).toEqual(profiles[0]);
    for (let i = 0; i < 4; i++) expect((await agent2.call(BALANCER_PORT, 'GET', '/api/v1/profile?LocId=SG')).status).toBe(200);
    const leaving = new Browser('agent3');
    await leaving.signIn(APP_PORTS[1], 'Agent1234');
    const stolen = new Map(leaving.cookies);
    expect((await leaving.call(APP_PORTS[1], 'POST', '/api/auth/sign-out')).status).toBeLessThan(400);
    expect((await send(APP_PORTS[0], 'GET', '/api/v1/profile?LocId=SG', stolen)).status).toBe(401);
    mark('sessions');

    // 2. The sign-in limits count across both: 10 attempts on one account from one address, alternating,
    // and the 11th is refused whichever instance gets it (each would allow 10 if it counted alone).
    const guesser = new Browser(`nobody-${run}`);
    for (let i = 0; i < 10; i++) {
      const attempt = await guesser.call(APP_PORTS[i % 2] ?? BALANCER_PORT, 'POST', '/api/auth/sign-in', { UserId: guesser.name, Password: 'wrong-password', Lang: 'en' });
      expect(attempt.status, `attempt ${i + 1}: ${attempt.body}`).not.toBe(429);
      expect(attempt.status).toBeGreaterThanOrEqual(400);
    }
    for (const port of APP_PORTS) {
      const refused = await guesser.call(port, 'POST', '/api/auth/sign-in', { UserId: guesser.name, Password: 'wrong-password', Lang: 'en' });
      expect(refused.status, refused.body).toBe(429);
    }
    mark('rate limits');

    // 3. The GET cache: a user's answer cached through one instance is a hit on the other; a write
    // through the other clears it there too; two users never share an entry.
    const adminUser = new Browser('admin');
    await adminUser.signIn(APP_PORTS[0], 'Admin1234');
    const list = '/api/v1/announcements?LocId=SG&All=Y';
    const first = await adminUser.call(APP_PORTS[0], 'GET', list);
    expect(first.status, first.body).toBe(200);
    const again = await adminUser.call(APP_PORTS[1], 'GET', list);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const content = `Instances ${run}`;
    await adminUser.json(APP_PORTS[1], 'POST', '/api/v1/announcements?LocId=SG', { Color: (JSON.parse(first.body) as { Color: string }[])[0]?.Color ?? '#000000', Content: content, PopUp: 'N' });
    const after = await adminUser.call(APP_PORTS[0], 'GET', list);
    expect(after.headers['x-cache']).not.toBe('hit');
    expect(after.body).toContain(content);
    const agent3 = new Browser('agent3');
    await agent3.signIn(APP_PORTS[1], 'Agent1234');
    const downline = '/api/v1/dMemberAllRole?LocId=SG';
    const ofAgent2 = await agent2.call(APP_PORTS[0], 'GET', downline);
    const ofAgent3 = await agent3.call(APP_PORTS[1], 'GET', downline);
    expect(ofAgent2.status, ofAgent2.body).toBe(200);
    expect(ofAgent3.status, ofAgent3.body).toBe(200);
    expect(ofAgent3.body).not.toBe(ofAgent2.body);
    expect((await agent3.call(APP_PORTS[0], 'GET', downline)).body).toBe(ofAgent3.body);
    expect((await agent2.call(APP_PORTS[1], 'GET', downline)).body).toBe(ofAgent2.body);
    mark('cache');

    // 4. A result entered through app 1 (platform 1) while member1 places bets through app 2
    // (platform 2) settles exactly: the draw's figures are those of its first settlement, by one job.
    const member1 = new Browser('member1');
    await member1.signIn(APP_PORTS[1], 'Member1234');
    const draws = await adminUser.json<DrawRow[]>(APP_PORTS[0], 'GET', '/api/v1/draw2?LocId=SG');
    // The latest settled draw: the seed's recent draws hold member1's bets.
    const settled = draws.filter((draw) => draw.HasResult).sort((a, b) => b.DrawDate.localeCompare(a.DrawDate))[0];
    if (!settled) throw new Error('no resulted SG draw');
    const figuresPath = `/api/v1/reportFull?LocId=SG&UserId=member1&DrawId=${settled.DrawId}`;
    const before = (await adminUser.json<{ Self: Record<string, unknown> }>(APP_PORTS[0], 'GET', figuresPath)).Self;
    console.log(`[instances] draw ${settled.DrawId} of ${settled.DrawDate}, member1's figures: ${JSON.stringify(before)}`);
    const { Results } = await adminUser.json<{ Results: ResultRow[] }>(APP_PORTS[0], 'GET', `/api/v1/draw/result?LocId=SG&DrawId=${settled.DrawId}`);
    const open = await member1.json<DrawRow>(APP_PORTS[1], 'GET', '/api/v1/draw/activeLatest?LocId=SG');
    const ticket = (i: number, key = `instances-${run}-${i}`) => ({ UserId: 'member1', DrawId: open.DrawId, IdempotencyKey: key, Bets: [{ Number: String(1000 + i).padStart(4, '0'), Big: '1', Kind: 'ORDINARY' }] });
    const creditLeft = (reply: { CreditLeft: string }) => Math.round(Number(reply.CreditLeft) * 100);
    // member1's CreditLeft before: a ticket of its own (its key outside the ten's pattern).
    const creditBefore = creditLeft(await member1.json<{ CreditLeft: string }>(APP_PORTS[1], 'POST', '/api/v1/bet?LocId=SG', ticket(20, `pre-instances-${run}`)));
    await adminUser.json(APP_PORTS[0], 'PUT', `/api/v1/draw/result/reset6/${settled.DrawId}?LocId=SG`, {});
    const [job, ...tickets] = await Promise.all([
      adminUser.json<{ JobId: number }>(APP_PORTS[0], 'POST', '/api/v1/insertProcess?LocId=SG', { DrawId: settled.DrawId, Results: Results.map(({ Prize, Position, Number }) => ({ Prize, Position, Number })) }),
      ...Array.from({ length: 10 }, (_, i) => member1.call(APP_PORTS[1], 'POST', '/api/v1/bet?LocId=SG', ticket(i))),
    ]);
    for (const placed of tickets) expect(placed.status, placed.body).toBe(201);
    // Each ticket took its 1.00 one after another: no two saw the same CreditLeft (the settlement being
    // reset and made again moves it meanwhile, so the amounts are not 1.00 apart; the end checks the sum).
    const left = tickets.map((placed) => creditLeft(JSON.parse(placed.body) as { CreditLeft: string }));
    expect(new Set(left).size).toBe(10);
    // Polled through both apps in turn, as a browser behind the balancer would.
    await expect
      .poll(async () => (await adminUser.json<{ Status: string }>(BALANCER_PORT, 'GET', `/api/v1/draw/result/r5/${job?.JobId}/status?LocId=SG`)).Status, { timeout: 60_000, intervals: [500] })
      .toBe('DONE');
    expect((await adminUser.json<{ Self: unknown }>(APP_PORTS[1], 'GET', figuresPath)).Self).toEqual(before);
    // The draw settled as before: member1's CreditLeft is exactly the first one less the ten and this one.
    const last = creditLeft(await member1.json<{ CreditLeft: string }>(APP_PORTS[0], 'POST', '/api/v1/bet?LocId=SG', ticket(21, `post-instances-${run}`)));
    expect(last).toBe(creditBefore - 11 * 100);
    const db = new pg.Client(databaseUrl);
    await db.connect();
    gateway = await startSmsGateway(300);
    try {
      // Each platform records itself on every job it claims (services/jobs/runner.ts): host and pid.
      const runners = platforms.map((platform) => `${os.hostname()}:${platform.process.pid}`.slice(-96));
      const claimsOf = async (where: string, params: unknown[]) =>
        (await db.query<{ id: number; status: string; claims: number; claimed_by: string }>(`select id, status, claims, claimed_by from jobs where ${where} order by id`, params)).rows;
      /** One job, DONE, claimed once by one of the two platforms. */
      const ranOnce = (rows: { status: string; claims: number; claimed_by: string }[], what: string) => {
        expect(rows.map(({ status, claims }) => ({ status, claims })), what).toEqual([{ status: 'DONE', claims: 1 }]);
        expect(runners, what).toContain(rows[0]?.claimed_by);
        return runners.indexOf(rows[0]?.claimed_by ?? '') + 1;
      };
      const settleJob = await claimsOf('id = $1', [job?.JobId]);
      const settledBy = ranOnce(settleJob, 'the settle job');
      const { rows: placed } = await db.query<{ count: string }>(
        "select count(*) from bets b join tickets t on t.id = b.ticket_id where t.idempotency_key like $1",
        [`instances-${run}-%`],
      );
      expect(placed[0]?.count).toBe('10');
      mark('settlement');

      // 5. Jobs run once, not once per instance, each proven on the shared database. Both platforms
      // poll for the same work: their job sweepers (every 10 s), the status polls through the balancer,
      // the fixed-bet check (every minute, and after a draw change) and the outbox senders (every 2 s).
      // (a) An upload started through BOTH apps at once, polled through the balancer: one job, claimed
      // once, and one bet per line of the file.
      const agent1 = new Browser('agent1');
      await agent1.signIn(APP_PORTS[0], 'Agent1234');
      const lines = Array.from({ length: 12 }, (_, i) => `${String(2000 + i * 7).padStart(4, '0')} 1-`);
      const upload = await agent1.json<{ FileId: number }>(
        APP_PORTS[0],
        'POST',
        '/api/v1/files/upload?LocId=SG',
        multipart({ UserId: 'member1', ARACode: 'INST', Remarks: `instances ${run}` }, 'instances.ara', [`ARA SG ${open.DrawDate}`, ...lines, ''].join('\n')),
      );
      const processing = await Promise.all(APP_PORTS.map((port) => agent1.json<{ JobId: number }>(port, 'POST', `/api/v1/files/processUpload/${upload.FileId}?LocId=SG`, {})));
      expect(processing[1]?.JobId).toBe(processing[0]?.JobId);
      await expect
        .poll(async () => (await agent1.json<{ Status: string }>(BALANCER_PORT, 'GET', `/api/v1/files/processUpload/${upload.FileId}/status?LocId=SG`)).Status, { timeout: 30_000, intervals: [250] })
        .toBe('DONE');
      const uploadedBy = ranOnce(await claimsOf("kind = 'files.process' and subject_id = $1", [upload.FileId]), 'the upload job');
      const { rows: uploaded } = await db.query<{ tickets: number; bets: number }>(
        "select count(distinct t.id)::int as tickets, count(b.id)::int as bets from tickets t join bets b on b.ticket_id = t.id where t.idempotency_key like $1 and t.source = 'UPLOAD'",
        [`F${upload.FileId}.%`],
      );
      expect(uploaded).toEqual([{ tickets: 1, bets: lines.length }]);
      mark('upload');

      // (b) Fixed bets: a draw no fixed bet had as its next one gets one by member1's new fixed bet on
      // its weekday; then both apps change its close time at once, so both platforms check for
      // automatic runs together (beside their minute checks). One fixed_auto_runs row, one run claimed
      // once, and each fixed bet on that draw placed once.
      const { rows: openDraws } = await db.query<{ id: number; draw_date: string; close_at: Date }>(
        "select id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, close_at from draws where loc_id = 'SG' and status = 'OPEN' and close_at > now() order by close_at",
      );
      const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
      const firstOfWeekday = new Map<number, (typeof openDraws)[number]>();
      for (const draw of openDraws) if (!firstOfWeekday.has(weekday(draw.draw_date))) firstOfWeekday.set(weekday(draw.draw_date), draw);
      const { rows: ran } = await db.query<{ draw_id: number }>('select draw_id from fixed_auto_runs');
      // Open for a while yet: its close moves 2 minutes earlier and the run must place on it.
      const lasting = (draw: (typeof openDraws)[number]) => new Date(draw.close_at).getTime() > Date.now() + 10 * 60_000;
      const fixedDraw = [...firstOfWeekday.values()].find((draw) => lasting(draw) && !ran.some((row) => row.draw_id === draw.id));
      if (!fixedDraw) throw new Error(`every weekday's next SG draw had its automatic fixed run: ${JSON.stringify(openDraws)}`);
      await member1.json(APP_PORTS[1], 'POST', '/api/v1/bet/fixed?LocId=SG', {
        IdempotencyKey: `instances-fixed-${run}`,
        Days: [weekday(fixedDraw.draw_date)],
        Bet: { Number: '4321', Big: '1', Kind: 'ORDINARY' },
      });
      const closeAt = new Date(fixedDraw.close_at).getTime();
      await Promise.all(
        APP_PORTS.map((port, i) => adminUser.json(port, 'PUT', '/api/v1/draw?LocId=SG', { DrawId: fixedDraw.id, CloseDate: new Date(closeAt - (i + 1) * 60_000).toISOString() })),
      );
      await expect
        .poll(async () => (await claimsOf("kind = 'fixed.process' and subject_id = $1", [fixedDraw.id])).map((row) => row.status).join(), { timeout: 30_000, intervals: [250] })
        .toBe('DONE');
      const fixedRun = await claimsOf("kind = 'fixed.process' and subject_id = $1", [fixedDraw.id]);
      const fixedBy = ranOnce(fixedRun, 'the automatic fixed run');
      const { rows: autoRuns } = await db.query<{ job_id: number }>('select job_id from fixed_auto_runs where draw_id = $1', [fixedDraw.id]);
      expect(autoRuns).toEqual([{ job_id: fixedRun[0]?.id }]);
      const { rows: fixedResult } = await db.query<{ result: { Placed: number; AlreadyPlaced: number } }>('select result from jobs where id = $1', [fixedRun[0]?.id]);
      // One member's group placed (member1's, the demo's only one), none found already placed.
      expect(fixedResult[0]?.result).toMatchObject({ Placed: 1, AlreadyPlaced: 0 });
      // Every live SG fixed bet of that weekday placed on the draw, each on a ticket of its own run;
      // no FIXED ticket on the draw that no fixed bet's run points at.
      const { rows: fixedRows } = await db.query<{ id: number; status: string | null; ticket_id: number | null }>(
        "select f.id, r.status, r.ticket_id from fixed_bets f left join fixed_bet_runs r on r.fixed_bet_id = f.id and r.draw_id = $1 where f.loc_id = 'SG' and f.deleted_at is null and f.days & (1 << $2::int) <> 0 order by f.id",
        [fixedDraw.id, weekday(fixedDraw.draw_date)],
      );
      expect(fixedRows.length).toBeGreaterThanOrEqual(2);
      for (const row of fixedRows) expect(row.status, `fixed bet ${row.id}`).toBe('PLACED');
      const { rows: fixedTickets } = await db.query<{ id: number }>("select id from tickets where draw_id = $1 and source = 'FIXED' order by id", [fixedDraw.id]);
      expect(fixedTickets.map((row) => row.id)).toEqual([...new Set(fixedRows.map((row) => row.ticket_id))].sort((a, b) => (a ?? 0) - (b ?? 0)));
      // The demo's only fixed bets are member1's: the ticket its new fixed bet was placed on at once, and the run's.
      expect(fixedTickets).toHaveLength(2);
      mark('fixed bets');

      // (c) The outbox: result notices queued through app 1 while no gateway is set wait QUEUED, both
      // platforms' senders looking at them every 2 s; the gateway, saved through app 2, points at a
      // local Twilio-style server that takes 300 ms a message. Each message reaches it once: every sid
      // it gave is recorded on exactly one message, and it was given no message twice.
      const phones: Record<string, string> = { member1: '6593330001', member2: '6593330002', agent2: '6593330003', agent3: '6593330004' };
      for (const [userId, mobile] of Object.entries(phones)) await db.query('update users set mobile = $1 where user_id = $2', [mobile, userId]);
      await adminUser.json(APP_PORTS[1], 'POST', '/api/v1/insertMultiSMSSubscribe?LocId=SG', { Kind: 'RESULT', UserIds: Object.keys(phones) });
      const queued = await adminUser.json<{ Queued: number; Messages: { Id: number; Status: string }[] }>(APP_PORTS[0], 'POST', '/api/v1/sendSmsResult?LocId=SG', { DrawId: settled.DrawId, Resend: true });
      expect(queued.Queued).toBe(Object.keys(phones).length);
      await adminUser.json(APP_PORTS[1], 'PUT', '/api/v1/updateSMSGateway?LocId=SG', {
        Id: 'SG', SMSNumber: '6580001234', SMSHelpdesk: '', TelegramBot: '', OpenTime: '', CloseTime: '', OpenDay: '',
        SMSProvider: 'twilio', SMSBaseUrl: gateway.url, SMSAccount: 'AC-instances', SMSSender: '6580001234', SMSToken: 'sms-token-instances',
        BotMode: 'webhook', BotApiRoot: '', BotToken: '', BotWebhookSecret: '',
      });
      const ids = queued.Messages.map((message) => message.Id);
      const outbox = async () =>
        (await db.query<{ id: number; status: string; attempts: number; provider_id: string | null }>("select id, status, attempts, provider_id from messages where direction = 'OUT' and channel = 'sms' order by id")).rows;
      await expect.poll(async () => (await outbox()).filter((row) => ids.includes(row.id) && row.status === 'SENT').length, { timeout: 30_000, intervals: [250] }).toBe(ids.length);
      const sent = (await outbox()).filter((row) => row.status === 'SENT');
      expect(sent.filter((row) => ids.includes(row.id)).map((row) => row.attempts)).toEqual(ids.map(() => 1));
      expect(sent.map((row) => row.provider_id).sort()).toEqual(gateway.hits.map((hit) => hit.sid).sort());
      const given = gateway.hits.map((hit) => `${hit.to} ${hit.body}`);
      expect(new Set(given).size).toBe(given.length);
      expect(gateway.hits.map((hit) => hit.to).sort()).toEqual(Object.values(phones).map((phone) => `+${phone}`).sort());
      mark('outbox');
      console.log(`[instances] settle job by platform ${settledBy}, upload job by platform ${uploadedBy}, fixed run by platform ${fixedBy}; ${gateway.hits.length} SMS, each once`);
    } finally {
      await db.end();
    }
    console.log(`[instances] ${timings.join('; ')}`);
  } finally {
    await gateway?.close();
    for (const child of children) await stop(child);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
    await forgetRedisKeys(REDIS_URL, `drawdesk-instances-${run}:`);
    rmSync(work, { recursive: true, force: true });
  }
});
