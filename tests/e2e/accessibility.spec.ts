// Readable for everyone: axe (WCAG 2.0 and 2.1, levels A and AA) finds nothing serious or critical on
// any page a user's menu links to, in English and in Chinese, nor on the sign-in page
// (docs/decisions/accessibility.md). Each test visits every page once and collects
// every finding, so one run lists them all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locale';
import { expect, test } from './support/fixtures';
import { restoreSession, type SessionUser } from './support/sessions';
import { menuPages } from './support/shell';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
type Language = 'en' | 'zh';

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

/** The serious and critical findings on the page as it is, one line each: page, rule, impact, target. */
async function findings(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
}

/** Every page of the user's menu at the location, checked on one visit each. */
async function crawl(page: Page, userId: SessionUser, locId: string, language: Language): Promise<string[]> {
  const home = `/admin/home?LocId=${locId}`;
  await restoreSession(page.context(), userId);
  await setLanguage(page, language);
  await page.goto(home);
  await settle(page);
  const found = await findings(page, home);
  for (const { href } of await menuPages(page)) {
    await page.goto(href);
    await settle(page);
    found.push(...(await findings(page, href)));
    if (href.startsWith('/bet/placeBets')) {
      // The grid is the most-used form: check it drawn, and with the errors of a ticket that cannot be
      // placed (a number too short), which show only after an attempt and place nothing.
      const grid = page.locator('form:has(table)').first();
      await grid.locator('tbody input:not([type="checkbox"])').first().fill('12');
      await grid.locator('button[type="submit"]').click();
      await expect(grid.locator('[aria-invalid="true"]').first()).toBeVisible();
      found.push(...(await findings(page, `${href} (grid with an error)`)));
    }
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
      // One visit and one axe run per menu page: about 70 pages for admin, 2.5 s a page load and 1 s an
      // axe run on a loaded 2-core machine, so about four minutes.
      test.setTimeout(userId === 'admin' ? 360_000 : 180_000);
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
