// The two-factor administration screens (docs/decisions/two-factor.md). The full admin requires
// two-factor of everyone on one host of Juliet 4D (a site no journey signs into), sees it saved after a
// reload, and turns it off again (through the platform too, whatever happens). A journey-only
// sub-admin with two-factor set up is reset by admin on Super Password: a wrong password of admin's is
// refused in words, the right one resets it, and the user then signs in with its password alone. Both
// pages fit 360 px. Runs with the global switches: the requirement is platform-wide.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillSignIn, openSignIn } from './support/journeys';
import { PHONE_WIDTH, sidewaysScroll } from './support/phone';
import { changePasswordElsewhere, platformAs, signInAnswer } from './support/platform-api';
import { openAs } from './support/shell';
import { enrolThroughPlatform } from './support/two-factor';

const main = (page: Page) => page.getByRole('main');
const JULIET_HOST = 'juliet.localhost';
const USER = { UserId: 'e2e_2fa_reset', UserName: 'Two-factor reset journey' };
const FIRST_PASSWORD = 'Start1234';
const PASSWORD = 'Journey1234';

async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

test('the full admin requires two-factor on one site host, sees it saved after a reload, and turns it off again', async ({ page }) => {
  test.slow();
  const admin = await platformAs('admin', 'Admin1234');
  const before = await admin.get<{ RequireAdmins: boolean; SiteHosts: string[] }>('twoFactorPolicy');
  expect(before.SiteHosts).not.toContain(JULIET_HOST);
  try {
    await openAs(page, 'admin', '/utilities/twoFactorSetting');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Two-Factor Setting' })).toBeVisible();
    await expect(main(page).getByText(/turning the company rule on sends every admin user who has not set up two-factor sign-in to the set-up/)).toBeVisible();
    const company = main(page).getByRole('checkbox', { name: 'Require two-factor sign-in for every admin user' });
    await expect(company).not.toBeChecked();
    const juliet = () => main(page).getByRole('group', { name: 'Juliet 4D' }).getByRole('checkbox', { name: JULIET_HOST });
    await juliet().check();
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('status')).toContainText('Saved: admin users are not required to use it;');
    expect((await admin.get<{ SiteHosts: string[] }>('twoFactorPolicy')).SiteHosts).toContain(JULIET_HOST);

    await page.reload();
    await expect(juliet()).toBeChecked();
    await expect(company).not.toBeChecked();
    await fitsPhone(page);

    await juliet().uncheck();
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('status')).toContainText('Saved: admin users are not required to use it;');
    await page.reload();
    await expect(juliet()).not.toBeChecked();
    expect((await admin.get<{ SiteHosts: string[] }>('twoFactorPolicy')).SiteHosts).not.toContain(JULIET_HOST);
  } finally {
    await admin.put('twoFactorPolicy', { RequireAdmins: before.RequireAdmins, SiteHosts: before.SiteHosts.filter((host) => host !== JULIET_HOST) });
    await admin.dispose();
  }
});

test("admin resets a sub-admin's two-factor on Super Password; the user then signs in with its password alone", async ({ page, browser, baseURL, site }) => {
  test.slow();
  // A sub-admin of this journey only, with a password it has changed, and two-factor set up.
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const existing = await admin.get<{ UserId: string }[]>('permissions');
    if (existing.some((account) => account.UserId === USER.UserId)) {
      await admin.put('super-password', { UserId: USER.UserId, Password1: FIRST_PASSWORD, Password2: FIRST_PASSWORD });
    } else {
      await admin.post('permissions', { ...USER, Password: FIRST_PASSWORD, Granted: [] });
    }
    await admin.post('twoFactor/reset', { UserId: USER.UserId, Password: 'Admin1234' });
  } finally {
    await admin.dispose();
  }
  await changePasswordElsewhere(USER.UserId, FIRST_PASSWORD, PASSWORD);
  await enrolThroughPlatform(USER.UserId, PASSWORD);
  expect(await signInAnswer(USER.UserId, PASSWORD)).toMatchObject({ twoFactorRequired: true });

  await openAs(page, 'admin', '/utilities/superPassword');
  const section = main(page).getByRole('region', { name: 'Reset two-factor sign-in' });
  await expect(section).toBeVisible();
  const picker = section.getByRole('combobox', { name: 'User' });
  await picker.fill(USER.UserId);
  await section.getByRole('option', { name: `${USER.UserId} - ${USER.UserName}` }).click();
  await expect(picker).toHaveValue(`${USER.UserId} - ${USER.UserName}`);
  const password = section.getByLabel('Your password');
  const reset = async (typed: string) => {
    await password.fill(typed);
    await section.getByRole('button', { name: 'Reset two-factor' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    await expect(dialog).toContainText(`Reset two-factor sign-in of ${USER.UserId} - ${USER.UserName}?`);
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  await reset('Wrong1234');
  await expect(section.getByRole('alert')).toContainText('Your password is not correct.');
  await expect(password).toHaveValue('');
  await expect(picker).toHaveValue(`${USER.UserId} - ${USER.UserName}`);
  expect(await signInAnswer(USER.UserId, PASSWORD)).toMatchObject({ twoFactorRequired: true });

  await reset('Admin1234');
  await expect(section.getByRole('status')).toContainText(`Two-factor sign-in of ${USER.UserId} is reset.`);
  await expect(password).toHaveValue('');
  await fitsPhone(page);

  // The password alone signs the user in now: no code is asked for.
  const context = await browser.newContext({ baseURL });
  try {
    const entry = await context.newPage();
    await openSignIn(entry, site);
    await fillSignIn(entry, site, USER.UserId, PASSWORD);
    await expect(entry).toHaveURL(/\/terms$/, { timeout: 20_000 });
    await expect(entry.getByRole('textbox', { name: 'Code' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
