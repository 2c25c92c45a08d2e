// Links that carry a location, refused pages and unknown addresses, in the shell (docs/decisions/shell.md,
// "A link's LocId", "Refused pages", "Only working links"). The app server's log is checked after the
// run (tests/e2e/global-teardown.ts): none of these may log an error of server rendering.
import { drawDateText } from '@/lib/domain/tickets';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { expectRefused, menuLinks, openAs } from './support/shell';

interface Draw {
  DrawId: number;
  DrawDate: string;
}

/** The newest settled draw of a location, as the admin's report pages open on it. */
async function newestDraw(locId: string): Promise<Draw> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const draws = await admin.get<Draw[]>('reportDate', {}, locId);
    const newest = draws[0];
    if (!newest) throw new Error(`${locId} has no settled draw`);
    return newest;
  } finally {
    await admin.dispose();
  }
}

test('admin follows a Full Report link of TT from SG: Toto in the header, the menu and the data, no notice', async ({ page }) => {
  const [tt, sg] = await Promise.all([newestDraw('TT'), newestDraw('SG')]);
  expect(tt.DrawDate).not.toBe(sg.DrawDate);
  // The saved session is in SG; the 4D page's link followed into TT opens the TT variant.
  await openAs(page, 'admin', '/report/full?LocId=TT&VW=RPTFULL');
  await expect(page).toHaveURL(/\/report\/tt\/full\?LocId=TT&VW=RPTFULL$/);
  await expect(page.getByTestId('location-switch').first()).toHaveValue('TT');
  await expect(page.locator('#shell-sidebar [data-menu-link="fullReport"]')).toHaveAttribute('href', /^\/report\/tt\/full\?LocId=TT&/);
  await expect(page.locator('#shell-sidebar [data-menu-link="payOut"]')).toHaveCount(0);
  await expect(page.locator('caption').first()).toContainText(`draw of ${drawDateText(tt.DrawDate)}`);
  await expect(page.getByTestId('location-refused')).toHaveCount(0);

  // Home of SG from a link: the header, the menu and the announcements are SG's again.
  await page.goto('/admin/home?LocId=SG');
  await expect(page.getByTestId('location-switch').first()).toHaveValue('SG');
  await expect(page.locator('#shell-sidebar [data-menu-link="fullReport"]')).toHaveAttribute('href', /^\/report\/full\?LocId=SG&/);
  await expect(page.getByRole('main').getByText('Welcome to the demo back office.')).toBeVisible();
});

// Every demo user holds SG, MG and TT (docs/demo.md), so the location the member lacks is KL, which no
// seeded user holds: the same case as a member without TT following a TT link.
test('a member follows a link to a location it does not have: told so, in its own location', async ({ page }) => {
  const member = await platformAs('member1', 'Member1234');
  const locations = await member.get<{ LocId: string }[]>('loc').finally(() => member.dispose());
  expect(locations.map((row) => row.LocId)).not.toContain('KL');

  await openAs(page, 'member1', '/report/collection?LocId=KL&VW=RPTCOL');
  await expect(page.getByTestId('location-refused')).toContainText('Your account has no location KL, so this page shows Singapore.');
  await expect(page.getByTestId('location-switch').first()).toHaveValue('SG');
  await expect(page.locator('#shell-sidebar [data-menu-link="collectionReport"]')).toHaveAttribute('href', /LocId=SG/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('the clerk: no menu section without a page it may open, and a refused page says why in the shell', async ({ page }) => {
  await openAs(page, 'clerk', '/admin/home?LocId=SG');
  const menu = await menuLinks(page);
  for (const links of Object.values(menu)) expect(links.length).toBeGreaterThan(0);
  // Of Control only what is every admin's (Announcement Setting, Sub Share); the rest needs rights it lacks.
  expect(menu.control).toEqual(['announcementSetting', 'subShare']);
  // Every SMS page exists now: the clerk, an admin, has the section (the gateway needs SMSGateway).
  expect(menu.sms).toEqual(['smsAgent', 'smsSubscribe', 'sendResult', 'sendStrike', 'smsReport', 'smsView']);

  // Typed by hand: Draw Setting (no DrawSetting right), then Share Claim (no payments right).
  for (const path of ['/control/drawSetting?LocId=SG', '/control/shareClaim?LocId=SG']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expectRefused(page, 'rights in Singapore do not include this page');
  }
  await page.getByRole('main').getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
});

test('a signed-in not-found keeps the shell and offers the way home; signed out it offers sign-in', async ({ page, browser, baseURL }) => {
  for (const path of ['/report/no-such-report?LocId=SG', '/no-such-page']) {
    await openAs(page, 'member1', path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main).toContainText("Uh oh, we can't seem to find the page you're looking for");
    await expect(main).not.toContainText('Help Center');
    await expect(page.locator('#shell-sidebar')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/admin/home?LocId=SG');
  }
  // At 360 px the text wraps inside the page.
  await page.setViewportSize({ width: 360, height: 740 });
  const text = page.getByRole('main').getByText("Uh oh, we can't seem to find the page you're looking for");
  await expect(text).toBeVisible();
  const box = await text.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);

  const anonymous = await browser.newContext({ baseURL });
  try {
    const signedOut = await anonymous.newPage();
    await signedOut.goto('/no-such-page');
    await expect(signedOut.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(signedOut.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    await expect(signedOut.getByText('Help Center')).toHaveCount(0);
    await expect(signedOut.locator('#shell-sidebar')).toHaveCount(0);
  } finally {
    await anonymous.close();
  }
});
