// Steps in the signed-in shell: the menu as data, and the location switch.
import type { Page } from '@playwright/test';
import type { Site } from '@/sites';
import { expect } from './fixtures';
import { signInToHome } from './journeys';

export const DEMO_PASSWORDS = {
  admin: 'Admin1234',
  clerk: 'Clerk1234',
  agent1: 'Agent1234',
  agent2: 'Agent1234',
  agent3: 'Agent1234',
  member1: 'Member1234',
  member3: 'Member1234',
} as const;

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

/** Picks another location in the header; the browser reloads fully to its home. */
export async function switchLocation(page: Page, locId: string): Promise<void> {
  await page.getByTestId('location-switch').first().selectOption(locId);
  await expect(page).toHaveURL(new RegExp(`/admin/home\\?LocId=${locId}$`));
}

/** Signs in, agrees to the terms and closes the home page's pop-up announcement (SG has one). */
export async function signInToShell(page: Page, site: Site, userId: string, password: string): Promise<void> {
  await signInToHome(page, site, userId, password);
  const popup = page.locator('dialog[open]');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
}

/** CreditLeft in the header's account panel, in cents. */
export async function creditLeftCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('account-panel').first().locator('[data-field="creditLeft"]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}
