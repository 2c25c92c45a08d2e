// Every page of a user's menu, checked on one visit each (docs/decisions/accessibility.md and
// widgets-and-tables.md). On a desktop (1280x800) in English: axe finds nothing serious or critical,
// and every report and administration table fits its box with nothing cut and its totals under their
// columns. On a phone (360 px) in Chinese: axe on the shell's home and Place Bets' grid, and no page
// scrolls sideways. One crawl per user,
// location and screen does all of its checks at each visit (they were three crawls that visited each
// page about twelve times a run).
import type { Page } from '@playwright/test';
import { axeFindings, loadAxe, setLanguage, type Language } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, sidewaysScroll, switchLocationOnPhone } from './support/phone';
import type { SessionUser } from './support/sessions';
import { menuPages, openShell, switchLocation, type MenuPage } from './support/shell';
import { expectTablesFit, showTables, TABLE_PAGES } from './support/table-fit';

interface Checks {
  /**
   * Every page, or (on the phone) the shell's home and Place Bets' grid only: the pages are the same
   * documents on both screens, and axe on each again doubled the run's longest tests.
   */
  axe: 'every page' | 'home and grid' | false;
  /** Tables fit their box (desktop). */
  tables: boolean;
  /** The page does not scroll sideways (phone). */
  sideways: boolean;
}

interface Crawl {
  userId: SessionUser;
  locId: string;
  checks: Checks;
  /**
   * Tests the crawl is cut into, each taking every n-th page: admin's 90-odd pages in one test held a
   * worker for ten minutes at the end of a run while the other had nothing left to do.
   */
  parts?: number;
}

/** Waits until the page has drawn its content: its heading, and no request left that fills it. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  // Pages that load their rows in the browser; a page with a live clock may never go quiet, so a
  // short wait and on.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** The grid is the most-used form: checked with the errors of a ticket that cannot be placed (a number too short). */
async function showGridErrors(page: Page): Promise<void> {
  const grid = page.locator('form:has(table)').first();
  await grid.locator('tbody input:not([type="checkbox"])').first().fill('12');
  await grid.locator('button[type="submit"]').click();
  await expect(grid.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** Signs the user in at the location (the address alone does not move the session: the header's switch does). */
async function enter(page: Page, { userId, locId }: Crawl, phone: boolean): Promise<void> {
  await openShell(page, userId);
  if (locId === 'SG') return;
  if (phone) await switchLocationOnPhone(page, locId);
  else await switchLocation(page, locId);
}

async function checkPage(page: Page, link: MenuPage, crawl: Crawl): Promise<string[]> {
  const { checks, userId } = crawl;
  const response = await page.goto(link.href);
  expect.soft(response?.status(), link.href).toBe(200);
  await settle(page);
  const tablePage = checks.tables && TABLE_PAGES.has(link.id);
  if (tablePage) await showTables(page, link, userId);
  const found: string[] = [];
  const grid = link.href.startsWith('/bet/placeBets');
  if (checks.axe === 'every page' || (checks.axe && grid)) {
    if (grid) await showGridErrors(page);
    found.push(...(await axeFindings(page, link.href, 'main')));
  }
  if (tablePage) await expectTablesFit(page, link.href);
  if (checks.sideways) {
    const overflow = await sidewaysScroll(page);
    expect.soft(overflow, `${link.id} (${link.href}) scrolls ${overflow} px sideways`).toBeLessThanOrEqual(0);
  }
  return found;
}

async function crawlMenu(page: Page, crawl: Crawl, part: number, language: Language, phone: boolean): Promise<void> {
  if (crawl.checks.axe) await loadAxe(page);
  await enter(page, crawl, phone);
  await setLanguage(page, language);
  const home = `/admin/home?LocId=${crawl.locId}`;
  await page.goto(home);
  await settle(page);
  // Home is checked whole once (by the first part): the shell around every page is the same.
  const found = crawl.checks.axe && part === 0 ? await axeFindings(page, home) : [];
  const parts = crawl.parts ?? 1;
  const pages = (await menuPages(page))
    .filter((link) => crawl.checks.axe || crawl.checks.sideways || TABLE_PAGES.has(link.id))
    .filter((_link, index) => index % parts === part);
  expect(pages.length, `${crawl.userId} in ${crawl.locId} has pages to check`).toBeGreaterThan(3 / parts);
  // Measured on a 2-core machine shared by several builds (load 25): a page load 2-6 s and an axe run
  // 5-17 s, so up to 25 s a page; unloaded both take about a second.
  test.setTimeout(60_000 + pages.length * (crawl.checks.axe === 'every page' ? 25_000 : 12_000));
  for (const link of pages) found.push(...(await checkPage(page, link, crawl)));
  expect(found, found.join('\n')).toEqual([]);
}

const DESKTOP: Crawl[] = [
  { userId: 'admin', locId: 'SG', checks: { axe: 'every page', tables: true, sideways: false }, parts: 3 },
  { userId: 'admin', locId: 'TT', checks: { axe: 'every page', tables: true, sideways: false }, parts: 2 },
  { userId: 'agent1', locId: 'SG', checks: { axe: false, tables: true, sideways: false } },
  { userId: 'member1', locId: 'SG', checks: { axe: 'every page', tables: true, sideways: false } },
];
const ON_PHONE: Crawl[] = [
  { userId: 'admin', locId: 'SG', checks: { axe: 'home and grid', tables: false, sideways: true }, parts: 2 },
  { userId: 'admin', locId: 'TT', checks: { axe: 'home and grid', tables: false, sideways: true } },
  { userId: 'member1', locId: 'SG', checks: { axe: 'home and grid', tables: false, sideways: true } },
];

const named = ({ userId, locId, checks, parts = 1 }: Crawl, part: number) =>
  `${userId} in ${locId}: ${[checks.axe && `axe on ${checks.axe}`, checks.tables && 'tables fit', checks.sideways && 'no sideways scroll'].filter(Boolean).join(', ')}` +
  (parts > 1 ? ` (part ${part + 1} of ${parts})` : '');
const partsOf = (crawl: Crawl) => Array.from({ length: crawl.parts ?? 1 }, (_, part) => part);

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const crawl of DESKTOP) for (const part of partsOf(crawl)) test(named(crawl, part), ({ page }) => crawlMenu(page, crawl, part, 'en', false));
});

test.describe('on a phone, in Chinese', () => {
  test.use(PHONE);
  for (const crawl of ON_PHONE) for (const part of partsOf(crawl)) test(named(crawl, part), ({ page }) => crawlMenu(page, crawl, part, 'zh', true));
});

test('signed out: no serious or critical axe finding on the sign-in page, in either language', async ({ page }) => {
  await loadAxe(page);
  const found: string[] = [];
  for (const language of ['en', 'zh'] as const) {
    await setLanguage(page, language);
    await page.goto('/login');
    await expect(page.locator('form').first()).toBeVisible();
    found.push(...(await axeFindings(page, `/login (${language})`)));
  }
  expect(found, found.join('\n')).toEqual([]);
});
