// Two-factor sign-in (docs/decisions/two-factor.md), in a browser. A journey-only sub-admin (e2e_2fa,
// made here through the platform, its two-factor reset first) signs in, opens /admin/twoFactor from its
// profile, sets it up with codes the test computes from the shown secret, keeps a recovery code, and
// signs in again in a fresh browser with password and code. A wrong code is refused; a recovery code
// works exactly once. With the company setting on, the clerk is sent to the set-up before any page (the
// setting is switched off again at the end, whatever happens: other journeys sign in as clerk).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillSignIn, formMessage, openSignIn } from './support/journeys';
import { changePasswordElsewhere, platformAs } from './support/platform-api';
import { codes } from './support/two-factor';

const USER = 'e2e_2fa';
const FIRST_PASSWORD = 'Start1234';
const PASSWORD = 'Journey1234';

async function asAdmin<T>(work: (admin: Awaited<ReturnType<typeof platformAs>>) => Promise<T>): Promise<T> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });

/** The page at a phone's 360 px: nothing scrolls sideways, and each of `shown` is whole across. */
async function expectFits360(page: Page, ...shown: Locator[]): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const element of shown) {
    const box = await element.evaluate((node) => node.getBoundingClientRect().toJSON() as { left: number; right: number });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
}

// One after the other: with the company setting on, e2e_2fa (an ADMIN) would be sent to the set-up too.
test.describe.configure({ mode: 'serial' });

test('a sub-admin sets up two-factor, then signs in with password and code; a wrong code is refused, a recovery code works once', async ({ browser, baseURL, site }) => {
  test.slow();
  await asAdmin(async (admin) => {
    await admin.post('permissions', { UserId: USER, UserName: 'Two-factor journey', Password: FIRST_PASSWORD, Granted: [] });
    await admin.post('twoFactor/reset', { UserId: USER, Password: 'Admin1234' });
  });
  await changePasswordElsewhere(USER, FIRST_PASSWORD, PASSWORD);

  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await openSignIn(page, site);
  await fillSignIn(page, site, USER, PASSWORD);
  await expect(page).toHaveURL(/\/terms$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home/, { timeout: 20_000 });
  await page.goto('/admin/profile');
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The set-up on a phone: the QR code and the secret fit 360 px.
  await expectFits360(page, page.getByTestId('two-factor-secret'), page.getByRole('img', { name: 'QR code for your authenticator app' }), codeField(page));
  const next = codes(secret);
  await codeField(page).fill(await next());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const recovery = page.getByTestId('recovery-codes').locator('code');
  await expect(recovery).toHaveCount(10);
  const recoveryCode = (await recovery.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/home/);
  await first.close();

  // Signed out (a fresh browser): the password, then the code.
  const signIn = async () => {
    const context = await browser.newContext({ baseURL });
    const entry = await context.newPage();
    await openSignIn(entry, site);
    await fillSignIn(entry, site, USER, PASSWORD);
    await expect(codeField(entry)).toBeVisible({ timeout: 20_000 });
    await expect(codeField(entry)).toHaveAttribute('autocomplete', 'one-time-code');
    return { context, entry };
  };
  const second = await signIn();
  await codeField(second.entry).fill('000000');
  await second.entry.getByRole('button', { name: 'Verify' }).click();
  await expect(formMessage(second.entry)).toContainText('The code is not correct.');
  // The code step on a phone, its error shown.
  await expectFits360(second.entry, codeField(second.entry), second.entry.getByRole('button', { name: 'Verify' }), formMessage(second.entry));
  await codeField(second.entry).fill(await next());
  await second.entry.getByRole('button', { name: 'Verify' }).click();
  await expect(second.entry).toHaveURL(/\/terms$/, { timeout: 20_000 });
  await second.context.close();

  // The recovery code, once.
  const third = await signIn();
  await codeField(third.entry).fill(recoveryCode);
  await third.entry.getByRole('button', { name: 'Verify' }).click();
  await expect(third.entry).toHaveURL(/\/terms$/, { timeout: 20_000 });
  await third.context.close();
  const fourth = await signIn();
  await codeField(fourth.entry).fill(recoveryCode);
  await fourth.entry.getByRole('button', { name: 'Verify' }).click();
  await expect(formMessage(fourth.entry)).toContainText('The code is not correct.');
  await fourth.context.close();

  await asAdmin((admin) => admin.post('twoFactor/reset', { UserId: USER, Password: 'Admin1234' }));
});

test('with the company setting on, the clerk is sent to the set-up before any page', async ({ browser, baseURL, site }) => {
  test.slow();
  // One admin session for both switches: signed in while the setting is on, the admin itself would
  // get a token that opens the set-up only.
  const admin = await platformAs('admin', 'Admin1234');
  try {
    await admin.put('twoFactorPolicy', { RequireAdmins: true, SiteHosts: [] });
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openSignIn(page, site);
    await fillSignIn(page, site, 'clerk', 'Clerk1234');
    await expect(page).toHaveURL(/\/admin\/twoFactor$/, { timeout: 20_000 });
    await expect(page.getByText('Two-factor sign-in is required for your account: set it up to continue.')).toBeVisible();
    for (const path of ['/admin/home?LocId=SG', '/terms', '/utilities/loginLog']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/twoFactor$/);
    }
    await context.close();
  } finally {
    await admin.put('twoFactorPolicy', { RequireAdmins: false, SiteHosts: [] });
    await admin.dispose();
  }
});
