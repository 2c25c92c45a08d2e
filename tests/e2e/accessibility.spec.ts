// Readable for everyone: axe (WCAG 2.0 and 2.1, levels A and AA) finds nothing serious or critical on
// any page a user's menu links to, in English and in Chinese, nor on the sign-in page
// (docs/decisions/accessibility.md). Each test visits every page once and collects
// every finding, so one run lists them all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locale';
import { expect, test } from './support/fixtures';
import { restoreSession, type SessionUser } from './support/sessions';
import { menuPages, openShell, switchLocation } from './support/shell';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
type Language = 'en' | 'zh';
/** Each page's own content (a page missing from the build shows the not-found page, whose main has no id). */
const MAIN = 'main';

/** Sets the language the way the language switch stores it, without a round trip through the switch. */
async function setLanguage(page: Page, language: Language): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: language, url }]);
}

/** Waits until the page has drawn its content: its heading, and no request left that fills it. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  // Pages that load their rows in the browser; a page with a live clock may never go quiet, so a
  // short wait and on.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/**
 * axe loads with every document (an init script, which the page's CSP does not govern), so AxeBuilder
 * need not send its half-megabyte source over on each of the hundred-odd checks: on a loaded 2-core
 * machine each send took 3-13 s, and its default mode sends it twice and finishes in a blank page.
 * Legacy mode runs axe.run in the page; the app has no cross-origin frames it would skip.
 */
async function loadAxe(page: Page): Promise<void> {
  await page.context().addInitScript({ path: require.resolve('axe-core/axe.min.js') });
}

/**
 * The serious and critical findings on the page as it is, one line each: page, rule, impact, target.
 * `within` limits the check to a part of the page: the shell around a page is the same on every page,
 * so after home only each page's main content is checked (a run took 5-17 s on that machine, about
 * half of it in the shell's sidebar of seventy links).
 */
async function findings(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  const lines = result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
  // Printed as found too, so a run cut short by its time limit still lists what it saw.
  for (const line of lines) console.log(line);
  return lines;
}

/** Every page of the user's menu at the location, checked on one visit each. */
async function crawl(page: Page, userId: SessionUser, locId: string, language: Language): Promise<string[]> {
  const home = `/admin/home?LocId=${locId}`;
  await loadAxe(page);
  if (locId === 'SG') await restoreSession(page.context(), userId);
  else {
    // The address alone does not move the session: the header's switch does (in English, before the
    // language is set, as the pop-up it closes on the way is named in English).
    await openShell(page, userId);
    await switchLocation(page, locId);
  }
  await setLanguage(page, language);
  await page.goto(home);
  await settle(page);
  const found = await findings(page, home);
  const pages = await menuPages(page);
  // Measured on a 2-core machine shared by several builds (load 25): a page load 2-6 s and an axe run
  // 5-17 s, so up to 25 s a page; unloaded both take about a second.
  test.setTimeout(60_000 + pages.length * 25_000);
  for (const { href } of pages) {
    await page.goto(href);
    await settle(page);
    if (href.startsWith('/bet/placeBets')) {
      // The grid is the most-used form: checked drawn, with the errors of a ticket that cannot be
      // placed (a number too short), which show only after an attempt and place nothing.
      const grid = page.locator('form:has(table)').first();
      await grid.locator('tbody input:not([type="checkbox"])').first().fill('12');
      await grid.locator('button[type="submit"]').click();
      await expect(grid.locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    found.push(...(await findings(page, href, MAIN)));
  }
  return found;
}

const CASES: { userId: SessionUser; locId: string }[] = [
  { userId: 'admin', locId: 'SG' },
  { userId: 'admin', locId: 'TT' },
  { userId: 'member1', locId: 'SG' },
];

for (const language of ['en', 'zh'] as const) {
  for (const { userId, locId } of CASES) {
    test(`${userId} in ${locId}, ${language}: no serious or critical axe finding on any menu page`, async ({ page }) => {
      const found = await crawl(page, userId, locId, language);
      if (userId === 'member1') {
        await page.context().clearCookies();
        await setLanguage(page, language);
        await page.goto('/login');
        await expect(page.locator('form').first()).toBeVisible();
        found.push(...(await findings(page, '/login (signed out)')));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
