import { defineConfig, devices, type Project } from '@playwright/test';
import { baseUrlFor, isDeployed, localAppPort, platformPort, unknownHostUrl } from './tests/e2e/targets';

// The sites each journey runs under. Every site differs only in its settings, so a handful that
// covers distinct settings proves resolution: ALPHA (classic style, "Login") and INDIA (emerald,
// "SignIn"), with the unknown host's DEFAULT. DELTA's settings were ALPHA's again, for a quarter of
// the per-site run. E2E_SITES widens it (comma-separated site keys).
const siteKeys = (process.env.E2E_SITES ?? 'ALPHA,INDIA').split(',').map((key) => key.trim());

/** Spec files by name (the slash keeps `bets` from matching `out-bets.spec.ts`). */
const specs = (...names: string[]) => names.map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
const LAUNCHER_SPEC = specs('launcher', 'container', 'instances');
// Platform-wide switches (maintenance, captcha) and account changes: run alone, after everything else.
// The risk board's journey sets a location-wide auto-lock cap: a bet of another journey meanwhile
// could lock its number, so it runs here, after the others, one file at a time.
// two-factor: its clerk test switches the company's two-factor rule, under which every admin sign-in
// of the other journeys would get a set-up-only token. two-factor-admin: its requirement page switches a
// site host's requirement, a platform-wide setting.
const GLOBAL_SPEC = specs('switches', 'risk-board', 'two-factor', 'two-factor-admin');
// What does not depend on the site host (the same pages, sums and menus everywhere, or hosts of its
// own): these run once, under the first site's host.
const SITE_INDEPENDENT_SPECS = specs(
  'address-list',
  'admin-reports-phone',
  'administration',
  'announcements',
  'bet-summary',
  'bet-upload',
  'bets-journeys',
  'bets-phone',
  'bets',
  'control-extras',
  'deep-links',
  'draw-setting-tools',
  'exports',
  'fixed-bets',
  'limits',
  'login-log',
  'login-variants',
  'out-bets',
  'outset-limits',
  'page-checks',
  'password-change',
  'sessions',
  'phone',
  'shares-control',
  'shell-menu',
  'shell-navigation',
  'shell-pages',
  'sign-in-limits',
  'throw-number',
  'sms-bets',
  'sms-send',
  'wide-tables',
  'utilities',
);
// Both move SG's books: results-reports settles a draw again (every AccBal up member1's line moves)
// while share-claims measures agent1's AccBal to the cent. Run once and one at a time.
const SG_BOOKS_SPECS = specs('fixed-process', 'results-reports', 'share-claims', 'pay-rates', 'bet-special', 'outset-strike');
const SETUP_MEMBERS = /setup\/members\.setup\.ts$/;
const SETUP_SESSIONS = /setup\/sessions\.setup\.ts$/;

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

interface SiteTarget {
  name: string;
  baseURL: string;
  siteKey: string;
}
const siteTargets: SiteTarget[] = siteKeys.flatMap((key) => {
  const baseURL = baseUrlFor(key);
  return baseURL ? [{ name: key.toLowerCase(), baseURL, siteKey: key }] : [];
});
const unknownTarget: SiteTarget[] = unknownHostUrl ? [{ name: 'unknown-host', baseURL: unknownHostUrl, siteKey: 'DEFAULT' }] : [];
const firstSite = siteTargets[0];

const ONCE_SPECS = [...SITE_INDEPENDENT_SPECS, ...SG_BOOKS_SPECS];
const setupName = (target: SiteTarget) => `${target.name}-sessions`;
const siteUse = (target: SiteTarget) => ({ use: { ...chromium, baseURL: target.baseURL }, metadata: { siteKey: target.siteKey } });

// The journey members (support/members.ts), made before the first site's sessions are saved.
const membersProject: Project[] = [{ name: 'members', testMatch: SETUP_MEMBERS }];
// Each site host signs its users in once per run (setup/sessions.setup.ts); the users only the
// once-run specs need, the journey members among them, under the first site's host only.
const sessionProjects: Project[] = [...siteTargets, ...unknownTarget].map((target) => {
  const { use, metadata } = siteUse(target);
  const firstSiteTarget = target === firstSite;
  return {
    name: setupName(target),
    use,
    metadata: { ...metadata, firstSite: firstSiteTarget },
    testMatch: SETUP_SESSIONS,
    dependencies: firstSiteTarget ? ['members'] : [],
  };
});
const siteProjects: Project[] = [...siteTargets, ...unknownTarget].map((target) => ({
  name: target.name,
  ...siteUse(target),
  testIgnore: [...LAUNCHER_SPEC, ...GLOBAL_SPEC, ...ONCE_SPECS],
  dependencies: [setupName(target)],
}));
const onceProjects: Project[] = firstSite
  ? [
      { name: 'site-independent', ...siteUse(firstSite), testMatch: SITE_INDEPENDENT_SPECS, dependencies: [setupName(firstSite)] },
      { name: 'sg-books', ...siteUse(firstSite), testMatch: SG_BOOKS_SPECS, workers: 1, dependencies: [setupName(firstSite)] },
    ]
  : [];
// They switch the platform under everyone's feet, so only against this checkout's own platform.
const globalProject: Project[] =
  isDeployed || !firstSite
    ? []
    : [
        {
          name: 'global-switches',
          ...siteUse(firstSite),
          testMatch: GLOBAL_SPEC,
          workers: 1,
          dependencies: [...siteProjects, ...onceProjects].map((project) => project.name ?? ''),
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
  globalTeardown: isDeployed ? undefined : './tests/e2e/global-teardown.ts',
  // Reduced motion stops the header's endless ticker scroll (it honours prefers-reduced-motion): drawn
  // at 60 frames a second in software by every open page, Chromium's GPU process was the run's
  // largest CPU user, ahead of the app and the platform together.
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', reducedMotion: 'reduce' },
  // A full reload of the shell (a language or location switch, page.reload) took 3.4-4.5 s on a loaded
  // 2-core CI machine, too close to the default 5 s an assertion waits for what follows it.
  expect: { timeout: 10_000 },
  // On the same loaded machine each browser action took 1.5-2.5 s (opening a page 2.5 s, a fill 1.8 s), so
  // an ordinary journey of a dozen steps ran 30-37 s. Journeys longer than that set their own, with why.
  timeout: 60_000,
  projects: [...membersProject, ...sessionProjects, ...siteProjects, ...onceProjects, ...globalProject, ...launcherProject],
  webServer: isDeployed
    ? undefined
    : [
        {
          command: 'node scripts/e2e-platform.mjs',
          url: `http://127.0.0.1:${platformPort}/api/health`,
          env: { PLATFORM_PORT: String(platformPort) },
          reuseExistingServer: false,
          // A first start migrates and seeds the demo bets through the placement (tests/platform/main.test.ts).
          timeout: 240_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
        {
          // The app server's output also goes to .reports/e2e-app-server.log, which the global teardown
          // reads: an error of server rendering fails the run (tests/e2e/support/server-log.ts). tee
          // ignores the stop signal and ends when the server's output does, so the log keeps its end.
          command: "mkdir -p .reports && node scripts/start.mjs 2>&1 | (trap '' TERM; exec tee .reports/e2e-app-server.log)",
          url: `http://127.0.0.1:${localAppPort}/api/health/live`,
          env: { PORT: String(localAppPort), PLATFORM_API_URL: `http://127.0.0.1:${platformPort}` },
          reuseExistingServer: false,
          timeout: 180_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
      ],
});
