// npm start as a user runs it: the embedded platform on a fresh data directory plus the app, on spare
// ports. It must serve sign-in, reach the platform, and on SIGTERM finish what is in flight and exit 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localHost, siteByKey } from '@/sites';
import { slowSignIn } from '../support/slow-sign-in';

const APP_PORT = 3290;
const PLATFORM_PORT = 4290;

function get(port: number, pathname: string, host = '127.0.0.1'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('npm start serves sign-in with the embedded platform, and SIGTERM stops both cleanly', async () => {
  // A fresh platform (initdb and the demo seed) and the app start from nothing: about a minute when
  // the machine is busy, far past the default 60 s.
  test.setTimeout(120_000);
  const alpha = siteByKey('ALPHA');
  if (!alpha) throw new Error('ALPHA is missing from the registry');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-launcher-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(APP_PORT), PLATFORM_PORT: String(PLATFORM_PORT), PLATFORM_DATA_DIR: dataDir };
  delete env.PLATFORM_API_URL;
  const launcher = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  let output = '';
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      launcher.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Press Ctrl+C to stop.')) resolve();
      });
      void exited.then((code) => reject(new Error(`launcher exited (${code}) before it was ready:\n${output}`)));
    });
    expect(output).toContain(`Ready: http://localhost:${APP_PORT}/login`);
    expect(output).toContain('admin / Admin1234');

    const login = await get(APP_PORT, '/login', `${localHost(alpha)}:${APP_PORT}`);
    expect(login.status).toBe(200);
    expect(login.body).toContain(alpha.name);
    expect((await get(APP_PORT, '/api/health/ready')).status).toBe(200);

    const inFlight = slowSignIn(`http://127.0.0.1:${PLATFORM_PORT}`);
    await inFlight.inProgress;
    launcher.kill('SIGTERM');
    // The app goes first: it stops taking connections while the platform still finishes its work.
    await expect.poll(() => get(APP_PORT, '/api/health/live').then(() => 'open', () => 'closed')).toBe('closed');
    inFlight.finish();
    expect(await inFlight.status).toBe(200);
    expect(await exited).toBe(0);
    await expect(get(PLATFORM_PORT, '/api/health')).rejects.toThrow();
  } finally {
    if (launcher.exitCode === null) launcher.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
