// The real entry: `tsx platform/main.ts` creates and seeds its data directory, prints one ready line,
// serves, and on SIGTERM closes cleanly with exit code 0. A second start reuses the data, and
// `tsx platform/reset.ts` (npm run platform:reset) wipes it and seeds again, for both drivers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pause, slowSignIn } from '../support/slow-sign-in';
import { createEmptyPostgres, type EmptyDatabase } from './support/database';
import { platformDrivers, type DriverCase } from './support/drivers';

const REPO = path.resolve(__dirname, '../..');
const TSX = path.join(REPO, 'node_modules', '.bin', 'tsx');

interface Started {
  child: ChildProcess;
  readyLine: string;
  url: string;
  exit: Promise<number | null>;
}

/** A first start migrates and seeds (demo bets through the placement): about a minute on a loaded
 * 2-core machine, more while other suites run beside it. */
const START_TIMEOUT_MS = 180_000;

function environment(store: { dataDir: string } | { databaseUrl: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_PORT: '0', NODE_OPTIONS: '', ENABLE_CAPTCHA: '', ...extra };
  delete env.DATABASE_URL;
  if ('dataDir' in store) env.PLATFORM_DATA_DIR = store.dataDir;
  else env.DATABASE_URL = store.databaseUrl;
  return env;
}

function reset(store: { dataDir: string } | { databaseUrl: string }): { status: number | null; output: string } {
  const result = spawnSync(TSX, ['platform/reset.ts'], { cwd: REPO, env: environment(store), encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=Admin1234',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const profileStatus = async (url: string, token: string) =>
  (await fetch(`${url}/api/v1/4d/profile?LocId=SG`, { headers: { authorization: `Bearer ${token}` } })).status;

function start(store: { dataDir: string } | { databaseUrl: string }, extra?: Record<string, string>): Promise<Started> {
  const env = environment(store, extra);
  // As scripts/processes.mjs runs it: one process with tsx's loader, so SIGTERM reaches main.ts itself
  // (the tsx wrapper relays signals only once its child has reported its handlers, which can lag under load).
  const child = spawn(process.execPath, ['--import', 'tsx', 'platform/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('[platform] ready on '));
      const url = line && /http:\/\/[\d.]+:\d+/.exec(line)?.[0];
      if (line && url) resolve({ child, readyLine: line, url, exit });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exit.then((code) => reject(new Error(`platform exited (${code}) before ready:\n${output}`)));
  });
}

describe('ENABLE_CAPTCHA=true on a first start', () => {
  jest.setTimeout(START_TIMEOUT_MS);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-captcha-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('seeds captcha on: a sign-in without a solved captcha is refused as a captcha error', async () => {
    const running = await start({ dataDir }, { ENABLE_CAPTCHA: 'true' });
    try {
      const response = await fetch(`${running.url}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=Admin1234',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Captcha incorrect.', captchaRequired: true });
    } finally {
      running.child.kill('SIGTERM');
      await running.exit;
    }
  });
});

describe('platform/main.ts and reset.ts on PGlite', () => {
  jest.setTimeout(START_TIMEOUT_MS);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-main-'));
  let running: Started | undefined;
  let token = '';

  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('first start seeds, serves health, and exits 0 on SIGTERM', async () => {
    running = await start({ dataDir });
    expect(running.readyLine).toMatch(/^\[platform\] ready on http:\/\/127\.0\.0\.1:\d+ \(pglite .+, seeded demo data\)$/);
    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(0);
  });

  test('a second start reuses the data directory without seeding again', async () => {
    running = await start({ dataDir });
    expect(running.readyLine).not.toContain('seeded');
    token = await signIn(running.url);
    expect(await profileStatus(running.url, token)).toBe(200);
    running.child.kill('SIGINT');
    expect(await running.exit).toBe(0);
  });

  test('on SIGTERM it refuses new connections, finishes the requests in flight, then exits 0', async () => {
    running = await start({ dataDir });
    const url = running.url;
    const requests = Array.from({ length: 3 }, () => slowSignIn(url));
    // Once the server has parsed their headers, each request is in progress, waiting for its body.
    await Promise.all(requests.map((request) => request.inProgress));
    running.child.kill('SIGTERM');
    // A new connection is refused once the server has closed its socket (soon after the signal; a
    // loaded machine may take a moment to deliver and handle it).
    let late: number | string = 0;
    for (let tries = 0; tries < 50 && late !== 'fetch failed'; tries++) {
      await pause(100);
      late = await fetch(`${url}/api/health`).then((response) => response.status, (error: Error) => error.message);
    }
    expect(late).toBe('fetch failed');
    for (const request of requests) request.finish();
    expect(await Promise.all(requests.map((request) => request.status))).toEqual([200, 200, 200]);
    expect(await running.exit).toBe(0);
  });

  test('reset wipes the data (the old token is gone) and seeds again', async () => {
    expect(reset({ dataDir })).toMatchObject({ status: 0, output: expect.stringContaining('reset done') });
    running = await start({ dataDir });
    expect(await profileStatus(running.url, token)).toBe(401);
    await signIn(running.url);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(0);
  });
});

const postgres = platformDrivers().filter((driver) => driver.name === 'postgres');

// Without a server (and without CI=true) the block is skipped; drivers.ts has printed why.
const describePostgres = postgres.length > 0 ? describe.each(postgres) : describe.skip.each([{ name: 'postgres' } as DriverCase]);

describePostgres('platform/main.ts and reset.ts on $name', (driver) => {
  jest.setTimeout(START_TIMEOUT_MS);
  let empty: EmptyDatabase | undefined;
  let running: Started | undefined;

  beforeAll(async () => {
    empty = await createEmptyPostgres(driver);
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exit;
    }
    await empty?.drop();
  });

  test('starts on an empty database, seeds it, and a reset drops and recreates the tables', async () => {
    const databaseUrl = empty?.url ?? '';
    running = await start({ databaseUrl });
    expect(running.readyLine).toContain('postgresql (DATABASE_URL), seeded demo data');
    const token = await signIn(running.url);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(0);

    expect(reset({ databaseUrl })).toMatchObject({ status: 0 });
    running = await start({ databaseUrl });
    expect(running.readyLine).not.toContain('seeded');
    expect(await profileStatus(running.url, token)).toBe(401);
    await signIn(running.url);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(0);
  });
});
