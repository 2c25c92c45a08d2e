// Sessions as agent1 meets them: it signs in from two browsers (two contexts, the second with a browser
// name of its own), opens /admin/sessions in the first, finds the second by its browser, and signs it
// out behind a confirmation. The second browser's next click lands on sign-in with "Session Error.",
// while the first stays signed in. (Sign out all others is proven with the platform's and the BFF's
// tests: here it would also end agent1's saved sessions, which other journeys use at the same time.)
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { formMessage } from './support/journeys';
import { signInToShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

test('agent1 signs its other browser out from Sessions; that browser\'s next click shows Session Error', async ({ page, browser, baseURL, site }) => {
  test.slow();
  const otherBrowser = `Sessions journey ${Date.now()}`;
  const context = await browser.newContext({ baseURL, userAgent: otherBrowser });
  try {
    const other = await context.newPage();
    await signInToShell(other, site, 'agent1', 'Agent1234');
    await signInToShell(page, site, 'agent1', 'Agent1234');

    await page.goto('/admin/sessions?LocId=SG');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const current = main(page).getByRole('listitem', { name: "This browser's session" });
    await expect(current).toContainText('This browser');
    await expect(current.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    const card = main(page).getByRole('listitem', { name: `Session of ${otherBrowser}` });
    await expect(card).toContainText(new URL(baseURL ?? '').host);
    await card.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out this session?' });
    await expect(dialog).toContainText(otherBrowser);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: '1 session signed out.' })).toBeVisible();
    await expect(card).toHaveCount(0);

    // The other browser's next click: sign-in, with the platform's word for it.
    await other.locator('[data-section="administration"] > button').click();
    await other.locator('[data-menu-link="profile"]').click();
    await expect(other).toHaveURL(/\/login\?Msg=Session\+Error\.$/);
    await expect(formMessage(other)).toHaveText('Session Error.');

    // This browser goes on.
    await page.goto('/admin/profile?LocId=SG');
    await expect(page.getByTestId('header-user')).toContainText('agent1');
    // On a phone the page fits the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/sessions?LocId=SG');
    await expect(current).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
  }
});
