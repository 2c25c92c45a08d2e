// The container image's entrypoint, run as the image runs it (no container engine starts on these
// machines): the standalone output assembled by scripts/standalone.mjs in a directory of its own, and
// scripts/container-start.mjs from there with the platform's sources beside it. It must serve two
// site hosts from the one process, with the static assets, report ready, answer 503 to readiness
// while it drains after SIGTERM, and exit 0.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localHost, siteByKey } from '@/sites';

const APP_PORT = 3291;
const PLATFORM_PORT = 4291;
const REPO = process.cwd();

function get(pathname: string, host = `127.0.0.1:${APP_PORT}`): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: APP_PORT, path: pathname, headers: { host }, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const status = (pathname: string) => get(pathname).then((answer) => answer.status, () => 0);

test('the image entrypoint serves two site hosts from the standalone output, and drains on SIGTERM', async () => {
  // Assembling the output, a first start of the platform (initdb and the demo seed) and the app: about
  // a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-image-'));
  const appDir = path.join(work, 'app');
  const assembled = spawnSync(process.execPath, ['scripts/standalone.mjs', appDir], { cwd: REPO, encoding: 'utf8' });
  expect(assembled.status, assembled.stderr).toBe(0);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(APP_PORT),
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DATA_DIR: path.join(work, 'data'),
    DRAWDESK_PLATFORM_DIR: REPO,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DRAIN_DELAY_MS: '1500',
  };
  for (const name of ['PLATFORM_API_URL', 'DATABASE_URL', 'PLATFORM_CAPTCHA_FIXED', 'NODE_OPTIONS', 'NEXT_DIST_DIR']) delete env[name];
  // Run from the assembled directory, as the image does: nothing of the checkout's build is in reach.
  const container = spawn(process.execPath, [path.join(appDir, 'scripts', 'container-start.mjs')], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  container.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  container.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => container.once('exit', resolve));
  try {
    await expect.poll(() => status('/api/health/ready'), { timeout: 150_000, intervals: [1_000] }).toBe(200);

    for (const key of ['ALPHA', 'DELTA']) {
      const site = siteByKey(key);
      if (!site) throw new Error(`${key} is missing from the registry`);
      const login = await get('/login', `${localHost(site)}:${APP_PORT}`);
      expect(login.status, output).toBe(200);
      expect(login.body).toContain(site.name);
      // The page's scripts come from the assembled static assets.
      const script = /\/_next\/static\/[^"]+\.js/.exec(login.body)?.[0];
      expect(script, 'the sign-in page loads a script').toBeTruthy();
      expect(await status(script ?? '')).toBe(200);
    }

    container.kill('SIGTERM');
    // Draining: still answering, but no longer ready, so a balancer stops sending.
    await expect.poll(() => status('/api/health/ready'), { timeout: 1_400, intervals: [100] }).toBe(503);
    expect(await status('/api/health/live')).toBe(200);
    expect(await exited).toBe(0);
    expect(output).toContain('[app] drained');
  } finally {
    if (container.exitCode === null) container.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
});
