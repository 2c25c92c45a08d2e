// The platform for end-to-end tests: a fresh temporary data directory on every run, removed on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from './processes.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-e2e-'));
// Every captcha answers E2E_CAPTCHA_ANSWER (tests only; the platform refuses this in production).
const platform = startPlatform({
  PLATFORM_DATA_DIR: dataDir,
  PLATFORM_HOST: '127.0.0.1',
  PLATFORM_CAPTCHA_FIXED: process.env.E2E_CAPTCHA_ANSWER ?? '2468',
  // The hooks under /api/test/ (platform/routes/test-hooks.ts): e.g. Credit Recal's test corrupts a balance.
  PLATFORM_TEST_HOOKS: '1',
});

function forward(signal) {
  platform.kill(signal);
}
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

const { code, signal } = await platform.exited;
rmSync(dataDir, { recursive: true, force: true });
process.exit(signal ? 0 : (code ?? 0));
