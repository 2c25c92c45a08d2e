// The signed-in pages of the administration menu and the bets instruction. They read the same under
// every site host, so they run once (the site-independent project). The shell around them is rebuilt
// separately, so every check looks inside `main`, by role and text. Tests of this file run in parallel:
// a test that writes picks a user no concurrent test writes (see mobileUser). Every user starts from
// its saved session.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillPasswordForm } from './support/password-form';
import type { SessionUser } from './support/sessions';
import { openAs } from './support/shell';

const MONEY = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

function content(page: Page): Locator {
  return page.getByRole('main');
}

/** The value cell of a labelled row of a table in the page. */
function rowValue(page: Page, label: string): Locator {
  return content(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** Nothing inside the page's content is wider than it: tables scroll in their own box. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await content(page).evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/*
 * Users whose mobile number a test may overwrite: one per concurrently running worker (parallelIndex
 * is unique among the workers running at one time), none of them used for a password change here.
 */
const MOBILE_USERS: readonly SessionUser[] = ['member2', 'agent3', 'agent2', 'member3'];

function mobileUser(): SessionUser {
  const user = MOBILE_USERS[test.info().parallelIndex % MOBILE_USERS.length];
  if (!user) throw new Error('no mobile user');
  return user;
}

test.describe('profile', () => {
  test('a member sees its profile and its balances with a $ and 2 decimals', async ({ page }) => {
    await openAs(page, 'member1', '/admin/profile?LocId=SG');
    await expect(content(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(rowValue(page, 'User Id')).toHaveText('member1');
    await expect(rowValue(page, 'Role')).toHaveText('Member');
    await expect(rowValue(page, 'Location')).toHaveText('SG (Singapore)');
    await expect(rowValue(page, 'Credit')).toHaveText('$5,000.00');
    await expect(rowValue(page, 'Account Balance')).toHaveText(MONEY);
    await expect(rowValue(page, 'Credit Left')).toHaveText(MONEY);
    await expect(rowValue(page, 'Place bets')).toHaveText('Yes');
    await expect(rowValue(page, 'Create agents')).toHaveText('No');
  });

  test('an agent sees its role and shares as percentages, and the page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAs(page, 'agent1', '/admin/profile?LocId=SG');
    await expect(rowValue(page, 'Role')).toHaveText('Agent');
    await expect(rowValue(page, '4D Share')).toHaveText('50%');
    await expect(rowValue(page, 'TT Share')).toHaveText('40%');
    await expect(rowValue(page, 'Create agents')).toHaveText('Yes');
    await expect(rowValue(page, 'Credit')).toHaveText('$100,000.00');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('mobile', () => {
  test('a user registers a number, sees it after a reload, is told off for a bad one, and removes it', async ({ page }) => {
    // Unique per run, so a number left over from an earlier run cannot pass for this one.
    const digits = `659${String(Date.now()).slice(-7)}`;
    await openAs(page, mobileUser(), '/admin/mobile?LocId=SG');
    const main = content(page);
    const registered = main.getByRole('region', { name: 'Registered mobile number' });
    const field = main.getByRole('textbox', { name: 'Mobile number', exact: true });

    await field.fill(`+${digits.slice(0, 2)} ${digits.slice(2, 6)}-${digits.slice(6)}`);
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Mobile number saved.' })).toBeVisible();
    await expect(registered).toContainText(digits);

    await page.reload();
    await expect(registered).toContainText(digits);
    await expect(field).toHaveValue(digits);

    await field.fill('12345');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main.getByText('Enter the mobile number with its country code, 10 to 15 digits, e.g. 6591234567.')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('12345');
    await expect(registered).toContainText(digits);

    await main.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Mobile number removed.' })).toBeVisible();
    await expect(registered).toContainText('No mobile number is registered.');
  });
});

// A real change, which ends the user's every session, is password-change.spec.ts (run once, own user).
test.describe('change password', () => {
  test('a wrong current password shows the platform’s error, and the user stays signed in', async ({ page }) => {
    await openAs(page, 'member1', '/admin/changePassword?LocId=SG');
    const main = content(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(main.getByLabel('User Id')).toHaveCount(0);

    await main.getByLabel('New password').fill('member56');
    await main.getByLabel('New password').blur();
    await expect(main.getByText('Your password must contain at least 1 uppercase letter')).toBeVisible();

    await fillPasswordForm(page, 'Wrong1234', 'Member5678');
    await expect(main.getByRole('alert').filter({ hasText: 'Invalid user id or password.' })).toBeVisible();
    // The captcha was spent: its answer is cleared and the field has the focus for the new one.
    await expect(main.getByLabel('Captcha', { exact: true })).toHaveValue('');
    await expect(main.getByLabel('Captcha', { exact: true })).toBeFocused();

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/changePassword/);
  });
});

test('the installation guide shows the Android and the iOS steps', async ({ page }) => {
  await openAs(page, 'member1', '/admin/installation-guide?LocId=SG');
  const main = content(page);
  const android = main.getByRole('region', { name: 'Android' });
  const ios = main.getByRole('region', { name: 'iOS' });
  await expect(android.getByRole('listitem')).toHaveText([
    'On the login screen, download the Android app (APK file).',
    'Open the downloaded file.',
    'When your phone asks, allow installing apps from unknown sources.',
    'Tap Install, then open the app.',
  ]);
  await expect(ios.getByRole('listitem')).toHaveText([
    'On the login screen, download the iOS profile.',
    'Open Settings.',
    'Tap Profile Downloaded.',
    'Tap Install and follow the prompts.',
    'Use the new icon on your home screen to open the app.',
  ]);
  // The demo settings give no download address, so no link is offered.
  await expect(main.getByRole('link', { name: /^Download the/ })).toHaveCount(0);
});

test.describe('bets instruction', () => {
  /** Moves the session to another location the way the shell's location switch does (POST, same origin). */
  async function switchLocation(page: Page, locId: string): Promise<void> {
    const status = await page.evaluate(async (LocId) => {
      const response = await fetch('/api/auth/location', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ LocId }),
      });
      return response.status;
    }, locId);
    expect(status).toBe(200);
  }

  test('SG shows the 4D codes and stakes, and the bot tab its two-step registration', async ({ page }) => {
    await openAs(page, 'member1', '/bet/betsInstruction?LocId=SG');
    const main = content(page);
    await expect(main.getByRole('heading', { name: 'Betting by SMS (4D)' })).toBeVisible();
    await expect(main.getByText('6580001234')).toBeVisible();
    await expect(main.getByText('Processing takes 5 to 15 minutes. Check your bets on the website after 15 minutes.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Mobile', exact: true })).toHaveAttribute('href', /^\/admin\/mobile/);

    const singapore = main.getByRole('table', { name: 'Day codes (Singapore)' });
    await expect(singapore.getByRole('row')).toHaveText([
      /Code\s*Draws/,
      /^0\s*Wednesday, Saturday and Sunday$/,
      /^2\s*Saturday and Sunday$/,
      /^3\s*Wednesday$/,
      /^6\s*Saturday$/,
      /^7\s*Sunday$/,
    ]);
    const magnum = main.getByRole('table', { name: 'Day codes (Magnum)' });
    await expect(magnum.getByRole('row').filter({ hasText: '9M' })).toContainText('Tuesday special draw');
    for (const code of ['0M', '2M', '3M', '6M', '7M']) await expect(magnum.getByRole('cell', { name: code, exact: true })).toBeVisible();
    const stakes = main.getByRole('table', { name: 'Stakes' });
    await expect(stakes.getByRole('row').filter({ hasText: '1H-' })).toContainText('1.5 big');
    await expect(stakes.getByRole('row').filter({ hasText: 'Q-' })).toContainText('0.25 big');

    // The bot version is a link of its own: reachable from the keyboard and bookmarkable.
    const botTab = main.getByRole('navigation', { name: 'Instruction type' }).getByRole('link', { name: 'Messaging bot' });
    await botTab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]Type=BOT/);
    await expect(main.getByRole('heading', { name: 'Betting by messaging bot (4D)' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'DrawDeskDemoBot' })).toHaveAttribute('href', 'https://t.me/DrawDeskDemoBot');
    const steps = main.getByRole('region', { name: 'Register in two steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.first()).toContainText('Register your handphone number with the bot DrawDeskDemoBot');
    await expect(steps.last()).toContainText('Register the same number on this website');
    await expect(main.getByRole('navigation', { name: 'Instruction type' }).getByRole('link', { name: 'Messaging bot' })).toHaveAttribute('aria-current', 'page');
  });

  test('TT shows the pool-game version, and it fits a phone', async ({ page }) => {
    await openAs(page, 'member1', '/admin/profile?LocId=SG');
    await switchLocation(page, 'TT');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/bet/betsInstruction?LocId=TT');
    const main = content(page);
    await expect(main.getByRole('heading', { name: 'Betting by SMS (TT)' })).toBeVisible();
    const days = main.getByRole('table', { name: 'Day codes' });
    await expect(days.getByRole('row')).toHaveText([/Code\s*Draws/, /^1\s*Monday$/, /^4\s*Thursday$/]);
    await expect(main.getByText('The ticket amount follows with a leading minus: 010203040506-2 is $2.')).toBeVisible();
    await expect(main.getByRole('table', { name: 'Variants (a tag before or after the numbers)' }).getByRole('row')).toHaveCount(6);
    await expect(main.getByRole('table', { name: 'Day codes (Singapore)' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
