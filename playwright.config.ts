import { defineConfig, devices, type Project } from '@playwright/test';
import { baseUrlFor, isDeployed, localAppPort, platformPort, unknownHostUrl } from './tests/e2e/targets';

// The sites each journey runs under. Every site differs only in its settings, so a handful that
// covers distinct settings proves resolution; E2E_SITES widens it (comma-separated site keys).
const LAUNCHER_SPEC = /launcher\.spec\.ts$/;
// Platform-wide switches (maintenance, captcha) and account changes: run alone, after everything else.
const GLOBAL_SPEC = /switches\.spec\.ts$/;

const siteKeys = (process.env.E2E_SITES ?? 'ALPHA,DELTA,INDIA').split(',').map((key) => key.trim());

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

const siteProjects: Project[] = siteKeys.flatMap((key) => {
  const baseURL = baseUrlFor(key);
  return baseURL
    ? [{ name: key.toLowerCase(), use: { ...chromium, baseURL }, metadata: { siteKey: key }, testIgnore: [LAUNCHER_SPEC, GLOBAL_SPEC] }]
    : [];
});
const unknownProject: Project[] = unknownHostUrl
  ? [{ name: 'unknown-host', use: { ...chromium, baseURL: unknownHostUrl }, metadata: { siteKey: 'DEFAULT' }, testIgnore: [LAUNCHER_SPEC, GLOBAL_SPEC] }]
  : [];
// They switch the platform under everyone's feet, so only against this checkout's own platform.
const firstSite = siteProjects[0];
const globalProject: Project[] =
  isDeployed || !firstSite
    ? []
    : [
        {
          name: 'global-switches',
          use: firstSite.use,
          metadata: firstSite.metadata,
          testMatch: GLOBAL_SPEC,
          dependencies: [...siteProjects, ...unknownProject].map((project) => project.name ?? ''),
        },
      ];
// npm start itself, on spare ports: only where this checkout's build can run (not against a deployment).
const launcherProject: Project[] = isDeployed ? [] : [{ name: 'launcher', testMatch: LAUNCHER_SPEC }];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [...siteProjects, ...unknownProject, ...globalProject, ...launcherProject],
  webServer: isDeployed
    ? undefined
    : [
        {
          command: 'node scripts/e2e-platform.mjs',
          url: `http://127.0.0.1:${platformPort}/api/health`,
          env: { PLATFORM_PORT: String(platformPort) },
          reuseExistingServer: false,
          timeout: 120_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
        {
          command: 'node scripts/start.mjs',
          url: `http://127.0.0.1:${localAppPort}/api/health/live`,
          env: { PORT: String(localAppPort), PLATFORM_API_URL: `http://127.0.0.1:${platformPort}` },
          reuseExistingServer: false,
          timeout: 180_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
      ],
});
