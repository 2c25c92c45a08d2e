// Steps in the signed-in shell: opening it with a saved session, the menu as data, and the location switch.
import type { Page } from '@playwright/test';
import type { Site } from '@/sites';
import { expect } from './fixtures';
import { signInToHome } from './journeys';
import { restoreSession, type SessionUser } from './sessions';

const HOME = '/admin/home?LocId=SG';

/** The sidebar as { section id: [link ids] }, in page order (collapsed sections included). */
export async function menuLinks(page: Page): Promise<Record<string, string[]>> {
  await expect(page.locator('#shell-sidebar [data-section]').first()).toBeAttached();
  return page.locator('#shell-sidebar [data-section]').evaluateAll((sections) =>
    Object.fromEntries(
      sections.map((section) => [
        section.getAttribute('data-section') ?? '',
        [...section.querySelectorAll('[data-menu-link]')].map((link) => link.getAttribute('data-menu-link') ?? ''),
      ]),
    ),
  );
}

/**
 * The shell's refusal of a page the user may not open (docs/decisions/shell.md, "Refused pages"): the
 * address stays, the shell stays, and the page says why.
 */
export async function expectRefused(page: Page, why: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
  await expect(main.getByRole('alert')).toContainText(why);
  await expect(page.locator('#shell-sidebar')).toBeVisible();
}

/** Picks another location in the header; the browser reloads fully to its home. */
export async function switchLocation(page: Page, locId: string): Promise<void> {
  await page.getByTestId('location-switch').first().selectOption(locId);
  await expect(page).toHaveURL(new RegExp(`/admin/home\\?LocId=${locId}$`));
}

/** Closes the home page's pop-up announcement (SG has one; it opens on every visit to home). */
async function closePopup(page: Page): Promise<void> {
  const popup = page.locator('dialog[open]');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
}

/** Signs in, agrees to the terms and closes the pop-up: for journeys whose user has no saved session. */
export async function signInToShell(page: Page, site: Site, userId: string, password: string): Promise<void> {
  await signInToHome(page, site, userId, password);
  await closePopup(page);
}

/** Opens `path` as the user, with its saved session (signed in, past the terms). */
export async function openAs(page: Page, userId: SessionUser, path: string): Promise<void> {
  await restoreSession(page.context(), userId);
  await page.goto(path);
}

/** Opens home as the user, with its saved session, and closes the pop-up: the shell as after a sign-in. */
export async function openShell(page: Page, userId: SessionUser): Promise<void> {
  await openAs(page, userId, HOME);
  await closePopup(page);
}

/** CreditLeft in the header's account panel, in cents. */
export async function creditLeftCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('account-panel').first().locator('[data-field="creditLeft"]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

export interface MenuPage {
  /** The menu link's id (lib/domain/menu-catalogue.ts). */
  id: string;
  /** Its address, path and query, as the sidebar links it. */
  href: string;
}

/**
 * Every page the signed-in user's sidebar links to inside the app, in menu order (collapsed sections
 * included): what a crawl of "every page" visits. External links (app downloads) and Logout are left out.
 */
export async function menuPages(page: Page): Promise<MenuPage[]> {
  await expect(page.locator('#shell-sidebar [data-section]').first()).toBeAttached();
  const links = await page.locator('#shell-sidebar a[data-menu-link]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({ id: anchor.getAttribute('data-menu-link') ?? '', href: anchor.getAttribute('href') ?? '' })),
  );
  return links.filter((link) => link.href.startsWith('/'));
}
