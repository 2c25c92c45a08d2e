// A phone in the journeys: the screen they use and the check that a page fits its width.
import type { Page } from '@playwright/test';

export const PHONE_WIDTH = 360;

/** `test.use` options of a phone: 360 x 740, touch, the phone browser's viewport rules. */
export const PHONE = { viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true } as const;

/**
 * How far the page itself scrolls sideways (0 when it fits). A phone browser may zoom out to show a
 * page wider than the screen, which widens innerWidth, so the screen's width counts too.
 */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate((width) => document.documentElement.scrollWidth - Math.min(width, window.innerWidth, document.documentElement.clientWidth), PHONE_WIDTH);
}

/** Opens the drawer and picks another location in it (the header's switch sits in the drawer on a phone). */
export async function switchLocationOnPhone(page: Page, locId: string): Promise<void> {
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('member-info').getByTestId('location-switch').selectOption(locId);
  await page.waitForURL(new RegExp(`LocId=${locId}`));
}
